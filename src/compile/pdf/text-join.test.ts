import { describe, expect, it } from 'vitest';
import type { Run } from './page-text.js';
import { joinRuns, separator, TextBuilder } from './text-join.js';

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

describe('a run given after the text around it', () => {
  // "defined in Section" | " " | "are fairly conventional" on one line, the next line, then the link's " " and
  // "2.5.1.3", which the tree lists after the whole paragraph (DWARF 4's Word export).
  const line1 = [r('defined in Section', 50, 700, 108), r(' ', 201, 700, 3, 0), r('are fairly', 205, 700)];
  const line2 = r('conventional.', 50, 686);

  it('is set back into the gap of the earlier line it fills, its space with it', () => {
    expect(joinRuns([...line1, line2, r(' ', 158, 700, 3, 0), r('2.5.1.3', 161, 700, 38)])).toBe(
      'defined in Section 2.5.1.3 are fairly\nconventional.',
    );
    expect(joinRuns([...line1, line2, r('2.5.1.3', 161, 700, 38)])).toBe(
      'defined in Section 2.5.1.3 are fairly\nconventional.',
    );
  });

  it('stays after them where it fills no gap: too wide, another baseline, or text that goes on', () => {
    expect(joinRuns([...line1, line2, r('2.5.1.3.10.4', 161, 700, 72)])).toBe(
      'defined in Section are fairly\nconventional.\n2.5.1.3.10.4',
    );
    expect(joinRuns([...line1, line2, r('next', 50, 672)])).toBe('defined in Section are fairly\nconventional.\nnext');
    expect(joinRuns([...line1, r('x', 300, 700)])).toBe('defined in Section are fairly x');
  });
});

describe('a run on the next page of an element', () => {
  it('never goes into a gap of a line of the page before, at the same height', () => {
    const b = new TextBuilder();
    for (const run of [r('defined in Section', 50, 700, 108), r('are fairly', 205, 700), r('conventional.', 50, 686)])
      b.add(run);
    b.breakLine();
    b.add(r('2.5.1.3', 161, 700, 38));
    expect(b.toString()).toBe('defined in Section are fairly\nconventional.\n2.5.1.3');
  });
});
