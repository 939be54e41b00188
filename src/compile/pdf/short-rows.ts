/**
 * A tagged row whose cells the tree places under other columns than the drawing does: a ColSpan left out (MQTT
 * 5.0 Table 2-2's PUBLISH row: "DUP", "QoS" over Bit 2 and Bit 1, "RETAIN" — four cells where the others have
 * five), or empty cells put first where the text stands under the first columns (Table 2-4's "Dec", "Hex" under
 * "Identifier", tagged after three empty cells). Read in order, its cells would stand in the wrong columns. The
 * rows filled in every column say where each column's text is printed; a cell of such a row is laid under the
 * columns its text reaches into, and the columns no text reaches are empty cells.
 */
import { rowWidth, type RawCell, type RawRow } from '../blocks.js';
import type { CellBox, RowBoxes } from './table-corner.js';

interface Range {
  x0: number;
  x1: number;
}

const filled = (c: RawCell) => c.text.trim() !== '';
/** The text printed from b.x0 to b.x1 reaches into the column printed over `r`. */
const reaches = (b: CellBox, r: Range) => b.x0 < r.x1 && b.x1 > r.x0;

/** Where each column's text is printed on `page`, from the rows filled in every column, one cell a column. */
function columnRanges(rows: readonly RawRow[], boxes: RowBoxes, page: number, n: number): Range[] | null {
  const out: (Range | null)[] = Array.from({ length: n }, () => null);
  rows.forEach((row, r) => {
    if (rowWidth(row) !== n || row.cells.some((c) => c.colSpan !== 1 || !filled(c))) return;
    boxes[r]!.forEach((b, c) => {
      if (!b || b.page !== page) return;
      const at = out[c];
      out[c] = at ? { x0: Math.min(at.x0, b.x0), x1: Math.max(at.x1, b.x1) } : { x0: b.x0, x1: b.x1 };
    });
  });
  const ranges = out.filter((r): r is Range => r !== null);
  return ranges.length === n && ranges.every((r, c) => c === 0 || r.x0 > ranges[c - 1]!.x1) ? ranges : null;
}

/** The columns (first, count) a text printed from x0 to x1 reaches into; the nearest where it reaches none. */
function columnsOf(b: CellBox, ranges: readonly Range[]): [number, number] {
  const hit = ranges.flatMap((r, c) => (reaches(b, r) ? [c] : []));
  if (hit.length) return [hit[0]!, hit[hit.length - 1]! - hit[0]! + 1];
  const gap = (r: Range) => Math.max(r.x0 - b.x1, b.x0 - r.x1);
  let best = 0;
  ranges.forEach((r, c) => {
    if (gap(r) < gap(ranges[best]!)) best = c;
  });
  return [best, 1];
}

/** A text's middle this close (× the width of the columns) to the middle of the columns after it is centred on them. */
const CENTRED = 0.05;

/**
 * The last text, where it stands under no column's text, or is centred on all the columns after the one before it,
 * is one cell over those columns (MIL-STD-882E Table III's "Eliminated" across the four severities, between the
 * texts of two of them, its ColSpan lost).
 */
function spanRest(at: [number, number][], box: CellBox, ranges: readonly Range[]): void {
  const k = at.length - 1;
  const start = k > 0 ? at[k - 1]![0] + at[k - 1]![1] : 0;
  if (ranges.length - start < 2) return;
  const hits = ranges.filter((r) => reaches(box, r)).length;
  const x0 = ranges[start]!.x0;
  const x1 = ranges[ranges.length - 1]!.x1;
  const centred = Math.abs((box.x0 + box.x1) / 2 - (x0 + x1) / 2) <= CENTRED * (x1 - x0);
  if ((hits === 0 && box.x0 > x0) || centred) at[k] = [start, ranges.length - start];
}

/** The row's filled cells laid under the columns they are printed under, or null where that changes nothing. */
function placed(row: RawRow, rowBoxes: readonly (CellBox | null)[], ranges: readonly Range[]): RawCell[] | null {
  const texts = row.cells.flatMap((cell, k) => (filled(cell) ? [{ cell, box: rowBoxes[k], k }] : []));
  // One text alone is a title over the row, however far it reaches (tables.ts spans it).
  if (texts.length < 2 || texts.some((t) => !t.box)) return null;
  const at = texts.map((t) => columnsOf(t.box!, ranges));
  spanRest(at, texts[texts.length - 1]!.box!, ranges);
  if (at.some((a, i) => i > 0 && a[0] < at[i - 1]![0] + at[i - 1]![1])) return null;
  // Columns left empty before or between the texts, more than the tree's own empty cells: a text centred over
  // columns whose spans the tree lost (FIPS 197 Figure 2's byte numbers over eight bits each) stands under none.
  const last = at[at.length - 1]!;
  const gaps = last[0] + last[1] - at.reduce((n, a) => n + a[1], 0);
  if (gaps > row.cells.length - texts.length) return null;
  if (sameColumns(row, texts, at)) return null;
  const cells: RawCell[] = [];
  let next = 0;
  at.forEach(([first, span], i) => {
    for (; next < first; next++) cells.push({ text: '', header: row.header, colSpan: 1, rowSpan: 1 });
    cells.push({ ...texts[i]!.cell, colSpan: span });
    next = first + span;
  });
  return cells;
}

/** The texts stand under the columns the tree's order of cells gives them already: nothing to lay out. */
function sameColumns(row: RawRow, texts: readonly { k: number }[], at: readonly [number, number][]): boolean {
  let col = 0;
  const now = row.cells.map((c): [number, number] => {
    const span = Math.max(1, c.colSpan);
    col += span;
    return [col - span, span];
  });
  return texts.every((t, i) => now[t.k]![0] === at[i]![0] && now[t.k]![1] === at[i]![1]);
}

/** The rows whose cells stand elsewhere than the tree's order says, laid out by the drawing (in place); how many. */
export function placeShortRows(rows: RawRow[], boxes: RowBoxes): number {
  const n = Math.max(0, ...rows.map(rowWidth));
  if (n < 2 || rows.some((r) => r.cells.some((c) => c.rowSpan > 1))) return 0;
  // Read from the rows as the tree gives them, once per page: the rows laid out here are none of them.
  const byPage = new Map<number, Range[] | null>();
  const rangesOn = (page: number) => {
    if (!byPage.has(page)) byPage.set(page, columnRanges(rows, boxes, page, n));
    return byPage.get(page)!;
  };
  let count = 0;
  rows.forEach((row, r) => {
    const rowBoxes = boxes[r];
    if (!rowBoxes || (rowWidth(row) === n && row.cells.every(filled))) return;
    const page = rowBoxes.find((b) => b !== null)?.page;
    const ranges = page === undefined ? null : rangesOn(page);
    const cells = ranges && placed(row, rowBoxes, ranges);
    if (!cells) return;
    rows[r] = { ...row, cells };
    count++;
  });
  return count;
}
