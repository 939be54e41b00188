/** search spec: its input and its answer, the one definition of both. */
import * as z from 'zod';
import { withRule, text, specParam, offsetParam, pageInfo } from '../../schemas.js';
import { searchQueryRule } from './rule.js';
import { LIST_SPECS } from '../list-specs/name.js';

/**
 * `query` is always given: words (`*` ending a word for a prefix), or with `regex: true` an RE2 regular
 * expression. Results are ranked the same way in every mode; `offset` pages through them max_results at a time.
 */
export const searchSpecInput = withRule(
  z
    .object({
      spec: specParam.optional().describe('Spec id, prefix, or "all" to search every available spec.'),
      query: text(1000).describe(
        'Words or a phrase, in the standard\'s own terms (e.g. "logical structure", "shall not"); a word ending in * matches as a prefix ("artifact*"). With regex: true, a regular expression.',
      ),
      regex: z
        .boolean()
        .optional()
        .describe(
          'Read query as a regular expression in RE2 syntax (no backreferences or lookaround; linear time), matched within each element (case-insensitive unless case_sensitive). Default false.',
        ),
      case_sensitive: z.boolean().optional().describe('Match letter case exactly (default false).'),
      max_results: z.number().int().min(1).max(50).optional().describe('Maximum results per page, 1–50 (default 10).'),
      offset: offsetParam.optional(),
    })
    .strict(),
  searchQueryRule,
);

export const searchSpecOutput = z.object({
  spec: z.string().describe('The spec searched, or "all".'),
  query: z.string().describe('The words searched for, or the regular expression (mode "regex").'),
  mode: z.enum(['words', 'regex']),
  caseSensitive: z.boolean(),
  totalResults: z.number().int(),
  bySpec: z
    .array(z.object({ spec: z.string(), totalResults: z.number().int() }))
    .describe('Matching elements per searched spec, in catalogue order (specs without hits included).'),
  results: z.array(
    z.object({
      spec: z.string(),
      section: z
        .string()
        .describe('The section of the hit: its number, or front-matter, contents or back-matter outside the sections.'),
      title: z.string(),
      page: z
        .number()
        .int()
        .describe("Physical page the snippet's match is printed on: in a table run over pages, its row's page."),
      pageLabel: z.string(),
      type: z.string(),
      score: z.number(),
      snippet: z.string(),
    }),
  ),
  suggestions: z.array(z.string()).optional().describe('"Did you mean" section titles and terms when nothing matched.'),
  coverageGap: z
    .object({ area: z.string(), standards: z.array(z.string()), consequence: z.string() })
    .optional()
    .describe(
      `When nothing matched and the query names an area the corpus does not hold (${LIST_SPECS} \`coverage.gaps\`): that area and the standards that cover it.`,
    ),
  paging: pageInfo.optional(),
});

export type SearchSpecInput = z.infer<typeof searchSpecInput>;
export type SearchSpecResult = z.infer<typeof searchSpecOutput>;
