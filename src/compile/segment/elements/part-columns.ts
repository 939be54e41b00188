/**
 * The parts of one table whose grids differ in columns: a ruled table's vertical rules may cut a page's part into
 * more grid columns than another's (a rule under one cell only), so a title spans two grid columns on one page and
 * one on the next. The printed columns are the runs of equal titles in the header row (a spanning title is copied
 * into each grid column it covers); parts whose runs carry the same titles in the same order are one table, and a
 * part is fitted to the grid of the part it continues.
 */
import type { WorkTable } from '../work.js';

/** One printed column: a title and the grid columns [from, to) it spans. */
interface Run {
  title: string;
  from: number;
  to: number;
}

function headerRuns(headers: readonly string[]): Run[] {
  const runs: Run[] = [];
  headers.forEach((title, c) => {
    const last = runs[runs.length - 1];
    if (last && last.title === title && title !== '') last.to = c + 1;
    else runs.push({ title, from: c, to: c + 1 });
  });
  return runs;
}

/** Both parts have a header naming the same printed columns (two or more), in grids of different widths. */
export function sameTitledColumns(a: WorkTable, b: WorkTable): boolean {
  if (!a.headers.length || !b.headers.length || a.headers.length === b.headers.length) return false;
  const x = headerRuns(a.headers);
  const y = headerRuns(b.headers);
  return x.length >= 2 && x.length === y.length && x.every((r, i) => r.title === y[i]!.title);
}

/** One row's cells within a printed column, spread over `width` grid columns. */
function fitRun(cells: string[], copies: boolean[], width: number): { cells: string[]; copies: boolean[] } {
  if (cells.length === width) return { cells, copies };
  // One cell spanning the whole printed column stays spanning it.
  if (cells.every((c) => c !== '' && c === cells[0]))
    return { cells: Array(width).fill(cells[0]), copies: Array.from({ length: width }, (_, i) => i > 0) };
  const texts = [...new Set(cells.filter((c, i) => c !== '' && !copies[i]))];
  const out = Array<string>(width).fill('');
  out[0] = texts.join(' ');
  return { cells: out, copies: Array<boolean>(width).fill(false) };
}

/** Rewrites `part`'s header and rows onto the grid columns of `table` (sameTitledColumns holds). */
export function fitToColumns(part: WorkTable, table: WorkTable): void {
  const from = headerRuns(part.headers);
  const to = headerRuns(table.headers);
  const fitRow = (row: string[], copies: boolean[]) => {
    const cells: string[] = [];
    const copied: boolean[] = [];
    from.forEach((r, i) => {
      const fitted = fitRun(row.slice(r.from, r.to), copies.slice(r.from, r.to), to[i]!.to - to[i]!.from);
      cells.push(...fitted.cells);
      copied.push(...fitted.copies);
    });
    return { cells, copied };
  };
  const rows = part.rows.map((row, k) => fitRow(row, part.copies[k] ?? row.map(() => false)));
  part.headers = [...table.headers];
  part.rows = rows.map((r) => r.cells);
  part.copies = rows.map((r) => r.copied);
}
