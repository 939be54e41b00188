/**
 * Heading lines of an untagged page: larger than the body text or bold, and
 * either numbered like a clause ("7.3.4 Title", "Annex A") or — when larger —
 * an unnumbered title ("Foreword") set in the style of a numbered heading or
 * named by the outline or Contents. A cover's big title matches neither and
 * stays a paragraph. A numbered line in the body font counts too when it
 * stands alone between larger gaps, because some producers print minor
 * headings in the body face. Heading level for the contract's `tagLevel` is
 * the rank of the heading's style, largest first.
 */
import {
  ANNEX_NUMBER,
  DOTTED_NUMBER,
  isAnnexLabel,
  isChapterNumberAlone,
  isChapterWord,
  isDivisionLabel,
  isSoleAnnexLabel,
  parseLabelledHeading,
} from '../../model/section-number.js';
import { firstIndexWhere } from '../../model/sorted-search.js';
import { splitLead } from '../lead.js';
import { isCaption, isNumberedHeadingText, titleKey } from './line-kinds.js';
import type { LayoutMetrics } from './metrics.js';
import type { Line } from './types.js';

/** A dotted clause number (a closing full stop allowed) or an annex's, then a space: what a plain heading opens with. */
const PLAIN_NUMBERED = new RegExp(String.raw`^(?:${DOTTED_NUMBER}\.?|${ANNEX_NUMBER})\s`);

/** A heading's size at least this multiple of the body's sets it apart (masthead-titles.ts too). */
export const LARGER = 1.1;
const UNNUMBERED_LARGER = 1.15;
const NAMED_LARGER = 1.05;
const MAX_HEADING_CHARS = 200;

/** A division's label alone on its line (DoD standards print it over the title, on the lines below). */
const isLabelAlone = isDivisionLabel;

const styleKey = (l: Line) => `${l.size}|${l.bold ? 1 : 0}`;

function isNumberedStrong(line: Line, m: LayoutMetrics): boolean {
  const text = line.text;
  if (text.length > MAX_HEADING_CHARS || isCaption(text) || line.mono) return false;
  return isNumberedHeadingText(text) && (line.size >= LARGER * m.bodySize || line.bold);
}

/** Index of the first string ≥ key in a sorted list. */
const firstNotBefore = (sorted: string[], key: string): number =>
  firstIndexWhere(sorted.length, (i) => sorted[i]! >= key);

/**
 * The strong-heading test for one document. `knownTitles` are the outline's
 * (or Contents page's) entry titles; unnumbered headings must match one of
 * them (or begin one, when the heading wraps) or share a numbered heading's
 * style. A document with neither takes every larger short line.
 */
/** The styles (size and weight) the document's numbered headings are set in. */
export const numberedHeadingStyles = (lines: Line[], m: LayoutMetrics): ReadonlySet<string> =>
  new Set(lines.filter((l) => isNumberedStrong(l, m)).map(styleKey));

export function strongHeadingTest(
  lines: Line[],
  m: LayoutMetrics,
  knownTitles: string[],
  numberedStyles = numberedHeadingStyles(lines, m),
): (line: Line) => boolean {
  // Sorted, so that the titles beginning with a line's text are found by binary search, not by a pass over all of them.
  const titles = knownTitles
    .map(titleKey)
    .filter((t) => t.length > 0)
    .sort();
  const open = numberedStyles.size === 0 && titles.length === 0;
  // A wrapped title's first line begins the title; it must be a fair part of it to count.
  const named = (key: string) => {
    if (!key.length) return false;
    for (let i = firstNotBefore(titles, key); i < titles.length && titles[i]!.startsWith(key); i++) {
      const t = titles[i]!;
      if (t === key || key.length >= Math.min(12, 0.4 * t.length)) return true;
    }
    return false;
  };
  /** Some listed title begins with the key and goes on (a division's label, its title after it). */
  const begins = (key: string) => {
    const i = firstNotBefore(titles, key);
    return i < titles.length && titles[i]!.startsWith(key) && titles[i]!.length > key.length;
  };
  return (line) => {
    if (isNumberedStrong(line, m)) return true;
    const text = line.text;
    // A label alone, set off by weight or size, whose entry in the outline or Contents goes on with the title.
    if ((line.bold || line.size >= NAMED_LARGER * m.bodySize) && isLabelAlone(text) && begins(titleKey(text)))
      return true;
    if (text.length > 120 || isCaption(text) || line.mono || isNumberedHeadingText(text)) return false;
    // Named by the outline: set off by weight or a slightly larger size is enough.
    if ((line.bold || line.size >= NAMED_LARGER * m.bodySize) && named(titleKey(text))) return true;
    if (line.size < UNNUMBERED_LARGER * m.bodySize || !/^[\p{L}\p{N}]/u.test(text)) return false;
    return open || numberedStyles.has(styleKey(line));
  };
}

/**
 * An unnumbered line set in the face of the document's numbered headings — bold and a little larger than the body,
 * too little to be a heading by size alone (RISC-V's "Address Matching" in the 12-point bold of "3.1.1 Machine ISA
 * Register", over 11-point text): whether it is a sub-heading, the section passes decide from how it is used.
 */
export function headingFaceTest(numberedStyles: ReadonlySet<string>, m: LayoutMetrics): (line: Line) => boolean {
  return (line) =>
    line.bold &&
    !line.mono &&
    line.size >= NAMED_LARGER * m.bodySize &&
    numberedStyles.has(styleKey(line)) &&
    line.text.length <= 120 &&
    /^\p{L}/u.test(line.text) &&
    !isCaption(line.text) &&
    !isNumberedHeadingText(line.text);
}

/**
 * An annex's label alone ("APPENDIX", "ANNEX B"), set off by weight or size, right over a title set bold and
 * larger still: the label of the title's annex, whether or not a list names it (NBS FIPS 46-1's "APPENDIX" in
 * 11-point bold over "PRIMITIVE FUNCTIONS FOR THE / DATA ENCRYPTION ALGORITHM" in 13.5-point bold). A label in
 * the title's own face runs on into it as any heading does.
 */
export function isLabelOverTitle(line: Line, next: Line | undefined, m: LayoutMetrics): boolean {
  const label = line.text.trim();
  if (!next || next.page !== line.page || !(isAnnexLabel(label, { capitals: true }) || isSoleAnnexLabel(label)))
    return false;
  if (!(line.bold || line.size >= NAMED_LARGER * m.bodySize) || line.mono) return false;
  const title = next.text;
  return (
    next.bold &&
    next.size > line.size &&
    next.size >= UNNUMBERED_LARGER * m.bodySize &&
    line.y - next.y <= 2.5 * m.pitch(next.size) &&
    title.length <= 120 &&
    /^\p{Lu}/u.test(title) &&
    !isCaption(title) &&
    !isNumberedHeadingText(title)
  );
}

/** How far below its label a chapter's title may be set, in pitches of the title's size (Sphinx's LaTeX: 3.2). */
const CHAPTER_TITLE_GAP = 4;

/** A chapter's label on one line, nothing after its number: "Chapter 2", "CHAPTER TWO". */
const isChapterLine = (text: string) => {
  const p = parseLabelledHeading(text.trim());
  return p !== null && p.title === '' && /^chapter\b/i.test(p.number);
};

/**
 * A chapter's label over its title, as book classes print it: "Chapter 2" on a line of its own, or the label alone
 * over the number alone ("CHAPTER" / "TWO", spelled, as Sphinx's LaTeX sets it), then the title set bold or larger
 * (LaTeX's book class: "Chapter 1" / "Introduction"; Sphinx: "CHAPTER" / "TWO" / "THE DEBIAN ARCHIVE"). The label
 * is set off by weight or size and sits right over the title. Returns the number of label lines (1 or 2), or 0.
 */
export function chapterLabelLines(lines: readonly Line[], i: number, m: LayoutMetrics): number {
  const l = lines[i]!;
  const labels = isChapterLine(l.text)
    ? 1
    : isChapterWord(l.text) && isChapterNumberAlone(lines[i + 1]?.text ?? '')
      ? 2
      : 0;
  const title = lines[i + labels];
  if (labels === 0 || !title) return 0;
  const run = lines.slice(i, i + labels + 1);
  const setOff = (x: Line) => !x.mono && (x.bold || x.size >= NAMED_LARGER * m.bodySize);
  const near = run.every(
    (x, k) => k === 0 || (x.page === l.page && run[k - 1]!.y - x.y <= CHAPTER_TITLE_GAP * m.pitch(title.size)),
  );
  return near &&
    run.slice(0, labels).some(setOff) &&
    setOff(title) &&
    (title.bold || title.size >= UNNUMBERED_LARGER * m.bodySize) &&
    title.text.length <= 120 &&
    /^\p{L}/u.test(title.text) &&
    !isCaption(title.text) &&
    !isNumberedHeadingText(title.text)
    ? labels
    : 0;
}

/** A numbered line set in the body face, alone between paragraph-sized gaps, without a closing full stop. */
export function isPlainHeading(line: Line, gapBefore: number, gapAfter: number, m: LayoutMetrics): boolean {
  const text = line.text;
  if (isTermEntry(line)) return false;
  if (text.length > 120 || /[.:;,]$/.test(text) || !PLAIN_NUMBERED.test(text)) return false;
  if (!isNumberedHeadingText(text)) return false;
  const pitch = m.pitch(line.size);
  return gapBefore > 1.3 * pitch && gapAfter > 1.3 * pitch;
}

/**
 * "2.3.1 **standard uncertainty** uncertainty of the result …": a bold term
 * and its definition, which starts in lower case, or a bold term after a
 * number in the body face with nothing after it — a term entry (GUM style),
 * not a heading, however alone it stands.
 */
function isTermEntry(line: Line): boolean {
  const split = line.pieces ? splitLead(line.pieces) : null;
  return (
    split !== null &&
    line.pieces!.some((p) => p.face === split.face && p.bold) &&
    (split.rest === '' || /^\p{Ll}/u.test(split.rest))
  );
}

/** Rank of each heading style (size, then bold before regular) → tagLevel 1, 2, … */
export function headingRanks(headings: Line[]): (line: Line) => number {
  const key = (l: Line) => `${l.size}|${l.bold ? 1 : 0}`;
  const styles = [...new Map(headings.map((l) => [key(l), l])).values()].sort(
    (a, b) => b.size - a.size || Number(b.bold) - Number(a.bold),
  );
  const rank = new Map(styles.map((l, i) => [key(l), i + 1]));
  return (l) => rank.get(key(l)) ?? styles.length + 1;
}
