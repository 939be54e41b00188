/**
 * Whether the next printed line continues the paragraph being built. Body
 * text is wrapped greedily, so a line that ends early — one the next line's
 * first word would have fitted on — ends its paragraph. That test carries
 * most of the weight; a larger gap, a change of font, a change of indent, a
 * margin paragraph number or a line opening with "NOTE", "EXAMPLE", "Table N –"
 * or a list mark also end one.
 * A paragraph runs on over a page break under the same conditions, unless
 * the line before the break ends a sentence.
 */
import { endsClause, startsItem, startsStrong } from './line-kinds.js';
import { isBulletText } from './bullet-lists.js';
import { opensNextItem } from '../../model/list-enumerator.js';
import type { LayoutMetrics } from './metrics.js';
import type { Line } from './types.js';

/** A baseline gap above this multiple of the usual pitch is paragraph spacing. */
const PARA_GAP = 1.3;
const SENTENCE_END = /[.!?]["”’)\]]?$/;
/** Room (× font size) that still counts as "the next word would not have fitted". */
const FIT_SLACK = 1;
const LOOSE_FIT_SLACK = 3;
/** x positions closer than this (pt) are the same indent. */
const INDENT_TOL = 1.5;

export function sameStyle(a: Line, b: Line): boolean {
  return a.bold === b.bold && a.mono === b.mono && Math.abs(a.size - b.size) < 0.6;
}

/**
 * The previous line reached the right edge: the next word could not have
 * fitted on it. The first word's width is estimated from average glyph
 * widths, so about an em of room still counts as full; where paragraphs are
 * spaced apart, up to three ems do unless the line ends a sentence.
 */
export function lineIsFull(prev: Line, next: Line, m: LayoutMetrics): boolean {
  // A word split at the line end ("hyph-") means the line was full, however short the rest of the word is.
  if (/\p{L}-$/u.test(prev.text)) return true;
  const room =
    ((prev.column?.right ?? m.right(prev.page)) - (prev.x1 + prev.spaceWidth + next.firstWordWidth)) / prev.size;
  if (room < FIT_SLACK) return true;
  return m.paragraphSpacing && room < LOOSE_FIT_SLACK && !/[.:;!?]["”’)\]]?$/.test(prev.text);
}

/** The two lines are in one column of one page (or both across the page's full width). */
export function sameColumn(a: Line, b: Line): boolean {
  return a.page === b.page && a.column?.n === b.column?.n;
}

/** Baseline distance between consecutive lines in one column of a page; Infinity across pages and columns. */
export function gapBetween(prev: Line, next: Line): number {
  return sameColumn(prev, next) ? prev.y - next.y : Infinity;
}

/** x of a line from its column's left edge (a line across the full width: from the text's left edge). */
const indentOf = (l: Line, m: LayoutMetrics) => l.x0 - (l.column?.left ?? m.left(l.page));

/** How far the next line starts right of the previous one; from their columns' edges when either is in one. */
const indentChange = (prev: Line, next: Line, m: LayoutMetrics) =>
  prev.column || next.column ? indentOf(next, m) - indentOf(prev, m) : next.x0 - prev.x0;

/**
 * Lines set in beside a figure go back out to the column's edge below it, the sentence running on ("… An OTP device"
 * / "may, for example, display …", SP 800-63B): a line unfinished, the next opening in lower case.
 */
const runsOnInLowerCase = (prev: Line, next: Line): boolean =>
  !/[.:;!?]["”’)\]]?$/.test(prev.text) && /^\p{Ll}/u.test(next.text);

export function continuesParagraph(para: Line[], next: Line, m: LayoutMetrics): boolean {
  const prev = para[para.length - 1]!;
  if (next.marginNumber !== undefined || !sameStyle(prev, next)) return false;
  // A bullet opens an item, even under a line that reads as full (a page whose right edge its short lines set).
  if (startsStrong(next.text) || isBulletText(next.text)) return false;
  if (sameColumn(prev, next)) {
    const gap = prev.y - next.y;
    if (gap <= 0.5 * next.size || gap > PARA_GAP * m.pitch(next.size)) return false;
  } else if ((next.page !== prev.page && next.page !== prev.page + 1) || SENTENCE_END.test(prev.text)) {
    // Over a page or column break there is no gap to read. A full line ending a sentence ends the paragraph
    // more often than a break falls right after a sentence inside one (measured on generated fixtures).
    return false;
  }
  if (!lineIsFull(prev, next, m)) return false;
  if (startsItem(next.text) && endsClause(prev.text)) return false;
  // The item after the paragraph's own ("3. SHALL be erased …" then "4. SHOULD …"), after a line that ends a clause,
  // is the next paragraph: an enumerator where a wrapped line happens to start ("(b) the …", "264.") is not.
  if (endsClause(prev.text) && opensNextItem(para[0]!.text, next.text)) return false;
  // After the first line the indent is fixed (first-line and hanging indents differ only on line 1); indents
  // are measured from the line's column.
  const indent = indentChange(prev, next, m);
  if (indent < -INDENT_TOL && Math.abs(indentOf(next, m)) <= INDENT_TOL && runsOnInLowerCase(prev, next)) return true;
  if (para.length >= 2) return Math.abs(indent) <= INDENT_TOL;
  return Math.abs(indent) <= 6 * prev.size;
}
