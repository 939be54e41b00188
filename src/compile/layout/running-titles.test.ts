import { describe, expect, it } from 'vitest';
import { joinLines, runningTitleLines } from './running-titles.js';
import type { Line } from './types.js';

const line = (page: number, y: number, text: string): Line => ({
  page,
  text,
  x0: 250,
  x1: 350,
  y,
  size: 10,
  bold: false,
  mono: false,
  segments: [],
  spaceWidth: 2.5,
  firstWordWidth: 20,
});

/** The ICCCM's chapter 2 as FOP prints it: the title hyphenated over two lines at the top of its later pages. */
const icccm = (page: number) => [
  line(page, 748, 'Peer-to-Peer Communica-'),
  line(page, 736, 'tion by Means of Selections'),
];
const OUTLINE = [
  { title: 'Chapter 1. Introduction', page: 7 },
  { title: 'Chapter 2. Peer-to-Peer Communication by Means of Selections', page: 11 },
];

describe('running titles', () => {
  it('joins a title hyphenated at a line end, and keeps a hyphen between words', () => {
    expect(joinLines(icccm(12))).toBe('Peer-to-Peer Communication by Means of Selections');
    expect(joinLines([line(1, 700, 'Client-to-Window-'), line(1, 688, 'Manager Communication')])).toBe(
      'Client-to-Window- Manager Communication',
    );
  });

  it("are an outline title, its label aside, printed at one height on two pages or more besides the entry's", () => {
    const found = runningTitleLines([icccm(12), icccm(13), icccm(14)], OUTLINE);
    expect(found.size).toBe(6);
  });

  it('are no heading printed once, nor a title printed again on the page its entry points to', () => {
    expect(runningTitleLines([icccm(12), [line(13, 700, 'Other text')]], OUTLINE).size).toBe(0);
    expect(runningTitleLines([icccm(11), icccm(11)], OUTLINE).size).toBe(0);
  });

  it('are nothing without an outline, and no text that merely repeats (a table header)', () => {
    expect(runningTitleLines([icccm(12), icccm(13)], []).size).toBe(0);
    const header = (page: number) => [line(page, 748, 'Atom Type Data Received')];
    expect(runningTitleLines([header(19), header(20), header(21)], OUTLINE).size).toBe(0);
  });

  it('take the whole title: the label printed with it, or in capitals', () => {
    const full = (page: number) => [line(page, 748, 'CHAPTER 1. INTRODUCTION')];
    expect(runningTitleLines([full(8), full(9)], OUTLINE).size).toBe(2);
  });

  it("are the titles of several divisions at one height and size, a chapter's one later page among them", () => {
    const intro = [line(8, 748, 'Introduction')];
    const found = runningTitleLines([intro, icccm(12), icccm(13)], OUTLINE);
    expect(found.has(intro[0]!)).toBe(true);
    // Headings atop two pages, each printed once, make no such place (an RFC's "4. Handshake Protocol" atop page 8).
    const listed = [
      { title: '4. Handshake Protocol', page: null, after: 2 },
      { title: '6. Alert Protocol', page: null, after: 2 },
    ];
    const atop = (page: number, text: string) => [line(page, 748, text)];
    expect(runningTitleLines([atop(8, '4. Handshake Protocol'), atop(12, '6. Alert Protocol')], listed).size).toBe(0);
    const larger = [{ ...line(8, 748, 'Introduction'), size: 14 }];
    expect(runningTitleLines([larger, icccm(12), icccm(13)], OUTLINE).has(larger[0]!)).toBe(false);
  });

  it('are measured from the top of their page, whatever its size (a landscape page)', () => {
    const landscape = [line(13, 556, 'Peer-to-Peer Communica-'), line(13, 544, 'tion by Means of Selections')];
    const found = runningTitleLines([icccm(12), landscape], OUTLINE, [792, 600]);
    expect(found.size).toBe(4);
  });

  it('come from the printed Contents without an outline, after its pages, and never print before their division', () => {
    const listed = [
      { title: '3. The Root Filesystem', page: null, after: 6 },
      { title: '4.2. Deterministically Encoded CBOR', page: null, after: 6 },
    ];
    const head = (page: number) => [line(page, 748, 'The Root Filesystem')];
    expect(runningTitleLines([head(11), head(12)], listed).size).toBe(2);
    // The first line of a Contents page is no running head of the clause it lists (RFC 8949's pages 3 and 4).
    const contents = (page: number) => [line(page, 748, '4.2. Deterministically Encoded CBOR')];
    expect(runningTitleLines([contents(3), contents(4)], listed).size).toBe(0);
    const outline = [{ title: '4.2. Deterministically Encoded CBOR', page: 10 }];
    expect(runningTitleLines([contents(3), contents(4)], outline).size).toBe(0);
  });
});
