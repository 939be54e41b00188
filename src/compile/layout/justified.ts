/**
 * Justified lines. A justified paragraph fills each line but its last by
 * widening every gap between its words by the same amount, and a word
 * processor that sets each word as a run of its own leaves those gaps in the
 * text layer as real distances: a line with a long word (a URL) gets gaps wide
 * enough to look like a table's gutters, and three such lines look like a
 * table of two columns. What tells them apart is that the gaps of a justified
 * line are all equal, where a table row's gutters differ from its word gaps
 * and from one another.
 */
import type { Line } from './types.js';
import { holdsWord } from '../words.js';

/** Gaps equal within this (pt) or this share of their mean are one gap widened by justification. */
const SAME_GAP = 0.5;
const SAME_SHARE = 0.05;
/** At least this many gaps: fewer (a row of two or three cells) say nothing. */
const MIN_GAPS = 3;

/**
 * A gap after punctuation may be wider than the line's other gaps: TeX widens the space after a comma, a semicolon,
 * a colon or a full stop more than between words (its space factor), never less.
 */
const PUNCTUATION = /[.,;:!?]/u;
/** Closing marks a punctuation mark may stand before ("word.)", "“word,”"). */
const CLOSER = /[)\]"'”’]/u;

interface Gap {
  width: number;
  /** The gap follows punctuation. */
  punctuated: boolean;
  /** Between two runs of one segment, close enough to be one cell's: a space of fixed width in code may be one. */
  inner: boolean;
}

/** The visible gaps of a line: between its segments, and before each run that starts after one. */
function gapsOf(line: Line): Gap[] {
  const gaps: Gap[] = [];
  line.segments.forEach((s, i) => {
    const prev = line.segments[i - 1];
    if (prev)
      gaps.push({ width: s.x0 - prev.x1, punctuated: punctuatedBefore(prev.text, prev.text.length), inner: false });
    for (const r of s.runStarts ?? [])
      gaps.push({ width: r.gap, punctuated: punctuatedBefore(s.text, r.at), inner: true });
  });
  return gaps;
}

/**
 * `text` up to `end` ends in punctuation, closing marks and spaces after it allowed: read backwards in place, since
 * every line with gaps is asked at each of them while the page is walked.
 */
function punctuatedBefore(text: string, end: number): boolean {
  let i = end - 1;
  while (i >= 0 && /\s/u.test(text[i]!)) i--;
  while (i >= 0 && CLOSER.test(text[i]!)) i--;
  return i >= 0 && PUNCTUATION.test(text[i]!);
}

/**
 * A line set justified: three or more visible gaps between its words, all of one width. As TeX sets a line, the
 * gaps between its segments are of one width but those after punctuation, which are at least as wide, and those
 * inside a segment, which may be narrower (a space of fixed width in code: "Monad m => a -> m a"). A line whose
 * words are mostly not words (no two letters in a row) is no prose: figures or hex bytes spaced evenly are a row of
 * a grid (a permutation table, FIPS 197's S-box: "1 ca 82 c9").
 */
export function isJustifiedLine(line: Line): boolean {
  const words = line.text.split(/\s+/).filter((w) => w !== '');
  if (words.filter(holdsWord).length * 2 < words.length) return false;
  const gaps = gapsOf(line);
  if (evenWidth(gaps.map((g) => g.width)) !== null) return true;
  const plain = gaps.filter((g) => !g.punctuated);
  const between = plain.filter((g) => !g.inner);
  const even = evenWidth((between.length >= MIN_GAPS ? between : plain).map((g) => g.width));
  if (even === null) return false;
  const { min, max, tolerance } = even;
  return gaps.every((g) =>
    g.punctuated ? g.width >= min - tolerance : !g.inner || g.width < min - tolerance || g.width <= max + tolerance,
  );
}

/** Three gaps or more of one width: the narrowest, the widest and the tolerance they were held to; else null. */
function evenWidth(widths: readonly number[]): { min: number; max: number; tolerance: number } | null {
  if (widths.length < MIN_GAPS) return null;
  const min = Math.min(...widths);
  const max = Math.max(...widths);
  const mean = widths.reduce((a, b) => a + b, 0) / widths.length;
  const tolerance = Math.max(SAME_GAP, SAME_SHARE * mean);
  return max - min <= tolerance ? { min, max, tolerance } : null;
}
