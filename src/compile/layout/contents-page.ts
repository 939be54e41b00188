/**
 * Sections of a PDF without an outline, from its printed Contents pages:
 * "7.3 Objects . . . . . 13", "Foreword ........ v", or a title and a page
 * number set apart by a tab. Printed page numbers become physical pages
 * through /PageLabels, or — when the file has none — through the page number
 * printed in each page's running footer or header.
 */
import { LISTED_CAPTION } from '../../model/table-number.js';
import type { OutlineEntry } from '../blocks.js';
import { headingNumber, titleKey } from './line-kinds.js';
import type { Line, PageLines } from './types.js';
import { parseAnnexHeading, spaceGluedNumber, startsWithAnnex } from '../../model/section-number.js';
import { compactFolio, SECTIONED_FOLIO } from '../../model/page-number.js';

const LEADERS = /(?:\s*[.·…‥]){2,}\s*$/u;
/** A printed page number: "13", "iv", or numbered within a chapter or part ("2-5", "ES-1", "A-3", "C - 9"). */
const FOLIO = String.raw`(?:\d{1,5}|[ivxlcdm]{1,8}|${SECTIONED_FOLIO})`;
const LABEL = new RegExp(`^${FOLIO}$`, 'i');
/** A title, leaders and a page number on one line. */
const LEADERED_ENTRY = new RegExp(String.raw`^(.*?\S)\s*(?:[.·…‥]\s*){2,}(${FOLIO})$`, 'iu');
/** The title line, also with the column head "Page" that ISO prints at its right end ("Contents … Page"). */
const CONTENTS_TITLE = /^(?:table\s+of\s+)?contents(?:\s+pages?)?$/i;
/** A list's own title among the entries ("List of Tables", "Figures", "List of Appendices"): no part of a title. */
const LIST_TITLE = /^(?:list\s+of\s+)?(?:tables|figures|appendices|appendixes|annexes|illustrations|exhibits)$/i;
/** A title and a page number set apart by a space only: "2. SYSTEM ANALYSIS 4". */
const BARE_ENTRY = /^(.*\S)\s+(\d{1,5}|[ivxlc]{1,8})$/;
/**
 * A title so long that its leaders shrank to one full stop before the page number: "6.1.1 Summary of Protection and
 * Assurance Requirements for Cryptographic Keys.74" (SP 800-57's Contents).
 */
const SQUEEZED_ENTRY = new RegExp(String.raw`^(.*\p{L})\s?\.(\d{1,5}|${SECTIONED_FOLIO})$`, 'u');

/** A Contents page has at least this many entry lines, and they make up at least this share of its lines. */
const MIN_ENTRIES = 3;
const MIN_SHARE = 0.5;

export interface ContentsLine {
  title: string;
  label: string;
}

/** "7.3 Objects . . . . 13" → { title: "7.3 Objects", label: "13" }; null for a line without a page number. */
export function parseEntryLine(line: Line): ContentsLine | null {
  const segs = line.segments;
  const last = segs[segs.length - 1]!;
  let label: string;
  let rest: string;
  if (segs.length >= 2 && LABEL.test(last.text)) {
    // Set apart by a tab or by leaders drawn as their own run.
    label = compactFolio(last.text);
    rest = segs
      .slice(0, -1)
      .map((s) => s.text)
      .join(' ');
  } else {
    const m = LEADERED_ENTRY.exec(line.text);
    if (!m) return null;
    rest = m[1]!;
    label = compactFolio(m[2]!);
  }
  const title = rest.replace(LEADERS, '').trim();
  return /\p{L}/u.test(title) ? { title, label } : null;
}

export interface ContentsPages {
  /** Pages (1-based) that are Contents pages. */
  pages: number[];
  /** Every line of those pages: they are the section list, not body text. */
  lines: Set<Line>;
  entries: ContentsLine[];
}

function isContentsPage(p: PageLines, pageCount: number | null): boolean {
  const entries = p.lines.map(parseEntryLine).filter((e) => e !== null);
  const n = entries.length;
  return (
    n >= MIN_ENTRIES &&
    n >= MIN_SHARE * p.lines.filter((l) => !CONTENTS_TITLE.test(l.text) && !LIST_TITLE.test(l.text)).length &&
    (pageCount === null || p.lines.some((l) => CONTENTS_TITLE.test(l.text)) || pointsIntoDocument(entries, pageCount))
  );
}

/**
 * Most entries' page numbers lie within the document: a list of names and figures printed as rows ("thin weight 0"
 * … "black weight 210", fontconfig's weight constants on its pages 8–9 of 15) reads like Contents entries but points
 * past the last page. A page under a Contents title, or going on with a Contents, needs no such check (an excerpt
 * keeps its volume's numbers).
 */
function pointsIntoDocument(entries: readonly ContentsLine[], pageCount: number): boolean {
  const outside = entries.filter((e) => /^\d+$/.test(e.label) && Number(e.label) > pageCount).length;
  return outside <= MIN_SHARE * entries.length;
}

const opensEntry = (t: string) => headingNumber(t) !== null || parseAnnexHeading(t) !== null;

/**
 * The last line of a wrapped title, its page number numbered within a part and set after one space ("APPENDIX C –
 * FEDERAL … ASSESSMENT" over "FRAMEWORK C-1", SP 800-26): read so only under the line that opened the entry.
 */
const WRAPPED_END = new RegExp(String.raw`^(.*\p{L})\s+(${SECTIONED_FOLIO})$`, 'u');

const bareEntry = (text: string): ContentsLine | null => {
  const m = BARE_ENTRY.exec(text);
  return m ? { title: m[1]!, label: m[2]! } : null;
};

/** The entry `lines` print with its page number squeezed onto the title, where the number is not below the last one. */
function squeezedEntry(lines: readonly Line[], before: readonly ContentsLine[]): ContentsLine | null {
  const m = SQUEEZED_ENTRY.exec(lines.map((l) => l.text).join(' '));
  if (!m) return null;
  // Compared where both are plain numbers: a sectioned folio ("2-2") counts within its chapter.
  const [last, n] = [Number(before.at(-1)?.label), Number(m[2])];
  return Number.isNaN(last) || Number.isNaN(n) || n >= last ? { title: m[1]!, label: compactFolio(m[2]!) } : null;
}

/** A wrapped title's lines follow each other at about one line pitch; furniture sits further off. */
const WRAP_PITCH = 2;

function adjacent(upper: Line, lower: Line): boolean {
  const gap = upper.y - lower.y;
  return gap > 0 && gap <= WRAP_PITCH * Math.max(upper.size, lower.size);
}

/** The Contents' last entries at the top of the page after its pages: at least this many, before the body. */
const MIN_TAIL = 2;

/**
 * The top of the page after the Contents pages, where its last entries run on before the body starts (RFC 5652's
 * page 3: "10.2.3. CertificateSet ....38" … "15. Acknowledgments ....55" over "1. Introduction"): the lines down
 * to the first that is no entry, as a page of their own; null where fewer than two entries open the page.
 */
function tailOf(next: PageLines | undefined): PageLines | null {
  if (!next) return null;
  const top = next.lines.findIndex((l) => parseEntryLine(l) === null);
  const count = top < 0 ? next.lines.length : top;
  return count >= MIN_TAIL && top >= 0 ? { ...next, lines: next.lines.slice(0, count) } : null;
}

/** Whether line `i` ends a wrapped title (WRAPPED_END) whose lines run up, set close, to one that opens an entry. */
function endsWrappedEntry(lines: readonly Line[], i: number): boolean {
  if (!WRAPPED_END.test(lines[i]!.text)) return false;
  let k = i;
  while (k > 0 && adjacent(lines[k - 1]!, lines[k]!) && parseEntryLine(lines[k - 1]!) === null) k--;
  return k < i && opensEntry(lines[k]!.text);
}

/** A Contents page down to its last entry line: what follows it on the page is the body. */
function upToLastEntry(p: PageLines): PageLines {
  let lastEntry = -1;
  p.lines.forEach((l, i) => {
    if (parseEntryLine(l) !== null || endsWrappedEntry(p.lines, i)) lastEntry = i;
  });
  return lastEntry < 0 || lastEntry === p.lines.length - 1 ? p : { ...p, lines: p.lines.slice(0, lastEntry + 1) };
}

/** The Contents starts within this many pages (or this share of the document): it is front matter. */
const FRONT_PAGES = 20;
const FRONT_SHARE = 0.1;

/**
 * The page as a Contents page: the whole page, or the page from its Contents title down where the text above the title
 * (a LaTeX article's abstract over its Contents: "Everything we know about CRC") outweighs the entries; null if neither.
 */
function contentsFrom(p: PageLines, pageCount: number): PageLines | null {
  if (isContentsPage(p, pageCount)) return p;
  const title = p.lines.findIndex((l) => CONTENTS_TITLE.test(l.text));
  const below = title > 0 ? { ...p, lines: p.lines.slice(title) } : null;
  return below && isContentsPage(below, pageCount) ? below : null;
}

/** The first page among `front` that holds Contents, with its Contents part (the page from its title down). */
function firstContentsPage(front: PageLines[], pageCount: number): { index: number; page: PageLines } | null {
  for (const [index, p] of front.entries()) {
    const page = contentsFrom(p, pageCount);
    if (page) return { index, page };
  }
  return null;
}

/** Finds the first run of consecutive Contents pages and reads their entries in order. */
export function findContentsPages(pages: PageLines[]): ContentsPages | null {
  const front = Math.max(FRONT_PAGES, Math.ceil(FRONT_SHARE * pages.length));
  const opening = firstContentsPage(pages.slice(0, front), pages.length);
  if (opening === null) return null;
  const first = opening.index;
  let last = first;
  while (last + 1 < pages.length && isContentsPage(pages[last + 1]!, null)) last++;
  const run = [opening.page, ...pages.slice(first + 1, last + 1)];
  // The last Contents page may go on with the body under its last entry (RFC 9580's page 12: "1. Introduction"
  // and its text under "Appendix C …"): that is no Contents text.
  run[run.length - 1] = upToLastEntry(run[run.length - 1]!);
  const entries: ContentsLine[] = [];
  const lines = new Set<Line>();
  const tail = tailOf(pages[last + 1]);
  for (const p of tail ? [...run, tail] : run) {
    // A title too long for one line wraps; its first part has no page number. Only lines set close
    // above their entry on the same page are such parts: a running header or footer that survived
    // furniture removal ("iv © ISO/IEC 2015 – All rights reserved") never joins a title.
    let pending: Line[] = [];
    for (const [i, l] of p.lines.entries()) {
      lines.add(l);
      if (CONTENTS_TITLE.test(l.text) || LIST_TITLE.test(l.text) || /^pages?$/i.test(l.text)) {
        pending = [];
        continue;
      }
      const e = parseEntryLine(l);
      const last = pending[pending.length - 1];
      const end = !e && endsWrappedEntry(p.lines, i) ? WRAPPED_END.exec(l.text) : null;
      if (end) {
        const title = [...pending.map((x) => x.text), end[1]!].join(' ');
        if (!LISTED_CAPTION.test(title)) entries.push({ title, label: compactFolio(end[2]!) });
        pending = [];
        continue;
      }
      if (!e) {
        // A line that opens an entry under one that opened another ends that one, whose page number its leaders
        // shrank to: "… Cryptographic Keys.74" over "6.1.2 Summary of … Related" / "Information …… 77".
        const ends = last && adjacent(last, l) && opensEntry(l.text) && opensEntry(pending[0]!.text);
        const squeezed = ends ? squeezedEntry(pending, entries) : null;
        if (squeezed && !LISTED_CAPTION.test(squeezed.title)) entries.push(squeezed);
        pending = squeezed || (last && !adjacent(last, l)) ? [l] : [...pending, l];
        continue;
      }
      let wrapped = last && adjacent(last, l) ? pending.map((x) => x.text) : [];
      // "2. SYSTEM ANALYSIS 4" over "2.1 SYSTEM BOUNDARIES …… 4": an entry printed without leaders, not the first
      // line of a wrapped title, when both open with a clause number (or the first with an annex's label: "APPENDIX B
      // EXAMPLE OF … CONSTRUCTION 68" over "B.1 General. …… 68").
      const alone = wrapped.length === 1 ? (bareEntry(wrapped[0]!) ?? squeezedEntry(pending, entries)) : null;
      if (alone && opensEntry(alone.title) && headingNumber(e.title)) {
        if (!LISTED_CAPTION.test(alone.title)) entries.push(alone);
        wrapped = [];
      }
      const title = [...wrapped, e.title].join(' ');
      pending = [];
      // Lists of tables and figures share the Contents pages' look but name no sections.
      if (!LISTED_CAPTION.test(title)) entries.push({ title, label: e.label });
    }
  }
  // The Contents title may sit alone on the page before the entries start.
  const prev = pages[first - 1];
  if (prev && prev.lines.length > 0 && prev.lines.every((l) => CONTENTS_TITLE.test(l.text)))
    prev.lines.forEach((l) => lines.add(l));
  return { pages: run.map((p) => p.page), lines, entries: entries.map(spacedNumber) };
}

const spacedNumber = (e: ContentsLine): ContentsLine => ({ ...e, title: spaceGluedNumber(e.title) });

export interface PageMap {
  /** Printed label of each physical page (index 0 = page 1), or null where unknown. */
  printed: (string | null)[];
}

/** Physical page for a printed label: the first page after the Contents pages that carries it, else the first anywhere. */
export function physicalPage(label: string, map: PageMap, after: number): number | null {
  const want = label.toLowerCase();
  const hits = map.printed.flatMap((l, i) => (l !== null && l.toLowerCase() === want ? [i + 1] : []));
  return hits.find((p) => p > after) ?? hits[0] ?? null;
}

export interface HeadingRef {
  text: string;
  page: number;
}

/** Depth from the number ("7.3" → 1, "Annex A" → 0, "A.1" → 1); unnumbered → 0. */
export function depthOf(title: string): number {
  const n = headingNumber(title)?.number;
  if (!n || startsWithAnnex(n)) return 0;
  return n.split('.').length - 1;
}

/**
 * Contents entries → outline entries. The printed label gives the page; a
 * detected heading with the same text gives the page when the label cannot
 * be mapped. y stays null: a Contents line names no position on the page,
 * and the segmenter finds the section's start by its heading.
 */
export function contentsOutline(
  contents: ContentsPages,
  map: PageMap,
  headings: HeadingRef[],
): { entries: OutlineEntry[]; unmapped: string[] } {
  const after = Math.max(...contents.pages);
  const entries: OutlineEntry[] = [];
  const unmapped: string[] = [];
  let searchFrom = 0;
  for (const e of contents.entries) {
    const page = physicalPage(e.label, map, after);
    const key = titleKey(e.title);
    // Headings are matched in document order so that repeated titles ("General") pair up one by one.
    let match: HeadingRef | undefined;
    for (let k = searchFrom; k < headings.length; k++) {
      const h = headings[k]!;
      if (titleKey(h.text) === key && (page === null || Math.abs(h.page - page) <= 1)) {
        match = h;
        searchFrom = k + 1;
        break;
      }
    }
    const where = page ?? match?.page ?? null;
    if (where === null) {
      unmapped.push(e.title);
      continue;
    }
    entries.push({ title: e.title, page: where, y: null, depth: depthOf(e.title) });
  }
  return { entries, unmapped };
}
