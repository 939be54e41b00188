import { describe, expect, it } from 'vitest';
import { lines } from '#test-support/table-lines.js';
import { isJustifiedLine } from './justified.js';

/** One word a run, each `gap` after the previous word's end (runs are 4.5 pt per character). */
function wordsAt(y: number, x: number, gaps: number[], words: string[]): [number, ...[string, number][]] {
  const cells: [string, number][] = [];
  words.forEach((w, i) => {
    cells.push([w, x]);
    x += w.length * 4.5 + (gaps[i] ?? 0);
  });
  return [y, ...cells];
}

describe('isJustifiedLine', () => {
  it('reads a line whose word gaps are all widened by the same amount as justified', () => {
    const [line] = lines(wordsAt(700, 72, [9, 9, 9, 9], ['validated', 'under', 'the', 'programs', 'at']));
    expect(isJustifiedLine(line!)).toBe(true);
  });

  it('does not read a table row, whose gutters differ, or a row of two cells, as justified', () => {
    const [row] = lines(wordsAt(700, 72, [40, 12, 60, 9], ['Type', 'A', 'required', 'Integrity', 'protection']));
    const [pair] = lines(wordsAt(700, 72, [30], ['approved', 'Fixture-approved']));
    expect(isJustifiedLine(row!)).toBe(false);
    expect(isJustifiedLine(pair!)).toBe(false);
  });

  it('allows the wider gap TeX sets after punctuation, never a narrower one (the Haskell 98 Report)', () => {
    const words = ['is', 'Eq', 'Bool.', 'The', 'type', 'of', 'f'];
    const [tex] = lines(wordsAt(700, 72, [15.3, 15.3, 41, 15.3, 15.3, 15.3], words));
    const [narrow] = lines(wordsAt(700, 72, [15.3, 15.3, 6, 15.3, 15.3, 15.3], words));
    const [few] = lines(wordsAt(700, 72, [15.3, 41, 15.3], ['is', 'Bool;', 'the', 'type']));
    expect(isJustifiedLine(tex!)).toBe(true);
    expect(isJustifiedLine(narrow!)).toBe(false);
    expect(isJustifiedLine(few!)).toBe(false);
  });

  it('allows a narrower fixed space inside a segment, code set in the line ("Monad m => a")', () => {
    const [row] = lines([
      700,
      ['The', 72],
      ['type', 102.5],
      ['of', 137.5],
      ['Monad m', 163.5],
      ['=> a', 199.5],
      ['the', 234.5],
    ]);
    expect(row!.segments.map((s) => s.text)).toEqual(['The', 'type', 'of', 'Monad m => a', 'the']);
    expect(isJustifiedLine(row!)).toBe(true);
  });

  it('never reads a line of figures alone as justified: evenly spaced numbers are a row of a grid', () => {
    const [row] = lines(wordsAt(700, 72, [20, 20, 20, 20], ['14', '4', '13', '1', '2']));
    expect(isJustifiedLine(row!)).toBe(false);
  });

  it('never reads evenly spaced hex bytes as justified, though some hold a letter (FIPS 197 S-box rows)', () => {
    const [bytes] = lines(wordsAt(700, 72, [20, 20, 20, 20], ['1', 'ca', '82', 'c9', '7d']));
    const [prose] = lines(wordsAt(700, 72, [9, 9, 9, 9], ['is', 'a', 'value', 'of', 'x']));
    expect(isJustifiedLine(bytes!)).toBe(false);
    expect(isJustifiedLine(prose!)).toBe(true);
  });
});
