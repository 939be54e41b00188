/**
 * Running titles: a division's title printed at the top of its later pages (a book's running head; DocBook's
 * chapter title, hyphenated over two lines where it is long: "Peer-to-Peer Communica-" / "tion by Means of
 * Selections" in the ICCCM). Each title runs on the pages of its own division only, so no text of them repeats on
 * half the pages, as the rest of the furniture does. The outline says which texts are titles: lines at the top
 * of a page, from the edge inwards, whose text joined (a line-end hyphen closed up) is an outline entry's title
 * (with or without its label, "Chapter 2."), printed at one height and in one size where one title is printed on
 * two pages or more (there the titles of other divisions too: a chapter with one later page prints its title there
 * once), none of them the page the entry points to or one before it, are furniture. A heading is printed once, on
 * its entry's page; a title repeated at one height is what a heading never is. A file without an outline names its
 * titles in its printed Contents, whose page numbers are not yet mapped to pages when furniture is read: such a
 * title (`page` null) counts on the pages after the Contents.
 */
import { parseAnnexHeading, parseDottedHeading, parseLabelledHeading } from '../../model/section-number.js';
import type { Line } from './types.js';

/**
 * An outline entry: its title as found, and its page. A Contents entry's page is not known yet (null): `after` is
 * the list's last page, which its division's pages follow.
 */
export interface TitledPage {
  title: string;
  page: number | null;
  after?: number;
}

/** The pages a title's entries point to, and the first page its running head may be printed on. */
interface TitleAt {
  own: Set<number>;
  from: number;
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

/**
 * The pages of each outline title, under its full text and without its label; a running head is printed after its
 * division starts, never before (a Contents page's line is no running head of the clause it lists).
 */
function titlePages(entries: readonly TitledPage[]): Map<string, TitleAt> {
  const pages = new Map<string, TitleAt>();
  for (const e of entries) {
    for (const key of new Set([keyOf(e.title), keyOf(withoutNumber(e.title))])) {
      if (key.length < 3) continue;
      const at = pages.get(key) ?? { own: new Set<number>(), from: Infinity };
      if (e.page !== null) at.own.add(e.page);
      at.from = Math.min(at.from, (e.page ?? e.after ?? 0) + 1);
      pages.set(key, at);
    }
  }
  return pages;
}

/**
 * A place is a running head's where one title is printed there on two pages or more: then every title printed there
 * is one (a chapter with one later page prints its own there once). Headings at the top of two pages, each printed
 * once, prove no such place (an RFC's "4. Handshake Protocol" atop page 8, "6. Alert Protocol" atop page 12).
 */
function heldByOneTitle(windows: readonly TitleWindow[]): boolean {
  const pages = new Map<string, Set<number>>();
  for (const { key, lines } of windows) pages.set(key, (pages.get(key) ?? new Set()).add(lines[0]!.page));
  return [...pages.values()].some((p) => p.size >= MIN_PAGES);
}

/** The lines printing a title at a page's top, and the title's key. */
interface TitleWindow {
  key: string;
  lines: Line[];
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
export function runningTitleLines(
  tops: readonly Line[][],
  entries: readonly TitledPage[],
  /** The top of each page's text area (its y), for heights measured from the top: pages differ in size. */
  pageTops: readonly number[] = [],
): Set<Line> {
  const out = new Set<Line>();
  if (!entries.length) return out;
  const titles = titlePages(entries);
  // Per height and size, the windows of lines printing a title there: the running head's place, whichever division's.
  const found = new Map<string, TitleWindow[]>();
  for (const [i, lines] of tops.entries()) {
    for (let from = 0; from < lines.length; from++) {
      for (let n = 1; n <= MAX_LINES && from + n <= lines.length; n++) {
        const window = lines.slice(from, from + n);
        const key = keyOf(joinLines(window));
        const title = titles.get(key);
        const page = window[0]!.page;
        if (!title || title.own.has(page) || page < title.from) continue;
        const depth = (pageTops[i] ?? 0) - window[0]!.y;
        const at = `${Math.round(depth / SAME_Y)}|${window[0]!.size}`;
        const here = found.get(at);
        if (here) here.push({ key, lines: window });
        else found.set(at, [{ key, lines: window }]);
        break;
      }
    }
  }
  for (const windows of found.values()) {
    if (!heldByOneTitle(windows)) continue;
    for (const w of windows) for (const l of w.lines) out.add(l);
  }
  return out;
}
