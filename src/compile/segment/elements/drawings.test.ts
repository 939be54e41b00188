import { describe, expect, it } from 'vitest';
import { isByteArray } from './drawings.js';
import type { WorkTable } from '../work.js';

const grid = (headers: string[], rows: string[][], number: string | null = null): WorkTable => ({
  number,
  caption: '',
  headers,
  rows,
  copies: rows.map((r) => r.map(() => false)),
  rowPages: rows.map(() => 37),
  notes: [],
  notePages: [],
  page: 37,
  pageEnd: 37,
});

const STATE = [
  ['d4', 'e0', 'b8', '1e'],
  ['27', 'bf', 'b4', '41'],
  ['11', '98', '5d', '52'],
];

describe('a grid of bytes', () => {
  it('is a drawing of a byte array, its first row read as a header or not', () => {
    expect(isByteArray(grid([], [...STATE, ['ae', 'f1', 'e5', '30']]))).toBe(true);
    expect(isByteArray(grid(['a4', '68', '6b', '02'], STATE))).toBe(true);
    expect(
      isByteArray(
        grid(
          [],
          [
            ['19', 'a0', '', ''],
            ['3d', 'f4', '', ''],
            ['e3', 'e2', '', ''],
          ],
        ),
      ),
    ).toBe(true);
  });

  it('is a table with column titles, a caption, a word among its cells, or more than 8 rows', () => {
    expect(
      isByteArray(
        grid(
          ['Byte', 'Value'],
          [
            ['0', '63'],
            ['1', '7c'],
          ],
        ),
      ),
    ).toBe(false);
    expect(isByteArray(grid([], STATE, 'Figure 7'))).toBe(false);
    expect(
      isByteArray(
        grid(
          [],
          [
            ['d4', 'e0'],
            ['27', 'Reserved'],
          ],
        ),
      ),
    ).toBe(false);
    expect(
      isByteArray(
        grid(
          [],
          Array.from({ length: 9 }, () => ['00', '01']),
        ),
      ),
    ).toBe(false);
  });
});
