/**
 * The operation commands (the eight tools, refs and key, then roles, checklist, cite and check), one per operation of the core's index, with the
 * exact operation names as aliases. Each is data — positional, flags, help examples, how a person reads the
 * answer and which list --ndjson prints — run by the one shared runner (run-op.ts); none of them implements
 * anything the core does.
 */
import { formatCompare, formatDefinitions, formatRequirements, formatSpecs } from '../output/format-lists.js';
import { formatKeys } from '../output/format-keys.js';
import { formatReferences } from '../output/format-refs.js';
import { formatSearch } from '../output/format-search.js';
import { formatSection, formatTables } from '../output/format-section.js';
import { formatStructure } from '../output/format-structure.js';
import { compareRecords, flattenStructure, referenceRecords } from '../output/records.js';
import { command } from './op-command-spec.js';
import { checkCommand } from './check/command.js';
import { checklistCommand } from './checklist/command.js';
import { citeCommand } from './cite/command.js';
import { rolesCommand } from './roles/command.js';

import type { OpCommandSpec } from './op-command-spec.js';

export type { OpCommandSpec };

export const OP_COMMANDS: OpCommandSpec[] = [
  command({
    op: 'list_specs',
    name: 'list-specs',
    flags: ['category'],
    describe:
      'List the 17 known specifications (and samples, user PDFs): which are available, what the corpus cannot answer',
    examples: [
      ['$0 list-specs', 'every spec, available or not'],
      ['$0 list-specs --category guide', 'only the PDF Association guides'],
      ["$0 list-specs --json | jq -r '.specs[] | select(.available) | .id'", 'ids of the specs you have'],
    ],
    format: formatSpecs,
    records: (r) => r.specs,
  }),
  command({
    op: 'get_structure',
    name: 'structure',
    flags: ['spec', 'max-depth'],
    describe: 'Show the section tree with printed page numbers',
    examples: [
      ['$0 structure --max-depth 2', 'clauses and their subclauses of ISO 32000-2'],
      ['$0 structure --spec wtpdf', 'the whole tree of Well-Tagged PDF'],
      ['$0 structure --spec pdf17 --ndjson', 'one JSON record per section'],
    ],
    format: formatStructure,
    records: (r) => flattenStructure(r.sections),
  }),
  command({
    op: 'get_section',
    name: 'section',
    flags: ['spec', 'section', 'offset', 'limit'],
    positional: {
      name: 'section',
      variadic: true,
      key: 'section',
      describe: 'Section number: "7.3.4", "Annex A", "A.1"',
    },
    describe: 'Print a section with its whole subtree (text, lists, notes, examples, tables)',
    examples: [
      ['$0 section 7.3.4', 'Stream objects, in ISO 32000-2'],
      ['$0 section "Annex A" --spec pdf17', 'an annex of ISO 32000-1'],
      ['$0 section 12.8 --limit 20 --offset 20', 'the second page of 20 items'],
    ],
    format: formatSection,
    records: (r) => r.content,
  }),
  command({
    op: 'search_spec',
    name: 'search',
    flags: ['spec', 'max-results', 'offset', 'regex', 'case-sensitive'],
    positional: {
      name: 'query',
      key: 'query',
      variadic: true,
      describe:
        'Words or a phrase (exact phrase first, then all words); "artifact*" matches words starting with artifact',
    },
    describe: 'Full-text search; exits 1 when nothing matches',
    options: {
      count: { alias: 'c', type: 'boolean', describe: 'Print the number of hits per spec instead of the hits' },
      'files-with-matches': { alias: 'l', type: 'boolean', describe: 'Print only the ids of the specs with hits' },
      all: { type: 'boolean', describe: 'Every hit, however many (for scripts); the same as --max-results all' },
    },
    examples: [
      ['$0 search "logical content order"', 'phrase hits first, headings before body text'],
      ['$0 search "incremental update" --spec all --max-results 20', 'every available spec'],
      ['$0 search "artifact*" --offset 10', 'artifact, artifacts …: the second page of 10'],
      [
        "$0 search --regex '/[A-Z][a-zA-Z]+Font\\b' --case-sensitive",
        'the query as a regular expression, letter case exact',
      ],
      ['$0 search structure --all | wc -l', 'every hit, for a script'],
      ['$0 search signature --spec all -c', 'hits per spec'],
      ["$0 search shall not --json | jq '.results[0]'", 'the best hit as JSON'],
    ],
    format: formatSearch,
    records: (r) => r.results,
  }),
  command({
    op: 'get_requirements',
    name: 'requirements',
    flags: ['spec', 'section', 'level', 'role', 'offset', 'limit'],
    positional: {
      name: 'section',
      variadic: true,
      key: 'section',
      describe: 'Only this section and its subtree: "8.2.5", "Annex A"',
    },
    describe:
      'List normative requirements (shall, shall not, should, should not, may; "must" counts as shall) sentence by sentence',
    // The model files "must" under shall (and "must not" under shall not): --level must asks for those.
    prepare: (given) => {
      if (given.level === 'must') given.level = 'shall';
      else if (given.level === 'must not') given.level = 'shall not';
    },
    examples: [
      ['$0 requirements 12.8 --level shall', 'what a signature implementation must do'],
      ['$0 requirements --spec wtpdf --level "shall not"', 'prohibitions in WTPDF'],
      ['$0 requirements 8.2.5 --spec wtpdf --level must', '"must" is shall'],
      ['$0 requirements 3.1 --spec mqtt-v5-0 --role Client', 'what binds an MQTT Client (see `pdfspec roles`)'],
      ['$0 requirements 7.3 --ndjson | wc -l', 'count them'],
    ],
    format: formatRequirements,
    records: (r) => r.requirements,
  }),
  command({
    op: 'get_definitions',
    name: 'definitions',
    flags: ['spec', 'term', 'kind', 'offset', 'limit'],
    positional: { name: 'term', variadic: true, key: 'term', describe: 'Term, admitted term or abbreviation' },
    describe: 'Look up the "Terms and definitions" and the acronyms / abbreviations clauses',
    examples: [
      ['$0 definitions --term glyph', 'glyph, and terms starting with it'],
      ['$0 definitions KEM --kind abbreviation', 'what the abbreviation KEM stands for'],
      ['$0 definitions --spec wtpdf', 'all WTPDF definitions'],
    ],
    format: formatDefinitions,
    records: (r) => r.definitions,
  }),
  command({
    op: 'get_tables',
    name: 'tables',
    flags: ['spec', 'section', 'all', 'table-index', 'offset', 'limit'],
    positional: {
      name: 'section',
      variadic: true,
      key: 'section',
      describe: 'Section number ("7.3.4") or table number ("Table 29")',
    },
    describe:
      'Print the tables of a section, one table by its number, or list every table (--all; with a section, list its tables)',
    // `tables --all 5.1.1`: the one-line-per-table list of that section's tables (the core gets the section only).
    prepare: (given) => {
      if (given.section !== undefined && given.all === true) delete given.all;
    },
    needs: {
      keys: ['section', 'all'],
      message: 'give {section} (a section "7.3.4" or a table "Table 29"), or {all} for every table of the document',
    },
    examples: [
      ['$0 tables 7.3.4 --table-index 0', 'the first table in 7.3.4'],
      ['$0 tables "Table 29"', 'one table by its printed number'],
      ['$0 tables --all', 'every table: caption, section, page, size — one per line'],
      ['$0 tables --all --limit 20 --offset 20', 'the second page of 20'],
      ['$0 tables --all 5.1.1', 'the tables of 5.1.1, one per line'],
      ['$0 tables 7.3.4 | cut -f1', 'piped: tab-separated rows'],
    ],
    format: formatTables,
    records: (r) => r.tables,
  }),
  command({
    op: 'compare_versions',
    name: 'compare',
    flags: ['from', 'to', 'section', 'requirements', 'changes-only', 'offset', 'limit'],
    positional: {
      name: 'section',
      variadic: true,
      key: 'section',
      describe: 'Limit to this subtree (in either edition)',
    },
    describe: 'Compare two editions section by section (default PDF 1.7 → PDF 2.0)',
    examples: [
      ['$0 compare --section 12.8', 'digital signatures: same, moved, renamed, added, removed'],
      ['$0 compare --from sample17 --to sample20', 'the bundled sample editions'],
      ['$0 compare --requirements 12.8', 'which requirements of 12.8 changed, were added or removed'],
      ['$0 compare --from sample17 --to sample20 --requirements --changes-only', 'only what changed'],
    ],
    format: formatCompare,
    records: compareRecords,
  }),
  command({
    op: 'find_references',
    name: 'refs',
    flags: ['spec', 'section', 'offset', 'limit'],
    positional: {
      name: 'section',
      key: 'section',
      describe: 'Section number ("7.3.4", "Annex A") or table number ("Table 29")',
    },
    describe: 'Cross-references: what a section (or table) references, and what references it; unresolved ones too',
    examples: [
      ['$0 refs 7.3.4', 'what 7.3.4 cites, and every place that cites 7.3.4'],
      ['$0 refs "Table 29" --ndjson', 'one JSON record per reference, with a direction'],
    ],
    format: formatReferences,
    records: referenceRecords,
  }),
  command({
    op: 'find_key',
    name: 'key',
    flags: ['spec', 'key', 'dictionary', 'source', 'verify', 'offset', 'limit'],
    positional: { name: 'key', key: 'key', describe: 'Dictionary key, with or without the slash: StructParents, /AF' },
    describe:
      "Which objects define a key, from the Arlington PDF Model (shipped) and the spec's Key / Type / Value tables: type, required/optional/conditional, PDF version, table; exits 1 when none does",
    examples: [
      ['$0 key StructParents', 'every object with /StructParents, with or without the spec PDF'],
      ['$0 key --dict Catalog', 'every key of the document catalog'],
      ['$0 key /AF --source spec --spec all', "only the spec's tables, in every available spec"],
      ['$0 key Length --dict "stream dictionary"', 'only the stream dictionary'],
      ['$0 key --verify', "compare ISO 32000-2's tables with the model"],
    ],
    format: formatKeys,
    records: (r) => (r.verify ? r.verify.tables : r.keys),
  }),
  // From reading to implementing: each in a folder of its own, with its formatter.
  rolesCommand,
  checklistCommand,
  citeCommand,
  checkCommand,
];
