/**
 * Running headers, footers and page numbers of untagged PDFs are plain text.
 * A line is furniture when it sits in the top or bottom band of the page,
 * outside every body line, and
 * - is a bare page number, or
 * - repeats — with its numbers normalised ("© Adobe Systems Incorporated 2008
 *   – All rights reserved 9") — at the same height on at least half of the
 *   pages, or on half of the odd or of the even pages and never on the others
 *   (book layouts mirror their headers), or
 * - is a division's label ("APPENDIX E") at one height on three pages or more,
 *   right under the band's lines or in them (printed again on its later pages), or
 * - carries the page's own printed number at its start or end, as lines at
 *   its height do on many pages, whatever else it says ("§6.5.3.4 Language
 *   91": see running-numbers.ts), or
 * - prints, at the top, the title of an outline entry on pages other than the
 *   entry's, at one height on two pages or more (a chapter's running title:
 *   running-titles.ts).
 * Half, not "some": a table header repeated on the few (consecutive) pages a
 * long table covers must survive.
 *
 * The number that changes from page to page in that furniture is the printed
 * page number; it maps a Contents page's numbers to physical pages when the
 * file has no /PageLabels.
 */
import { firstIndexWhere } from '../../model/sorted-search.js';
import { edgeNumbers as numbersAtEdges, runningNumberLines, undressPageNumbers } from './running-numbers.js';
import type { Line, PageLines } from './types.js';
import { isDivisionLabel } from '../../model/section-number.js';
import { runningTitleLines, type TitledPage } from './running-titles.js';

/** Height share of the page, from the top and from the bottom, where furniture may sit. */
const BAND = 0.1;
/** A division's running label may sit this far down, right under the band's lines. */
const LABEL_BAND = 0.15;
/** Repeated at one height on this many pages, a division's label is running furniture. */
const LABEL_REPEATS = 3;
const PAGE_NUMBER = /^(?:page\s+)?(\d{1,5}|[ivxlcdm]{1,8})(?:\s+(?:of|\/)\s+\d+)?$/i;

export interface FurnitureResult {
  pages: PageLines[];
  /** Printed page number found in each page's furniture (index 0 = page 1), or null. */
  printedNumbers: (string | null)[];
  removed: number;
  /** The pages a division's running title was left out of (running-titles.ts). */
  titlePages: number[];
}

/** A page number at either end of a furniture line: "… reserved 9", "… reserved ii", "17 PDF Association …". */
const EDGE_NUMBER = /^(\d{1,5}|[ivxlcdm]{1,8})(?=\s)|(?<=\s)(\d{1,5}|[ivxlcdm]{1,8})$/gi;

export function furnitureKey(text: string): string {
  const t = undressPageNumbers(text.replace(/\s+/g, ' ').trim());
  if (PAGE_NUMBER.test(t)) return '#';
  return t
    .replace(EDGE_NUMBER, '#')
    .replace(/\d+(?:\.\d+)+/g, '§')
    .replace(/\d+/g, '#');
}

function edgeNumbers(text: string): string[] {
  return numbersAtEdges(text).map((n) => n.token);
}

/** Running furniture repeats its text at the same height (± this, pt); body lines that merely look alike (table rows) do not. */
const SAME_Y = 2;

function bandOf(line: Line, page: PageLines): 'top' | 'bottom' | null {
  const h = page.top - page.bottom;
  if (line.y >= page.top - BAND * h) return 'top';
  if (line.y <= page.bottom + BAND * h) return 'bottom';
  return null;
}

/**
 * Division labels at the top of pages, by their exact text ("Appendix C" and "Appendix D" are two, though their
 * furniture key is one): a label is running when it stands at its height on three pages or more, and is not its
 * first printing (the heading).
 */
function runningLabels(tops: Line[][]): { isRunning: (l: Line) => boolean } {
  const seen = new Map<string, { ys: number[]; first: number }>();
  const textOf = (l: Line) => l.text.trim().replace(/\s+/g, ' ');
  for (const l of tops.flat()) {
    if (!isDivisionLabel(l.text.trim())) continue;
    const entry = seen.get(textOf(l)) ?? { ys: [], first: l.page };
    entry.ys.push(l.y);
    entry.first = Math.min(entry.first, l.page);
    seen.set(textOf(l), entry);
  }
  return {
    isRunning: (l) => {
      const entry = seen.get(textOf(l));
      if (!entry || l.page === entry.first) return false;
      return entry.ys.filter((y) => Math.abs(y - l.y) <= SAME_Y).length >= LABEL_REPEATS;
    },
  };
}

/**
 * Band lines from the page edges inwards (top lines top-down, bottom lines bottom-up), up to the first body
 * line; and the outermost line of each side even outside the band (`outer`): some producers set the running
 * footer far from the edge (html2ps prints an RFC's "[Page 6]" at 14 % of an A4 page). An outer line is
 * furniture only when it carries its page's running number (running-numbers.ts): a first body line that
 * merely looks alike from page to page stays.
 */
function edgeLines(page: PageLines): { top: Line[]; bottom: Line[]; outer: Set<Line> } {
  const byY = [...page.lines].sort((a, b) => b.y - a.y);
  const outer = new Set<Line>();
  const top: Line[] = [];
  for (const l of byY) {
    if (bandOf(l, page) !== 'top') break;
    top.push(l);
  }
  // A division's label printed again under the running header sits just below the band (MIL-STD-2045: 82 pt down).
  const next = byY[top.length];
  if (top.length && next && isDivisionLabel(next.text) && next.y >= page.top - LABEL_BAND * (page.top - page.bottom))
    top.push(next);
  if (!top.length && byY[0]) {
    top.push(byY[0]);
    outer.add(byY[0]);
  }
  const bottom: Line[] = [];
  for (const l of byY.reverse()) {
    if (bandOf(l, page) !== 'bottom' || top.includes(l)) break;
    bottom.push(l);
  }
  const last = byY[0];
  if (!bottom.length && last && !top.includes(last)) {
    bottom.push(last);
    outer.add(last);
  }
  return { top, bottom, outer };
}

/** Keeps the depths under the top apart from the heights over the bottom in one list of places. */
const TOP_SIDE = -1e5;

/**
 * Where a band line stands, the same on pages of another size (MIL-STD-2045's landscape table pages print its running
 * header as far under their top as its portrait pages do): its depth under the page's top, or height over its bottom.
 */
const placeOf = (l: Line, page: PageLines, side: 'top' | 'bottom'): number =>
  side === 'top' ? TOP_SIDE - (page.top - l.y) : l.y - page.bottom;

/** Index of the first value ≥ y in a sorted list. */
const firstAtLeast = (sorted: number[], y: number): number => firstIndexWhere(sorted.length, (i) => sorted[i]! >= y);

/** Index of the first value > y in a sorted list. */
const firstAbove = (sorted: number[], y: number): number => firstIndexWhere(sorted.length, (i) => sorted[i]! > y);

export function removeFurniture(pages: PageLines[], outline: readonly TitledPage[] = []): FurnitureResult {
  const edges = pages.map(edgeLines);
  const titles = runningTitleLines(
    edges.map((e) => e.top.filter((l) => !e.outer.has(l))),
    outline,
    pages.map((p) => p.top),
  );
  // Per text key, the heights of its occurrences (one per page), all and on odd pages, sorted: counting the
  // heights near a line is then binary searches, not a pass over every page (compile stays linear in pages).
  const heights = new Map<string, { all: number[]; odd: number[] }>();
  edges.forEach(({ top, bottom }, i) => {
    const seen = new Map<string, number>();
    for (const l of top) seen.set(furnitureKey(l.text), placeOf(l, pages[i]!, 'top'));
    for (const l of bottom) seen.set(furnitureKey(l.text), placeOf(l, pages[i]!, 'bottom'));
    for (const [k, y] of seen) {
      const lists = heights.get(k) ?? { all: [], odd: [] };
      lists.all.push(y);
      if (pages[i]!.page % 2 === 1) lists.odd.push(y);
      heights.set(k, lists);
    }
  });
  for (const { all, odd } of heights.values()) {
    all.sort((a, b) => a - b);
    odd.sort((a, b) => a - b);
  }
  const labels = runningLabels(edges.map((e) => e.top));
  const near = (sorted: number[], y: number) => firstAbove(sorted, y + SAME_Y) - firstAtLeast(sorted, y - SAME_Y);
  const half = (n: number) => Math.max(2, Math.ceil(n / 2));
  const oddPages = pages.filter((p) => p.page % 2 === 1).length;
  const minRepeats = half(pages.length);
  const numbered = runningNumberLines(
    pages.map((p, i) => ({ page: p.page, lines: [...edges[i]!.top, ...edges[i]!.bottom] })),
    pages.length,
  );
  const outer = new Set(edges.flatMap((e) => [...e.outer]));
  const isFurniture = (l: Line, place: number) => {
    if (titles.has(l)) return true;
    if (outer.has(l)) return numbered.has(l);
    const key = furnitureKey(l.text);
    if (key === '#' || numbered.has(l)) return true;
    const lists = heights.get(key);
    if (!lists) return false;
    const same = near(lists.all, place);
    if (same >= minRepeats) return true;
    // "APPENDIX E" at one height on the later pages of its division; its first printing is the heading itself.
    if (isDivisionLabel(l.text.trim())) return labels.isRunning(l);
    const odd = near(lists.odd, place);
    const even = same - odd;
    return (even === 0 && odd >= half(oddPages)) || (odd === 0 && even >= half(pages.length - oddPages));
  };
  // Only an unbroken run from the page edge inwards is furniture; a repeated line below body text is content.
  // The division's title under its running label ("Appendix D" over "References", NIST SP 800-26) runs on with it.
  const titleUnderLabel = (l: Line, place: number, above: Line | undefined) => {
    if (above === undefined || !isDivisionLabel(above.text.trim())) return false;
    const key = furnitureKey(l.text);
    const lists = heights.get(key);
    return lists !== undefined && near(lists.all, place) >= LABEL_REPEATS;
  };
  const takeWhile = (lines: Line[], page: PageLines, side: 'top' | 'bottom') => {
    const out: Line[] = [];
    for (const l of lines) {
      const place = placeOf(l, page, side);
      if (!isFurniture(l, place) && !titleUnderLabel(l, place, out[out.length - 1])) break;
      out.push(l);
    }
    return out;
  };

  let removed = 0;
  const furnitureByPage: Line[][] = [];
  const cleaned = pages.map((p, i) => {
    const drop = [...takeWhile(edges[i]!.top, p, 'top'), ...takeWhile(edges[i]!.bottom, p, 'bottom')];
    removed += drop.length;
    furnitureByPage.push(drop);
    return { ...p, lines: p.lines.filter((l) => !drop.includes(l)) };
  });
  const titlePages = pages.flatMap((p, i) => (furnitureByPage[i]!.some((l) => titles.has(l)) ? [p.page] : []));
  return { pages: cleaned, printedNumbers: printedNumbers(furnitureByPage, numbered), removed, titlePages };
}

/**
 * Per page, the page number printed in its furniture: a bare number line, or
 * the number at the start or end of a repeated line whose value differs
 * between pages (the "9" in "… 2008 – All rights reserved 9", never the
 * constant "2008").
 */
function printedNumbers(furniture: Line[][], numbered: ReadonlyMap<Line, string>): (string | null)[] {
  const valuesByKey = new Map<string, Set<string>>();
  for (const lines of furniture) {
    for (const l of lines) {
      const key = furnitureKey(l.text);
      const set = valuesByKey.get(key) ?? new Set<string>();
      set.add(edgeNumbers(l.text).join(' '));
      valuesByKey.set(key, set);
    }
  }
  return furniture.map((lines) => {
    const running = lines.find((l) => numbered.has(l));
    if (running) return numbered.get(running)!;
    const bare = lines.find((l) => furnitureKey(l.text) === '#');
    if (bare) return bare.text.trim().match(/(\d+|[ivxlcdm]+)/i)?.[1] ?? null;
    for (const l of lines) {
      const values = valuesByKey.get(furnitureKey(l.text))!;
      const nums = edgeNumbers(l.text);
      if (values.size > 1 && nums.length) return nums[nums.length - 1]!;
    }
    return null;
  });
}
