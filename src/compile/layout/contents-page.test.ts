import { describe, expect, it } from 'vitest';
import { contentsOutline, depthOf, findContentsPages, parseEntryLine, physicalPage } from './contents-page.js';
import { buildLines } from './lines.js';
import type { Line, PageLines, Run } from './types.js';

const font = { name: 'Times-Roman', bold: false, italic: false, mono: false };
const run = (text: string, x: number, y: number): Run => ({ text, x, y, width: text.length * 5, size: 10, font });
/** One line; `parts` are [text, x] runs on the same baseline. */
const line = (parts: [string, number][], y = 700): Line =>
  buildLines(
    1,
    parts.map(([t, x]) => run(t, x, y)),
  )[0]!;
const page = (n: number, rows: [string, number][][]): PageLines => ({
  page: n,
  bottom: 0,
  top: 842,
  lines: rows.flatMap((parts, i) =>
    buildLines(
      n,
      parts.map(([t, x]) => run(t, x, 760 - 14 * i)),
    ),
  ),
});

describe('parseEntryLine', () => {
  it('reads dot leaders, tab-separated page numbers and roman front-matter numbers', () => {
    expect(parseEntryLine(line([['7.3 Objects . . . . . . . . . 13', 72]]))).toEqual({
      title: '7.3 Objects',
      label: '13',
    });
    expect(parseEntryLine(line([['Foreword........................v', 72]]))).toEqual({
      title: 'Foreword',
      label: 'v',
    });
    expect(
      parseEntryLine(
        line([
          ['Annex A (normative) Operators', 72],
          ['412', 500],
        ]),
      ),
    ).toEqual({
      title: 'Annex A (normative) Operators',
      label: '412',
    });
  });

  it('reads a folio numbered within an appendix in one spelling, its hyphen spaced or not (SP 800-26)', () => {
    expect(parseEntryLine(line([['Appendix C—Federal IT Security . . . . . . C - 1', 72]]))).toEqual({
      title: 'Appendix C—Federal IT Security',
      label: 'C-1',
    });
    expect(
      parseEntryLine(
        line([
          ['Appendix B—Acronyms', 72],
          ['B–2', 500],
        ]),
      ),
    ).toEqual({ title: 'Appendix B—Acronyms', label: 'B-2' });
  });

  it('ignores body text that merely ends in a number', () => {
    expect(parseEntryLine(line([['The value shall be at least 13', 72]]))).toBeNull();
    expect(parseEntryLine(line([['Contents', 72]]))).toBeNull();
  });
});

describe('findContentsPages', () => {
  const tocRows: [string, number][][] = [
    [['Contents', 72]],
    [['Foreword . . . . . . . . . . . . vi', 72]],
    [['1 Scope . . . . . . . . . . . . 1', 72]],
    [['7 Syntax . . . . . . . . . . . . 11', 72]],
    [['7.3.10 Indirect objects whose title is far too long to fit on one', 84]],
    [['line of the Contents page . . . . . . 21', 96]],
  ];

  it('finds the Contents page, reads its entries in order and joins wrapped titles', () => {
    const pages = [
      page(1, [[['A cover page', 72]]]),
      page(2, tocRows),
      page(3, [[['1 Scope', 72]], [['Body text.', 72]]]),
    ];
    const c = findContentsPages(pages)!;
    expect(c.pages).toEqual([2]);
    expect(c.entries).toEqual([
      { title: 'Foreword', label: 'vi' },
      { title: '1 Scope', label: '1' },
      { title: '7 Syntax', label: '11' },
      {
        title: '7.3.10 Indirect objects whose title is far too long to fit on one line of the Contents page',
        label: '21',
      },
    ]);
    expect(c.lines.size).toBe(pages[1]!.lines.length);
  });

  it('spaces a clause number of two parts or more run into its title (LaTeX: "21.10Examples"), nothing else', () => {
    const rows: [string, number][][] = [
      [['Contents', 72]],
      [['21 Input/Output . . . . . . . . . . . 161', 72]],
      [['21.10Examples . . . . . . . . . . . . 171', 84]],
      [['A.2Notation . . . . . . . . . . . . . 180', 84]],
      [['3D Graphics . . . . . . . . . . . . . 190', 72]],
      [['802.11ax Links . . . . . . . . . . . 195', 72]],
    ];
    const c = findContentsPages([page(1, rows), page(2, [[['21 Input/Output', 72]], [['Body text.', 72]]])])!;
    expect(c.entries.map((e) => e.title)).toEqual([
      '21 Input/Output',
      '21.10 Examples',
      'A.2 Notation',
      '3D Graphics',
      '802.11ax Links',
    ]);
  });

  it('reads a Contents from its title down under an abstract that outweighs it, the abstract left to the body', () => {
    const abstract = Array.from({ length: 6 }, (_, i): [string, number][] => [
      [`Abstract line ${i + 1} of prose.`, 72],
    ]);
    const entries: [string, number][][] = [
      [['Contents', 72]],
      [
        ['1 Definition of CRC', 72],
        ['2', 500],
      ],
      [
        ['2 Related work', 72],
        ['3', 500],
      ],
      [['3.1 Incremental CRC computation . . . . . . . . 4', 72]],
    ];
    const first = page(1, [...abstract, ...entries]);
    const c = findContentsPages([first, page(2, [[['1 Definition of CRC', 72]], [['Body text.', 72]]])])!;
    expect(c.pages).toEqual([1]);
    expect(c.entries.map((e) => e.title)).toEqual([
      '1 Definition of CRC',
      '2 Related work',
      '3.1 Incremental CRC computation',
    ]);
    expect([...c.lines].map((l) => l.text)).toEqual(first.lines.slice(6).map((l) => l.text));
    // Without a Contents title the same lines are a page of prose ending in numbers.
    expect(findContentsPages([page(1, [...abstract, ...entries.slice(1)])])).toBeNull();
  });

  it('takes no page of names and figures that point past the last page for Contents, unless a Contents title heads it', () => {
    const rows = ['thin', 'light', 'regular', 'medium', 'bold'].map((n, i): [string, number][] => [
      [n, 72],
      ['weight', 200],
      [String(50 * i + 40), 500],
    ]);
    const body = (n: number) => page(n, [[['Body text.', 72]]]);
    expect(findContentsPages([body(1), page(2, rows), body(3)])).toBeNull();
    // The same figures within the document's pages are entries; so are those under a Contents title.
    const within = rows.map((r, i): [string, number][] => [r[0]!, r[1]!, [String(i + 1), 500]]);
    const pages = Array.from({ length: 6 }, (_, i) => body(i + 1));
    expect(findContentsPages([pages[0]!, page(2, within), ...pages.slice(2)])!.pages).toEqual([2]);
    expect(findContentsPages([body(1), page(2, [[['Contents', 72]], ...rows]), body(3)])!.pages).toEqual([2]);
  });

  it('reads an entry printed without leaders above a numbered entry as its own entry, not a wrapped title', () => {
    const rows: [string, number][][] = [
      [['Contents', 72]],
      [['1.2 FRAMEWORK . . . . . . . . . . . 2', 84]],
      [['1.3 AUDIENCE . . . . . . . . . . . . 3', 84]],
      [['2. SYSTEM ANALYSIS 4', 72]],
      [['2.1 SYSTEM BOUNDARIES . . . . . . . . 4', 84]],
    ];
    expect(findContentsPages([page(1, rows)])!.entries).toEqual([
      { title: '1.2 FRAMEWORK', label: '2' },
      { title: '1.3 AUDIENCE', label: '3' },
      { title: '2. SYSTEM ANALYSIS', label: '4' },
      { title: '2.1 SYSTEM BOUNDARIES', label: '4' },
    ]);
  });

  it('reads a title whose leaders shrank to one full stop before its page number as an entry of its own', () => {
    // SP 800-57: "… Cryptographic Keys.74" over a title that wraps, then one on a line of its own.
    const rows: [string, number][][] = [
      [['Contents', 72]],
      [['6.1 Protection and Assurance Requirements . . . . . . . . 73', 84]],
      [['6.1.1 Summary of Protection and Assurance Requirements for Cryptographic Keys.74', 96]],
      [['6.1.2 Summary of Protection Requirements for Other Cryptographic or Related', 96]],
      [['Information . . . . . . . . . . . . . . . . . . . . . 77', 130]],
      [['6.1.3 Summary of Protection Requirements for Domain Parameters and Key Pairs.78', 96]],
      [['6.2 Protection Mechanisms . . . . . . . . . . . . . . 79', 84]],
    ];
    expect(findContentsPages([page(1, rows)])!.entries).toEqual([
      { title: '6.1 Protection and Assurance Requirements', label: '73' },
      { title: '6.1.1 Summary of Protection and Assurance Requirements for Cryptographic Keys', label: '74' },
      { title: '6.1.2 Summary of Protection Requirements for Other Cryptographic or Related Information', label: '77' },
      { title: '6.1.3 Summary of Protection Requirements for Domain Parameters and Key Pairs', label: '78' },
      { title: '6.2 Protection Mechanisms', label: '79' },
    ]);
    // A number below the last entry's is no page number: a wrapped title that ends in a version.
    const version: [string, number][][] = [
      [['Contents', 72]],
      [['3 Conformance . . . . . . . . . . . . . . 12', 84]],
      [['3.1 Changes from the rules of version.2', 96]],
      [['3.2 Profiles . . . . . . . . . . . . . . . . 14', 96]],
      [['3.3 Levels . . . . . . . . . . . . . . . . . 15', 96]],
    ];
    expect(findContentsPages([page(1, version)])!.entries.map((e) => e.label)).toEqual(['12', '14', '15']);
  });

  it("keeps a list's own title, set right over its first entry, out of that entry's title", () => {
    // SP 800-63B: "List of Appendices" centred over "Appendix A— Strength of Memorized Secrets …… 67".
    const rows: [string, number][][] = [
      [['Contents', 72]],
      [['11.4 Federal Information Processing Standards . . . . . 65', 84]],
      [['List of Appendices', 250]],
      [['Appendix A— Strength of Memorized Secrets . . . . . . . 67', 72]],
      [['A.1 Introduction . . . . . . . . . . . . . . . . . . . 67', 84]],
    ];
    expect(findContentsPages([page(1, rows)])!.entries.map((e) => e.title)).toEqual([
      '11.4 Federal Information Processing Standards',
      'Appendix A— Strength of Memorized Secrets',
      'A.1 Introduction',
    ]);
  });

  it('reads an annex printed without leaders above its first clause as its own entry', () => {
    const rows: [string, number][][] = [
      [['Contents', 72]],
      [['A.3.5 Field presence indicators . . . . . . . . 64', 72]],
      [['A.3.6 Reason codewords . . . . . . . . . . . . 65', 72]],
      [['A.3.7 Data field construction procedures . . . . . 67', 72]],
      [['APPENDIX B EXAMPLE OF APPLICATION LAYER PDU CONSTRUCTION 68', 84]],
      [['B.1 General. . . . . . . . . . . . . . . . . 68', 72]],
    ];
    expect(findContentsPages([page(1, rows)])!.entries).toEqual([
      { title: 'A.3.5 Field presence indicators', label: '64' },
      { title: 'A.3.6 Reason codewords', label: '65' },
      { title: 'A.3.7 Data field construction procedures', label: '67' },
      { title: 'APPENDIX B EXAMPLE OF APPLICATION LAYER PDU CONSTRUCTION', label: '68' },
      { title: 'B.1 General', label: '68' },
    ]);
  });

  it('reads a wrapped title whose last line ends in a folio at one space as its entry, the last on its page (SP 800-26)', () => {
    const rows: [string, number][][] = [
      [['Contents', 72]],
      [['1 Introduction . . . . . . . . . . . . . . . 1', 72]],
      [['2 Method . . . . . . . . . . . . . . . . . . . 3', 72]],
      [
        ['APPENDIX A – SYSTEM QUESTIONNAIRE', 72],
        ['A-1', 400],
      ],
      [['APPENDIX C – FEDERAL INFORMATION TECHNOLOGY SECURITY ASSESSMENT', 72]],
      [['FRAMEWORK C-1', 72]],
    ];
    const found = findContentsPages([page(1, rows)])!;
    expect(found.entries).toEqual([
      { title: '1 Introduction', label: '1' },
      { title: '2 Method', label: '3' },
      { title: 'APPENDIX A – SYSTEM QUESTIONNAIRE', label: 'A-1' },
      { title: 'APPENDIX C – FEDERAL INFORMATION TECHNOLOGY SECURITY ASSESSMENT FRAMEWORK', label: 'C-1' },
    ]);
    expect(found.lines.size).toBe(rows.length);
    // Under a line that opens no entry, such a line is text.
    const prose = [
      [['Contents', 72]],
      ...rows.slice(1, 4),
      [['The framework is described in', 72]],
      [['Appendix C-1', 72]],
    ];
    expect(findContentsPages([page(1, prose as [string, number][][])])!.entries).toHaveLength(3);
  });

  it('reads a list of tables on the Contents pages as no sections', () => {
    const rows: [string, number][][] = [
      ...tocRows,
      [['Tables', 72]],
      [['Table 1 – White-space characters . . . . . . 12', 72]],
      [['Table 2 – Delimiter characters . . . . . . 13', 72]],
    ];
    const c = findContentsPages([page(1, rows)])!;
    expect(c.entries.map((e) => e.title)).not.toContain('Table 1 – White-space characters');
    expect(c.entries).toHaveLength(4);
    expect(c.lines.size).toBe(rows.length);
  });

  it('reads entries from the Contents pages\' own lines: no "Contents … Page" head, no running header or footer in a title', () => {
    // Furniture that survived removal (ISO alternates the page number's side, so it repeats on too few pages).
    const at = (n: number, rows: [string, number, number][]): PageLines => ({
      page: n,
      bottom: 0,
      top: 842,
      lines: rows.flatMap(([t, x, y]) => buildLines(n, [run(t, x, y)])),
    });
    const head = buildLines(1, [run('Contents', 72, 760), run('Page', 500, 760)]);
    const first = at(1, [
      ['ISO/IEC 14496-12:2015(E)', 400, 800],
      ['Foreword . . . . . . . . . . . . . . . . vi', 72, 730],
      ['1 Scope . . . . . . . . . . . . . . . . . 1', 72, 716],
      ['8.8.7 Track Fragment Header Box . . . . 69', 72, 702],
      ['iv © ISO/IEC 2015 – All rights reserved', 72, 40],
    ]);
    first.lines.unshift(...head);
    const second = at(2, [
      ['ISO/IEC 14496-12:2015(E)', 400, 800],
      ['8.8.8 Track Fragment Run Box . . . . . . 70', 72, 760],
      ['8.8.9 Track Fragment Random Access Box whose title is far too long for', 72, 746],
      ['one line . . . . . . . . . . . . . . . . 72', 84, 732],
      ['8.8.10 Sample Auxiliary Information Sizes Box . . . . 73', 72, 718],
      ['© ISO/IEC 2015 – All rights reserved v', 72, 40],
    ]);
    const c = findContentsPages([first, second])!;
    expect(c.pages).toEqual([1, 2]);
    expect(c.entries).toEqual([
      { title: 'Foreword', label: 'vi' },
      { title: '1 Scope', label: '1' },
      { title: '8.8.7 Track Fragment Header Box', label: '69' },
      { title: '8.8.8 Track Fragment Run Box', label: '70' },
      { title: '8.8.9 Track Fragment Random Access Box whose title is far too long for one line', label: '72' },
      { title: '8.8.10 Sample Auxiliary Information Sizes Box', label: '73' },
    ]);
  });

  it("reads the Contents' last entries at the top of the next page, over the body, as its own (RFC 5652)", () => {
    const next = page(3, [
      [['14. Security Considerations . . . . . . 54', 72]],
      [['15. Acknowledgments . . . . . . . . . . 55', 72]],
      [['1. Introduction', 72]],
      [['This document describes the syntax . . . 3 times.', 72]],
    ]);
    const c = findContentsPages([page(1, [[['A cover page', 72]]]), page(2, tocRows), next])!;
    expect(c.pages).toEqual([2]);
    expect(c.entries.slice(-2)).toEqual([
      { title: '14. Security Considerations', label: '54' },
      { title: '15. Acknowledgments', label: '55' },
    ]);
    expect(next.lines.filter((l) => c.lines.has(l)).map((l) => l.text)).toHaveLength(2);
    // One line that looks like an entry at the top of the next page is no tail: the body may open so.
    const single = page(3, [[['See the list . . . . . . 54', 72]], [['1. Introduction', 72]]]);
    expect(findContentsPages([page(2, tocRows), single])!.entries).toHaveLength(4);
  });

  it('finds nothing in a document without one', () => {
    expect(findContentsPages([page(1, [[['1 Scope', 72]], [['Body text ending in 2008', 72]]])])).toBeNull();
  });
});

describe('mapping printed pages to physical pages', () => {
  const printed = ['i', 'ii', 'iii', 'iv', '1', '2', '3', '4'];

  it('takes the first page after the Contents pages that carries the label', () => {
    expect(physicalPage('1', { printed }, 2)).toBe(5);
    expect(physicalPage('iv', { printed }, 2)).toBe(4);
    expect(physicalPage('99', { printed }, 2)).toBeNull();
    // A cover numbered like the body (TS documents: 1, 2, ii, iii, …, 1, 2) must not capture "1".
    expect(physicalPage('1', { printed: ['1', '2', 'ii', 'iii', '1', '2'] }, 4)).toBe(5);
  });

  it('turns entries into outline entries with depth from the number, falling back to a matching heading for the page', () => {
    const contents = {
      pages: [2],
      lines: new Set<Line>(),
      entries: [
        { title: 'Foreword', label: 'iv' },
        { title: '7.3 Objects', label: '2' },
        { title: 'Annex A Operators', label: '99' },
        { title: 'Annex B Filters', label: '98' },
      ],
    };
    const headings = [
      { text: 'Foreword', page: 4 },
      { text: '7.3\nObjects', page: 6 },
      { text: 'Annex B Filters', page: 8 },
    ];
    const { entries, unmapped } = contentsOutline(contents, { printed }, headings);
    expect(entries).toEqual([
      { title: 'Foreword', page: 4, y: null, depth: 0 },
      { title: '7.3 Objects', page: 6, y: null, depth: 1 },
      { title: 'Annex B Filters', page: 8, y: null, depth: 0 },
    ]);
    expect(unmapped).toEqual(['Annex A Operators']);
  });

  it('derives depth from numbers, annexes included', () => {
    expect([
      depthOf('7 Syntax'),
      depthOf('7.3.4 Streams'),
      depthOf('Annex A (normative)'),
      depthOf('A.1.2 Title'),
      depthOf('Bibliography'),
    ]).toEqual([0, 2, 0, 2, 0]);
  });
});
