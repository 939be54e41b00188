/**
 * Which pages of a tagged file have their drawing read again (drawn-tables.ts, candidatePages): only where the
 * tree shows a sign of a lost table. Reading a page's drawing is a second pass over its content, so a sign every
 * key table shows (ISO 32000's description column is written in sentences) would double the compile of a
 * thousand-page standard.
 */
import { describe, expect, it } from 'vitest';
import type { RawBlock, RawRow } from '../blocks.js';
import { candidatePages } from './drawn-tables.js';

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

  it('reads the pages of a table holding its caption, and round a caption with no table beside it', () => {
    expect(candidatePages([table(7, [row('Figure 3. Access codes'), row('a', 'b')])])).toEqual([7]);
    expect(candidatePages([para(9, 'Figure 4. Record kinds'), para(9, 'Kind Meaning')])).toEqual([8, 9]);
  });
});
