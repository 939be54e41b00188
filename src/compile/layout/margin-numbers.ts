/**
 * Margin paragraph numbers: C standard drafts number each paragraph of a
 * clause, 1, 2, 3 …, in a small figure set in the left margin ("1 The sizeof
 * operator yields …"). They are references (6.5.3.4p2), not text. A line
 * carries one when its first segment is a bare number of at most three digits
 * lying wholly left of the text column and its text starts at the column; a
 * document has them when at least three lines do. They come out of the text
 * and are kept as the line's `marginNumber`.
 */
import { withoutFirstSegment } from './line-numbers.js';
import type { LayoutMetrics } from './metrics.js';
import type { Line, PageLines } from './types.js';

const NUMBER = /^\d{1,3}$/;
/** The number must end this far (pt) left of the column; the text may start this far left of it. */
const CLEAR = 1;
const SLACK = 2;
const MIN_LINES = 3;

function marginNumberOf(l: Line, left: number): number | null {
  const [first, second] = l.segments;
  if (!first || !second || !NUMBER.test(first.text)) return null;
  return first.x1 < left - CLEAR && second.x0 >= left - SLACK ? Number(first.text) : null;
}

function stripped(l: Line, n: number): Line {
  return { ...withoutFirstSegment(l), marginNumber: n };
}

/** The pages with margin numbers taken out of their lines (unchanged when the document has none). */
export function stripMarginNumbers(pages: PageLines[], m: LayoutMetrics): { pages: PageLines[]; count: number } {
  let count = 0;
  for (const p of pages) for (const l of p.lines) if (marginNumberOf(l, m.left(p.page)) !== null) count++;
  if (count < MIN_LINES) return { pages, count: 0 };
  const out = pages.map((p) => ({
    ...p,
    lines: p.lines.map((l) => {
      const n = marginNumberOf(l, m.left(p.page));
      return n === null ? l : stripped(l, n);
    }),
  }));
  return { pages: out, count };
}
