/**
 * A table printed without a text layer: its caption stands beside a box the page draws, and no text line lies in
 * the box — its cells are shapes (text turned into outlines) or an image (FIPS 140-1's Tables 1 and 2, timelines
 * drawn with their words as curves). Nothing of it can be read as text, but the table exists: it is listed under
 * its caption, without rows, and a diagnostic says why. Only a closed frame counts (a rule along each of its four
 * sides, the sides meeting), next to the caption with only blank space between them: a caption whose table was
 * not found for any other reason keeps its "no aligned columns" warning.
 */
import type { PageRules, Rule } from '../pdf/page-rules.js';
import type { LayoutMetrics } from './metrics.js';
import { mergedRules, mergedVerticals } from './table-rules.js';
import type { Line } from './types.js';

/** A frame at least this many body lines high and this share of the text column wide. */
const MIN_LINES = 2;
const MIN_WIDTH = 0.5;
/** Ends of two rules this close (pt) meet. */
const MEET = 3;
/** At most this many body lines of blank space between the caption and the frame. */
const MAX_GAP_LINES = 3;

interface Frame {
  top: number;
  bottom: number;
}

const near = (a: number, b: number) => Math.abs(a - b) <= MEET;

/** The closed frames the page draws: two horizontal rules of one extent, a vertical rule at each end joining them. */
function framesOf(rules: PageRules, minWidth: number, minHeight: number): Frame[] {
  const out: Frame[] = [];
  // A grid drawn a cell border at a time: its rules joined as the table readers join them.
  const horizontal = mergedRules(rules.horizontal, rules.vertical).filter((r) => r.to - r.from >= minWidth);
  const vertical = mergedVerticals(rules.vertical);
  const joins = (x: number, top: Rule, bottom: Rule) =>
    vertical.some((v) => near(v.at, x) && v.from <= bottom.at + MEET && v.to >= top.at - MEET);
  for (const top of horizontal)
    for (const bottom of horizontal) {
      const framed =
        top.at - bottom.at >= minHeight &&
        near(top.from, bottom.from) &&
        near(top.to, bottom.to) &&
        joins(top.from, top, bottom) &&
        joins(top.to, top, bottom);
      if (framed) out.push({ top: top.at, bottom: bottom.at });
    }
  return out;
}

/**
 * Whether the caption on lines `first` to `last` (inclusive) stands right above or right below a closed frame that
 * holds no text line of its page.
 */
export function captionsTextlessFrame(
  lines: readonly Line[],
  first: number,
  last: number,
  rules: PageRules | undefined,
  m: LayoutMetrics,
): boolean {
  const caption = lines[first]!;
  if (!rules) return false;
  const pitch = m.pitch(m.bodySize);
  const width = MIN_WIDTH * (m.right(caption.page) - m.left(caption.page));
  const frames = framesOf(rules, width, MIN_LINES * pitch);
  if (!frames.length) return false;
  const page = lines.filter((l) => l.page === caption.page);
  const top = caption.y + caption.size;
  const bottom = lines[last]!.y;
  const captionLines = new Set(lines.slice(first, last + 1));
  const textIn = (hi: number, lo: number) => page.some((l) => !captionLines.has(l) && l.y < hi && l.y > lo);
  const maxGap = MAX_GAP_LINES * pitch;
  // The outermost frame beside the caption (a grid's empty last row is a frame of its own) holds no text line, and
  // none stands between it and the caption.
  const over = frames.filter((f) => f.bottom >= top && f.bottom - top <= maxGap);
  const under = frames.filter((f) => f.top <= bottom && bottom - f.top <= maxGap + caption.size);
  const highest = Math.max(...over.map((f) => f.top));
  const lowest = Math.min(...under.map((f) => f.bottom));
  return (over.length > 0 && !textIn(highest, caption.y)) || (under.length > 0 && !textIn(bottom, lowest));
}
