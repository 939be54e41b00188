/**
 * A table's key printed as its last row: each filled cell a list of codes and what they stand for ("Task Type ENG –
 * Engineering MGT – Management", "Applicability Codes G – Generally Applicable S – Selectively Applicable"). It
 * explains the cells above it and is none of them: a note at the table's foot, each cell one note. The codes must
 * be the table's own — most of them printed as a cell or a word of a column title above — so a last row that
 * merely holds dashes between short words stays a row.
 */
import type { WorkTable } from '../work.js';
import { takeRows } from './tables.js';

/** A code and its meaning: a short token of capitals, figures and "&/." before a spaced dash. */
const ENTRY = /(?:^|\s)([A-Z0-9][A-Z0-9&/.]{0,5})\s[–—-]\s+\S/gu;
/** A cell of the key holds this many entries at least. */
const MIN_ENTRIES = 2;
/** This share of the codes at least is printed in the table above. */
const FOUND_SHARE = 0.75;

/** The codes a cell explains, or null when it is no list of codes. */
function codesOf(cell: string): string[] | null {
  const codes = [...cell.matchAll(ENTRY)].map((m) => m[1]!);
  return codes.length >= MIN_ENTRIES ? codes : null;
}

/** Moves the table's last row to its notes when it is its key; says whether it did. */
export function legendRowToNotes(t: WorkTable): boolean {
  const last = t.rows[t.rows.length - 1];
  if (!last || t.rows.length < 3) return false;
  const cells = last.filter((c, k) => c !== '' && !t.copies[t.rows.length - 1]![k]);
  const codes = cells.map(codesOf);
  if (!cells.length || codes.some((c) => c === null)) return false;
  const printed = new Set([...t.rows.slice(0, -1).flat(), ...t.headers.flatMap((h) => [h, ...h.split(/\s+/)])]);
  const all = codes.flatMap((c) => c ?? []);
  if (all.filter((c) => printed.has(c)).length < FOUND_SHARE * all.length) return false;
  const page = t.rowPages[t.rowPages.length - 1] ?? t.pageEnd;
  t.notes.unshift(...cells);
  t.notePages.unshift(...cells.map(() => page));
  takeRows(t, t.rows.length - 1);
  return true;
}
