/** list roles: its input and its answer, the one definition of both. */
import * as z from 'zod';
import { sectionParam, specParam } from '../../schemas.js';

export const listRolesInput = z
  .object({
    spec: specParam.optional(),
    section: sectionParam.optional().describe('Count only the requirements of this section and its subtree.'),
  })
  .strict();

export const listRolesOutput = z.object({
  spec: z.string(),
  filter: z.object({ section: z.string().nullable() }),
  totalRequirements: z.number().int().describe('The requirements counted (of the whole document, or the section).'),
  roles: z
    .array(
      z.object({
        role: z.string().describe('A role the document names ("Client", "PDF writer"), "file" or "unspecified".'),
        count: z.number().int().describe('Its requirements (one binding several roles counts for each).'),
        levels: z.record(z.string(), z.number().int()).describe('Its requirements by level.'),
      }),
    )
    .describe('Most requirements first.'),
});

export type ListRolesInput = z.infer<typeof listRolesInput>;
export type ListRolesResult = z.infer<typeof listRolesOutput>;
