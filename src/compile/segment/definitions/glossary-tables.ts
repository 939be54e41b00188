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
import { plainEntry, splitMergedRow } from './abbreviations.js';
import { isProduction } from './productions.js';
import type { WorkElement, WorkTable } from '../work.js';
import { wordCount } from '../../words.js';

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
  /** By table element: its entries as printed, term and definition joined, with the row each starts in. */
  entries: Map<number, { text: string; r: number }[]>;
}

/** A term is a short noun phrase: at most this many words (also for the paragraph entries of definitions.ts). */
export const TERM_WORDS = 8;
/** In nearly every row of a headerless glossary. */
const TERM_SHARE = 0.9;
const MIN_ROWS = 3;

/**
 * A glossary printed without a header row (NIST: a ruled or borderless two-column table, term left,
 * definition right): inside a terms clause only, and the term cells are short terms beside longer
 * definitions, row after row.
 */
function isHeaderlessGlossary(t: WorkTable, cols: Columns): boolean {
  if (t.number !== null || t.rows.length < MIN_ROWS) return false;
  const all = entries(t, cols, 'term');
  // Grammar productions ("Subset ::= | LeftBracket RangeList RightBracket") set as two columns: a syntax.
  if (all.filter(({ term, text }) => isProduction(term, text)).length * 2 >= all.length) return false;
  const termLike = all.filter(({ term, text }) => {
    const n = wordCount(term);
    return n > 0 && n <= TERM_WORDS && wordCount(text) > n;
  }).length;
  return all.length >= MIN_ROWS && termLike >= TERM_SHARE * all.length;
}

interface Columns {
  term: number;
  /**
   * A second term column left of the definitions: a glossary that sets its sub-entries in under their parent
   * entry (MIL-STD-2045 3.1 "Data Item" over "Disused", "Illegal" …) prints each term in one or the other.
   */
  subTerm?: number;
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
  const filled = filledColumns(t);
  return filled.length === 2 ? [filled[0]!, filled[1]!] : null;
}

function filledColumns(t: WorkTable): number[] {
  const width = Math.max(0, ...t.rows.map((r) => r.length));
  return [...Array(width).keys()].filter((c) => t.rows.some((r) => (r[c] ?? '').trim() !== ''));
}

/**
 * Three columns, the first two never both holding text of their own in one row (a long term spans both, a
 * sub-entry stands in the second): two term columns set at two indents, then the definitions.
 */
function indentedTermColumns(t: WorkTable): Columns | null {
  const filled = filledColumns(t);
  if (filled.length !== 3) return null;
  const [a, b, definition] = filled as [number, number, number];
  const own = (r: number, c: number) => !t.copies[r]?.[c] && (t.rows[r]![c] ?? '').trim() !== '';
  // The layout may run an entry and the sub-entries under it into one row: one such row in ten is tolerated.
  if (t.rows.filter((_, r) => own(r, a) && own(r, b)).length > t.rows.length / 10) return null;
  return { term: a, subTerm: b, definition, source: -1 };
}

/** The term a row prints, in whichever term column holds it. */
function termOf(t: WorkTable, r: number, cols: Columns): string {
  const row = t.rows[r]!;
  const main = (row[cols.term] ?? '').trim();
  if (main || cols.subTerm === undefined || t.copies[r]?.[cols.subTerm]) return main;
  return (row[cols.subTerm] ?? '').trim();
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
  if (!pair) {
    const indented = clause === 'term' ? indentedTermColumns(t) : null;
    return indented && isHeaderlessGlossary(t, indented) ? indented : null;
  }
  const headerless = { term: pair[0], definition: pair[1], source: -1 };
  if (clause === 'abbreviation') return isHeaderlessAbbreviations(t, pair) ? headerless : null;
  return inClause && isHeaderlessGlossary(t, headerless) ? headerless : null;
}

export function glossaryTableDefinitions(
  sections: readonly Section[],
  elements: readonly WorkElement[],
  tables: readonly WorkTable[],
  /** The kind of clause element i sits in (a terms or an abbreviations clause), or null outside both. */
  clauseAt: (i: number) => DefinitionKind | null,
): GlossaryResult {
  const out: GlossaryResult = { definitions: [], consumed: new Set(), entries: new Map() };
  elements.forEach((e, i) => {
    if (e.kind !== 'table') return;
    const t = tables[e.table]!;
    const clause = clauseAt(i);
    const cols = columns(t, clause);
    if (!cols || !(clause !== null || CAPTION.test(t.caption) || cols.kind === 'abbreviation')) return;
    const kind = cols.kind ?? clause ?? 'term';
    const section = sectionAt(sections, i);
    const abbreviationRecord = (term: string, expansion: string, r: number): Definition =>
      plainEntry('abbreviation', term, expansion, section?.id ?? '', t.rowPages[r] ?? t.page);
    const read = entries(t, cols, kind);
    out.entries.set(
      i,
      read.map(({ term, text, rest, r }) => ({ text: [term, text, ...rest].filter(Boolean).join(' '), r })),
    );
    for (const { term, text, r } of read) {
      if (!term) continue;
      const merged = kind === 'abbreviation' ? splitMergedRow(term, text) : null;
      if (merged) {
        for (const [abbreviation, expansion] of merged)
          out.definitions.push({ at: i, definition: abbreviationRecord(abbreviation, expansion, r) });
        continue;
      }
      const [definition = '', ...rest] = text.split(LABEL);
      out.definitions.push({
        at: i,
        definition: {
          kind,
          term,
          admittedTerms: [],
          definition: definition.trim(),
          notes: rest.filter((x) => !x.startsWith('EXAMPLE')),
          examples: rest.filter((x) => x.startsWith('EXAMPLE')),
          source: sourceOf(t, r, cols) || null,
          section: section?.id ?? '',
          page: t.rowPages[r] ?? t.page,
        },
      });
    }
    out.consumed.add(i);
  });
  return out;
}

/**
 * The entries of a glossary table, one per row, except that a row of terms whose definition cell is empty or
 * opens in lower case (where most definitions open with a capital) goes on with the entry above: the layout read the second line of a term that wraps in its
 * column ("Digital Message Transfer" / "Device (DMTD)", "Field Presence Indicator" / "(FPI)") as a row; so does
 * a definition cell with no term beside it. An entry with no term (one before any term) has term ''.
 */
function entries(t: WorkTable, cols: Columns, kind: DefinitionKind): Entry[] {
  const out: Entry[] = [];
  // Lower case opens a continuation only where the definitions open with a capital (ISO's open in lower case).
  const opened = t.rows.filter((row, r) => termOf(t, r, cols) && /^\p{L}/u.test((row[cols.definition] ?? '').trim()));
  const capitals = opened.filter((row) => /^\p{Lu}/u.test(row[cols.definition]!.trim())).length;
  const lowerGoesOn = kind === 'term' && capitals > opened.length / 2;
  t.rows.forEach((row, r) => {
    const term = termOf(t, r, cols);
    const text = (row[cols.definition] ?? '').trim();
    // Every other cell of its own (a source, a sub-entry run into its parent's row) stays in the entry's text.
    const rest = row.filter(
      (c, k) => k !== cols.definition && c.trim() !== '' && !t.copies[r]?.[k] && c.trim() !== term,
    );
    if (!term && !text && !rest.length) return;
    const prev = out[out.length - 1];
    // A definition cell with no term beside it goes on with the definition above; so does one that opens with an
    // aside in brackets ("No" / "Statement … (This does not necessarily indicate …)", MIL-STD-2045 3.1).
    const aside = kind === 'term' && ASIDE.test(text);
    const goesOn = !term || (kind === 'term' && (text === '' || aside || (lowerGoesOn && /^\p{Ll}/u.test(text))));
    if (prev && goesOn) {
      if (term) prev.term = `${prev.term} ${term}`;
      if (text) prev.text = `${prev.text} ${text}`;
      prev.rest.push(...rest);
      return;
    }
    out.push({ term, text, rest, r });
  });
  return out;
}

/** A sentence in brackets, "(This does not …": it remarks on what was said before it, never opens a definition. */
const ASIDE = /^\(\p{Lu}\p{Ll}*\s+\p{Ll}+\s+\p{Ll}+/u;

interface Entry {
  term: string;
  text: string;
  /** The row's other cells of its own: a source, a sub-entry the layout ran into its parent's row. */
  rest: string[];
  /** The row it starts in. */
  r: number;
}

const sourceOf = (t: WorkTable, r: number, cols: Columns) => (cols.source > 0 ? (t.rows[r]![cols.source] ?? '') : '');
