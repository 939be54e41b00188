/**
 * Evidence for headings from the document's own section lists, before any line is typed: an outline
 * or Contents entry nominates the body line that prints the same number and title (letters and
 * digits compared) on the page the entry points to, or next to it. A heading set in the body face
 * (an RFC's "4.1.2.  Client Hello" in Courier) is then found although nothing in its look sets it
 * apart; two independent sources agreeing on text and page is what makes it one.
 */
import type { OutlineEntry } from '../blocks.js';
import { physicalPage, type ContentsPages, type PageMap } from './contents-page.js';
import { isBulletText } from './bullet-lists.js';
import { titleKey } from './line-kinds.js';
import type { Line, PageLines } from './types.js';

/** Share of the body characters set in a fixed-width font above which the font marks no code. */
const MONO_BODY = 0.6;

export function monospacedBody(pages: PageLines[]): boolean {
  let mono = 0;
  let all = 0;
  for (const p of pages)
    for (const l of p.lines) {
      const n = l.text.length;
      all += n;
      if (l.mono) mono += n;
    }
  return all > 0 && mono >= MONO_BODY * all;
}

/** Whether a line prints a section list's entry on (or next to) the entry's page. */
export type Nominated = (line: Line) => boolean;

export function nominatedHeadings(outline: OutlineEntry[], contents: ContentsPages | null, map: PageMap): Nominated {
  const pages = new Map<string, number[]>();
  const add = (title: string, page: number | null) => {
    const key = titleKey(title);
    // A key of a few characters ("1", "ab") is no evidence: too many lines would print it.
    if (page === null || key.length < 4) return;
    pages.set(key, [...(pages.get(key) ?? []), page]);
  };
  for (const e of outline) add(e.title, e.page);
  if (contents) {
    const after = Math.max(...contents.pages);
    for (const e of contents.entries) add(e.title, physicalPage(e.label, map, after));
  }
  // A bulleted line is an item of a list, which may cite a chapter by its title ("• Chapter 4 - Writing").
  return (line) => {
    if (isBulletText(line.text)) return false;
    const at = pages.get(titleKey(line.text));
    return at !== undefined && at.some((p) => Math.abs(p - line.page) <= 1);
  };
}
