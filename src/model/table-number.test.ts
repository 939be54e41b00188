import { describe, expect, it } from 'vitest';
import {
  isTableCaption,
  parseFigureCaption,
  parseTableCaption,
  sameTable,
  tableQueryLabel,
  tableQueryNumber,
} from './table-number.js';

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
    [
      'Table 1, Byte size and byte alignment of fundamental data types',
      'Table 1',
      'Byte size and byte alignment of fundamental data types',
    ],
  ])('reads the caption %j whole', (text, number, caption) => {
    expect(isTableCaption(text)).toBe(true);
    expect(parseTableCaption(text)).toEqual({ number, caption });
  });

  it('is no caption in a sentence', () => {
    expect(isTableCaption('Table 3 shows the values')).toBe(false);
    expect(parseTableCaption('Table 3 shows the values')).toBeNull();
    expect(isTableCaption('Table 1, shows the fundamental data types')).toBe(false);
    expect(parseTableCaption('Table 1, shows the fundamental data types')).toBeNull();
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

  it.each([
    ['Figure 7. S-box: substitution values', 'Figure 7', 'S-box: substitution values'],
    ['Figure 7 — Key-Block-Round Combinations', 'Figure 7', 'Key-Block-Round Combinations'],
    ['FIGURE 7: Header fields', 'Figure 7', 'Header fields'],
    ['Figure 2-1. Layout', 'Figure 2-1', 'Layout'],
    ['Figure 12.', 'Figure 12', ''],
    // No separator: the caption starts with a capital or a digit (MQTT's "Figure 1-1 Structure of …").
    ['Figure 1-1 Structure of UTF-8 Encoded Strings', 'Figure 1-1', 'Structure of UTF-8 Encoded Strings'],
    ['Figure 3-18 SUBSCRIBE packet Fixed Header', 'Figure 3-18', 'SUBSCRIBE packet Fixed Header'],
  ])('reads the figure caption %j', (text, number, caption) => {
    expect(parseFigureCaption(text)).toEqual({ number, caption });
  });

  it('reads no figure caption in a sentence or a table caption', () => {
    expect(parseFigureCaption('Figure 9 illustrates the MixColumns() transformation.')).toBeNull();
    expect(parseFigureCaption('Figure 9, Key expansion')).toBeNull();
    expect(parseFigureCaption('Table 7. Values')).toBeNull();
  });

  it.each([
    ['Figure 7', 'Figure 7'],
    ['fig. 7', 'Figure 7'],
    ['FIGURE 2-1', 'Figure 2-1'],
    ['table 7', 'Table 7'],
    ['7.3.4', null],
  ])('takes %j as the label a user names a table by', (typed, label) => {
    expect(tableQueryLabel(typed)).toBe(label);
  });

  it('never takes a figure for a table of the same number', () => {
    expect(sameTable('Table 7', 'Figure 7')).toBe(false);
  });
});
