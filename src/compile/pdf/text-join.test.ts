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

describe('a run given after the text of the line it opens or ends', () => {
  it('opens that line, or ends it, where it stands right beside its text (DWARF 4: "(see Section" / "3.1.3), these")', () => {
    const opens = [
      r('scope, except entries (see Section', 50, 700, 204),
      r('), these entries', 80, 686),
      r('end.', 50, 672),
    ];
    expect(joinRuns([...opens, r('3.1.3', 50, 686, 30)])).toBe(
      'scope, except entries (see Section\n3.1.3), these entries\nend.',
    );
    const ends = [r('described in Section', 50, 700, 120), r('with its entries.', 50, 686)];
    expect(joinRuns([...ends, r('3.1.3', 173, 700, 30)])).toBe('described in Section 3.1.3\nwith its entries.');
  });

  it('stays last where it stands apart from the line (the top of the next column, at the height of a line)', () => {
    const column = [r('described in Section', 50, 700, 120), r('with its entries.', 50, 686)];
    expect(joinRuns([...column, r('Next column', 320, 700, 66)])).toBe(
      'described in Section\nwith its entries.\nNext column',
    );
  });
});

describe('a line given after the line below it', () => {
  it('goes between the line above and the line below, in their column (SP 800-185: "… is available in [4].")', () => {
    const lines = [r('Applications of this Recommendation', 50, 700, 210), r('[4].', 120, 672, 24)];
    expect(
      joinRuns([...lines, r('their required security strength.', 50, 686, 200), r('available in', 50, 672, 66)]),
    ).toBe('Applications of this Recommendation\ntheir required security strength.\navailable in [4].');
  });

  it('stays last beside another column, and a subscript never goes to a line end', () => {
    const lines = [r('Applications of this Recommendation', 50, 700, 210), r('[4].', 120, 672, 24)];
    expect(joinRuns([...lines, r('Next column', 320, 686, 66)])).toBe(
      'Applications of this Recommendation\n[4].\nNext column',
    );
    expect(joinRuns([r('ByteEncode', 50, 700, 60), r('next', 50, 686), r('d', 111, 697, 4, 7)])).toBe(
      'ByteEncode\nnext\nd',
    );
  });
});
