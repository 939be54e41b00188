/**
 * Tables: caption parsing, span expansion into a full grid, header detection,
 * and merging a table that continues on the next page.
 */
import type { RawBlock, RawRow } from '../blocks.js';
import { normaliseText } from './normalise.js';
import type { WorkTable } from './work.js';

export type RawTable = Extract<RawBlock, { kind: 'table' }>;

/** "Table 29 — caption", with "—", "–", "-", ":" or "." after the number; "Table B.1." too. */
const CAPTION = /^Table\s+((?:[A-Z]\.)?\d+(?:\.\d+)*)\s*[—–:.-]\s*(.*)$/su;

export function parseCaption(text: string): { number: string; caption: string } | null {
  const m = CAPTION.exec(text);
  return m ? { number: `Table ${m[1]}`, caption: m[2].trim() } : null;
}

interface Slot {
  text: string;
  copy: boolean;
  header: boolean;
}

/** Places every cell at its grid position; a cell spanning n columns or rows fills each of them. */
function expand(rows: RawRow[]): Slot[][] {
  const grid: Slot[][] = rows.map(() => []);
  rows.forEach((row, r) => {
    let col = 0;
    for (const cell of row.cells) {
      while (grid[r][col]) col++;
      const text = normaliseText(cell.text);
      const colSpan = Math.max(1, cell.colSpan);
      const rowSpan = Math.max(1, cell.rowSpan);
      for (let dr = 0; dr < rowSpan && r + dr < rows.length; dr++) {
        for (let dc = 0; dc < colSpan; dc++) {
          grid[r + dr][col + dc] = { text, copy: dr > 0 || dc > 0, header: cell.header };
        }
      }
      col += colSpan;
    }
  });
  return grid;
}

function headerRowCount(rows: RawRow[]): number {
  let n = 0;
  while (n < rows.length && rows[n].header) n++;
  if (n === rows.length && n > 0) n = 1; // a table of nothing but THead rows: its first row heads the rest
  if (n > 0) return n;
  const first = rows[0];
  return first && first.cells.length > 0 && first.cells.every((c) => c.header) ? 1 : 0;
}

export function buildTable(raw: RawTable): WorkTable {
  const grid = expand(raw.rows);
  const nHead = headerRowCount(raw.rows);
  const width = Math.max(0, ...grid.map((r) => r.length));
  const cellAt = (row: Slot[], c: number): Slot => row[c] ?? { text: '', copy: false, header: false };

  const headers: string[] = [];
  for (let c = 0; c < width && nHead > 0; c++) {
    const parts: string[] = [];
    for (let r = 0; r < nHead; r++) {
      const t = cellAt(grid[r], c).text;
      if (t && parts[parts.length - 1] !== t) parts.push(t);
    }
    headers.push(parts.join(' '));
  }

  const rows: string[][] = [];
  const copies: boolean[][] = [];
  const rowPages: number[] = [];
  for (let r = nHead; r < grid.length; r++) {
    const slots = Array.from({ length: width }, (_, c) => cellAt(grid[r], c));
    if (slots.every((s) => s.text === '')) continue;
    rows.push(slots.map((s) => s.text));
    copies.push(slots.map((s) => s.copy));
    rowPages.push(raw.rows[r].page ?? raw.page);
  }
  return { number: null, caption: '', headers, rows, copies, rowPages, page: raw.page, pageEnd: raw.pageEnd };
}

/** The width every row of the table has. */
export function tableWidth(t: WorkTable): number {
  return t.headers.length || (t.rows[0]?.length ?? 0);
}

function sameRow(a: string[], b: string[]): boolean {
  return a.length === b.length && a.every((x, i) => x === b[i]);
}

/**
 * Whether `next` continues `prev` on the following page: nothing between them
 * (the caller checks), the next page, and the same number of columns.
 */
export function continues(prev: WorkTable, next: WorkTable): boolean {
  return next.page === prev.pageEnd + 1 && tableWidth(prev) === tableWidth(next) && tableWidth(next) > 0;
}

/** Appends the continuation's rows; a repeated header row (tagged or not) is dropped. */
export function mergeInto(prev: WorkTable, next: WorkTable): void {
  const rows = [...next.rows];
  const copies = [...next.copies];
  const pages = [...next.rowPages];
  if (next.headers.length && !sameRow(next.headers, prev.headers)) {
    rows.unshift(next.headers);
    copies.unshift(next.headers.map(() => false));
    pages.unshift(next.page);
  } else if (!next.headers.length && prev.headers.length && rows.length && sameRow(rows[0], prev.headers)) {
    rows.shift();
    copies.shift();
    pages.shift();
  }
  prev.rows.push(...rows);
  prev.copies.push(...copies);
  prev.rowPages.push(...pages);
  prev.pageEnd = Math.max(prev.pageEnd, next.pageEnd);
}
