import { describe, expect, it } from 'vitest';
import { splitNumberCells } from './number-column.js';
import type { WorkTable } from '../work.js';

const table = (rows: string[][]): WorkTable => ({
  number: 'Table E-VIII',
  caption: '',
  headers: ['Item Number', 'Field Name', 'Status'],
  rows,
  copies: rows.map((r) => r.map(() => false)),
  rowPages: rows.map(() => 1),
  notes: [],
  notePages: [],
  page: 1,
  pageEnd: 1,
});

const numbers = [
  ['7.3.3.1', 'Segment type.', 'M'],
  ['7.3.3.1.a', 'Abort Request shall be Type 1.', 'O'],
  ['7.2.b.1', 'S/R Basic Protocol', 'O'],
  ['7.3.3.2', 'Segment number.', 'M'],
];

describe('splitNumberCells', () => {
  it('moves the words run into a key column of item numbers to the next cell, before its text (MIL-STD-2045)', () => {
    const t = table([
      ...numbers,
      ['7.3.3.1.3.a Data Segment with End of Data Transfer Acknowledgment', 'required shall be Type 0.', 'O'],
      ['7.3.3.1.3.b Abort Request shall be Type 1.', '', 'O'],
    ]);
    expect(splitNumberCells(t)).toBe(2);
    expect(t.rows.slice(4)).toEqual([
      ['7.3.3.1.3.a', 'Data Segment with End of Data Transfer Acknowledgment required shall be Type 0.', 'O'],
      ['7.3.3.1.3.b', 'Abort Request shall be Type 1.', 'O'],
    ]);
  });

  it('joins an item number its cell wrapped at a full stop, and counts it a number of the column', () => {
    // MIL-STD-2045 TABLE E-VIII: "7.3.6.5.11." over "a", "7.3.6.5.10." over "3.a", "7.3.5.1.1.1" over ".a".
    const wrapped = [
      ['7.3.6.5.11. a', 'The ISRIT shall be used to predict a time.', 'M'],
      ['7.3.6.5.10.\n3.a', 'The ISRT never expires.', 'M'],
      ['7.3.5.1.1.1 .a', 'Segment type.', 'M'],
    ];
    const t = table([...numbers, ...wrapped, ['7.3.3.1.3.b Abort Request shall be Type 1.', '', 'O']]);
    expect(splitNumberCells(t)).toBe(4);
    expect(t.rows.slice(4).map((r) => r[0])).toEqual([
      '7.3.6.5.11.a',
      '7.3.6.5.10.3.a',
      '7.3.5.1.1.1.a',
      '7.3.3.1.3.b',
    ]);
    // A number and a word are no wrapped number.
    const word = table([...numbers, ...numbers, ...numbers, ['7.3.6.5.11. ab', 'x', 'M']]);
    expect(splitNumberCells(word)).toBe(0);
    expect(word.rows.at(-1)![0]).toBe('7.3.6.5.11. ab');
  });

  it('leaves a range, a value with its unit, and a column of clause numbers with their titles', () => {
    const ranges = table([...numbers, ['1 - 4 Version', '4', 'M']]);
    expect(splitNumberCells(ranges)).toBe(0);
    const units = table([...numbers, ['100 ms', 'ERTDLT', 'M']]);
    expect(splitNumberCells(units)).toBe(0);
    const titles = table([
      ['7.3 Objects', 'a', ''],
      ['7.3.4 Stream objects', 'b', ''],
      ['7.3.5 Null object', 'c', ''],
      ['7.4 Filters', 'd', ''],
      ['7.5', 'e', ''],
    ]);
    expect(splitNumberCells(titles)).toBe(0);
  });

  it('reads no other column: a reference column lists several numbers to a cell', () => {
    const t = table(numbers.map(([a, b]) => ['x', a!, `${b} C.3.6.7.3 text`]));
    expect(splitNumberCells(t)).toBe(0);
  });
});
