import { describe, expect, it } from 'vitest';
import {
  chapterLabelLines,
  headingFaceTest,
  isLabelOverTitle,
  numberedHeadingStyles,
  strongHeadingTest,
} from './headings.js';
import { buildLines } from './lines.js';
import type { LayoutMetrics } from './metrics.js';
import type { Line } from './types.js';

const m: LayoutMetrics = {
  bodySize: 10,
  pitch: (s) => 1.2 * s,
  left: () => 72,
  right: () => 540,
  paragraphSpacing: true,
};
const line = (text: string, size: number, bold: boolean): Line =>
  buildLines(1, [
    {
      text,
      x: 72,
      y: 700,
      width: text.length * 0.5 * size,
      size,
      font: { name: null, bold, italic: false, mono: false },
    },
  ])[0]!;

const numbered = [line('1 Scope', 14, true), line('7.3 Objects', 12, true), line('7.3.4 String objects', 11, true)];

describe('strongHeadingTest', () => {
  it('takes numbered lines set bold or larger, but not a bare entry number or a caption', () => {
    const test = strongHeadingTest(numbered, m, []);
    expect(numbered.map(test)).toEqual([true, true, true]);
    expect(test(line('4.36', 10, true))).toBe(false);
    expect(test(line('Table 3 – Entries in a dictionary', 12, true))).toBe(false);
    expect(test(line('7.3 Objects are described here', 10, false))).toBe(false);
  });

  it('takes an unnumbered title in a numbered heading style, and leaves a cover title or a bold term alone', () => {
    const test = strongHeadingTest(numbered, m, []);
    expect(test(line('Foreword', 14, true))).toBe(true);
    expect(test(line('FX 32000-1 fixture document', 20, true))).toBe(false);
    expect(test(line('Generated document in the FrameMaker layout', 13, false))).toBe(false);
    expect(test(line('array object', 10, true))).toBe(false);
  });

  it('takes an unnumbered title the outline names, even bold at body size or with a leading "<"', () => {
    const test = strongHeadingTest(numbered, m, ['\u200BGeneral ', '<Link> within <Reference>', 'The Contents key']);
    expect(test(line('General', 10, true))).toBe(true);
    expect(test(line('<Link> within <Reference>', 10, true))).toBe(true);
    // A short bold start of a title is not enough; nor is a named line in plain body text.
    expect(test(line('The', 10, true))).toBe(false);
    expect(test(line('General', 10, false))).toBe(false);
  });

  it('takes a division label set alone over its title when a listed title begins with it ("TASK 101", "APPENDIX A")', () => {
    const test = strongHeadingTest(numbered, m, [
      'TASK 101 HAZARD TRACKING SYSTEM',
      'APPENDIX A GUIDANCE FOR THE EFFORT',
    ]);
    expect(test(line('TASK 101', 10, true))).toBe(true);
    expect(test(line('APPENDIX A', 10, true))).toBe(true);
    // Set in the body face, or a label no entry begins with, or a label word with a title: not this rule.
    expect(test(line('TASK 101', 10, false))).toBe(false);
    expect(test(line('TASK 102', 10, true))).toBe(false);
    expect(test(line('APPENDIX B', 10, true))).toBe(false);
  });
});

describe('headingFaceTest', () => {
  it("marks an unnumbered line in a numbered heading's face a little larger than the body, nothing else", () => {
    const lines = [...numbered, line('Address Matching', 11, true)];
    const test = headingFaceTest(numberedHeadingStyles(lines, m), m);
    expect(test(line('Address Matching', 11, true))).toBe(true);
    // Not the body's size, not roman, not a face no numbered heading uses, not numbered, not a caption.
    expect(test(line('Address Matching', 10, true))).toBe(false);
    expect(test(line('Address Matching', 11, false))).toBe(false);
    expect(test(line('Address Matching', 10.6, true))).toBe(false);
    expect(test(line('7.3.5 Name objects', 11, true))).toBe(false);
    expect(test(line('Table 3 – Entries', 11, true))).toBe(false);
  });
});

describe('isLabelOverTitle', () => {
  const at = (l: Line, y: number): Line => ({ ...l, y });
  it("takes an annex's label alone over a title set bold and larger, whatever lists name", () => {
    const title = at(line('PRIMITIVE FUNCTIONS FOR THE', 13.5, true), 684);
    expect(isLabelOverTitle(at(line('APPENDIX', 11, true), 700), title, m)).toBe(true);
    expect(isLabelOverTitle(at(line('ANNEX B', 11, true), 700), title, m)).toBe(true);
  });

  it('leaves a label over a title of its own size, in the body face, or far below it, and other labels', () => {
    const label = at(line('APPENDIX', 11, true), 700);
    expect(isLabelOverTitle(label, at(line('PRIMITIVE FUNCTIONS', 11, true), 686), m)).toBe(false);
    expect(isLabelOverTitle(label, at(line('The functions are these.', 13.5, false), 684), m)).toBe(false);
    expect(isLabelOverTitle(label, at(line('PRIMITIVE FUNCTIONS', 13.5, true), 600), m)).toBe(false);
    // A chapter's label over its title is LaTeX's, which chapterLabelLines reads (RISC-V's "Chapter 1" /
    // "Introduction").
    const chapter = at(line('Chapter 1', 11, true), 700);
    expect(isLabelOverTitle(chapter, at(line('Introduction', 13.5, true), 684), m)).toBe(false);
  });
});

describe('chapterLabelLines', () => {
  const at = (l: Line, y: number): Line => ({ ...l, y });
  it('takes the label and the spelled number over the title (Sphinx), or "Chapter 1" over it (LaTeX)', () => {
    const sphinx = [
      at(line('CHAPTER', 10, true), 700),
      at(line('TWO', 14.3, true), 675),
      at(line('THE DEBIAN ARCHIVE', 14.3, true), 620),
      at(line('The Debian system is maintained as a collection of packages.', 10, false), 560),
    ];
    expect(chapterLabelLines(sphinx, 0, m)).toBe(2);
    const latex = [at(line('Chapter 1', 20, true), 700), at(line('Introduction', 24, true), 660)];
    expect(chapterLabelLines(latex, 0, m)).toBe(1);
  });

  it('leaves a label over text in the body face, far above its title, or not set off, and a label in a sentence', () => {
    const body = [
      at(line('CHAPTER', 10, true), 700),
      at(line('TWO', 14, true), 680),
      at(line('The packages are these.', 10, false), 660),
    ];
    expect(chapterLabelLines(body, 0, m)).toBe(0);
    const far = [at(line('CHAPTER', 10, true), 700), at(line('TWO', 14, true), 680), at(line('FILES', 14, true), 560)];
    expect(chapterLabelLines(far, 0, m)).toBe(0);
    const plain = [at(line('Chapter 2', 10, false), 700), at(line('FILES', 14, true), 680)];
    expect(chapterLabelLines(plain, 0, m)).toBe(0);
    const cited = [at(line('Chapter 2 gives the rules.', 10, true), 700), at(line('FILES', 14, true), 680)];
    expect(chapterLabelLines(cited, 0, m)).toBe(0);
  });
});
