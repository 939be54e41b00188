/**
 * Which outline (or Contents) entries can name a clause at all. Word exports
 * carry bookmarks ("OLE_LINK6", "_Toc123456", "DDHeadingPage1"); older Adobe
 * references list their figures and tables and the whole index in the outline
 * ("Figures" > "Figure 3.1 …", "Index" > "A" > "s tt"). None of these is a
 * section; each is reported with its reason.
 */
import { CAPTION_LABEL } from '../../../model/table-number.js';
import type { OutlineEntry } from '../../blocks.js';
import { isFrontMatterTitle } from './front-matter-headings.js';
import { normaliseText } from '../normalise.js';
import { parseNumberedTitle } from './numbers.js';

export type RejectReason =
  | 'bookmark name'
  | 'figure or table entry'
  | 'list of figures or tables'
  | 'index entry'
  | 'contents entry'
  | 'title page'
  | 'fragment'
  | 'empty title'
  | 'no heading, out of order'
  | 'no heading of its own';

/** Reasons that say nothing against the outline: a good outline may carry these lists too. */
export const LIST_REASONS: ReadonlySet<RejectReason> = new Set([
  'figure or table entry',
  'list of figures or tables',
  'index entry',
  'contents entry',
  'title page',
]);

export interface RejectedEntry {
  title: string;
  page: number;
  reason: RejectReason;
}

/** A caption-like entry: "Table 3.4 Entries in …", "Figure 12 – …", "Example 7.2", "TABLE A-I.", "FIGURE B-1.". */
const CAPTION = CAPTION_LABEL;
const LIST_TITLE = /^(?:list\s+of\s+)?(?:tables|figures|illustrations|examples|equations|plates|algorithms|listings)$/i;

const INDEX_TITLE = /^(?:general\s+|subject\s+)?index$/i;
/**
 * The Contents list itself, its column heads ("PARAGRAPH PAGE") and page locators ("Page 790"): bookmarks for
 * finding a page, not clauses.
 */
const CONTENTS_TITLE =
  /^(?:(?:table\s+of\s+)?contents|(?:(?:paragraph|section|clause|title|page)\s*){2,}|page\s+\d+)$/i;

/**
 * A name a program gave a bookmark, not a title a person wrote: no space, and
 * an underscore ("OLE_LINK6", "_Toc123456") or a camel-case word run into
 * digits ("DDHeadingPage1").
 */
export function isBookmarkName(title: string): boolean {
  const t = normaliseText(title);
  if (t === '' || /\s/.test(t)) return false;
  return t.includes('_') || (/^\p{L}+\d+$/u.test(t) && /\p{Ll}\p{Lu}/u.test(t));
}

/** An unnumbered title on the first page that is no front-matter title: the title page's, unless the page is body. */
export const onFirstPageUnnumbered = (page: number, title: string): boolean =>
  page === 1 && parseNumberedTitle(title).number === null && !isFrontMatterTitle(title);

/** No word of three letters or more and no number: "s tt", "A", "—". */
export function isFragment(title: string): boolean {
  const { number, title: rest } = parseNumberedTitle(title);
  return number === null && rest !== '' && !/\p{L}{3}/u.test(rest);
}

/**
 * Splits entries into those that may be clauses and those that cannot be.
 * Entries under a list of figures/tables or under the index (by outline
 * nesting) go with their container; the "Index" entry itself is kept (the
 * index is back matter a reader may want), its children are not.
 */
export function screenEntries(
  entries: readonly OutlineEntry[],
  /** The first page is body, not a title page (reconcile.ts `firstPageIsBody`). */
  firstPageIsBody = false,
): { kept: OutlineEntry[]; rejected: RejectedEntry[] } {
  const kept: OutlineEntry[] = [];
  const rejected: RejectedEntry[] = [];
  let container: { depth: number; reason: RejectReason } | null = null;
  for (const e of entries) {
    if (container && e.depth <= container.depth) container = null;
    const title = normaliseText(e.title);
    const reject = (reason: RejectReason) => rejected.push({ title, page: e.page, reason });
    if (container) {
      reject(container.reason);
      continue;
    }
    if (LIST_TITLE.test(title)) {
      reject('list of figures or tables');
      container = { depth: e.depth, reason: 'list of figures or tables' };
    } else if (CAPTION.test(title)) {
      reject('figure or table entry');
    } else if (CONTENTS_TITLE.test(title)) {
      reject('contents entry');
    } else if (!firstPageIsBody && onFirstPageUnnumbered(e.page, title)) {
      // What the first page holds besides a front-matter text is the title page: the document's title, a
      // distribution statement, a cover label.
      reject('title page');
    } else {
      if (INDEX_TITLE.test(title)) container = { depth: e.depth, reason: 'index entry' };
      kept.push(e);
    }
  }
  return { kept, rejected };
}
