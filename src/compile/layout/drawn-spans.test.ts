import { describe, expect, it } from 'vitest';
import type { RawBlock, RawCell, RawRow } from '../blocks.js';
import { cellColumns, mayHoldSplitMerges, spanAsDrawn, splitAsDrawn } from './drawn-spans.js';
import type { Grid } from './drawn-tables-reconcile.js';

const cell = (text: string, rowSpan = 1): RawCell => ({ text, header: false, colSpan: 1, rowSpan });
const row = (...texts: string[]): RawRow => ({ cells: texts.map((t) => cell(t)), header: false });
type TableBlock = Extract<RawBlock, { kind: 'table' }>;
const table = (rows: RawRow[], page = 3): TableBlock => ({ kind: 'table', page, pageEnd: page, y: null, rows });

/** OGC WMTS Table 4 as Word tags it: the merged cell in the first row, empty cells under it, a phantom last column. */
const tagged = () =>
  table([
    { ...row('Name', 'Value', 'Meaning', ''), header: true },
    row('Operation.name', 'GetCapabilities', 'The GetCapabilities operation.', ''),
    row('', 'GetTile', 'The GetTile operation.', ''),
    row('', 'GetFeatureInfo', 'The GetFeatureInfo operation.', ''),
  ]);

/** The same table read from the drawing: no rule under "Operation.name" in its column. */
const drawn = (page = 3): Grid => ({
  page,
  top: 700,
  bottom: 600,
  width: 3,
  below: null,
  rows: [
    { ...row('Name', 'Value', 'Meaning'), header: true },
    {
      cells: [cell('Operation.name', 3), cell('GetCapabilities'), cell('The GetCapabilities operation.')],
      header: false,
    },
    row('GetTile', 'The GetTile operation.'),
    row('GetFeatureInfo', 'The GetFeatureInfo operation.'),
  ],
});

describe('mayHoldSplitMerges', () => {
  it('takes a table with an empty cell under a filled one, in a row with text', () => {
    expect(mayHoldSplitMerges(tagged())).toBe(true);
  });
  it('leaves a table whose empty cells stand under empty ones, or that already spans rows', () => {
    expect(mayHoldSplitMerges(table([row('a', ''), row('b', '')]))).toBe(false);
    const spanned = table([{ cells: [cell('a', 2), cell('b')], header: false }, row('c')]);
    expect(mayHoldSplitMerges(spanned)).toBe(false);
  });
});

describe('mayHoldSplitMerges across', () => {
  it('takes a row at least half empty under a header where another row fills every cell', () => {
    const t = table([
      { ...row('Input bit', '0', '1', '2', '3'), header: true },
      row('Byte number', '', '0', '', ''),
      row('Bit in byte', '7', '6', '5', '4'),
    ]);
    expect(mayHoldSplitMerges(t)).toBe(true);
    expect(mayHoldSplitMerges(table([row('a', 'b', ''), row('d', 'e', '')]))).toBe(false);
  });
});

/** FIPS 197 Figure 2 as its auto-tagger tagged it: one cell per drawn column, the number in one of them. */
const bytesTagged = () =>
  table([
    { ...row('Input bit', '0', '1', '2', '3'), header: true },
    row('Byte number', '', '0', '', ''),
    row('Bit in byte', '7', '6', '5', '4'),
  ]);
const bytesDrawn: Grid = {
  page: 3,
  top: 700,
  bottom: 600,
  width: 5,
  below: null,
  rows: [
    row('Input bit', '0', '1', '2', '3'),
    { cells: [cell('Byte number'), { ...cell('0'), colSpan: 4 }], header: false },
    row('Bit in byte', '7', '6', '5', '4'),
  ],
};

describe('spanAsDrawn across', () => {
  it("takes the drawn row's cells where its texts are the tree row's, the tree's head tags kept", () => {
    const t = bytesTagged();
    t.rows[1]!.cells[0]!.header = true;
    expect(spanAsDrawn([t], [bytesDrawn])).toEqual({ cells: 3, pages: [3] });
    expect(t.rows[1]!.cells.map((c) => [c.text, c.colSpan, c.header])).toEqual([
      ['Byte number', 1, true],
      ['0', 4, false],
    ]);
  });

  it('leaves a row whose texts the drawn row does not give in the same order, or a grid of another width', () => {
    const t = bytesTagged();
    t.rows[1]!.cells[2]!.text = '1';
    expect(spanAsDrawn([t], [bytesDrawn])).toEqual({ cells: 0, pages: [] });
    expect(spanAsDrawn([bytesTagged()], [{ ...bytesDrawn, width: 6 }])).toEqual({ cells: 0, pages: [] });
  });
});

describe('spanAsDrawn', () => {
  it('spans the tree cell down over the empty cells the drawing shows inside it', () => {
    const t = tagged();
    expect(spanAsDrawn([t], [drawn()])).toEqual({ cells: 2, pages: [3] });
    expect(t.rows[1]!.cells[0]).toMatchObject({ text: 'Operation.name', rowSpan: 3 });
    expect(t.rows[2]!.cells.map((c) => c.text)).toEqual(['GetTile', 'The GetTile operation.', '']);
    expect(t.rows[3]!.cells.map((c) => c.text)).toEqual(['GetFeatureInfo', 'The GetFeatureInfo operation.', '']);
  });

  it('leaves the tree as it is where no drawn cell of its pages spans its text, or a cell under it holds text', () => {
    const elsewhere = tagged();
    expect(spanAsDrawn([elsewhere], [drawn(5)])).toEqual({ cells: 0, pages: [] });
    expect(elsewhere.rows[2]!.cells[0]!.text).toBe('');
    const filled = tagged();
    filled.rows[3]!.cells[0]!.text = 'Other.name';
    expect(spanAsDrawn([filled], [drawn()])).toEqual({ cells: 0, pages: [] });
    expect(filled.rows[1]!.cells[0]!.rowSpan).toBe(1);
  });
});

describe('cellColumns', () => {
  it('gives each cell the column it starts in, past cells spanning down from the rows above', () => {
    const rows: RawRow[] = [
      { cells: [cell('a'), cell('b', 3), { ...cell('c'), colSpan: 2 }], header: false },
      row('d', 'e', 'f'),
      row('g', 'h'),
      row('i', 'j', 'k', 'l'),
    ];
    rows[1]!.cells[2]!.rowSpan = 2;
    expect(cellColumns(rows)).toEqual([
      [0, 1, 2],
      [0, 2, 3],
      [0, 2],
      [0, 1, 2, 3],
    ]);
  });
});

/** WTPDF Table B.1 as its tree tags it: "Any structure element" spanning the three rows. */
const spannedInTree = () =>
  table([
    { ...row('Structure elements', 'Attribute', 'Examples'), header: true },
    {
      cells: [cell('Any structure element', 3), cell('Placement'), cell('A Figure that is a child of a P.')],
      header: false,
    },
    row('Writing Mode', 'Text written from right to left.'),
    row('Padding', 'Spacing around text columns.'),
  ]);
/** The same table drawn: a box of its own for the first column in each row, empty under the first. */
const boxedApart = (spanned = false): Grid => ({
  page: 3,
  top: 700,
  bottom: 600,
  width: 3,
  below: null,
  rows: [
    { ...row('Structure elements', 'Attribute', 'Examples'), header: true },
    {
      cells: [
        cell('Any structure element', spanned ? 3 : 1),
        cell('Placement'),
        cell('A Figure that is a child of a P.'),
      ],
      header: false,
    },
    spanned
      ? row('Writing Mode', 'Text written from right to left.')
      : row('', 'Writing Mode', 'Text written from right to left.'),
    spanned ? row('Padding', 'Spacing around text columns.') : row('', 'Padding', 'Spacing around text columns.'),
  ],
});

describe('splitAsDrawn', () => {
  it('reads a cell the tree spans over rows as the drawing boxes it, the rows under it empty in its column', () => {
    const t = spannedInTree();
    expect(splitAsDrawn([t], [boxedApart()])).toEqual({ cells: 2, pages: [3] });
    expect(t.rows.slice(1).map((r) => r.cells.map((c) => [c.text, c.rowSpan]))).toEqual([
      [
        ['Any structure element', 1],
        ['Placement', 1],
        ['A Figure that is a child of a P.', 1],
      ],
      [
        ['', 1],
        ['Writing Mode', 1],
        ['Text written from right to left.', 1],
      ],
      [
        ['', 1],
        ['Padding', 1],
        ['Spacing around text columns.', 1],
      ],
    ]);
  });

  it('keeps the span where the drawing spans the cell too, where a cell under it holds text, or on other pages', () => {
    const merged = spannedInTree();
    expect(splitAsDrawn([merged], [boxedApart(true)])).toEqual({ cells: 0, pages: [] });
    expect(merged.rows[1]!.cells[0]!.rowSpan).toBe(3);
    const filled = boxedApart();
    filled.rows[3]!.cells[0]!.text = 'Other element';
    expect(splitAsDrawn([spannedInTree()], [filled])).toEqual({ cells: 0, pages: [] });
    expect(splitAsDrawn([spannedInTree()], [{ ...boxedApart(), page: 4 }])).toEqual({ cells: 0, pages: [] });
  });
});
