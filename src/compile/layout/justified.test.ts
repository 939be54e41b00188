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
