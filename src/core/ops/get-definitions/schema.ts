/** get definitions: its input and its answer, the one definition of both. */
import * as z from 'zod';
import { text, specParam, offsetParam, limitParam, pageInfo, DEFINITION_KIND_FILTERS } from '../../schemas.js';

const definitionKind = z.enum(DEFINITION_KIND_FILTERS);

export const getDefinitionsInput = z
  .object({
    spec: specParam.optional(),
    term: text(200).optional().describe('Match the term or an admitted term (not the definition body).'),
    kind: definitionKind
      .optional()
      .describe(
        'term: entries of the terms clauses; abbreviation: entries of the acronyms / abbreviations clauses (the term is the abbreviation, the definition its expansion). Default both.',
      ),
    offset: offsetParam.optional(),
    limit: limitParam.optional(),
  })
  .strict();

export const getDefinitionsOutput = z.object({
  spec: z.string(),
  totalDefinitions: z.number().int(),
  definitions: z.array(
    z.object({
      kind: definitionKind.describe('term, or abbreviation (an acronyms / abbreviations clause entry).'),
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
