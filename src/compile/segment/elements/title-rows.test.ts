import { describe, expect, it } from 'vitest';
import { workTable } from '#test-support/work-table.js';
import { foldTitleRows } from './tables.js';

/** Rows of an S-box: a row label, a row number, then a value per column. */
const SBOX = [
  ['', '', '0', '1', '2', '3'],
  ['x', '0', '63', '7c', '77', '7b'],
  ['x', '1', 'ca', '82', 'c9', '7d'],
];

describe('a title row over the column heads of a captioned table', () => {
  it('heads every column from the first head on where the heads open with an empty corner (FIPS 197 S-box)', () => {
    // "y", centred over "0" … "3", was read into the cells over "1" and "2" only.
    const t = workTable(
      ['', '', '', 'y', 'y', ''],
      SBOX.map((r) => [...r]),
      { number: 'Figure 7' },
    );
    expect(foldTitleRows(t)).toBe(1);
    expect(t.headers).toEqual(['', '', 'y 0', 'y 1', 'y 2', 'y 3']);
    expect(t.rows.map((r) => r[1])).toEqual(['0', '1']);
  });

  it('heads only the columns from its text on where the first column has a head (a label over a group)', () => {
    const t = workTable(
      ['', 'PROGRAM PHASE', '', ''],
      [
        ['Task', 'Design', 'Production', 'Disposal'],
        ['101', 'G', 'G', 'S'],
        ['102', 'G', 'S', 'S'],
      ],
      { number: 'Table II' },
    );
    expect(foldTitleRows(t)).toBe(1);
    expect(t.headers).toEqual(['Task', 'PROGRAM PHASE Design', 'PROGRAM PHASE Production', 'PROGRAM PHASE Disposal']);
  });
});
