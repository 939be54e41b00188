/** search spec: its input and its answer, the one definition of both. */
import * as z from 'zod';
import { text, specParam, offsetParam, pageInfo } from '../../schemas.js';
import { regexProblem } from '../../search/regex.js';
import { parseQuery, WildcardError } from '../../search/tokenize.js';

function wildcardProblem(query: string): string | null {
  try {
    parseQuery(query);
    return null;
  } catch (e) {
    if (e instanceof WildcardError) return e.message;
    throw e;
  }
}

/**
 * `query` (words, `*` ending a word for a prefix) or `regex` (an RE2 regular expression), exactly one.
 * Results are ranked the same way in every mode; `offset` pages through them max_results at a time.
 */
export const searchSpecInput = z
  .object({
    spec: specParam.optional().describe('Spec id, prefix, or "all" to search every available spec.'),
    query: text(1000)
      .superRefine((q, ctx) => {
        const problem = wildcardProblem(q);
        if (problem) ctx.addIssue({ code: 'custom', params: { explain: true }, message: problem });
      })
      .optional()
      .describe(
        'Words or a phrase, in the standard\'s own terms (e.g. "logical structure", "shall not"); a word ending in * matches as a prefix ("artifact*"). Give query or regex.',
      ),
    regex: text(1000)
      .superRefine((r, ctx) => {
        const problem = regexProblem(r);
        if (problem)
          ctx.addIssue({
            code: 'custom',
            params: { explain: true },
            message: `not an RE2 regular expression: ${problem}`,
          });
      })
      .optional()
      .describe(
        'A regular expression in RE2 syntax (no backreferences or lookaround; linear time), matched within each element (case-insensitive unless case_sensitive). Give query or regex.',
      ),
    case_sensitive: z.boolean().optional().describe('Match letter case exactly (default false).'),
    max_results: z.number().int().min(1).max(50).optional().describe('Maximum results per page, 1–50 (default 10).'),
    offset: offsetParam.optional(),
  })
  .strict()
  .superRefine((v, ctx) => {
    if (v.query !== undefined && v.regex !== undefined) {
      ctx.addIssue({
        code: 'custom',
        params: { joint: true },
        path: ['regex'],
        message: 'give either {query} (words) or {regex} (a regular expression), not both',
      });
    } else if (v.query === undefined && v.regex === undefined) {
      ctx.addIssue({
        code: 'custom',
        params: { joint: true },
        path: ['query'],
        message: 'give {query} (words or a phrase) or {regex} (a regular expression)',
      });
    }
  });

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
      page: z.number().int(),
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
      'When nothing matched and the query names an area the corpus does not hold (list_specs `coverage.gaps`): that area and the standards that cover it.',
    ),
  paging: pageInfo.optional(),
});

export type SearchSpecInput = z.infer<typeof searchSpecInput>;
export type SearchSpecResult = z.infer<typeof searchSpecOutput>;
