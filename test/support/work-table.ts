/**
 * A work table (src/compile/segment/work.ts) of plain rows for unit tests: no spanning copies, every row and the
 * table on one page, no notes.
 */
import type { WorkTable } from '../../src/compile/segment/work.js';

export function workTable(
  headers: string[],
  rows: string[][],
  { number = null, caption = '', page = 1 }: { number?: string | null; caption?: string; page?: number } = {},
): WorkTable {
  return {
    number,
    caption,
    headers,
    rows,
    copies: rows.map((r) => r.map(() => false)),
    rowPages: rows.map(() => page),
    notes: [],
    notePages: [],
    page,
    pageEnd: page,
  };
}
