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

export function furnitureKey(text: string): string {
  const t = text.replace(/\s+/g, ' ').trim();
  if (PAGE_NUMBER.test(t)) return '#';
  return t.replace(/\d+/g, '#');
}

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

export function removeFurniture(pages: PageLines[]): FurnitureResult {
  const edges = pages.map(edgeLines);
  const pagesWithKey = new Map<string, number>();
  for (const { top, bottom } of edges) {
    const keys = new Set([...top.map((l) => `top|${furnitureKey(l.text)}`), ...bottom.map((l) => `bottom|${furnitureKey(l.text)}`)]);
    for (const k of keys) pagesWithKey.set(k, (pagesWithKey.get(k) ?? 0) + 1);
  }
  const minRepeats = Math.max(2, Math.ceil(pages.length / 2));
  const isFurniture = (l: Line, band: 'top' | 'bottom') => {
    const key = furnitureKey(l.text);
    return key === '#' || (pagesWithKey.get(`${band}|${key}`) ?? 0) >= minRepeats;
  };
  // Only an unbroken run from the page edge inwards is furniture; a repeated line below body text is content.
  const takeWhile = (lines: Line[], band: 'top' | 'bottom') => {
    const out: Line[] = [];
    for (const l of lines) {
      if (!isFurniture(l, band)) break;
      out.push(l);
    }
    return out;
  };

  let removed = 0;
  const furnitureByPage: Line[][] = [];
  const cleaned = pages.map((p, i) => {
    const drop = [...takeWhile(edges[i]!.top, 'top'), ...takeWhile(edges[i]!.bottom, 'bottom')];
    removed += drop.length;
    furnitureByPage.push(drop);
    return { ...p, lines: p.lines.filter((l) => !drop.includes(l)) };
  });
  return { pages: cleaned, printedNumbers: printedNumbers(furnitureByPage), removed };
}

/**
 * Per page, the page number printed in its furniture: a bare number line, or
 * the number in a repeated line whose value differs between pages (the "9" in
 * "… 2008 – All rights reserved 9", never the constant "2008").
 */
function printedNumbers(furniture: Line[][]): (string | null)[] {
  const tokensByKey = new Map<string, string[][]>();
  for (const lines of furniture) {
    for (const l of lines) {
      const key = furnitureKey(l.text);
      if (key === '#') continue;
      const tokens = l.text.match(/\d+/g) ?? [];
      const list = tokensByKey.get(key) ?? [];
      list.push(tokens);
      tokensByKey.set(key, list);
    }
  }
  const varying = new Map<string, number>();
  for (const [key, lists] of tokensByKey) {
    const n = lists[0]?.length ?? 0;
    for (let pos = n - 1; pos >= 0; pos--) {
      if (new Set(lists.map((t) => t[pos])).size > 1) {
        varying.set(key, pos);
        break;
      }
    }
  }
  return furniture.map((lines) => {
    const bare = lines.find((l) => furnitureKey(l.text) === '#');
    if (bare) return bare.text.trim().match(/(\d+|[ivxlcdm]+)/i)?.[1] ?? null;
    for (const l of lines) {
      const pos = varying.get(furnitureKey(l.text));
      if (pos !== undefined) return l.text.match(/\d+/g)?.[pos] ?? null;
    }
    return null;
  });
}
