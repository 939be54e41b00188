/** get requirements: its input and its answer, the one definition of both. */
import * as z from 'zod';
import { REQUIREMENT_LEVELS } from '../../../model/types.js';
import {
  specParam,
  sectionParam,
  offsetParam,
  limitParam,
  pageInfo,
  LEVEL_FILTERS,
  roleParam,
  roleField,
  contentIdField,
  listItemsField,
} from '../../schemas.js';

export const getRequirementsInput = z
  .object({
    spec: specParam.optional(),
    section: sectionParam.optional().describe('Limit to this section and its subtree.'),
    level: z.enum(LEVEL_FILTERS).optional().describe('Requirement level (default all).'),
    role: roleParam.optional(),
    offset: offsetParam.optional(),
    limit: limitParam.optional(),
  })
  .strict();

export const getRequirementsOutput = z.object({
  spec: z.string(),
  filter: z.object({
    section: z.string().nullable(),
    level: z.enum(LEVEL_FILTERS),
    role: z.string().optional().describe('The role asked for, when one was.'),
  }),
  totalRequirements: z
    .number()
    .int()
    .describe('How many requirements this answer returns (the length of `requirements`).'),
  matchedRequirements: z
    .number()
    .int()
    .optional()
    .describe('How many matched the filters in all, when a page returned fewer (see `paging`).'),
  statistics: z.record(z.string(), z.number().int()).describe('The matched requirements by level, over every page.'),
  requirements: z.array(
    z.object({
      id: z.string(),
      level: z.enum(REQUIREMENT_LEVELS as [string, ...string[]]),
      keyword: z.string().describe('The verbal form as printed: "shall", "must not", "is required to", "need not" …'),
      section: z.string(),
      sectionTitle: z.string(),
      text: z.string(),
      listItems: listItemsField,
      page: z.number().int(),
      role: roleField,
      contentId: contentIdField,
      pageLabel: z.string(),
      table: z.object({ number: z.string().nullable(), caption: z.string(), rowKey: z.string() }).optional(),
      label: z
        .string()
        .optional()
        .describe(
          'The numbered conformance statement of the sentence, without brackets ("MQTT-3.1.2-1", "REQ-12", "R5").',
        ),
    }),
  ),
  paging: pageInfo.optional(),
});

export type GetRequirementsInput = z.infer<typeof getRequirementsInput>;
export type GetRequirementsResult = z.infer<typeof getRequirementsOutput>;
