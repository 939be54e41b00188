/**
 * Matter outside the clause sequence. Front matter — the cover, the copyright
 * page, Contents pages, a Foreword no source lists — is everything before the
 * first section's start. Back matter is the run of trailing pages after the
 * last section's start that carry a publisher's back-cover or copyright
 * notice ("ICS 35.240.30", "Price based on 5 pages", "COPYRIGHT PROTECTED
 * DOCUMENT") and no heading. Both belong to no section (docs/model.md).
 */
import type { WorkElement } from '../work.js';
import { parseNumberedTitle } from './numbers.js';
import { compact } from '../normalise.js';
import { isContentsTitleText } from '../../../model/contents-title.js';

/** Lines only a publisher prints on a back cover or copyright page (ISO, IEC). */
const MATTER_MARKS = [
  /(?:^|\s)ICS\s+\d{2}\.\d{3}(?:\.\d{2})?(?![\d.])/, // International Classification for Standards
  /\bPrice based on \d+ pages?\b/i,
  /^COPYRIGHT PROTECTED DOCUMENT\b/,
];
/** A notice is short; a paragraph of body text that cites an ICS code is not one. */
const MAX_MARK_CHARS = 200;

function text(e: WorkElement): string {
  switch (e.kind) {
    case 'paragraph':
    case 'heading':
    case 'code':
      return e.text;
    case 'note':
    case 'example':
      return e.full;
    case 'list':
      return e.items.join(' ');
    case 'table':
      return '';
  }
}

export function isMatterNotice(e: WorkElement): boolean {
  const t = text(e);
  return t.length <= MAX_MARK_CHARS && MATTER_MARKS.some((re) => re.test(t));
}

/**
 * Index of the first back-matter element: trailing pages, each with a
 * notice and no heading, after the element at `lastStart`; `elements.length`
 * when there are none.
 */
export function backMatterStart(elements: readonly WorkElement[], lastStart: number): number {
  let start = elements.length;
  let end = elements.length;
  while (end - 1 > lastStart) {
    const page = elements[end - 1]!.page;
    let from = end - 1;
    while (from - 1 > lastStart && elements[from - 1]!.page === page) from--;
    // The last section starts on this page: the page is part of it.
    if (elements[from - 1]?.page === page) break;
    const run = elements.slice(from, end);
    // A notice set large enough to be read as a heading ("COPYRIGHT PROTECTED DOCUMENT") is still a notice.
    if (run.some((e) => e.kind === 'heading' && !isMatterNotice(e)) || !run.some(isMatterNotice)) break;
    start = from;
    end = from;
  }
  return start;
}

/** A Contents line: ends in a page number or label after dot leaders. */
const CONTENTS_LINE = /(?:\.\s*){3,}\s*(?:\d{1,4}|[ivxlc]{1,6})\s*$/i;
/** A page number closing a line: "… 12", "… iv". */
const PAGE_AT_END = /\s+(?:\d{1,4}|[ivxlc]{1,6})\s*$/i;
/** A printed Contents lists at least this many entries. */
const MIN_CONTENTS_LINES = 3;

/** The Contents title, on its first page or printed again over the next ("CONTENTS" on each page, MIL-STD-882E). */
const isContentsTitle = (e: WorkElement) =>
  (e.kind === 'paragraph' || e.kind === 'heading') && isContentsTitleText(e.text);

/** A heading's or a line's letters and digits, lower case: how a Contents entry and the heading it names compare. */
const entryKey = (e: WorkElement) => (e.kind === 'paragraph' || e.kind === 'heading' ? compact(e.text) : '');

/**
 * A Contents line: a title and a page number after dot leaders, or without them where the title opens with a
 * clause number ("1.1 Purpose and Scope 1", FIPS 203).
 */
function isContentsLine(text: string): boolean {
  if (CONTENTS_LINE.test(text)) return true;
  const page = PAGE_AT_END.exec(text);
  return page !== null && parseNumberedTitle(text.slice(0, page.index)).number !== null;
}

/**
 * A printed Contents inside the front matter's sections (a tagged file keeps its Contents pages as text, and
 * prints its Abstract, Notices or Foreword before them): from its title through the last element of the pages that
 * hold its lines, up to the next section's start. It belongs to no section, as front matter does (answers name it
 * "contents"); the section before it ends at its title. Null where there is none, or where it lies before the first
 * section (already front matter).
 */
export function contentsMatter(
  work: readonly WorkElement[],
  starts: ReadonlySet<number>,
  firstStart: number,
  firstNumbered: number,
  /** The tables elements point at: a Contents read as a table of entries (RFC 9580's page 2) is one too. */
  tables: readonly { headers: string[]; rows: string[][] }[] = [],
): { start: number; end: number } | null {
  const linesIn = (c: WorkElement): number => {
    if (c.kind === 'list') return c.items.filter(isContentsLine).length;
    if (c.kind === 'paragraph' || c.kind === 'heading') return isContentsLine(c.text) ? 1 : 0;
    if (c.kind !== 'table') return 0;
    const t = tables[c.table];
    const rows = t ? [t.headers, ...t.rows] : [];
    return rows.filter((r) => isContentsLine(r.filter(Boolean).join(' '))).length;
  };
  for (let t = Math.max(firstStart, 0); t < firstNumbered; t++) {
    const e = work[t]!;
    if (!isContentsTitle(e)) continue;
    if (starts.has(t)) return null;
    // An entry printed without a page number names a heading that starts a section further on (xml2rfc's
    // Contents, RFC 8949: "1. Introduction" … "Acknowledgements", links without page numbers).
    const headings = new Set([...starts].filter((k) => k > t).map((k) => entryKey(work[k]!)));
    headings.delete('');
    const pages = new Set([e.page]);
    let end = t + 1;
    let lines = 0;
    for (let k = t + 1; k < work.length && !starts.has(k); k++) {
      const c = work[k]!;
      const held = linesIn(c) || (headings.has(entryKey(c)) ? 1 : 0);
      if (held) {
        // A list or a table read over the whole Contents holds all its entries.
        lines += held;
        pages.add(c.page);
      } else if (isContentsTitle(c)) pages.add(c.page);
      else if (!pages.has(c.page)) break;
      end = k + 1;
    }
    return lines >= MIN_CONTENTS_LINES ? { start: t, end } : null;
  }
  return null;
}

/** Where the first numbered section found so far starts, or `fallback` when none does. */
export function firstNumberedStart(
  found: { drafts: readonly { number: string | null }[]; starts: readonly { start: number }[] },
  fallback: number,
): number {
  return found.starts.reduce(
    (min, s, i) => (found.drafts[i]!.number !== null ? Math.min(min, s.start) : min),
    fallback,
  );
}
