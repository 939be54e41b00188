/**
 * The cells of a ruled grid as its rules draw them: a vertical rule closes a cell on the left of a column (text
 * between two rules of a row is one cell, spanning the columns between), and a horizontal rule not drawn under a
 * cell lets it span the row below (tables.ts reads the rows; this says where their cells begin and end).
 */
import type { RawCell, RawRow } from '../blocks.js';
import type { Box } from '../pdf/page-rules.js';
import { COL_TOL, piecesOf } from './table-columns.js';
import type { RuledTable } from './table-rules.js';
import type { Line } from './types.js';

/** The middle height of a row's lines. */
export const middleOf = (row: Line[]) =>
  (Math.max(...row.map((l) => l.y + l.size)) + Math.min(...row.map((l) => l.y))) / 2;

/** Whether a vertical rule of the grid stands at the start of column `col` across the row's middle. */
export function closedBy(ruled: RuledTable, columns: number[], row: Line[]): (col: number) => boolean {
  const middle = middleOf(row);
  return (col) =>
    ruled.verticals.some((v) => Math.abs(v.at - columns[col]!) <= COL_TOL && v.from <= middle && v.to >= middle);
}

/**
 * Where no rule divides the table's columns, a row whose text stands, one piece a line, in a filled box covering
 * several columns (a cell's background: RFC 9580 Table 7's "No registrations at this time." across the three) is one
 * cell over the columns the box covers: the box's sides close it as a grid's rules would.
 */
export function shadedBy(
  boxes: readonly Box[],
  columns: number[],
  row: Line[],
): ((col: number) => boolean) | undefined {
  if (!row.every((l) => piecesOf(l).length === 1)) return undefined;
  const middle = middleOf(row);
  // A cell's box, not a frame round the page or a listing: no taller than the row and a few lines more.
  const tallest = Math.max(...row.map((l) => l.y + l.size)) - Math.min(...row.map((l) => l.y)) + 4 * row[0]!.size;
  const box = boxes.find(
    (b) =>
      b.y0 <= middle &&
      b.y1 >= middle &&
      b.y1 - b.y0 <= tallest &&
      row.every((l) => l.x0 >= b.x0 - COL_TOL && l.x1 <= b.x1 + COL_TOL),
  );
  if (!box) return undefined;
  // The first column the box holds opens the cell; those after it, up to the box's right side, are in it.
  const first = columns.findIndex((x) => x >= box.x0 - COL_TOL);
  const inside = (c: number) => c > first && columns[c]! < box.x1 - COL_TOL;
  return columns.some((_, c) => inside(c)) ? (c) => !inside(c) : undefined;
}

/** In a grid, a cell spans on over the empty columns to the next vertical rule of its row. */
export function spanToRules(spans: number[], texts: string[][], closed: (col: number) => boolean): void {
  for (let c = 0; c < spans.length; c += spans[c]!) {
    if (!texts[c]!.length) continue;
    while (c + spans[c]! < spans.length && !closed(c + spans[c]!) && !texts[c + spans[c]!]!.length) spans[c]!++;
  }
}

/**
 * In a grid, a cell whose bottom rule is not drawn spans the row below (OGC WMTS Table 4: "Operation.name" beside
 * three values; a rule that starts at the second column). Only across a rule between two rows: rows within one
 * ruled band stay rows of their own. A column's rows joined so form one cell whatever they hold: its text set
 * in the middle of the span leaves the rows above it empty (SP 800-63B's "Eavesdropping" beside five threats),
 * and a text of two lines may fall on two rows ("Offline" / "Cracking"); the cell holds their text top to bottom.
 */
export function spanRows(rows: RawRow[], groups: Line[][], columns: number[], ruled: RuledTable): void {
  const byColumn = rows.map((r) => cellsByColumn(r, columns.length));
  const rules = rows.map((_, k) => (k === 0 ? null : ruleBetween(groups[k - 1]!, groups[k]!, ruled)));
  const covered = new Set<RawCell>();
  for (let c = 0; c < columns.length; c++) {
    for (let k = 0; k < rows.length;) {
      let end = k;
      const joins = (j: number) =>
        rules[j] !== null && byColumn[j - 1]![c] && byColumn[j]![c] && !closesColumn(ruled, rules[j]!, columns, c);
      while (end + 1 < rows.length && joins(end + 1)) end++;
      const band = byColumn.slice(k, end + 1).map((cells) => cells[c]!);
      const texts = end > k ? band.map((cell) => cell.text.trim()).filter(Boolean) : [];
      if (texts.length) {
        band[0]!.text = texts.join('\n');
        band[0]!.rowSpan = band.length;
        for (const cell of band.slice(1)) covered.add(cell);
      }
      k = end + 1;
    }
  }
  rows.forEach((row, k) => {
    rows[k] = { ...row, cells: row.cells.filter((cell) => !covered.has(cell)) };
  });
}

/** Each column's cell in the row where it spans that column alone (null under a cell spanning several). */
function cellsByColumn(row: RawRow, width: number): (RawCell | null)[] {
  const out: (RawCell | null)[] = Array.from({ length: width }, () => null);
  let c = 0;
  for (const cell of row.cells) {
    if (cell.colSpan === 1 && c < width) out[c] = cell;
    c += cell.colSpan;
  }
  return out;
}

/**
 * The height of the rule drawn between two rows' lines, or null: under every line of the upper row, over a line of
 * the lower one — not over all of them: a cell's text set in the middle of its span may stand across the rule that
 * other columns draw (SP 800-63B's "Eavesdropping"). Of several, the longest: a link's underline under the upper
 * row's last line lies in the same gap and divides nothing (SP 800-26 Figure 2's "Government.”", set larger and
 * looser than the other column, whose last baseline, the row line's, stands 3.4 pt higher: 4.8 pt over the rule).
 */
function ruleBetween(upper: Line[], lower: Line[], ruled: RuledTable): number | null {
  // By the middle of the upper row's last line, as bands are (table-rules.ts bandOf): a line set close over a rule
  // may have its baseline a point under it (SP 800-126 Table 12's "these" over the rule under "ocil").
  const hi = Math.min(...upper.map((l) => l.y + 0.3 * l.size));
  const lo = Math.min(...lower.map((l) => l.y + l.size));
  const rules = ruled.horizontals.filter((r) => r.at < hi && r.at > lo - 0.35 * lower[0]!.size);
  if (!rules.length) return null;
  return rules.reduce((a, b) => (b.to - b.from > a.to - a.from ? b : a)).at;
}

/** A rule at that height runs under column `c` (through its middle). */
function closesColumn(ruled: RuledTable, at: number, columns: number[], c: number): boolean {
  const middle = (columns[c]! + (columns[c + 1] ?? ruled.x1)) / 2;
  return ruled.horizontals.some((r) => Math.abs(r.at - at) <= 1.5 && r.from <= middle && r.to >= middle);
}
