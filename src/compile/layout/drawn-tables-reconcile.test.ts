/**
 * The tree's blocks against the grids read from the drawing (drawn-tables-reconcile.ts), as DWARF 4's Word export
 * gives them: a Table element that went astray holding the paragraphs before a grid, the grid's cells as
 * paragraphs after it, the caption under the grid as the first item of a list that goes on with a heading.
 */
import { describe, expect, it } from 'vitest';
import type { RawBlock, RawRow } from '../blocks.js';
import { reconcileGrids, type Grid } from './drawn-tables-reconcile.js';

const row = (...texts: string[]): RawRow => ({
  cells: texts.map((text) => ({ text, header: false, colSpan: 1, rowSpan: 1 })),
  header: false,
});
const para = (y: number | null, text: string, page = 5): RawBlock => ({ kind: 'paragraph', page, y, text });

const GRID: Grid = {
  page: 5,
  top: 400,
  bottom: 330,
  rows: [row('FX_ORD_row'), row('FX_ORD_col')],
  width: 1,
  below: 'Figure 6. Array ordering',
};

const PROSE = 'An array type is represented by an entry whose ordering attribute says how its rows are stored.';

describe('the tree reconciled with the drawn grids', () => {
  it('puts the grid where the tree gave its cells as paragraphs, and its caption from a list right after it', () => {
    const blocks: RawBlock[] = [
      para(500, 'The ordering is one of the codes of Figure 6.'),
      para(395, 'FX_ORD_row'),
      para(370, 'FX_ORD_col'),
      { kind: 'list', page: 5, y: 320, items: ['Figure 6. Array ordering', '5.5 Structure Entries'] },
    ];
    const r = reconcileGrids(blocks, [GRID]);
    expect(r.replaced).toEqual([GRID]);
    expect(r.blocks.map((b) => (b.kind === 'table' ? 'table' : b.kind === 'list' ? b.items : b.text))).toEqual([
      'The ordering is one of the codes of Figure 6.',
      'table',
      'Figure 6. Array ordering',
      ['5.5 Structure Entries'],
    ]);
  });

  it("cuts the lead-in from a paragraph that goes on with the grid's first rows, and keeps it over the grid", () => {
    const pairs: Grid = {
      ...GRID,
      below: null,
      rows: [
        row('Schedule', 'The sequence of round keys the key expansion derives.'),
        row('Round Word', 'One column of four bytes taken from the schedule.'),
        row('Rotation', 'The cyclic move of the four bytes of a word.'),
      ],
      width: 2,
      aligned: true,
    };
    const blocks: RawBlock[] = [
      para(
        410,
        'The following terms name the parts of the key schedule: Schedule The sequence of round keys the key expansion derives. Round Word One column of four bytes',
      ),
      para(360, 'taken from the schedule. Rotation The cyclic move of the four bytes of a word.'),
    ];
    const r = reconcileGrids(blocks, [pairs]);
    expect(r.replaced).toEqual([pairs]);
    expect(r.blocks.map((b) => (b.kind === 'table' ? `table${b.aligned ? ' (aligned)' : ''}` : b.kind))).toEqual([
      'paragraph',
      'table (aligned)',
    ]);
    expect(r.blocks[0]).toMatchObject({ text: 'The following terms name the parts of the key schedule:' });
    // A paragraph with words outside the grid after its colon keeps them all.
    const other = para(410, 'The terms are these: Schedule and the words of another text entirely.');
    expect(reconcileGrids([other, blocks[1]!], [pairs]).blocks[0]).toEqual(other);
  });

  it('gives back as paragraphs a tree table of sentences beside a grid, and the one that stands in its place', () => {
    const astray: RawBlock = { kind: 'table', page: 5, y: 520, pageEnd: 5, rows: [row(PROSE), row('')] };
    const before: RawBlock = { kind: 'table', page: 5, y: 600, pageEnd: 5, rows: [row(PROSE)] };
    const r = reconcileGrids([before, para(560, 'Some text between.'), astray, para(395, 'FX_ORD_row')], [GRID]);
    expect(r.blocks.map((b) => b.kind)).toEqual(['paragraph', 'paragraph', 'paragraph', 'table']);
  });

  it('leaves a grid the tree holds in a table of its own, and a short table of the tree that is no prose', () => {
    const tree: RawBlock = { kind: 'table', page: 5, y: 400, pageEnd: 5, rows: GRID.rows };
    const codes: RawBlock = { kind: 'table', page: 5, y: 600, pageEnd: 5, rows: [row('FX_A', '1')] };
    const blocks = [codes, tree, para(320, 'Figure 6. Array ordering')];
    expect(reconcileGrids(blocks, [GRID])).toEqual({ blocks, replaced: [], markers: [] });
  });

  it('takes out the marker line over a long table, named by the caption under its last part', () => {
    const first: Grid = { ...GRID, below: null };
    const last: Grid = { ...GRID, page: 6, rows: [row('FX_ORD_diag')] };
    const blocks = [
      para(420, 'Figure 6, Array ordering, begins here.'),
      para(395, 'FX_ORD_row'),
      para(370, 'FX_ORD_col'),
      para(395, 'FX_ORD_diag', 6),
      para(320, 'Figure 6. Array ordering', 6),
    ];
    const r = reconcileGrids(blocks, [first, last]);
    expect(r.markers).toEqual([{ page: 5, text: 'Figure 6, Array ordering, begins here.' }]);
    expect(r.blocks.map((b) => b.kind)).toEqual(['table', 'table', 'paragraph']);
  });
});
