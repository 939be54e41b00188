import { pass } from '../../pipeline/pass.js';
import type { Defined } from '../stages.js';
import { isUntitled, tablesAsLists } from '../tables-as-lists.js';
import type { WorkTable } from '../work.js';
import { headedRows } from './tables.js';
import { wordCount } from '../../words.js';
import { isTermsSection } from '../definitions/definitions.js';

/**
 * What heads each entry of a list a tool set as a table: a reference's label ("[1]", "[FIPS 202]", "[RFC5652]"), or
 * a name of at most three words and a colon ("input:", "round[r].s_box:").
 */
const ENTRY_LABEL = /^(?:\[[^[\]\n]{1,24}\]|[^\s:]+(?: [^\s:]+){0,2}:)$/u;

/**
 * At least two rows, each a label and its text (an empty border cell aside), the first row too: a list a tool set as
 * a table — a reference list (a Word export tags it a Table: SP 800-185's Appendix C), a legend ("input: | cipher
 * input", FIPS 197's Appendix C) — never a table whatever ruled or tagged it. Column titles ("Prefix | XML
 * Namespace") carry no colon.
 */
function labelledList(t: WorkTable): boolean {
  const rows = headedRows(t).map((r) => r.filter((c) => c.trim() !== ''));
  return rows.length >= 2 && rows.every((r) => r.length === 2 && ENTRY_LABEL.test(r[0]!.trim()));
}

/** Columns of a grid of numbers, at least: two are a list of pairs (a value and its count). */
const GRID_COLUMNS = 3;

/**
 * Three cells or more of bare numbers in every row, no other text: a grid of values (a permutation or substitution
 * table, a matrix), which no list holds — its columns are what it says.
 */
function isNumberGrid(t: WorkTable): boolean {
  const filledRow = (r: readonly string[]) => {
    const filled = r.map((c) => c.trim()).filter((c) => c !== '');
    return filled.length >= GRID_COLUMNS && filled.every((c) => /^\d+$/.test(c));
  };
  return t.rows.length >= 2 && t.rows.every(filledRow);
}

/** Words of a list entry set in a table's second column ("DW_TAG_subprogram"): a name, not a sentence. */
const ENTRY_WORDS = 4;
/** Words of a lead-in sentence, at least. */
const LEAD_IN_WORDS = 4;

/**
 * Two columns, the first holding one text in its first row only — a sentence that ends in a colon — and the second a
 * short entry in every row: a lead-in and the list of entries it introduces, which a tool set as a table for their
 * indent (DWARF 4's "The following tags exist to describe debugging information entries for subroutines and entry
 * points:" beside DW_TAG_subprogram, DW_TAG_inlined_subroutine, DW_TAG_entry_point).
 */
function leadInList(t: WorkTable): boolean {
  const rows = headedRows(t).map((r) => {
    const cells = [...r];
    while (cells.length > 2 && cells[cells.length - 1]!.trim() === '') cells.pop();
    return cells.map((c) => c.trim());
  });
  const [first, ...rest] = rows;
  if (!first || rows.length < 2 || rows.some((r) => r.length !== 2)) return false;
  return (
    first[0]!.endsWith(':') &&
    wordCount(first[0]!) >= LEAD_IN_WORDS &&
    rest.every((r) => r[0] === '') &&
    rows.every((r) => r[1] !== '' && wordCount(r[1]!) <= ENTRY_WORDS)
  );
}

/** Words of an entry's name, at most, in a terms clause's list of pairs. */
const NAME_WORDS = 4;

/**
 * Two columns, a short name beside longer text in every row (the column titles none): the entries of a list of
 * terms or symbols set in a table ("⌈x⌉ | For a real number x, ⌈x⌉ is …", SP 800-185's 2.2, tagged as a Table
 * under its Glossary).
 */
function entryPairs(t: WorkTable): boolean {
  const rows = headedRows(t).map((r) => r.map((c) => c.trim()).filter((c) => c !== ''));
  return (
    rows.length >= 2 &&
    rows.every((r) => r.length === 2 && wordCount(r[0]!) <= NAME_WORDS && wordCount(r[1]!) > wordCount(r[0]!))
  );
}

/** The tables (by index) that stand in a terms clause: a section titled as one, or under one. */
function tablesInTermsClauses(w: Defined): Set<number> {
  const clauses = w.sections.filter(isTermsSection);
  const out = new Set<number>();
  w.work.forEach((e, at) => {
    if (e.kind === 'table' && clauses.some((c) => c.start <= at && at < c.subtreeEnd)) out.add(e.table);
  });
  return out;
}

/**
 * A block of pairs whose columns only line up — no caption, no ruling lines round it, no titles over it — is a
 * list, not a table: a reference list ("FED-STD-1037 | Glossary of Telecommunication Terms"), pseudo-code
 * ("AND | GPI for Group 11 …"), a "Source Port: | 16 bits" field list. Its columns served the definitions passes
 * (a borderless glossary); what they did not take becomes a list in the section, one item per row. So does an
 * uncaptioned table of labelled entries ("[1] | …", "input: | …"), tagged or drawn.
 */
export const alignedListsPass = pass<Defined, Defined>(
  'aligned-lists',
  'turns uncaptioned tables that neither rules nor titles, and tables of labelled entries, back into lists',
  (w, ctx) => {
    const listed = new Set<number>();
    const labelled = new Set<number>();
    const inTerms = tablesInTermsClauses(w);
    w.workTables.forEach((t, i) => {
      if (t.number !== null) return;
      if (t.aligned && isUntitled(w.tables[i]!) && !isNumberGrid(t)) listed.add(i);
      else if (labelledList(t) || leadInList(t)) labelled.add(i);
      else if (inTerms.has(i) && isUntitled(w.tables[i]!) && entryPairs(t)) labelled.add(i);
    });
    if (listed.size)
      ctx.report({
        severity: 'info',
        code: 'aligned-lists',
        message: `${listed.size} uncaptioned block(s) of aligned pairs without ruling lines or column titles read as lists, no tables`,
      });
    if (labelled.size)
      ctx.report({
        severity: 'info',
        code: 'labelled-lists',
        message: `${labelled.size} uncaptioned table(s) of labelled entries ("[1]", "input:"), of entries beside their lead-in, or of short entries beside their text in a terms clause, read as lists`,
      });
    for (const i of labelled) listed.add(i);
    if (!listed.size) return w;
    return tablesAsLists(w, listed);
  },
);
