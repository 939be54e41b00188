/**
 * Tables cell by cell: which compiled table answers each truth table (captioned ones by label, uncaptioned
 * ones by section, page and best TEDS, or the same row count where the truth gives no cells), how many tables were found, and the TEDS of each truth table that
 * has cells. Works on any reader's tables in the model's shape, so tools/compare scores another extractor
 * the same way.
 */
import { citesSection, tableLabel } from './normalize.js';
import { pair, unpaired } from './pair.js';
import type { Count } from './score.js';
import { cellDiffs } from './cell-diff.js';
import { modelGrid, teds, truthGrid } from './teds.js';
import type { Truth } from './truth.js';

/** A table as a reader gives it: the fields of the model's `Table` that scoring reads. */
export interface ReadTable {
  number: string | null;
  caption: string;
  headers: readonly string[];
  rows: readonly (readonly string[])[];
  page: number;
  pageEnd: number;
  /** The id of the section holding the table, among `ReadDoc.sections`. */
  section: string | null;
}

export interface ReadDoc {
  tables: readonly ReadTable[];
  sections: readonly { id: string; number: string | null; title: string }[];
}

export interface CellTable {
  /** The truth table: its label, or "(uncaptioned, 4.2, p. 12)". */
  label: string;
  teds: number;
  exact: boolean;
  /** The compiled table scored against it ("Table 3 p. 8"), or null when none was found. */
  got: string | null;
  /** Each wrong cell, expected beside got (cell-diff.ts). */
  wrong: string[];
}

export interface TableMiss {
  kind: 'missed' | 'false';
  text: string;
}

export interface TableCells {
  /** Tables found: captioned and uncaptioned where the truth lists every uncaptioned table, else captioned. */
  found: Count;
  foundMisses: TableMiss[];
  /** One per truth table with cells, in truth order. */
  tables: CellTable[];
}

type TruthTable = Truth['tables'][number];

const truthLine = (t: TruthTable) =>
  t.number === null ? `(uncaptioned, ${t.section ?? '?'}, p. ${t.page})` : `${t.number} ${t.caption} (p. ${t.page})`;
const readLine = (m: ReadTable) =>
  `${m.number ?? '(uncaptioned)'}${m.caption ? ` ${m.caption}` : ''} (p. ${m.page}${m.pageEnd > m.page ? `–${m.pageEnd}` : ''})`;

/**
 * Whether a compiled table answers a captioned truth table: same label, and where the truth repeats a label
 * (FIPS 140-1 numbers its announcement's tables and its body's tables both from 1) the same page too, so
 * each is scored against its own table rather than the first one of that number.
 */
export function captionMatcher(
  truth: readonly { number: string | null; page: number }[],
): (t: { number: string; page: number }, m: { number: string | null; page: number; pageEnd?: number }) => boolean {
  const seen = new Map<string, number>();
  for (const t of truth)
    if (t.number !== null) seen.set(tableLabel(t.number), (seen.get(tableLabel(t.number)) ?? 0) + 1);
  return (t, m) => {
    const label = tableLabel(t.number);
    if (m.number === null || label !== tableLabel(m.number)) return false;
    if ((seen.get(label) ?? 0) < 2) return true;
    return t.page >= m.page - 1 && t.page <= (m.pageEnd ?? m.page) + 1;
  };
}

/** The compiled table for each truth table (index into doc.tables, or -1). */
export function matchTables(truth: Truth, doc: ReadDoc): number[] {
  const match = Array<number>(truth.tables.length).fill(-1);
  const captioned = truth.tables.flatMap((t, k) => (t.number === null ? [] : [{ k, number: t.number, page: t.page }]));
  const numbered = doc.tables.flatMap((m, i) => (m.number === null ? [] : [{ ...m, i }]));
  pair(captioned, numbered, captionMatcher(truth.tables)).forEach((j, n) => {
    if (j >= 0) match[captioned[n]!.k] = numbered[j]!.i;
  });
  const used = new Set<number>();
  // Truth tables with cells choose first: their cells are the stronger evidence of which table is theirs.
  const uncaptioned = truth.tables.flatMap((t, k) => (t.number === null ? [{ t, k }] : []));
  uncaptioned.sort((a, b) => Number(!a.t.cells) - Number(!b.t.cells));
  for (const { t, k } of uncaptioned) {
    const want = t.cells ? truthGrid(t.cells) : null;
    let best = -1;
    let bestScore = -1;
    doc.tables.forEach((m, i) => {
      if (m.number !== null || used.has(i) || t.page < m.page || t.page > m.pageEnd) return;
      const s = doc.sections.find((x) => x.id === m.section);
      if (!t.section || !s || !citesSection(t.section, s)) return;
      // Without cells, the row count the truth gives tells tables of one section and page apart.
      const score = want ? teds(want, modelGrid(m)).teds : t.rows === m.rows.length ? 1 : 0;
      if (score > bestScore) [best, bestScore] = [i, score];
    });
    if (best >= 0) used.add(best);
    match[k] = best;
  }
  return match;
}

function scoreCells(t: TruthTable, m: ReadTable | undefined): CellTable | null {
  if (!t.cells) return null;
  const label = t.number ?? truthLine(t);
  if (!m) return { label, teds: 0, exact: false, got: null, wrong: ['no table found'] };
  const want = truthGrid(t.cells);
  const got = modelGrid(m);
  const score = teds(want, got);
  return { label, teds: score.teds, exact: score.distance === 0, got: readLine(m), wrong: cellDiffs(want, got) };
}

export function scoreTableCells(truth: Truth, doc: ReadDoc): TableCells {
  const match = matchTables(truth, doc);
  const all = truth.uncaptionedTablesComplete;
  const counted = (number: string | null) => all || number !== null;
  const found: Count = { tp: 0, fp: 0, fn: 0 };
  const foundMisses: TableMiss[] = [];
  truth.tables.forEach((t, k) => {
    if (!counted(t.number)) return;
    if (match[k]! >= 0) found.tp++;
    else {
      found.fn++;
      foundMisses.push({ kind: 'missed', text: truthLine(t) });
    }
  });
  for (const i of unpaired(doc.tables.length, match)) {
    const m = doc.tables[i]!;
    if (!counted(m.number)) continue;
    found.fp++;
    foundMisses.push({ kind: 'false', text: readLine(m) });
  }
  const tables = truth.tables.flatMap((t, k) => scoreCells(t, doc.tables[match[k]!]) ?? []);
  return { found, foundMisses, tables };
}

/** Mean TEDS and the share of tables exact in every cell; null when no truth table has cells. */
export function cellSummary(tables: readonly CellTable[]): { teds: number | null; exact: number | null } {
  if (!tables.length) return { teds: null, exact: null };
  const sum = tables.reduce((s, t) => s + t.teds, 0);
  return { teds: sum / tables.length, exact: tables.filter((t) => t.exact).length / tables.length };
}
