/**
 * What the operations' schemas share: the parameters several of them take
 * (spec, section, paging, keys) with their bounds, and the records several of
 * them return (tables, content items, references, key rows). Each operation's
 * own input and answer are in its folder (ops/<operation>/schema.ts); bounds
 * live in one place or the other, never both.
 */
import * as z from 'zod';
import { REFERENCE_KINDS, type ReferenceKind } from '../model/types.js';
import { LIST_SPECS } from './ops/list-specs/name.js';
import { noControlChars, notBlank } from './text-rules.js';
import type { ParamIssue } from './ops/define-runner.js';

export { CATEGORIES, LEVEL_FILTERS, DEFINITION_KIND_FILTERS } from './choices.js';
export { CONTROL_CHARS } from './text-rules.js';

export const MAX_SAFE_INDEX = Number.MAX_SAFE_INTEGER; // 9007199254740991

export const REQUIREMENT_CHANGES = ['unchanged', 'changed', 'level-changed', 'added', 'removed'] as const;

/** A non-empty, bounded string free of control characters. */
export const text = (max: number) =>
  z
    .string()
    .min(1)
    .max(max)
    .refine(noControlChars, { message: 'must not contain control characters, tabs or line breaks' })
    .refine(notBlank, { message: 'must not be blank' });

/** Each input schema's rule over the whole input (withRule), by schema. */
const RULES = new WeakMap<z.ZodObject, unknown>();

/**
 * `schema` with an operation's rule over its whole input (its runner's `rule`, zod-free) reported as a
 * superRefine. The rule is kept by schema (ruleOfSchema), so light-input-of.ts can tell that the check without
 * zod asks the very same function.
 */
export function withRule<S extends z.ZodObject>(schema: S, rule: (input: z.infer<S>) => ParamIssue | null): S {
  const refined = schema.superRefine((v, ctx) => {
    const issue = rule(v);
    if (issue)
      ctx.addIssue({ code: 'custom', params: { [issue.kind]: true }, path: [issue.path], message: issue.message });
  });
  RULES.set(refined, rule);
  return refined;
}

/** The rule withRule gave `schema`, or undefined. */
export const ruleOfSchema = (schema: z.ZodObject): unknown => RULES.get(schema);

export const specParam = text(200).describe(
  `Spec id (see ${LIST_SPECS}), an unambiguous id prefix, or another name of a standard (pdf20, iso32000-1), case-insensitive. Default: iso32000-2 (or PDFSPEC_DEFAULT_SPEC), else the best available spec, named in the answer's notice.`,
);
export const sectionParam = text(200).describe(
  'Section number such as "7.3.4", "Annex A" or "A.1.2"; a parent returns its whole subtree.',
);
export const roleParam = text(100).describe(
  'Only requirements binding this role, as the document names it ("Client", "writer" finds "PDF writer"; case and a plural s ignored), or "file" for what a file, object or key must be (what a validator checks).',
);
/** A requirement's role and content id, as every answer that lists requirements carries them. */
export const roleField = z
  .string()
  .describe(
    'Who or what the requirement binds: a role the document names ("Client", "PDF writer"), "file" (data), or "unspecified".',
  );
export const contentIdField = z
  .string()
  .describe(
    'A short id of the document, section and normalised sentence ("c-3fa9b2c1"): the same in a reprint, new when the text changes.',
  );
export const listItemsField = z
  .array(z.string())
  .optional()
  .describe(
    'When the sentence ends in a colon and a list follows it: the list items it introduces, as printed. The requirement is the sentence with its items.',
  );
export const offsetParam = z
  .number()
  .int()
  .min(0)
  .max(MAX_SAFE_INDEX)
  .describe('Paging: skip this many items of the list (default 0).');
export const limitParam = z
  .number()
  .int()
  .min(1)
  .max(1000)
  .describe('Paging: return at most this many items of the list.');

/** A PDF name as users type it: with or without its slash, no spaces. */
export const keyParam = text(127).refine((s) => /^\/?[^\s/()<>[\]{}%]+$/.test(s.trim()), {
  message: 'must be one PDF name such as "StructParents" or "/StructParents" (no spaces or delimiters)',
});
export const dictionaryParam = text(200);
export const KEY_SOURCES = ['model', 'spec', 'both'] as const;
export const keySourceParam = z
  .enum(KEY_SOURCES)
  .describe(
    'Where keys come from: "model" (the Arlington PDF Model shipped with pdfspec, no spec PDF needed), "spec" (the Key / Type / Value tables of the installed spec) or "both" (default: the model, joined with the spec\'s tables where it is installed).',
  );

// ---- records shared by several answers ------------------------------------

/** Elements and tables outside the numbered sections are named by the matter they lie in (core/matter.ts). */
const SECTION_OR_MATTER = 'The section: its number, or front-matter, contents or back-matter outside the sections.';

export const pageInfo = z
  .object({
    offset: z.number().int(),
    limit: z.number().int(),
    total: z.number().int(),
    truncated: z.boolean(),
    nextOffset: z.number().int().nullable(),
  })
  .describe('Present when a list was paged: pass nextOffset as offset to get the rest.');

export const tableRecord = z.object({
  index: z
    .number()
    .int()
    .describe('0-based position among the tables returned for the section, or in the whole document.'),
  number: z.string().nullable().describe('"Table 29"; null for a table printed without a caption.'),
  caption: z.string(),
  headers: z.array(z.string()),
  rows: z.array(z.array(z.string())),
  notes: z
    .array(z.string())
    .describe('Footnotes and notes printed at the table\'s foot, label included ("a …", "NOTE 3 …").'),
  section: z.string().describe(SECTION_OR_MATTER),
  page: z.number().int(),
  pageLabel: z.string(),
  pageEnd: z.number().int(),
  rowPages: z
    .array(z.number().int())
    .optional()
    .describe('The physical page each body row starts on, when the table runs over pages; absent for one page.'),
});

export const referenceKind = z.enum(REFERENCE_KINDS as [ReferenceKind, ...ReferenceKind[]]);
/** A cross-reference inside a content item: where it sits and what it points to. */
export const itemRef = z.object({
  text: z.string().describe('The reference as printed ("7.3.4", "Table 29", "ISO 32000-1:2008, 7.5.2").'),
  start: z
    .number()
    .int()
    .describe(
      'UTF-16 offsets [start, end) in the text, list item, table cell or table note named by item/row/cell/note.',
    ),
  end: z.number().int(),
  item: z.number().int().optional(),
  row: z.number().int().optional(),
  cell: z.number().int().optional(),
  note: z.number().int().optional(),
  kind: referenceKind,
  cited: z.string().describe('What is cited: "7.3.4", "Annex L", "Table 29", "[3]"; for another document, its part.'),
  document: z.string().optional().describe('Another document ("ISO 32000-1:2008").'),
  target: z
    .string()
    .nullable()
    .describe('The section holding the target in this spec; null when unresolved or in another document.'),
  targetTitle: z.string().nullable(),
});

export const contentItem = z.object({
  type: z.enum(['heading', 'paragraph', 'list', 'table', 'note', 'example', 'code']),
  section: z.string().describe(SECTION_OR_MATTER),
  page: z.number().int(),
  pageLabel: z.string(),
  level: z.number().int().optional(),
  text: z.string().optional(),
  items: z.array(z.string()).optional(),
  label: z
    .string()
    .optional()
    .describe('Notes: "NOTE", "NOTE 1", "Note 1 to entry"; examples: "EXAMPLE", "EXAMPLE 2".'),
  marginNumber: z
    .number()
    .int()
    .optional()
    .describe('Paragraph number printed in the margin (C standard drafts: 6.5.3.4p2 is marginNumber 2).'),
  table: tableRecord.optional(),
  refs: z.array(itemRef).optional().describe('Cross-references in this item, resolved (present when it has any).'),
});

export const modelRow = z
  .object({
    object: z.string().describe('The Arlington object (one TSV file of the model): "PageObject", "Catalog".'),
    key: z.string().describe('As the model writes it: a name, "*" (any key), or an array position ("0", "1", "0*").'),
    types: z.array(z.string()).describe('The types, alternatives in order: ["array", "dictionary"].'),
    typeText: z.string().describe('The types with their version qualifiers: "dictionary (PDF 1.3)".'),
    since: z.string().nullable().describe('The PDF version that introduced the key; null when only an extension does.'),
    sinceExtension: z
      .string()
      .nullable()
      .describe('"PDF 1.7 with extension ADBE_Extn3": an extension that has it too.'),
    deprecated: z.string().nullable(),
    required: z.enum(['required', 'optional', 'conditional']),
    condition: z
      .string()
      .nullable()
      .describe('For conditional: when it is required, in words, or the predicate as written when too intricate.'),
    predicate: z.string().nullable().describe('The Required cell as written, when it is a predicate.'),
    inheritable: z.boolean(),
    indirect: z.string().describe('"direct or indirect", "indirect", "direct", or per type.'),
    default: z.string().nullable(),
    possibleValues: z.array(z.string()),
    links: z.array(z.string()).describe('The objects the value may be.'),
    table: z.string().nullable().describe('The ISO 32000-2 table defining the key: "Table 359" (the first of tables).'),
    tables: z
      .array(z.string())
      .describe(
        "The tables the row's note names, else those its object names; several when the model does not say which.",
      ),
    note: z.string(),
  })
  .describe('The Arlington PDF Model row.');

export const keyRecord = z.object({
  source: z
    .enum(['model', 'spec', 'both'])
    .describe(
      "Who defines the entry: the Arlington model only, the spec's table only, or both (joined by table and key).",
    ),
  spec: z.string().nullable().describe('The spec whose table holds the row; null for a model-only entry.'),
  object: z.string().nullable().describe('The Arlington object; null for a spec-only entry.'),
  key: z.string().describe('Without its slash.'),
  dictionary: z
    .string()
    .describe('From the caption ("Entries in a stream dictionary" → "stream dictionary"); "" when it names none.'),
  type: z.string(),
  status: z
    .enum(['required', 'optional', 'conditional'])
    .nullable()
    .describe(
      'From the value text\'s opening parenthesis: "(Required)", "(Optional)", "(Required if …)"; null when it says none.',
    ),
  since: z.string().nullable().describe('"(PDF 1.5)": the version that introduced the key.'),
  deprecated: z
    .string()
    .nullable()
    .describe('"(deprecated in PDF 2.0)": that version; "" when none is named; null when not deprecated.'),
  inheritable: z.boolean(),
  note: z.string().nullable().describe('The opening parenthesis as printed, without brackets.'),
  value: z.string().describe('The whole value (description) text.'),
  table: z.string().nullable().describe('"Table 29".'),
  caption: z.string(),
  section: z.string().nullable(),
  sectionTitle: z.string().nullable(),
  page: z.number().int().nullable().describe('Physical page of the row in the spec; null for a model-only entry.'),
  pageLabel: z.string().nullable(),
  model: modelRow.nullable(),
  refs: z.array(itemRef).optional().describe('Cross-references in the spec row (present when it has any).'),
});

export type PageInfo = z.infer<typeof pageInfo>;
export type KeyRecord = z.infer<typeof keyRecord>;
export type ModelRowRecord = z.infer<typeof modelRow>;
export type KeySource = (typeof KEY_SOURCES)[number];
export type ItemRef = z.infer<typeof itemRef>;
export type ContentItemRecord = z.infer<typeof contentItem>;
export type TableRecord = z.infer<typeof tableRecord>;
