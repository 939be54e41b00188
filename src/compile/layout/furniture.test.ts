import { describe, expect, it } from 'vitest';
import { furnitureKey, removeFurniture } from './furniture.js';
import { buildLines } from './lines.js';
import type { PageLines, Run } from './types.js';

const font = { name: 'Times-Roman', bold: false, italic: false, mono: false };
const run = (text: string, y: number, x = 72): Run => ({ text, x, y, width: text.length * 5, size: 10, font });
/** An A4 page (0…842) with the given lines, top to bottom. */
const page = (n: number, lines: [string, number][]): PageLines => ({
  page: n,
  bottom: 0,
  top: 842,
  lines: buildLines(
    n,
    lines.map(([t, y]) => run(t, y)),
  ),
});

const header = 'PDF 32000-1:2008';
const footer = (n: number | string) => `© Adobe Systems Incorporated 2008 – All rights reserved ${n}`;

describe('furnitureKey', () => {
  it('normalises digits and a page number at either end, so every page of a running footer has one key', () => {
    expect(furnitureKey(footer(9))).toBe(furnitureKey(footer(123)));
    expect(furnitureKey(footer('ii'))).toBe(furnitureKey(footer(9)));
    expect(furnitureKey('17')).toBe('#');
    expect(furnitureKey('xiv')).toBe('#');
  });
});

describe('removeFurniture', () => {
  const body = (n: number) => [`Body text of page ${n} that differs from page to page.`, 700] as [string, number];

  it('finds the running header of a landscape page as far under its top as on the portrait pages', () => {
    const portrait = [1, 2, 3].map((n) => page(n, [[header, 800], body(n), [footer(n), 30]]));
    // Landscape pages, A4 turned (595 high): the header 42 pt under the top, the footer 30 pt over the bottom.
    const landscape = [4, 5, 6, 7].map((n) => ({
      ...page(n, [
        [header, 553],
        [body(n)[0], 400],
        [footer(n), 30],
      ]),
      top: 595,
    }));
    const out = removeFurniture([...portrait, ...landscape]);
    expect(out.pages.map((p) => p.lines.map((l) => l.text))).toEqual([1, 2, 3, 4, 5, 6, 7].map((n) => [body(n)[0]]));
  });

  it('drops the running header and footer by position and repetition, and reads the printed page number', () => {
    const pages = [1, 2, 3, 4].map((n) => page(n, [[header, 800], body(n), [footer(n + 6), 30]]));
    const out = removeFurniture(pages);
    expect(out.pages.map((p) => p.lines.map((l) => l.text))).toEqual([1, 2, 3, 4].map((n) => [body(n)[0]]));
    expect(out.printedNumbers).toEqual(['7', '8', '9', '10']);
    expect(out.removed).toBe(8);
  });

  it('drops a bare page number even on a page of its own kind, and reads roman front-matter numbers', () => {
    const out = removeFurniture([page(1, [body(1), ['ii', 30]]), page(2, [body(2), ['iii', 30]])]);
    expect(out.pages.flatMap((p) => p.lines.map((l) => l.text))).toEqual([body(1)[0], body(2)[0]]);
    expect(out.printedNumbers).toEqual(['ii', 'iii']);
  });

  it('keeps a table header repeated at the top of the few pages a long table covers', () => {
    const pages = Array.from({ length: 8 }, (_, i) =>
      page(i + 1, [
        [header, 800],
        ...(i >= 5 ? [['Key Type Value', 780] as [string, number]] : []),
        body(i + 1),
        [footer(i + 1), 30],
      ]),
    );
    const out = removeFurniture(pages);
    expect(out.pages[6]!.lines.map((l) => l.text)).toEqual(['Key Type Value', body(7)[0]]);
  });

  it('keeps repeated text that is not at the page edge, and look-alike body lines that merely sit in the band', () => {
    // The last table row of each page is "Name n", at a height that depends on the rows above it.
    const pages = [1, 2, 3].map((n) =>
      page(n, [
        [header, 800],
        ['Repeated sentence in the body.', 500],
        [`Name ${n}`, 70 + 4 * n],
        [footer(n), 30],
      ]),
    );
    const out = removeFurniture(pages);
    expect(out.pages[0]!.lines.map((l) => l.text)).toEqual(['Repeated sentence in the body.', 'Name 1']);
  });

  it('drops a running header mirrored on even pages, and a footer that changes with the section, word and page', () => {
    const sections = ['§5.1', '§6.5.3.4', '§6.5.3.4', '§6.5.4', '§6.7', '§7', '§7.1.1', '§7.1.2', '§7.19'];
    const words = [
      'Environment',
      'Language',
      'Language',
      'Language',
      'Language',
      'Library',
      'Library',
      'Library',
      'Library',
    ];
    const pages = sections.map((sec, i) => {
      const n = i + 1;
      const odd = n % 2 === 1;
      const head = odd
        ? 'ISO/IEC 9899:201x Committee Draft — April 12, 2011 N1570'
        : 'N1570 Committee Draft — April 12, 2011 ISO/IEC 9899:201x';
      const foot = odd ? `${sec} ${words[i]} ${n + 80}` : `${n + 80} ${words[i]} ${sec}`;
      return page(n, [[head, 800], body(n), [foot, 30]]);
    });
    const out = removeFurniture(pages);
    expect(out.pages.map((p) => p.lines.map((l) => l.text))).toEqual(sections.map((_, i) => [body(i + 1)[0]]));
    expect(out.printedNumbers).toEqual(sections.map((_, i) => String(i + 81)));
  });

  it('drops a footer whose page number stands between the section and the clause title', () => {
    const seg = (n: number, parts: [string, number][]) => ({
      page: n,
      bottom: 0,
      top: 842,
      lines: buildLines(n, [run(`Body text of page ${n}.`, 700), ...parts.map(([t, x]) => run(t, 30, x))]),
    });
    const pages = [1, 2, 3, 4, 5, 6].map((n) =>
      seg(n, [
        [`§7.${n}`, 72],
        [String(n + 40), 290],
        [n < 4 ? 'Library' : 'Annexes', 480],
      ]),
    );
    const out = removeFurniture(pages);
    expect(out.pages.map((p) => p.lines.map((l) => l.text))).toEqual(
      [1, 2, 3, 4, 5, 6].map((n) => [`Body text of page ${n}.`]),
    );
    expect(out.printedNumbers).toEqual(['41', '42', '43', '44', '45', '46']);
  });

  it('keeps a numbered line that only looks like a footer on a page or two', () => {
    const pages = [1, 2, 3, 4, 5, 6, 7, 8].map((n) =>
      page(n, [[header, 800], body(n), ...(n === 3 ? [['Step 3', 52] as [string, number]] : []), [footer(n), 30]]),
    );
    const out = removeFurniture(pages);
    expect(out.pages[2]!.lines.map((l) => l.text)).toEqual([body(3)[0], 'Step 3']);
  });

  it("drops a division's label printed again under the running header on its later pages, and the title under it", () => {
    // Four pages before the appendix: the label repeats on fewer than half of the pages.
    const before = [1, 2, 3, 4].map((n) => page(n, [[header, 800], body(n)]));
    const first = page(5, [[header, 800], ['Appendix D', 720], ['References', 706], body(5)]);
    const later = [6, 7, 8].map((n) =>
      page(n, [
        [header, 800],
        ['Appendix D', 770],
        ['References', 758],
        [`Entry ${n} of the list.`, 700],
      ]),
    );
    const out = removeFurniture([...before, first, ...later]);
    expect(out.pages.slice(4).map((p) => p.lines.map((l) => l.text))).toEqual([
      ['Appendix D', 'References', body(5)[0]],
      ['Entry 6 of the list.'],
      ['Entry 7 of the list.'],
      ['Entry 8 of the list.'],
    ]);
  });

  it('keeps the first printing of a division label at the height its later pages repeat it: the heading', () => {
    const pages = [1, 2, 3, 4, 5, 6, 7].map((n) =>
      page(n, n >= 5 ? [[header, 800], ['APPENDIX A', 770], body(n)] : [[header, 800], body(n)]),
    );
    expect(
      removeFurniture(pages)
        .pages.slice(4)
        .map((p) => p.lines.map((l) => l.text)),
    ).toEqual([['APPENDIX A', body(5)[0]], [body(6)[0]], [body(7)[0]]]);
  });
});
