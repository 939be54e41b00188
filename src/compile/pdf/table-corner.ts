/**
 * A tree that merges a table's empty corner into the column title beside it: the header's first cell spans the
 * column of row heads and the next (FIPS 203 Table 3: "encapsulation key" with a ColSpan of 2, nothing printed over
 * "ML-KEM-512", "ML-KEM-768", …). The drawing of the text settles it: where the title is printed wholly right of
 * every row head on its page, the corner is an empty cell of its own and the title covers the rest of its span.
 */
import type { RawRow } from '../blocks.js';

/** Where a cell's text is printed: its page and its left and right edges. */
export interface CellBox {
  page: number;
  x0: number;
  x1: number;
}

/** Each row's cells' boxes, null for a cell with no text. */
export type RowBoxes = readonly (readonly (CellBox | null)[])[];

/** Splits the corner off the header's first cell where the drawing says so (in place); whether it did. */
export function splitCorner(rows: RawRow[], boxes: RowBoxes): boolean {
  const first = rows[0]?.cells[0];
  const box = boxes[0]?.[0];
  if (!first || !box || first.colSpan < 2 || first.text.trim() === '') return false;
  const heads = rows.slice(1).flatMap((row, r) => {
    const cell = row.cells[0];
    const b = boxes[r + 1]?.[0];
    return cell && b && cell.colSpan === 1 && b.page === box.page && cell.text.trim() !== '' ? [b] : [];
  });
  // Row heads in most rows below it, two at least, and the title wholly right of all of them.
  if (heads.length < 2 || 2 * heads.length < rows.length - 1) return false;
  if (box.x0 <= Math.max(...heads.map((b) => b.x1))) return false;
  const corner = { text: '', header: first.header, colSpan: 1, rowSpan: 1 };
  rows[0]!.cells.splice(0, 1, corner, { ...first, colSpan: first.colSpan - 1 });
  return true;
}
