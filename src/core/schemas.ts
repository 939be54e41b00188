/**
 * The one schema module. CLI validation, the MCP inputSchema/outputSchema and the
 * TUI all derive from these definitions; bounds live here and nowhere else.
 */
import * as z from 'zod';
import {
  REFERENCE_KINDS,
  REQUIREMENT_LEVELS,
  SECTION_SOURCES,
  type ReferenceKind,
  type SectionSource,
} from '../model/types.js';
import { regexProblem } from './search/regex.js';
import { parseQuery, WildcardError } from './search/tokenize.js';

export const MAX_SAFE_INDEX = Number.MAX_SAFE_INTEGER; // 9007199254740991

export const CATEGORIES = ['standard', 'ts', 'pdfua', 'guide', 'appnote', 'sample', 'user'] as const;
export const LEVEL_FILTERS = ['all', ...REQUIREMENT_LEVELS] as const;
export const REQUIREMENT_CHANGES = ['unchanged', 'changed', 'level-changed', 'added', 'removed'] as const;

/**
 * Every control character (Unicode Cc: U+0000–U+001F, U+007F–U+009F), tab and
 * line break included: a section number, a spec id or a query never needs
 * one, and one pasted in by accident is better refused with a clear message
 * than read as a space. One policy for the CLI, MCP and the TUI.
 */
// eslint-disable-next-line no-control-regex
export const CONTROL_CHARS = /[\u0000-\u001f\u007f-\u009f]/;

/** A non-empty, bounded string free of control characters. */
const text = (max: number) =>
  z
    .string()
    .min(1)
    .max(max)
    .refine((s) => !CONTROL_CHARS.test(s), { message: 'must not contain control characters, tabs or line breaks' })
    .refine((s) => s.trim().length > 0, { message: 'must not be blank' });

export const specParam = text(200).describe(
  'Spec id (see list_specs), an unambiguous id prefix, case-insensitive. Default: iso32000-2, or the best available spec.',
);
export const sectionParam = text(200).describe(
  'Section number such as "7.3.4", "Annex A" or "A.1.2"; a parent returns its whole subtree.',
);
const offsetParam = z
  .number()
  .int()
  .min(0)
  .max(MAX_SAFE_INDEX)
  .describe('Paging: skip this many items of the list (default 0).');
const limitParam = z.number().int().min(1).max(1000).describe('Paging: return at most this many items of the list.');

/** A PDF name as users type it: with or without its slash, no spaces. */
const keyParam = text(127).refine((s) => /^\/?[^\s/()<>[\]{}%]+$/.test(s.trim()), {
  message: 'must be one PDF name such as "StructParents" or "/StructParents" (no spaces or delimiters)',
});
const dictionaryParam = text(200);
export const KEY_SOURCES = ['model', 'spec', 'both'] as const;
const keySourceParam = z
  .enum(KEY_SOURCES)
  .describe(
    'Where keys come from: "model" (the Arlington PDF Model shipped with pdfspec, no spec PDF needed), "spec" (the Key / Type / Value tables of the installed spec) or "both" (default: the model, joined with the spec\'s tables where it is installed).',
  );

export const listSpecsInput = z
  .object({
    category: z.enum(CATEGORIES).optional().describe('Only specs of this category.'),
  })
  .strict();

export const getStructureInput = z
  .object({
    spec: specParam.optional(),
    max_depth: z.number().int().min(1).max(10).optional().describe('Depth of the tree, 1–10 (default: full tree).'),
  })
  .strict();

export const getSectionInput = z
  .object({
    spec: specParam.optional(),
    section: sectionParam,
    offset: offsetParam.optional(),
    limit: limitParam.optional(),
  })
  .strict();

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

export const getRequirementsInput = z
  .object({
    spec: specParam.optional(),
    section: sectionParam.optional().describe('Limit to this section and its subtree.'),
    level: z.enum(LEVEL_FILTERS).optional().describe('Requirement level (default all).'),
    offset: offsetParam.optional(),
    limit: limitParam.optional(),
  })
  .strict();

export const getDefinitionsInput = z
  .object({
    spec: specParam.optional(),
    term: text(200).optional().describe('Match the term or an admitted term (not the definition body).'),
    offset: offsetParam.optional(),
    limit: limitParam.optional(),
  })
  .strict();

/**
 * With `section`: the tables of that subtree, or one table by its number. Without it (or with
 * `all: true`, the CLI's --all): every table of the document, paged. Rules that join two
 * parameters (params.joint) name them as {key}, so each front end prints the name its user typed.
 */
export const getTablesInput = z
  .object({
    spec: specParam.optional(),
    section: z
      .union([sectionParam])
      .optional()
      .describe(
        'Section number ("7.3.4") or a table number ("Table 29"). Omit it to list every table of the document.',
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
  .strict()
  .superRefine((v, ctx) => {
    if (v.key !== undefined && (v.section !== undefined || v.all !== undefined || v.table_index !== undefined)) {
      ctx.addIssue({
        code: 'custom',
        params: { joint: true },
        path: ['key'],
        message:
          '{key} looks a key up in every table of the document: give it without {section}, {all} or {table_index}',
      });
    } else if ((v.dictionary !== undefined || v.source !== undefined) && v.key === undefined) {
      ctx.addIssue({
        code: 'custom',
        params: { joint: true },
        path: [v.dictionary !== undefined ? 'dictionary' : 'source'],
        message: `{${v.dictionary !== undefined ? 'dictionary' : 'source'}} belongs to a key lookup: give {key} too`,
      });
    } else if (v.section !== undefined && v.all === true) {
      ctx.addIssue({
        code: 'custom',
        params: { joint: true },
        path: ['all'],
        message: 'give either {section} or {all} (every table of the document), not both',
      });
    } else if (v.section === undefined && v.all === false) {
      ctx.addIssue({
        code: 'custom',
        params: { joint: true },
        path: ['all'],
        message: 'without {section}, {all} must be true (or left out): every table of the document',
      });
    } else if (v.section === undefined && v.table_index !== undefined) {
      ctx.addIssue({
        code: 'custom',
        params: { joint: true },
        path: ['table_index'],
        message:
          '{table_index} picks a table within a section: give {section} too, or page the whole-document list with {offset}/{limit}',
      });
    }
  });

export const findReferencesInput = z
  .object({
    spec: specParam.optional(),
    section: sectionParam.describe(
      'Section number ("7.3.4", "Annex A") or a table number ("Table 29"): what it references, and what references it.',
    ),
    offset: offsetParam.optional(),
    limit: limitParam.optional(),
  })
  .strict();

export const findKeyInput = z
  .object({
    spec: specParam.optional().describe('Spec id, prefix, or "all" to look in every available spec.'),
    key: keyParam
      .optional()
      .describe(
        'The key, with or without its slash: "StructParents", "/AF". Case-sensitive first, then case-insensitive.',
      ),
    dictionary: dictionaryParam
      .optional()
      .describe(
        'Only these dictionaries: a model object as people type it ("Catalog", "page", "Type 1 font") or a fragment of the spec\'s dictionary name ("stream dictionary"). Without key: every key of that object.',
      ),
    source: keySourceParam.optional(),
    verify: z
      .boolean()
      .optional()
      .describe(
        'true: compare every Key / Type / Value table of the spec with the model, table by table: what agrees, what differs (type, requiredness, version) and what only one side has.',
      ),
    offset: offsetParam.optional(),
    limit: limitParam.optional(),
  })
  .strict()
  .superRefine((v, ctx) => {
    if (v.verify === true && (v.key !== undefined || v.dictionary !== undefined || v.source !== undefined)) {
      ctx.addIssue({
        code: 'custom',
        params: { joint: true },
        path: ['verify'],
        message:
          '{verify} checks every table of the spec against the model: give it without {key}, {dictionary} or {source}',
      });
    } else if (v.verify !== true && v.key === undefined && v.dictionary === undefined) {
      ctx.addIssue({
        code: 'custom',
        params: { joint: true },
        path: ['key'],
        message: 'give a {key}, a {dictionary} (every key of one object), or {verify}',
      });
    }
  });

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
    offset: offsetParam.optional(),
    limit: limitParam.optional(),
  })
  .strict();

// ---- results -------------------------------------------------------------

const pageInfo = z
  .object({
    offset: z.number().int(),
    limit: z.number().int(),
    total: z.number().int(),
    truncated: z.boolean(),
    nextOffset: z.number().int().nullable(),
  })
  .describe('Present when a list was paged: pass nextOffset as offset to get the rest.');

export const listSpecsOutput = z.object({
  totalSpecs: z.number().int(),
  specs: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      category: z.enum(CATEGORIES),
      pages: z.number().int().nullable(),
      available: z.boolean(),
      file: z.string().nullable(),
      reason: z.string().optional().describe('Why an existing file is unavailable.'),
    }),
  ),
  coverage: z.object({
    note: z.string(),
    gaps: z.array(z.object({ area: z.string(), standards: z.array(z.string()), consequence: z.string() })),
  }),
});

export interface StructureNode {
  sectionNumber: string;
  title: string;
  page: number;
  pageLabel: string;
  source: SectionSource;
  children: StructureNode[];
}
const sectionSource = z.enum(SECTION_SOURCES as [SectionSource, ...SectionSource[]]);
const structureNode: z.ZodType<StructureNode> = z.lazy(() =>
  z.object({
    sectionNumber: z.string(),
    title: z.string(),
    page: z.number().int(),
    pageLabel: z.string(),
    source: sectionSource.describe(
      'Where this section came from: the outline, the printed Contents pages, or a numbered heading in the body.',
    ),
    children: z.array(structureNode),
  }),
);

export const getStructureOutput = z.object({
  spec: z.string(),
  totalSections: z.number().int(),
  sections: z.array(structureNode),
  reading: z
    .object({
      method: z
        .enum(['structure-tree', 'layout'])
        .describe('Elements from the structure tree, or from the page layout of an untagged file.'),
      sectionSource: sectionSource.describe(
        'The section list is built on this source; numbered headings it does not list are added from the body.',
      ),
      sources: z
        .array(
          z.object({
            source: sectionSource,
            role: z.enum(['primary', 'deepening', 'rejected', 'unused']),
            entries: z
              .number()
              .int()
              .describe('Entries the source offered (outline entries, Contents lines, detected headings).'),
            confirmed: z.number().int().describe('Entries that match a heading in the body.'),
            sections: z.number().int().describe('Sections taken from this source.'),
            reason: z.string().optional().describe('Why the source, or some of its entries, were not used.'),
          }),
        )
        .describe('Every section source found, and what became of it.'),
      diagnostics: z
        .array(
          z.object({
            severity: z.enum(['info', 'warning']),
            code: z.string(),
            message: z.string(),
            page: z.number().int().optional(),
          }),
        )
        .describe('What the compiler could not recover, or recovered by a fallback.'),
    })
    .optional()
    .describe('How the PDF was read.'),
});

const tableRecord = z.object({
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
  section: z.string().nullable(),
  page: z.number().int(),
  pageLabel: z.string(),
  pageEnd: z.number().int(),
});

const referenceKind = z.enum(REFERENCE_KINDS as [ReferenceKind, ...ReferenceKind[]]);
/** A cross-reference inside a content item: where it sits and what it points to. */
const itemRef = z.object({
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

const contentItem = z.object({
  type: z.enum(['heading', 'paragraph', 'list', 'table', 'note', 'example', 'code']),
  section: z.string().nullable(),
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

export const getSectionOutput = z.object({
  spec: z.string(),
  sectionNumber: z.string(),
  title: z.string(),
  pageRange: z.object({ start: z.number().int(), end: z.number().int(), startLabel: z.string(), endLabel: z.string() }),
  content: z.array(contentItem),
  paging: pageInfo.optional(),
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
      section: z.string().nullable(),
      title: z.string(),
      page: z.number().int(),
      pageLabel: z.string(),
      type: z.string(),
      score: z.number(),
      snippet: z.string(),
    }),
  ),
  suggestions: z.array(z.string()).optional().describe('"Did you mean" section titles and terms when nothing matched.'),
  paging: pageInfo.optional(),
});

export const getRequirementsOutput = z.object({
  spec: z.string(),
  filter: z.object({ section: z.string().nullable(), level: z.enum(LEVEL_FILTERS) }),
  totalRequirements: z.number().int(),
  statistics: z.record(z.string(), z.number().int()),
  requirements: z.array(
    z.object({
      id: z.string(),
      level: z.enum(REQUIREMENT_LEVELS as [string, ...string[]]),
      keyword: z.string().describe('The verbal form as printed: "shall", "must not", "is required to", "need not" …'),
      section: z.string(),
      sectionTitle: z.string(),
      text: z.string(),
      page: z.number().int(),
      pageLabel: z.string(),
      table: z.object({ number: z.string().nullable(), caption: z.string(), rowKey: z.string() }).optional(),
    }),
  ),
  paging: pageInfo.optional(),
});

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

const modelRow = z
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

const keyRecord = z.object({
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

const refEnd = z.object({
  spec: z.string(),
  section: z.string().nullable(),
  title: z.string().nullable(),
  page: z.number().int().nullable(),
  pageLabel: z.string().nullable(),
  table: z.string().optional().describe('A table target: "Table 29".'),
});
const referenceRecord = z.object({
  text: z.string(),
  kind: referenceKind,
  cited: z.string(),
  document: z.string().optional(),
  from: refEnd.describe('Where the reference is printed.'),
  sentence: z.string().describe('The sentence holding it.'),
  target: refEnd.nullable().describe('Where it points; null when unresolved (or in a document that is not available).'),
  via: z.enum(['text', 'link']).describe('Read from the text alone, or from a link annotation too.'),
});

export const findReferencesOutput = z.object({
  spec: z.string(),
  section: z.string().describe('The section (or "Table 29") asked for.'),
  title: z.string(),
  totalOutgoing: z.number().int(),
  totalIncoming: z.number().int(),
  unresolved: z.number().int().describe('Outgoing references that name nothing found (listed too, with target null).'),
  outgoing: z.array(referenceRecord).describe('What the section (its subtree) references.'),
  incoming: z.array(referenceRecord).describe('What references the section (its subtree) or table, from elsewhere.'),
  paging: pageInfo.optional().describe('Pages outgoing and incoming together, outgoing first.'),
});

const verifyDifference = z.object({
  key: z.string(),
  field: z.enum(['type', 'required', 'since', 'deprecated']),
  spec: z.string().describe("What the spec's row says."),
  model: z.string().describe('What the model says (its rows for this table and key, "|" between objects that differ).'),
});
const verifyTable = z.object({
  table: z.string(),
  caption: z.string(),
  section: z.string().nullable(),
  objects: z.array(z.string()).describe('The model objects whose rows cite this table.'),
  agree: z.array(z.string()).describe('Keys both define, every compared field alike.'),
  differ: z.array(verifyDifference),
  onlyInSpec: z.array(z.string()),
  onlyInModel: z.array(z.string()),
});
export const verifyReport = z.object({
  spec: z.string(),
  totals: z.object({
    tables: z.number().int().describe('Key / Type / Value tables compared (numbered tables both sides have).'),
    keys: z.number().int(),
    agree: z.number().int(),
    differ: z.number().int().describe('Keys with at least one difference.'),
    differences: z.record(z.string(), z.number().int()).describe('Differences per field.'),
    onlyInSpec: z.number().int(),
    onlyInModel: z.number().int(),
  }),
  tables: z.array(verifyTable),
  specTablesNotInModel: z.array(z.string()).describe('Key / Type / Value tables of the spec that no model row cites.'),
  modelTablesNotInSpec: z
    .array(z.string())
    .describe('Tables the model cites that the spec has no Key / Type / Value table for (as extracted).'),
});

export const findKeyOutput = z.object({
  spec: z.string().nullable().describe('The spec searched, or "all"; null when only the model answered.'),
  model: z
    .object({ name: z.string(), commit: z.string(), date: z.string() })
    .nullable()
    .describe('The Arlington PDF Model version answering; null with source "spec".'),
  key: z.string().nullable(),
  objects: z.array(z.string()).optional().describe('With dictionary: the model objects it names.'),
  match: z.enum(['exact', 'case-insensitive', 'none']),
  totalKeys: z.number().int(),
  keys: z.array(keyRecord),
  verify: verifyReport.optional().describe("With verify: the comparison of the spec's tables with the model."),
  suggestions: z.array(z.string()).optional().describe('Keys spelt alike, when none matched.'),
  paging: pageInfo.optional(),
});

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
    .describe('With requirements: true — every requirement of the matched sections, paired.'),
  paging: pageInfo.optional(),
});

export type ListSpecsInput = z.infer<typeof listSpecsInput>;
export type GetStructureInput = z.infer<typeof getStructureInput>;
export type GetSectionInput = z.infer<typeof getSectionInput>;
export type SearchSpecInput = z.infer<typeof searchSpecInput>;
export type GetRequirementsInput = z.infer<typeof getRequirementsInput>;
export type GetDefinitionsInput = z.infer<typeof getDefinitionsInput>;
export type GetTablesInput = z.infer<typeof getTablesInput>;
export type CompareVersionsInput = z.infer<typeof compareVersionsInput>;

export type ListSpecsResult = z.infer<typeof listSpecsOutput>;
export type GetStructureResult = z.infer<typeof getStructureOutput>;
export type GetSectionResult = z.infer<typeof getSectionOutput>;
export type SearchSpecResult = z.infer<typeof searchSpecOutput>;
export type GetRequirementsResult = z.infer<typeof getRequirementsOutput>;
export type GetDefinitionsResult = z.infer<typeof getDefinitionsOutput>;
export type GetTablesResult = z.infer<typeof getTablesOutput>;
export type CompareVersionsResult = z.infer<typeof compareVersionsOutput>;
export type PageInfo = z.infer<typeof pageInfo>;
export type FindReferencesInput = z.infer<typeof findReferencesInput>;
export type FindReferencesResult = z.infer<typeof findReferencesOutput>;
export type FindKeyInput = z.infer<typeof findKeyInput>;
export type FindKeyResult = z.infer<typeof findKeyOutput>;
export type KeyRecord = z.infer<typeof keyRecord>;
export type ModelRowRecord = z.infer<typeof modelRow>;
export type VerifyReport = z.infer<typeof verifyReport>;
export type KeySource = (typeof KEY_SOURCES)[number];
export type ReferenceRecord = z.infer<typeof referenceRecord>;
export type ItemRef = z.infer<typeof itemRef>;

/**
 * The operations: name, CLI command, schemas. Front ends iterate this table. The first eight are the MCP
 * tools (src/mcp/tools/index.ts); find_references and find_key are CLI and TUI operations — MCP reaches
 * references through get_section's `refs` and keys through get_tables' `key`.
 */
export const OPERATIONS = {
  list_specs: { command: 'list-specs', input: listSpecsInput, output: listSpecsOutput },
  get_structure: { command: 'structure', input: getStructureInput, output: getStructureOutput },
  get_section: { command: 'section', input: getSectionInput, output: getSectionOutput },
  search_spec: { command: 'search', input: searchSpecInput, output: searchSpecOutput },
  get_requirements: { command: 'requirements', input: getRequirementsInput, output: getRequirementsOutput },
  get_definitions: { command: 'definitions', input: getDefinitionsInput, output: getDefinitionsOutput },
  get_tables: { command: 'tables', input: getTablesInput, output: getTablesOutput },
  compare_versions: { command: 'compare', input: compareVersionsInput, output: compareVersionsOutput },
  find_references: { command: 'refs', input: findReferencesInput, output: findReferencesOutput },
  find_key: { command: 'key', input: findKeyInput, output: findKeyOutput },
} as const;

export type OperationName = keyof typeof OPERATIONS;
