/**
 * Glossaries printed as a table: a header row "Term | Definition" (or
 * "Description", "Meaning"), or — in a terms clause — no header and two
 * columns of short terms beside their definitions; one entry per row, possibly continued over
 * several pages (merged into one table before this step). Read in a terms
 * clause, or anywhere when the table's caption names it as one ("Table 3 —
 * Glossary"). A row has no printed entry number: its `section` is the section
 * holding the table. Notes and examples printed inside a definition cell
 * ("… NOTE 1 …", "EXAMPLE …") become the entry's notes and examples. In an
 * abbreviations clause (abbreviations.ts), or under a header "Abbreviation |
 * Meaning" ("Acronym | Definition", "… | Expansion"), the rows are entries of kind 'abbreviation'; a
 * "Term | Definition" table in an abbreviations clause gives neither kind.
 */
import type { Definition, DefinitionKind, Section } from '../../../model/types.js';
import { sectionAt } from '../section-at.js';
import { splitMergedRow } from './abbreviations.js';
import type { WorkElement, WorkTable } from '../work.js';

const TERM = /^terms?(?: name)?$/i;
const ABBREVIATION = /^(?:abbreviations?|acronyms?|abbreviated terms?)$/i;
const DEFINITION = /^(?:definitions?|descriptions?|meanings?|expansions?|full (?:names?|forms?))$/i;
const SOURCE = /^(?:source|reference)s?$/i;
const CAPTION = /^(?:terms(?:,| and) definitions|definitions|glossary|terminology)\b/i;
/** Where a note or an example starts inside a definition cell. */
const LABEL = /\s+(?=(?:NOTE(?: \d+)?|Note \d+ to entry|EXAMPLE(?: \d+)?)(?=[\s:—–-]))/u;

export interface GlossaryResult {
  /** With the index of the table element each came from, for document order. */
  definitions: { at: number; definition: Definition }[];
  consumed: Set<number>;
}

/** A term is a short noun phrase: at most this many words (also for the paragraph entries of definitions.ts). */
export const TERM_WORDS = 8;
/** In nearly every row of a headerless glossary. */
const TERM_SHARE = 0.9;
const MIN_ROWS = 3;

/**
 * A glossary printed without a header row (NIST: a ruled or borderless two-column table, term left,
 * definition right): inside a terms clause only, exactly two columns, and the left cells are short terms
 * beside longer definitions, row after row.
 */
function isHeaderlessGlossary(t: WorkTable, [left, right]: readonly [number, number]): boolean {
  if (t.number !== null || t.rows.length < MIN_ROWS) return false;
  const words = (x: string) => x.trim().split(/\s+/).filter(Boolean).length;
  const termLike = t.rows.filter((row) => {
    const [term = '', definition = ''] = [row[left], row[right]];
    const n = words(term);
    return n > 0 && n <= TERM_WORDS && words(definition) > n;
  }).length;
  return termLike >= TERM_SHARE * t.rows.length;
}

interface Columns {
  term: number;
  definition: number;
  source: number;
  /** Set by a header "Abbreviation | …"; otherwise the clause's kind. */
  kind?: DefinitionKind;
}

/**
 * An acronym list printed as a table without a header, in an abbreviations clause: two columns, the left cells
 * abbreviations (a row may hold several, when the layout ran a group of lines into one row).
 */
function isHeaderlessAbbreviations(t: WorkTable, [left, right]: readonly [number, number]): boolean {
  if (t.number !== null || t.rows.length < MIN_ROWS) return false;
  const listed = t.rows.filter((row) => {
    const [term = '', expansion = ''] = [row[left], row[right]];
    const tokens = term.trim().split(/\s+/).filter(Boolean);
    return tokens.length > 0 && tokens.every((a) => /^[\p{Lu}\d]\S{0,15}$/u.test(a)) && expansion.trim() !== '';
  }).length;
  return listed >= TERM_SHARE * t.rows.length;
}

/**
 * The two columns a headerless list is printed in: a table of exactly two columns that hold text, a column
 * empty in every row (a ruled grid's spare column, a layout's gutter) being none; null otherwise.
 */
function twoFilledColumns(t: WorkTable): [number, number] | null {
  const width = Math.max(0, ...t.rows.map((r) => r.length));
  const filled = [...Array(width).keys()].filter((c) => t.rows.some((r) => (r[c] ?? '').trim() !== ''));
  return filled.length === 2 ? [filled[0]!, filled[1]!] : null;
}

/** Column indices of a glossary table, or null when it is none. */
function columns(t: WorkTable, clause: DefinitionKind | null): Columns | null {
  const inClause = clause !== null;
  const h = t.headers.map((x) => x.trim());
  if (h.length >= 2 && DEFINITION.test(h[1]!)) {
    const source = h.findIndex((x) => SOURCE.test(x));
    if (ABBREVIATION.test(h[0]!)) return { term: 0, definition: 1, source, kind: 'abbreviation' };
    // A "Term | Definition" table lists terms: in an abbreviations clause it is neither kind's entries.
    if (TERM.test(h[0]!)) return clause === 'abbreviation' ? null : { term: 0, definition: 1, source, kind: 'term' };
  }
  const pair = twoFilledColumns(t);
  if (!pair) return null;
  const headerless = { term: pair[0], definition: pair[1], source: -1 };
  if (clause === 'abbreviation') return isHeaderlessAbbreviations(t, pair) ? headerless : null;
  return inClause && isHeaderlessGlossary(t, pair) ? headerless : null;
}

export function glossaryTableDefinitions(
  sections: readonly Section[],
  elements: readonly WorkElement[],
  tables: readonly WorkTable[],
  /** The kind of clause element i sits in (a terms or an abbreviations clause), or null outside both. */
  clauseAt: (i: number) => DefinitionKind | null,
): GlossaryResult {
  const out: GlossaryResult = { definitions: [], consumed: new Set() };
  elements.forEach((e, i) => {
    if (e.kind !== 'table') return;
    const t = tables[e.table]!;
    const clause = clauseAt(i);
    const cols = columns(t, clause);
    if (!cols || !(clause !== null || CAPTION.test(t.caption) || cols.kind === 'abbreviation')) return;
    const kind = cols.kind ?? clause ?? 'term';
    const section = sectionAt(sections, i);
    const abbreviationRecord = (term: string, expansion: string, r: number): Definition => ({
      kind: 'abbreviation',
      term,
      admittedTerms: [],
      definition: expansion,
      notes: [],
      examples: [],
      source: null,
      section: section?.id ?? '',
      page: t.rowPages[r] ?? t.page,
    });
    t.rows.forEach((row, r) => {
      const term = row[cols.term]?.trim() ?? '';
      if (!term) return;
      const merged = kind === 'abbreviation' ? splitMergedRow(term, row[cols.definition] ?? '') : null;
      if (merged) {
        for (const [abbreviation, expansion] of merged)
          out.definitions.push({ at: i, definition: abbreviationRecord(abbreviation, expansion, r) });
        return;
      }
      const [definition = '', ...rest] = (row[cols.definition] ?? '').split(LABEL);
      out.definitions.push({
        at: i,
        definition: {
          kind,
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
