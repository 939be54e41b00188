import { describe, expect, it } from 'vitest';
import type { RawBlock } from '../../blocks.js';
import { decideCaptionSide } from './caption-side.js';
import { classify } from './classify.js';

const p = (text: string, page = 1): RawBlock => ({ kind: 'paragraph', text, page, y: 500 });
const table = (page: number, rows: string[][]): RawBlock => ({
  kind: 'table',
  page,
  pageEnd: page,
  y: 400,
  rows: rows.map((cells, i) => ({
    header: i === 0,
    cells: cells.map((text) => ({ text, header: i === 0, colSpan: 1, rowSpan: 1 })),
  })),
});

/** An RFC's registry tables: each caption printed under its table; the first table runs over two pages. */
const RFC_LIKE: RawBlock[] = [
  p('There are four types of specifiers:', 1),
  table(1, [
    ['ID', 'Type'],
    ['0', 'Simple'],
    ['1', 'Salted'],
  ]),
  table(2, [
    ['ID', 'Type'],
    ['3', 'Iterated'],
  ]),
  p('Table 1: Specifier Types Registry', 2),
  p('The packet types are:', 2),
  table(3, [
    ['ID', 'Packet'],
    ['1', 'Session key'],
    ['2', 'Signature'],
  ]),
  p('Table 2: Packet Types Registry', 3),
  table(4, [
    ['ID', 'Curve'],
    ['1', 'P-256'],
    ['2', 'P-384'],
  ]),
  p('Table 3: Curves Registry', 4),
];

describe('caption side', () => {
  it('decides below from the captions right under a table, above from those right over one', () => {
    expect(decideCaptionSide(RFC_LIKE)).toEqual({ side: 'below', below: 2, above: 0 }); // Table 2 has a table on each side
    const above = [p('Table 1 — A'), table(1, [['a', 'b']]), p('text'), p('Table 2 — B'), table(1, [['a', 'b']])];
    expect(decideCaptionSide(above)).toEqual({ side: 'above', below: 0, above: 2 });
    // One caption under a table (a figure's labels read as a table) changes nothing.
    expect(decideCaptionSide([table(1, [['a', 'b']]), p('Table 1 — A'), p('text')]).side).toBe('above');
  });

  it('gives a caption printed below to the table above it, a continued table to its last part', () => {
    const { tables } = classify(RFC_LIKE, 'below');
    expect(tables.map((t) => [t.number, t.caption, t.rows.length, t.page, t.pageEnd])).toEqual([
      ['Table 1', 'Specifier Types Registry', 3, 1, 2],
      ['Table 2', 'Packet Types Registry', 2, 3, 3],
      ['Table 3', 'Curves Registry', 2, 4, 4],
    ]);
  });

  it('never continues a table whose caption closed it, nor gives its caption to the table below', () => {
    const blocks = [
      table(1, [
        ['ID', 'Type'],
        ['0', 'a'],
      ]),
      p('Table 1: One', 1),
      table(2, [
        ['ID', 'Type'],
        ['1', 'b'],
      ]),
    ];
    const { tables } = classify([...blocks, p('Table 2: Two', 2)], 'below');
    expect(tables.map((t) => [t.number, t.rows.length])).toEqual([
      ['Table 1', 1],
      ['Table 2', 1],
    ]);
  });
});
