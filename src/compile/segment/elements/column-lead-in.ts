/**
 * A column's lead-in printed as the first body row: one text, in a column right of the key column, ending in a
 * colon, that every cell below it in that column completes (MIL-STD-882E's TABLE B-I: "A software implementation
 * or software design defect that upon occurring during normal or credible off-nominal operations or tests:" over
 * the criteria of each risk level). It heads the column, so it is folded into that column's title; the row, its
 * key cell empty, is no row of the table.
 */
import { foldHeaderRows } from '../../../model/header-rows.js';
import type { WorkTable } from '../work.js';
import { takeRows } from './tables.js';

/** Rows below the lead-in at least: one row under a colon is a cell, not a column's lead-in. */
const MIN_ROWS = 2;

/** Folds the first row into the header where it is a column's lead-in; says whether it did. */
export function foldColumnLeadIn(t: WorkTable): boolean {
  const [first, ...below] = t.rows;
  if (!first || below.length < MIN_ROWS || t.headers.filter((h) => h !== '').length < 2) return false;
  const filled = first.map((c, k) => (c !== '' && !t.copies[0]![k] ? k : -1)).filter((k) => k >= 0);
  const c = filled[0];
  if (filled.length !== 1 || !c || !first[c]!.trimEnd().endsWith(':')) return false;
  if (!below.every((r) => r[0] !== '' && r[c] !== '')) return false;
  t.headers = foldHeaderRows([t.headers, first]);
  takeRows(t, 0);
  return true;
}
