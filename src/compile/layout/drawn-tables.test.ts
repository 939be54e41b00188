/**
 * Which pages of a tagged file have their drawing read again (drawn-tables.ts, candidatePages): only where the
 * tree shows a sign of a lost table. Reading a page's drawing is a second pass over its content, so a sign every
 * key table shows (ISO 32000's description column is written in sentences) would double the compile of a
 * thousand-page standard.
 */
import { describe, expect, it } from 'vitest';
import type { RawBlock, RawRow } from '../blocks.js';
import { candidatePages, captionsOutOfLists } from './drawn-tables.js';
import { reconcileGrids, type Grid } from './drawn-tables-reconcile.js';

const row = (...texts: string[]): RawRow => ({
  cells: texts.map((text) => ({ text, header: false, colSpan: 1, rowSpan: 1 })),
  header: false,
});
const table = (page: number, rows: RawRow[], pageEnd = page): RawBlock => ({
  kind: 'table',
  page,
  pageEnd,
  y: 600,
  rows,
});
const para = (page: number, text: string): RawBlock => ({ kind: 'paragraph', page, y: 700, text });

const SENTENCE =
  'The name of the filter that shall be applied in processing the stream data found between the keywords.';

describe('the pages whose drawing is read again', () => {
  it('leaves a key table whose description column is written in sentences to the tree', () => {
    const blocks = [
      para(12, 'Table 5 — Entries common to all stream dictionaries'),
      table(12, [row('Key', 'Type', 'Value'), row('Filter', 'name or array', SENTENCE)], 13),
    ];
    expect(candidatePages(blocks)).toEqual([]);
  });

  it('reads the pages of a table holding a row of sentences: the paragraph a Table element took in', () => {
    expect(candidatePages([table(30, [row(SENTENCE), row('DW_ORD_row', '0x00')])])).toEqual([30]);
    expect(candidatePages([table(31, [row(SENTENCE, SENTENCE)], 32)])).toEqual([31, 32]);
    // DWARF 4: the sentence before the grid became the first cell of a table whose other rows are the grid's.
    const astray = table(49, [row(SENTENCE, 'Name', 'Value'), row('', 'DW_ADDR_none', '0')]);
    expect(candidatePages([astray])).toEqual([49]);
  });

  it('reads a page where the tree has three tables or more and no caption: the boxes of one table', () => {
    const box = (page: number) => table(page, [row('32', '88'), row('43', '5a')]);
    expect(candidatePages([para(37, 'Round Number'), box(37), box(37), box(37), box(38)])).toEqual([37]);
    expect(candidatePages([para(40, 'Table 9 — Values'), box(40), box(40), box(40)])).toEqual([]);
  });

  it('reads the pages of a table holding its caption, and round a caption with no table beside it', () => {
    expect(candidatePages([table(7, [row('Figure 3. Access codes'), row('a', 'b')])])).toEqual([7]);
    expect(candidatePages([para(9, 'Figure 4. Record kinds'), para(9, 'Kind Meaning')])).toEqual([8, 9]);
  });
});

/** DWARF 4, p. 252: a table in code under titles and a line of dashes, which the tree gave as one list item. */
const DASHES = '-'.repeat(40);
const CODE_GRID: Grid = {
  page: 252,
  top: 360,
  bottom: 220,
  rows: [
    { header: true, cells: ['Opcode', 'Operand', 'Byte Stream'].map((text) => ({ ...cellOf(text), header: true })) },
    row('DW_LNS_fixed_advance_pc', '0x239', '0x9, 0x39, 0x2'),
    row('SPECIAL(2, 0)', '', '0xb'),
  ],
  width: 3,
  below: 'Figure 62. Line number program example: alternate encoding',
  rule: DASHES,
};
function cellOf(text: string) {
  return { text, header: false, colSpan: 1, rowSpan: 1 };
}
const LIST: RawBlock = {
  kind: 'list',
  page: 252,
  y: 354,
  items: [
    `Opcode Operand Byte Stream ${DASHES}DW_LNS_fixed_advance_pc 0x239 0x9, 0x39, 0x2 SPECIAL(2, 0) 0xb`,
    'Figure 62. Line number program example: alternate encoding',
    'Memory is byte addressed.',
  ],
  itemPages: [252, 252, 253],
};

describe('a table in code the tree gave as a list item, the caption under it the next item', () => {
  it('splits the list round the caption: the items before, the caption a paragraph, the items after', () => {
    expect(
      captionsOutOfLists([LIST]).map((b) => [
        b.kind,
        b.page,
        b.kind === 'list' ? b.items.length : b.kind === 'table' ? 'table' : b.text,
      ]),
    ).toEqual([
      ['list', 252, 1],
      ['paragraph', 252, 'Figure 62. Line number program example: alternate encoding'],
      ['list', 253, 1],
    ]);
  });

  it('reads the grid in the place of the item holding its titles, its line of dashes and its rows', () => {
    const r = reconcileGrids(captionsOutOfLists([LIST]), [CODE_GRID]);
    expect(r.replaced).toEqual([CODE_GRID]);
    expect(r.blocks.map((b) => (b.kind === 'table' ? 'table' : b.kind === 'list' ? b.items : b.text))).toEqual([
      'table',
      'Figure 62. Line number program example: alternate encoding',
      ['Memory is byte addressed.'],
    ]);
  });
});

describe('the pages read by alignment as well as by rules', () => {
  const short = (page: number, text: string): RawBlock => para(page, text);

  it('reads a page whose text stands in columns where the tree gives three short paragraphs in a row', () => {
    const cells = [short(9, 'Name'), short(9, 'Organization'), short(9, 'E-mail Address'), short(9, 'Joan Masó')];
    expect(candidatePages(cells, { unreached: [], gapped: [9] })).toEqual([9]);
    // Short paragraphs with no gutter on the page are a list of names.
    expect(candidatePages(cells, { unreached: [], gapped: [] })).toEqual([]);
  });

  it('reads a page whose text stands in columns where the tree has no table (one tagged as one block)', () => {
    const prose = [para(9, SENTENCE), para(9, SENTENCE), para(9, SENTENCE)];
    expect(candidatePages(prose, { unreached: [], gapped: [9] })).toEqual([9]);
    // Beside a table of the tree, the gutters are the table's, or prose's: no sign of a lost one.
    const tabled: RawBlock = { kind: 'table', page: 9, y: 300, pageEnd: 9, rows: [] };
    expect(candidatePages([...prose, tabled], { unreached: [], gapped: [9] })).toEqual([]);
  });

  it('reads a page where marked text is pointed at by no element of the tree', () => {
    expect(candidatePages([para(48, SENTENCE)], { unreached: [48], gapped: [] })).toEqual([48]);
  });
});
