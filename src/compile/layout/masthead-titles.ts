/**
 * A title under a publication's masthead, both centred over the text column: the older FIPS PUBS open the
 * announcement and again the specifications with "Federal Information / Processing Standards Publication 186-1 /
 * 1998 December 15 / Announcing the / DIGITAL SIGNATURE STANDARD (DSS)". The masthead ends with its issue date on a
 * line alone; the one to three centred lines right under it, the last set in bold or larger than the body, are the
 * title of the part that follows — a heading, however plain its first line is set ("SPECIFICATIONS FOR THE" in the
 * body face over "DATA ENCRYPTION STANDARD" in 16-point bold, NBS FIPS 46-1). Without a date over it a centred line
 * is left to the other readers: a cover or a figure's labels are centred too.
 */
import { isDateAlone } from '../../model/issue-date.js';
import { LARGER } from './headings.js';
import { isCaption, isNumberedHeadingText } from './line-kinds.js';
import type { LayoutMetrics } from './metrics.js';
import type { Line } from './types.js';

const MAX_TITLE_LINES = 3;
const MAX_TITLE_CHARS = 120;
/** A centred line's middle lies this share of the column's width from the column's middle at most. */
const CENTRE_TOLERANCE = 0.05;
/** … and it starts this share of the column's width right of the column's left edge at least (not a full line). */
const MIN_SET_IN = 0.1;
/** Lines of the block stand this many line pitches apart at most. */
const MAX_GAP_PITCHES = 4;

/** The line is centred over the text column of its page (or its column), and set in from both edges. */
export function isCentred(l: Line, m: LayoutMetrics): boolean {
  const left = l.column?.left ?? m.left(l.page);
  const right = l.column?.right ?? m.right(l.page);
  const width = right - left;
  if (width <= 0 || l.x0 - left < MIN_SET_IN * width) return false;
  return Math.abs((l.x0 + l.x1) / 2 - (left + right) / 2) <= CENTRE_TOLERANCE * width;
}

/** The two lines are on one page, the second under the first, within the block's spacing. */
const close = (above: Line, below: Line, m: LayoutMetrics) =>
  above.page === below.page &&
  above.y > below.y &&
  above.y - below.y <= MAX_GAP_PITCHES * m.pitch(Math.max(above.size, below.size));

const titleLike = (l: Line) =>
  l.text.length <= MAX_TITLE_CHARS &&
  /^\p{L}/u.test(l.text) &&
  !isCaption(l.text) &&
  !isNumberedHeadingText(l.text) &&
  !isDateAlone(l.text);

/**
 * The end (exclusive) of the title that starts at line `i` under a masthead, or null: line `i - 1` is a centred date
 * alone under at least one more centred line, and lines `i` … are centred title lines, the last bold or larger.
 */
export function titleUnderMasthead(lines: readonly Line[], i: number, m: LayoutMetrics): number | null {
  const date = lines[i - 1];
  const name = lines[i - 2];
  const first = lines[i];
  if (!date || !name || !first || !isDateAlone(date.text) || !isCentred(date, m) || !isCentred(name, m)) return null;
  if (!close(name, date, m) || !close(date, first, m)) return null;
  let end = i;
  while (
    end < lines.length &&
    end - i < MAX_TITLE_LINES &&
    (end === i || close(lines[end - 1]!, lines[end]!, m)) &&
    isCentred(lines[end]!, m) &&
    titleLike(lines[end]!)
  )
    end++;
  // The title ends on its line set apart; a plain line under it is no part of it.
  while (end > i && !setApart(lines[end - 1]!, m)) end--;
  return end > i ? end : null;
}

const setApart = (l: Line, m: LayoutMetrics) => l.bold || l.size >= LARGER * m.bodySize;
