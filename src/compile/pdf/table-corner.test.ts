import { describe, expect, it } from 'vitest';
import type { RawCell, RawRow } from '../blocks.js';
import { splitCorner, type CellBox } from './table-corner.js';

const cell = (text: string, colSpan = 1, header = false): RawCell => ({ text, header, colSpan, rowSpan: 1 });
const box = (x0: number, x1: number, page = 48): CellBox => ({ page, x0, x1 });

/** FIPS 203 Table 3: "encapsulation key" spans the corner in the tree, printed over its own column. */
function table(titleX0: number): { rows: RawRow[]; boxes: CellBox[][] } {
  const rows: RawRow[] = [
    { header: true, cells: [cell('encapsulation key', 2, true), cell('ciphertext', 1, true)] },
    ...['ML-KEM-512', 'ML-KEM-768', 'ML-KEM-1024'].map((k) => ({
      header: false,
      cells: [cell(k), cell('800'), cell('768')],
    })),
  ];
  const boxes = [
    [box(titleX0, titleX0 + 70), box(300, 340)],
    ...[0, 1, 2].map(() => [box(90, 150), box(180, 200), box(300, 320)]),
  ];
  return { rows, boxes };
}

describe('the corner a tree spans a column title over', () => {
  it('is an empty cell of its own where the title is printed wholly right of every row head', () => {
    const { rows, boxes } = table(170);
    expect(splitCorner(rows, boxes)).toBe(true);
    expect(rows[0]!.cells.map((c) => [c.text, c.colSpan])).toEqual([
      ['', 1],
      ['encapsulation key', 1],
      ['ciphertext', 1],
    ]);
  });

  it('stays under a title printed over the row heads too (a real span)', () => {
    const { rows, boxes } = table(95);
    expect(splitCorner(rows, boxes)).toBe(false);
    expect(rows[0]!.cells[0]!.colSpan).toBe(2);
  });
});
