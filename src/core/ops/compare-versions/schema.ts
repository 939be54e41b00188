/** compare versions: its input and its answer, the one definition of both. */
import * as z from 'zod';
import { REQUIREMENT_LEVELS } from '../../../model/types.js';
import { specParam, sectionParam, offsetParam, limitParam, pageInfo, REQUIREMENT_CHANGES } from '../../schemas.js';

export const compareVersionsInput = z
  .object({
    section: sectionParam.optional().describe('Limit to this subtree on either side.'),
    from: specParam.optional().describe('Older spec (default pdf17).'),
    to: specParam.optional().describe('Newer spec (default iso32000-2).'),
    requirements: z
      .boolean()
      .optional()
      .describe(
        'true: also pair the requirement sentences of the matched sections and report each as unchanged, changed (with a word diff), level changed, added or removed; offset/limit then page these changes.',
      ),
    changes_only: z
      .boolean()
      .optional()
      .describe(
        'true: leave out what did not change — matched sections with status "same" and, with requirements, the unchanged requirements (the totals and statistics still count them).',
      ),
    offset: offsetParam.optional(),
    limit: limitParam.optional(),
  })
  .strict();

const sectionRef = z.object({ sectionNumber: z.string(), title: z.string() });

export const compareVersionsOutput = z.object({
  from: z.string(),
  to: z.string(),
  section: z.string().nullable(),
  totalMatched: z.number().int(),
  totalAdded: z.number().int(),
  totalRemoved: z.number().int(),
  matched: z.array(
    z.object({
      section17: z.string(),
      section20: z.string(),
      title: z.string(),
      title20: z.string().optional(),
      status: z.enum(['same', 'moved', 'renamed']),
      similarity: z.number().optional(),
    }),
  ),
  added: z.array(sectionRef),
  removed: z.array(sectionRef),
  requirements: z
    .object({
      statistics: z.record(z.string(), z.number().int()).describe('Count per status.'),
      changes: z.array(
        z.object({
          status: z.enum(REQUIREMENT_CHANGES),
          section17: z.string().nullable(),
          section20: z.string().nullable(),
          id17: z.string().nullable(),
          id20: z.string().nullable(),
          level17: z.enum(REQUIREMENT_LEVELS as [string, ...string[]]).nullable(),
          level20: z.enum(REQUIREMENT_LEVELS as [string, ...string[]]).nullable(),
          text17: z.string().nullable(),
          text20: z.string().nullable(),
          similarity: z.number().optional(),
          diff: z
            .array(z.object({ op: z.enum(['same', 'added', 'removed']), text: z.string() }))
            .optional()
            .describe('Word diff, older → newer (changed and level changed).'),
        }),
      ),
    })
    .optional()
    .describe(
      'With requirements: true — every requirement of the matched sections, paired; those of added and removed sections as added and removed.',
    ),
  paging: pageInfo.optional(),
});

export type CompareVersionsInput = z.infer<typeof compareVersionsInput>;
export type CompareVersionsResult = z.infer<typeof compareVersionsOutput>;
