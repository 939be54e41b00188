import { describe, expect, it } from 'vitest';
import type { Run } from './page-text.js';
import { joinRuns, separator } from './text-join.js';

const r = (s: string, x: number, y: number, w = s.length * 6, h = 12): Run => ({ s, x, y, w, h, eol: false });

describe('separator', () => {
  it('breaks the line when the baseline moves down', () => {
    expect(separator(r('This', 50, 700), r('and', 50, 685))).toBe('\n');
  });
  it('adds a space for a visible gap on the same line', () => {
    expect(separator(r('word', 50, 700, 24), r('next', 78, 700))).toBe(' ');
  });
  it('adds nothing when a word is merely split into runs', () => {
    expect(separator(r('hyper', 50, 700, 30), r('link', 80.5, 700))).toBe('');
  });
  it('keeps a superscript on the same line', () => {
    expect(separator(r('AA);', 50, 700, 30, 10.5), r('[5]', 80, 703.5, 7, 6))).toBe('');
  });
});

describe('joinRuns', () => {
  it('joins lines with "\\n", never gluing words', () => {
    expect(joinRuns([r('The first line ends with This', 50, 700), r('and goes on', 50, 686)])).toBe(
      'The first line ends with This\nand goes on',
    );
  });
  it('does not double spaces carried by pdfjs space runs', () => {
    expect(joinRuns([r('in', 50, 700, 12), r(' ', 62, 700, 3, 0), r('7.1', 68, 700)])).toBe('in 7.1');
  });
  it('skips empty runs', () => {
    expect(joinRuns([r('', 50, 700, 0, 0), r('Text', 50, 700)])).toBe('Text');
  });
});
