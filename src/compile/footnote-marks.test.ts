import { describe, expect, it } from 'vitest';
import { markAfter, markLabel, withoutMark } from './footnote-marks.js';

const body = (text: string) => ({ text, size: 12, y: 100 });
const raised = (text: string, size = 8, rise = 4.5) => ({ text, size, y: 100 + rise });

describe('footnote marks', () => {
  it('takes a small raised number right after a word or its punctuation for a mark', () => {
    expect(markAfter(raised('12'), body('the data to be recorded'))).toBe('word');
    expect(markAfter(raised('1)'), body('the FX programming language.'))).toBe('word');
    expect(markAfter(raised('*'), body('element,'))).toBe('word');
  });

  it("takes a mark a space after a sentence's closing punctuation (Apache FOP), never a space after a word", () => {
    expect(markAfter(raised('14'), body('/lib<qual>/cpp is not required. '))).toBe('stop');
    expect(markAfter(raised(' 14'), body('is not required.'))).toBe('stop');
    expect(markAfter(raised('14'), body('is not required '))).toBeNull();
  });

  it('says so where the mark follows a digit, an exponent unless its note is printed beside it', () => {
    expect(markAfter(raised('128'), body('a security strength of 2'))).toBe('digit');
  });

  it('takes no mark where the number is not smaller, not raised, set apart, or after a one-letter name', () => {
    expect(markAfter(raised('12', 12), body('recorded'))).toBeNull();
    expect(markAfter(raised('12', 8, 0.5), body('recorded'))).toBeNull();
    expect(markAfter(raised('2'), body('the value of x'))).toBeNull();
    expect(markAfter(raised('ab'), body('recorded'))).toBeNull();
  });

  it('knows a mark and its note by one label', () => {
    expect(markLabel('103)')).toBe('103');
    expect(markLabel(' 12 ')).toBe('12');
  });

  it('takes the mark out where it follows what it was seen after, and nowhere else', () => {
    expect(withoutMark('the data to be recorded12. Table 12 lists them', '12', 'word')).toBe(
      'the data to be recorded. Table 12 lists them',
    );
    expect(withoutMark('Each element of the system must1:', '1', 'word')).toBe('Each element of the system must:');
    expect(withoutMark('SHA-121, SHA-224', '21', 'digit')).toBe('SHA-1, SHA-224');
    expect(withoutMark('see 12 above', '12', 'word')).toBe('see 12 above');
    // The space before a mark after closing punctuation goes with it; a number after a word and a space stays.
    expect(withoutMark('see section 14 of it, not required. 14', '14', 'stop')).toBe(
      'see section 14 of it, not required.',
    );
    expect(withoutMark('is not required. 14 more', '14', 'word')).toBe('is not required. more');
  });
});
