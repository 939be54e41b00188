/** get definitions: its input and its answer, the one definition of both. */
import * as z from 'zod';
import { text, specParam, offsetParam, limitParam, pageInfo } from '../../schemas.js';

export const getDefinitionsInput = z
  .object({
    spec: specParam.optional(),
    term: text(200).optional().describe('Match the term or an admitted term (not the definition body).'),
    offset: offsetParam.optional(),
    limit: limitParam.optional(),
  })
  .strict();

export const getDefinitionsOutput = z.object({
  spec: z.string(),
  totalDefinitions: z.number().int(),
  definitions: z.array(
    z.object({
      term: z.string(),
      admittedTerms: z.array(z.string()),
      definition: z.string(),
      notes: z.array(z.string()),
      examples: z.array(z.string()),
      source: z.string().nullable(),
      section: z.string(),
      page: z.number().int(),
      pageLabel: z.string(),
    }),
  ),
  paging: pageInfo.optional(),
});

export type GetDefinitionsInput = z.infer<typeof getDefinitionsInput>;
export type GetDefinitionsResult = z.infer<typeof getDefinitionsOutput>;
