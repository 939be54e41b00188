import { describe, expect, it } from 'vitest';
import { isTableCaption, parseTableCaption, sameTable, tableQueryNumber } from './table-number.js';

describe('table numbers', () => {
  it.each([
    ['Table 29 — Entries in a stream dictionary', 'Table 29', 'Entries in a stream dictionary'],
    ['Table 9–1 Part properties', 'Table 9–1', 'Part properties'],
    ['Table 9–1 — Part properties', 'Table 9–1', 'Part properties'],
    ['Table 9-1: Part properties', 'Table 9-1', 'Part properties'],
    ['Table 3 – Caption after a spaced en dash', 'Table 3', 'Caption after a spaced en dash'],
    ['Table 3–Caption after an en dash', 'Table 3', 'Caption after an en dash'],
    ['Table 19.3 Values', 'Table 19.3', 'Values'],
    ['TABLE VI. Operation Indicator codes', 'Table VI', 'Operation Indicator codes'],
    ['TABLE A-I. Header fields', 'Table A-I', 'Header fields'],
    ['Table H.1', 'Table H.1', ''],
  ])('reads the caption %j whole', (text, number, caption) => {
    expect(isTableCaption(text)).toBe(true);
    expect(parseTableCaption(text)).toEqual({ number, caption });
  });

  it('is no caption in a sentence', () => {
    expect(isTableCaption('Table 3 shows the values')).toBe(false);
    expect(parseTableCaption('Table 3 shows the values')).toBeNull();
  });

  it.each([
    ['Table 9–1', '9–1'],
    ['table 9-1', '9-1'],
    ['TABLE VI', 'VI'],
    ['Table A-I.', 'A-I'],
    ['table a.1', 'a.1'],
    ['Table 2.1', '2.1'],
    ['Table 237a', '237a'],
  ])('takes %j as a table a user names', (typed, number) => {
    expect(tableQueryNumber(typed)).toBe(number);
  });

  it('compares labels across dashes and case', () => {
    expect(sameTable('Table 9–1', 'table 9-1')).toBe(true);
    expect(sameTable('TABLE VI', 'Table VI')).toBe(true);
    expect(sameTable('Table 9–1', 'Table 9')).toBe(false);
    expect(sameTable(null, 'Table 1')).toBe(false);
  });
});
