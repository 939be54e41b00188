/**
 * Listings as printed. A line set in a fixed-width font keeps its alignment: each run stands at the column its place
 * gives, a run's own spaces are kept, and the block's lines keep their indentation against one another — the body of
 * a `struct { … }` one level in, the comments of a TLS listing in their column. Everything is measured in the
 * width of one character of the line's font, which a fixed-width run gives as its width over its length.
 */
import { MAX_COLUMNS } from '../listing.js';
import { median } from '../quantile.js';
import type { LayoutMetrics } from './metrics.js';
import type { FixedWidth, Line, Run } from './types.js';

/** A gap wider than this (× font size) is a word space (lines.ts reads spaces by it too). */
export const WORD_GAP = 0.12;

/** The line's runs for laying it out later, or null when no run measures a character. */
export function fixedWidthOf(runs: readonly Run[]): FixedWidth | null {
  const charWidth = median(runs.filter((r) => r.text.length >= 2 && r.width > 0).map((r) => r.width / r.text.length));
  if (!(charWidth > 0)) return null;
  return { runs: runs.map((r) => ({ x: r.x, width: r.width, text: r.text.replace(/\s/g, ' ') })), charWidth };
}

const letters = (text: string) => text.replace(/\s+/g, '');

/**
 * The line's text in columns of one character from its left edge. Only the runs within the line's edges count: a
 * pass that took a margin number out moved its edge. A gap a rounding would close still leaves a space. The text
 * as read when the runs do not give the same characters (a pass changed it).
 */
function laidOut(l: Line, charWidth: number): string {
  const runs = (l.fixed?.runs ?? []).filter((r) => r.x >= l.x0 - charWidth / 2 && r.x < l.x1);
  let text = '';
  let end = -Infinity;
  for (const r of runs) {
    let col = Math.max(Math.round((r.x - l.x0) / charWidth), text.length);
    if (col === text.length && r.x - end > WORD_GAP * l.size && text !== '' && !text.endsWith(' ')) col++;
    if (col > MAX_COLUMNS) return l.text;
    text = text.padEnd(col) + r.text;
    end = Math.max(end, r.x + r.width);
  }
  return letters(text) === letters(l.text) ? text.trimEnd() : l.text;
}

/** Where a line's indentation is measured from: its column's left edge, or the page's text edge. */
const leftOf = (l: Line, m: LayoutMetrics) => l.column?.left ?? m.left(l.page);

/**
 * A code block's text, line by line, each line indented by as many characters as it stands right of the block's
 * leftmost line (measured from each page's own text edge, so a listing continued on a facing page keeps its
 * levels). Lines without a fixed-width reading keep their text as read.
 */
export function codeText(lines: readonly Line[], m: LayoutMetrics): string {
  const charWidth = median(lines.flatMap((l) => (l.fixed ? [l.fixed.charWidth] : [])));
  if (!(charWidth > 0)) return lines.map((l) => l.text).join('\n');
  const offsets = lines.map((l) => l.x0 - leftOf(l, m));
  const least = Math.min(...offsets);
  const indents = offsets.map((x) => Math.max(0, Math.round((x - least) / charWidth)));
  if (indents.some((n) => !(n <= MAX_COLUMNS))) return lines.map((l) => l.text).join('\n');
  return lines.map((l, k) => ' '.repeat(indents[k]!) + laidOut(l, charWidth)).join('\n');
}
