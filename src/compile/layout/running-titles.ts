/**
 * Running titles: a division's title printed at the top of its later pages (a book's running head; DocBook's
 * chapter title, hyphenated over two lines where it is long: "Peer-to-Peer Communica-" / "tion by Means of
 * Selections" in the ICCCM). Each title runs on the pages of its own division only, so no text of them repeats on
 * half the pages, as the rest of the furniture does. The outline says which texts are titles: lines at the top
 * of a page, from the edge inwards, whose text joined (a line-end hyphen closed up) is an outline entry's title
 * (with or without its label, "Chapter 2."), printed at one height on two pages or more, none of them the page the
 * entry points to, are furniture. A heading is printed once, on its entry's page; a title repeated at one height
 * is what a heading never is.
 */
import { parseAnnexHeading, parseDottedHeading, parseLabelledHeading } from '../../model/section-number.js';
import type { Line } from './types.js';

/** An outline entry: its title as found, and its page. */
export interface TitledPage {
  title: string;
  page: number;
}

/** Lines of one running title at most: a long title wraps. */
const MAX_LINES = 3;
/** Pages a running title must be printed on, at one height. */
const MIN_PAGES = 2;
/** Heights this close (pt) are one. */
const SAME_Y = 2;

/** An outline title without its number or label ("Chapter 2.", "7.3", "Annex A"), as a running title may print it. */
function withoutNumber(title: string): string {
  const t = title.replace(/\s+/g, ' ').trim();
  return (parseAnnexHeading(t) ?? parseLabelledHeading(t) ?? parseDottedHeading(t))?.title ?? t;
}

/** A title as compared: spaces and case aside. */
const keyOf = (text: string): string => text.replace(/\s+/g, ' ').trim().toLowerCase();

/** The pages of each outline title, under its full text and without its label. */
function titlePages(entries: readonly TitledPage[]): Map<string, Set<number>> {
  const pages = new Map<string, Set<number>>();
  for (const e of entries) {
    for (const key of new Set([keyOf(e.title), keyOf(withoutNumber(e.title))])) {
      if (key.length < 3) continue;
      pages.set(key, (pages.get(key) ?? new Set()).add(e.page));
    }
  }
  return pages;
}

/** Lines read as one text: a word broken by a hyphen at a line end is closed up ("Communica-" + "tion"). */
export function joinLines(lines: readonly Line[]): string {
  let text = '';
  for (const l of lines) {
    const t = l.text.trim();
    if (/\p{L}-$/u.test(text) && /^\p{Ll}/u.test(t)) text = text.slice(0, -1) + t;
    else text = text ? `${text} ${t}` : t;
  }
  return text;
}

/**
 * The running-title lines of the pages: `tops` holds each page's top lines from the edge inwards (the band the
 * furniture may sit in), `entries` the outline.
 */
export function runningTitleLines(tops: readonly Line[][], entries: readonly TitledPage[]): Set<Line> {
  const out = new Set<Line>();
  if (!entries.length) return out;
  const titles = titlePages(entries);
  // Per title and height, the windows of lines printing it.
  const found = new Map<string, Line[][]>();
  for (const lines of tops) {
    for (let from = 0; from < lines.length; from++) {
      for (let n = 1; n <= MAX_LINES && from + n <= lines.length; n++) {
        const window = lines.slice(from, from + n);
        const key = keyOf(joinLines(window));
        const own = titles.get(key);
        if (!own || own.has(window[0]!.page)) continue;
        const at = `${key}|${Math.round(window[0]!.y / SAME_Y)}`;
        found.set(at, [...(found.get(at) ?? []), window]);
        break;
      }
    }
  }
  for (const windows of found.values()) {
    if (new Set(windows.map((w) => w[0]!.page)).size < MIN_PAGES) continue;
    for (const w of windows) for (const l of w) out.add(l);
  }
  return out;
}
