/**
 * Heading lines of an untagged page: larger than the body text or bold, and
 * either numbered like a clause ("7.3.4 Title", "Annex A") or — when larger —
 * short enough to be an unnumbered title ("Foreword"). A numbered line in the
 * body font counts too when it stands alone between larger gaps, because some
 * producers print minor headings in the body face. Heading level for the
 * contract's `tagLevel` is the rank of the heading's style, largest first.
 */
import { isCaption, isNumberedHeadingText } from './line-kinds.js';
import type { LayoutMetrics } from './metrics.js';
import type { Line } from './types.js';

const LARGER = 1.1;
const UNNUMBERED_LARGER = 1.15;
const MAX_HEADING_CHARS = 200;

export function isStrongHeading(line: Line, m: LayoutMetrics): boolean {
  const text = line.text;
  if (text.length > MAX_HEADING_CHARS || isCaption(text) || line.mono) return false;
  const larger = line.size >= LARGER * m.bodySize;
  if (isNumberedHeadingText(text)) return larger || line.bold;
  return line.size >= UNNUMBERED_LARGER * m.bodySize && /^[\p{L}\p{N}]/u.test(text) && text.length <= 120;
}

/** A numbered line set in the body face, alone between paragraph-sized gaps, without a closing full stop. */
export function isPlainHeading(line: Line, gapBefore: number, gapAfter: number, m: LayoutMetrics): boolean {
  const text = line.text;
  if (text.length > 120 || /[.:;,]$/.test(text) || !/^(?:\d+(?:\.\d+)+|(?:Annex|Appendix)\s+[A-Z])\s/.test(text)) return false;
  if (!isNumberedHeadingText(text)) return false;
  const pitch = m.pitch(line.size);
  return gapBefore > 1.3 * pitch && gapAfter > 1.3 * pitch;
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
