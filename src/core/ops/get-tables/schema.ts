/** get tables: its input and its answer, the one definition of both. */
import * as z from 'zod';
import {
  withRule,
  specParam,
  sectionParam,
  offsetParam,
  limitParam,
  keyParam,
  dictionaryParam,
  keySourceParam,
  pageInfo,
  tableRecord,
  keyRecord,
  MAX_SAFE_INDEX,
} from '../../schemas.js';
import { tablesRule } from './rule.js';

/**
 * With `section`: the tables of that subtree, or one table by its number. Without it (or with
 * `all: true`, the CLI's --all): every table of the document, paged. Rules that join two
 * parameters (params.joint) name them as {key}, so each front end prints the name its user typed.
 */
export const getTablesInput = withRule(
  z
    .object({
      spec: specParam.optional(),
      // sectionParam itself, not a one-branch union: strict function-calling converters reject an anyOf without a type.
      section: sectionParam
        .optional()
        .describe(
          'Section number ("7.3.4") or a table number ("Table 29"; "Figure 7" for a table the document captions as a figure). Omit it to list every table of the document.',
        ),
      all: z
        .boolean()
        .optional()
        .describe('true: every table of the document (the same as omitting section); page with offset/limit.'),
      table_index: z
        .number()
        .int()
        .min(0)
        .max(MAX_SAFE_INDEX)
        .optional()
        .describe('Only the table at this 0-based index within the section (needs section).'),
      key: keyParam
        .optional()
        .describe(
          'A dictionary key ("StructParents" or "/StructParents"): the Key / Type / Value tables defining it, and each definition in `keys`. Case-sensitive first, then case-insensitive.',
        ),
      dictionary: dictionaryParam
        .optional()
        .describe(
          'With key: only these dictionaries: a model object as people type it ("Catalog", "page", "Type 1 font") or a fragment of the spec\'s dictionary name ("stream dictionary").',
        ),
      source: keySourceParam.optional(),
      offset: offsetParam.optional(),
      limit: limitParam.optional(),
    })
    .strict(),
  tablesRule,
);

export const getTablesOutput = z.object({
  spec: z.string().nullable().describe('The spec read; null when a key lookup was answered by the model alone.'),
  section: z
    .string()
    .nullable()
    .describe('The section or table asked for; null for every table of the document (or a key lookup).'),
  totalTables: z.number().int(),
  tables: z.array(tableRecord),
  keys: z
    .array(keyRecord)
    .optional()
    .describe('With key: each definition of the key, from the model and the spec, with `source` on each.'),
  totalKeys: z.number().int().optional().describe('With key: how many definitions there are in all.'),
  paging: pageInfo.optional(),
});

export type GetTablesInput = z.infer<typeof getTablesInput>;
export type GetTablesResult = z.infer<typeof getTablesOutput>;
