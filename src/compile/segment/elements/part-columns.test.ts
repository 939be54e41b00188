/**
 * A table continued over pages whose parts are ruled into different grids (part-columns.ts): MIL-STD-2045's
 * TABLE F-I, whose "FIELDS" title spans two grid columns on some pages and one on others.
 */
import { describe, expect, it } from 'vitest';
import type { RawCell, RawRow } from '../../blocks.js';
import { buildTable, continues, mergeInto, type RawTable } from './tables.js';

const cell = (text: string, colSpan = 1, header = false): RawCell => ({ text, header, colSpan, rowSpan: 1 });
const row = (cells: RawCell[], header = false): RawRow => ({ cells, header });
const raw = (rows: RawRow[], page: number): RawTable => ({ kind: 'table', rows, page, pageEnd: page, y: 700 });

const FIRST = raw(
  [
    row([cell('FIELDS', 1, true), cell('CAT', 2, true), cell('BIT CODE', 1, true)], true),
    row([cell('VERSION'), cell('M', 2), cell('')]),
    row([cell(''), cell(''), cell(''), cell('0')]),
  ],
  294,
);
// The next page's grid has a rule cutting the first column in two: FIELDS spans two grid columns there.
const NEXT = raw(
  [
    row([cell('FIELDS', 2, true), cell('CAT', 2, true), cell('BIT CODE', 1, true)], true),
    row([cell('FPI', 2), cell('O', 2), cell('')]),
    row([cell('UNIT'), cell('NAME'), cell(''), cell(''), cell('2')]),
  ],
  295,
);

describe('parts of one table ruled into different grids', () => {
  it('are one table when their headers name the same printed columns in the same order', () => {
    expect(continues(buildTable(FIRST), buildTable(NEXT))).toBe(true);
  });

  it('fits the later part to the first part grid: a spanning cell stays whole, split text joins', () => {
    const t = buildTable(FIRST);
    mergeInto(t, buildTable(NEXT));
    expect(t.headers).toEqual(['FIELDS', 'CAT', 'CAT', 'BIT CODE']);
    expect(t.rows).toEqual([
      ['VERSION', 'M', 'M', ''],
      ['', '', '', '0'],
      ['FPI', 'O', 'O', ''],
      ['UNIT NAME', '', '', '2'],
    ]);
    expect(t.rows.every((r) => r.length === 4)).toBe(true);
  });

  it('keeps tables apart whose printed columns differ', () => {
    const other = raw(
      [
        row([cell('FIELDS', 2, true), cell('STATUS', 2, true), cell('BIT CODE', 1, true)], true),
        row([cell('FPI', 2), cell('O', 2), cell('')]),
      ],
      295,
    );
    expect(continues(buildTable(FIRST), buildTable(other))).toBe(false);
  });
});
