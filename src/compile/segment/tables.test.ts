import { describe, expect, it } from 'vitest';
import type { RawCell, RawRow } from '../blocks.js';
import { buildTable, continues, mergeInto, parseCaption, type RawTable } from './tables.js';

const cell = (text: string, o: Partial<RawCell> = {}): RawCell => ({ text, header: false, colSpan: 1, rowSpan: 1, ...o });
const th = (text: string, o: Partial<RawCell> = {}) => cell(text, { header: true, ...o });
const row = (cells: RawCell[], header = false): RawRow => ({ cells, header });
const raw = (rows: RawRow[], page = 1, pageEnd = page): RawTable => ({ kind: 'table', rows, page, pageEnd, y: 700 });

describe('parseCaption', () => {
  it.each([
    ['Table 29 — Entries in a stream dictionary', 'Table 29', 'Entries in a stream dictionary'],
    ['Table 1 – White-space characters', 'Table 1', 'White-space characters'],
    ['Table 1. FENote Attribute Owner', 'Table 1', 'FENote Attribute Owner'],
    ['Table 1: Requirements for standard layout attributes', 'Table 1', 'Requirements for standard layout attributes'],
    ['Table 3 - Hyphenated', 'Table 3', 'Hyphenated'],
    ['Table B.1. Examples of semantic significance', 'Table B.1', 'Examples of semantic significance'],
  ])('%j', (text, number, caption) => {
    expect(parseCaption(text)).toEqual({ number, caption });
  });
  it('rejects body text that merely mentions a table', () => {
    expect(parseCaption('Table 3 shows the entries')).toBeNull();
    expect(parseCaption('See Table 3 — entries')).toBeNull();
  });
});

describe('buildTable', () => {
  it('takes THead rows as headers and normalises cell text', () => {
    const t = buildTable(raw([row([th(' Key'), th(' Type')], true), row([cell('Length'), cell('integer\n(Required)')])]));
    expect(t.headers).toEqual(['Key', 'Type']);
    expect(t.rows).toEqual([['Length', 'integer (Required)']]);
  });

  it('takes a first row made only of TH cells as the header row', () => {
    const t = buildTable(raw([row([th('A'), th('B')]), row([th('r1'), cell('x')])]));
    expect(t.headers).toEqual(['A', 'B']);
    expect(t.rows).toEqual([['r1', 'x']]);
  });

  it('has no headers when no row is a header row', () => {
    const t = buildTable(raw([row([cell('a'), cell('b')]), row([cell('c'), cell('d')])]));
    expect(t.headers).toEqual([]);
    expect(t.rows).toEqual([['a', 'b'], ['c', 'd']]);
  });

  it('repeats a cell spanning rows or columns in every position it covers, and marks the copies', () => {
    const t = buildTable(
      raw([
        row([th('S'), th('Attr'), th('Ex')], true),
        row([th('Any', { rowSpan: 2 }), cell('Placement'), cell('e1')]),
        row([cell('Color'), cell('e2')]),
        row([cell('wide', { colSpan: 2 }), cell('e3')]),
      ]),
    );
    expect(t.rows).toEqual([
      ['Any', 'Placement', 'e1'],
      ['Any', 'Color', 'e2'],
      ['wide', 'wide', 'e3'],
    ]);
    expect(t.copies).toEqual([
      [false, false, false],
      [true, false, false],
      [false, true, false],
    ]);
  });

  it('pads short rows so every row has the header width', () => {
    const t = buildTable(raw([row([th('A'), th('B'), th('C')], true), row([cell('only')])]));
    expect(t.rows).toEqual([['only', '', '']]);
  });

  it('drops rows with no text at all', () => {
    const t = buildTable(raw([row([th('A')], true), row([cell(' ')]), row([cell('x')])]));
    expect(t.rows).toEqual([['x']]);
  });
});

describe('continuation merge', () => {
  const first = () => buildTable(raw([row([th('Key'), th('Value')], true), row([cell('a'), cell('1')])], 4));

  it('continues on the next page with the same column count only', () => {
    expect(continues(first(), buildTable(raw([row([cell('b'), cell('2')])], 5)))).toBe(true);
    expect(continues(first(), buildTable(raw([row([cell('b'), cell('2')])], 6)))).toBe(false);
    expect(continues(first(), buildTable(raw([row([cell('b'), cell('2'), cell('3')])], 5)))).toBe(false);
    expect(continues(first(), buildTable(raw([row([cell('b'), cell('2')])], 4)))).toBe(false);
  });

  it('drops a repeated tagged header row and appends the rest', () => {
    const t = first();
    mergeInto(t, buildTable(raw([row([th('Key'), th('Value')], true), row([cell('b'), cell('2')])], 5)));
    expect(t.rows).toEqual([['a', '1'], ['b', '2']]);
    expect(t.pageEnd).toBe(5);
  });

  it('drops a repeated header printed as an ordinary first row', () => {
    const t = first();
    mergeInto(t, buildTable(raw([row([cell('Key'), cell('Value')]), row([cell('b'), cell('2')])], 5)));
    expect(t.rows).toEqual([['a', '1'], ['b', '2']]);
  });

  it('keeps a different header-looking row of the continuation as a body row', () => {
    const t = first();
    mergeInto(t, buildTable(raw([row([th('c'), th('3')], true), row([cell('d'), cell('4')])], 5)));
    expect(t.rows).toEqual([['a', '1'], ['c', '3'], ['d', '4']]);
  });
});
