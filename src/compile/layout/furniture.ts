/**
 * Running headers, footers and page numbers of untagged PDFs are plain text.
 * A line is furniture when it sits in the top or bottom band of the page,
 * outside every body line, and either is a bare page number or repeats — with
 * its digits normalised ("© Adobe Systems Incorporated 2008 – All rights
 * reserved 9") — on at least half of the pages. Half, not "some": a table
 * header repeated on the few pages a long table covers must survive.
 *
 * The number that changes from page to page in that furniture is the printed
 * page number; it maps a Contents page's numbers to physical pages when the
 * file has no /PageLabels.
 */
import type { Line, PageLines } from './types.js';

/** Height share of the page, from the top and from the bottom, where furniture may sit. */
const BAND = 0.1;
const PAGE_NUMBER = /^(?:page\s+)?(\d{1,5}|[ivxlcdm]{1,8})(?:\s+(?:of|\/)\s+\d+)?$/i;

export interface FurnitureResult {
  pages: PageLines[];
  /** Printed page number found in each page's furniture (index 0 = page 1), or null. */
  printedNumbers: (string | null)[];
  removed: number;
}

/** A page number at either end of a furniture line: "… reserved 9", "… reserved ii", "17 PDF Association …". */
const EDGE_NUMBER = /^(\d{1,5}|[ivxlcdm]{1,8})(?=\s)|(?<=\s)(\d{1,5}|[ivxlcdm]{1,8})$/gi;

export function furnitureKey(text: string): string {
  const t = text.replace(/\s+/g, ' ').trim();
  if (PAGE_NUMBER.test(t)) return '#';
  return t.replace(EDGE_NUMBER, '#').replace(/\d+/g, '#');
}

function edgeNumbers(text: string): string[] {
  return [...text.replace(/\s+/g, ' ').trim().matchAll(EDGE_NUMBER)].map((m) => m[0]);
}

/** Running furniture repeats its text at the same height (± this, pt); body lines that merely look alike (table rows) do not. */
const SAME_Y = 2;

function bandOf(line: Line, page: PageLines): 'top' | 'bottom' | null {
  const h = page.top - page.bottom;
  if (line.y >= page.top - BAND * h) return 'top';
  if (line.y <= page.bottom + BAND * h) return 'bottom';
  return null;
}

/** Band lines from the page edges inwards (top lines top-down, bottom lines bottom-up), up to the first body line. */
function edgeLines(page: PageLines): { top: Line[]; bottom: Line[] } {
  const byY = [...page.lines].sort((a, b) => b.y - a.y);
  const top: Line[] = [];
  for (const l of byY) {
    if (bandOf(l, page) !== 'top') break;
    top.push(l);
  }
  const bottom: Line[] = [];
  for (const l of byY.reverse()) {
    if (bandOf(l, page) !== 'bottom' || top.includes(l)) break;
    bottom.push(l);
  }
  return { top, bottom };
}

/** Index of the first value ≥ y in a sorted list. */
function firstAtLeast(sorted: number[], y: number): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (sorted[mid]! < y) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Index of the first value > y in a sorted list. */
function firstAbove(sorted: number[], y: number): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (sorted[mid]! <= y) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

export function removeFurniture(pages: PageLines[]): FurnitureResult {
  const edges = pages.map(edgeLines);
  // Per text key, the height of each page's occurrence.
  const heights = new Map<string, number[]>();
  for (const { top, bottom } of edges) {
    const seen = new Map<string, number>();
    for (const l of [...top, ...bottom]) seen.set(furnitureKey(l.text), l.y);
    for (const [k, y] of seen) {
      const list = heights.get(k);
      if (list) list.push(y);
      else heights.set(k, [y]);
    }
  }
  // Sorted, so that counting the heights near a line is two binary searches, not a pass over every page.
  for (const list of heights.values()) list.sort((a, b) => a - b);
  const minRepeats = Math.max(2, Math.ceil(pages.length / 2));
  const isFurniture = (l: Line) => {
    const key = furnitureKey(l.text);
    if (key === '#') return true;
    const list = heights.get(key);
    return !!list && firstAbove(list, l.y + SAME_Y) - firstAtLeast(list, l.y - SAME_Y) >= minRepeats;
  };
  // Only an unbroken run from the page edge inwards is furniture; a repeated line below body text is content.
  const takeWhile = (lines: Line[]) => {
    const out: Line[] = [];
    for (const l of lines) {
      if (!isFurniture(l)) break;
      out.push(l);
    }
    return out;
  };

  let removed = 0;
  const furnitureByPage: Line[][] = [];
  const cleaned = pages.map((p, i) => {
    const drop = [...takeWhile(edges[i]!.top), ...takeWhile(edges[i]!.bottom)];
    removed += drop.length;
    furnitureByPage.push(drop);
    return { ...p, lines: p.lines.filter((l) => !drop.includes(l)) };
  });
  return { pages: cleaned, printedNumbers: printedNumbers(furnitureByPage), removed };
}

/**
 * Per page, the page number printed in its furniture: a bare number line, or
 * the number at the start or end of a repeated line whose value differs
 * between pages (the "9" in "… 2008 – All rights reserved 9", never the
 * constant "2008").
 */
function printedNumbers(furniture: Line[][]): (string | null)[] {
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
