/**
 * Glossaries printed as a table: a header row "Term | Definition" (or
 * "Description", "Meaning"), one entry per row, possibly continued over
 * several pages (merged into one table before this step). Read in a terms
 * clause, or anywhere when the table's caption names it as one ("Table 3 —
 * Glossary"). A row has no printed entry number: its `section` is the section
 * holding the table. Notes and examples printed inside a definition cell
 * ("… NOTE 1 …", "EXAMPLE …") become the entry's notes and examples.
 */
import type { Definition, Section } from '../../model/types.js';
import type { WorkElement, WorkTable } from './work.js';

const TERM = /^terms?(?: name)?$/i;
const DEFINITION = /^(?:definitions?|descriptions?|meanings?)$/i;
const SOURCE = /^(?:source|reference)s?$/i;
const CAPTION = /^(?:terms(?:,| and) definitions|definitions|glossary|terminology)\b/i;
/** Where a note or an example starts inside a definition cell. */
const LABEL = /\s+(?=(?:NOTE(?: \d+)?|Note \d+ to entry|EXAMPLE(?: \d+)?)(?=[\s:—–-]))/u;

export interface GlossaryResult {
  /** With the index of the table element each came from, for document order. */
  definitions: { at: number; definition: Definition }[];
  consumed: Set<number>;
}

/** Column indices of a glossary table, or null when the header does not make it one. */
function columns(t: WorkTable): { term: number; definition: number; source: number } | null {
  const h = t.headers.map((x) => x.trim());
  if (h.length < 2 || !TERM.test(h[0]!) || !DEFINITION.test(h[1]!)) return null;
  return { term: 0, definition: 1, source: h.findIndex((x) => SOURCE.test(x)) };
}

function sectionAt(sections: readonly Section[], i: number): Section | null {
  let found: Section | null = null;
  for (const s of sections) if (s.start <= i && i < s.end) found = s;
  return found;
}

export function glossaryTableDefinitions(
  sections: readonly Section[],
  elements: readonly WorkElement[],
  tables: readonly WorkTable[],
  inTermsClause: (i: number) => boolean,
): GlossaryResult {
  const out: GlossaryResult = { definitions: [], consumed: new Set() };
  elements.forEach((e, i) => {
    if (e.kind !== 'table') return;
    const t = tables[e.table]!;
    const cols = columns(t);
    if (!cols || !(inTermsClause(i) || CAPTION.test(t.caption))) return;
    const section = sectionAt(sections, i);
    t.rows.forEach((row, r) => {
      const term = row[cols.term]?.trim() ?? '';
      if (!term) return;
      const [definition = '', ...rest] = (row[cols.definition] ?? '').split(LABEL);
      out.definitions.push({
        at: i,
        definition: {
          term,
          admittedTerms: [],
          definition: definition.trim(),
          notes: rest.filter((x) => !x.startsWith('EXAMPLE')),
          examples: rest.filter((x) => x.startsWith('EXAMPLE')),
          source: cols.source > 0 && row[cols.source] ? row[cols.source]! : null,
          section: section?.id ?? '',
          page: t.rowPages[r] ?? t.page,
        },
      });
    });
    out.consumed.add(i);
  });
  return out;
}
