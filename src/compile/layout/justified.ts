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

/** The widths of the visible gaps of a line: between its segments, and before each run that starts after one. */
function gapsOf(line: Line): number[] {
  const gaps: number[] = [];
  line.segments.forEach((s, i) => {
    const prev = line.segments[i - 1];
    if (prev) gaps.push(s.x0 - prev.x1);
    for (const r of s.runStarts ?? []) gaps.push(r.gap);
  });
  return gaps;
}

/**
 * A line set justified: three or more visible gaps between its words, all of one width. A line whose words are
 * mostly not words (no two letters in a row) is no prose: figures or hex bytes spaced evenly are a row of a grid
 * (a permutation table, FIPS 197's S-box: "1 ca 82 c9").
 */
export function isJustifiedLine(line: Line): boolean {
  const words = line.text.split(/\s+/).filter((w) => w !== '');
  if (words.filter(holdsWord).length * 2 < words.length) return false;
  const gaps = gapsOf(line);
  if (gaps.length < MIN_GAPS) return false;
  const min = Math.min(...gaps);
  const max = Math.max(...gaps);
  const mean = gaps.reduce((a, b) => a + b, 0) / gaps.length;
  return max - min <= Math.max(SAME_GAP, SAME_SHARE * mean);
}
