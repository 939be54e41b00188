/**
 * Page regions and columns. Lines are first grouped across the full page
 * width, so a page set in two columns of prose merges each left-column line
 * with the right-column line at the same height. Per page, one pass over the
 * lines' segments counts how many lines cover each x: a gutter is the widest
 * x range in the middle of the page that the fewest lines cross. Lines that
 * cross it (a title, an abstract, a table set across the full width) split the
 * page into regions; a region between them is read as two columns when many
 * of its lines have text on both sides of the gutter and both sides are prose
 * — lines that fill their column, of comparable widths. Its lines are then
 * made again from their runs, one per side, and read the left column top to
 * bottom, then the right one. A table's columns fail that test: its cells are
 * short, its first column narrow, and a caption stands right above it.
 */
import { isCaption } from './line-kinds.js';
import { forgetRuns, makeLine, runsOf } from './lines.js';
import { bodySizeOf, quantile } from './metrics.js';
import type { Line, PageLines } from './types.js';

/** Width of one bin of the coverage count (pt). */
const BIN = 2;
/** The gutter lies in this share of the page's text width, measured from its left edge. */
const ZONE = [0.3, 0.7] as const;
/** A gutter is at least this wide (× body size). */
const MIN_GUTTER = 0.6;
/** Share of a region's lines that may hold cells set apart within a side (a wide gap in a loose line). */
const CELL_SHARE = 0.1;
/** A region read as columns has at least this many lines on each side of the gutter (on one, at a known gutter). */
const MIN_LINES = 8;
/** Prose: the median side of a line fills at least this share of its column. */
const FILLS = 0.7;
/** The narrower column is at least this share of the wider one. */
const COMPARABLE = 0.6;

export interface ColumnsResult {
  pages: PageLines[];
  /** Pages that have at least one region read as two columns. */
  columnPages: number[];
}

interface Sides {
  crossing: boolean;
  left: number;
  right: number;
}

const median = (values: number[]): number => quantile(values, 0.5) ?? 0;

/** The gutter of a page: the middle of the widest least-crossed x range in the middle zone, or null. */
function findGutter(lines: readonly Line[], bodySize: number): number | null {
  let left = Infinity;
  let right = -Infinity;
  for (const l of lines) {
    left = Math.min(left, l.x0);
    right = Math.max(right, l.x1);
  }
  const bins = Math.ceil((right - left) / BIN) + 2;
  if (!(bins > 4)) return null;
  const diff = new Int32Array(bins + 1);
  for (const l of lines) {
    for (const s of l.segments) {
      diff[Math.floor((s.x0 - left) / BIN)]! += 1;
      diff[Math.floor((s.x1 - left) / BIN) + 1]! -= 1;
    }
  }
  const from = Math.floor(ZONE[0] * (bins - 2));
  const to = Math.ceil(ZONE[1] * (bins - 2));
  let count = 0;
  let min = Infinity;
  const counts = new Int32Array(bins);
  for (let b = 0; b < bins; b++) {
    count += diff[b]!;
    counts[b] = count;
    if (b >= from && b <= to && count < min) min = count;
  }
  let best: [number, number] | null = null;
  for (let b = from; b <= to; b++) {
    if (counts[b] !== min) continue;
    let e = b;
    while (e + 1 <= to && counts[e + 1] === min) e++;
    if (!best || e - b > best[1] - best[0]) best = [b, e];
    b = e;
  }
  if (!best || (best[1] - best[0] + 1) * BIN < MIN_GUTTER * bodySize) return null;
  return left + ((best[0] + best[1] + 1) / 2) * BIN;
}

function sidesOf(l: Line, gutter: number): Sides {
  const out: Sides = { crossing: false, left: 0, right: 0 };
  for (const s of l.segments) {
    if (s.x0 < gutter && s.x1 > gutter) out.crossing = true;
    else if (s.x1 <= gutter) out.left += 1;
    else out.right += 1;
  }
  return out;
}

/** Left and right extent of one side's segments over a region's lines. */
function sideWidths(region: readonly Line[], gutter: number, leftSide: boolean): { widths: number[]; span: number } {
  const widths: number[] = [];
  let x0 = Infinity;
  let x1 = -Infinity;
  for (const l of region) {
    const segs = l.segments.filter((s) => (leftSide ? s.x1 <= gutter : s.x0 >= gutter));
    if (!segs.length) continue;
    const a = segs[0]!.x0;
    const b = segs[segs.length - 1]!.x1;
    widths.push(b - a);
    x0 = Math.min(x0, a);
    x1 = Math.max(x1, b);
  }
  return { widths, span: x1 - x0 };
}

/** Inside a side of an opening line, gaps are word spaces (justified text widens them) below this (× size). */
const WORD_SPACE = 2;

/** Within one side of the gutter, a gap wider than a (justified) word space: the line holds table cells. */
function hasCellGap(l: Line, gutter: number): boolean {
  for (let k = 1; k < l.segments.length; k++) {
    const a = l.segments[k - 1]!;
    const b = l.segments[k]!;
    if (a.x1 <= gutter && b.x0 >= gutter) continue;
    if (b.x0 - a.x1 >= WORD_SPACE * l.size) return true;
  }
  return false;
}

/** An opening column line has one run of words on each side: a table row above the columns has cells apart. */
const opensColumns = (l: Line, sides: Sides, gutter: number): boolean =>
  sides.left > 0 && sides.right > 0 && !hasCellGap(l, gutter);

/** A block starts on a side where the side's previous line is more than this (× size) above. */
const BLOCK_GAP = 1.6;

/**
 * The blocks of the two sides start side by side, row after row: a table whose cells wrap (a law and what it
 * establishes), not two columns of prose, whose paragraphs start at heights of their own. The region's first
 * line, where both columns start, does not count.
 */
function rowsAligned(region: readonly Line[], sides: readonly Sides[]): boolean {
  let lastLeft: number | null = null;
  let lastRight: number | null = null;
  let leftStarts = 0;
  let rightStarts = 0;
  let together = 0;
  region.forEach((l, k) => {
    const s = sides[k]!;
    const left = s.left > 0 && lastLeft !== null && lastLeft - l.y > BLOCK_GAP * l.size;
    const right = s.right > 0 && lastRight !== null && lastRight - l.y > BLOCK_GAP * l.size;
    if (left) leftStarts++;
    if (right) rightStarts++;
    if (left && right) together++;
    if (s.left) lastLeft = l.y;
    if (s.right) lastRight = l.y;
  });
  return together >= 2 && together >= 0.5 * Math.min(leftStarts, rightStarts);
}

/**
 * A run of lines no line crosses is two columns of prose, not a table or a list. `weak`: a page of a document
 * whose other pages show the columns plainly, read at their gutter — one column may hold a line or two only.
 */
function isProseColumns(
  region: readonly Line[],
  sides: readonly Sides[],
  gutter: number,
  before: Line | undefined,
  weak: boolean,
): boolean {
  // Baselines of the two columns need not line up: each side counts its own lines.
  const left = sides.filter((s) => s.left).length;
  const right = sides.filter((s) => s.right).length;
  // A page shows its columns plainly with both of them long; at a gutter known from such pages, one column may
  // end short (a line or two), the other must not.
  if (Math.max(left, right) < MIN_LINES || Math.min(left, right) < (weak ? 1 : MIN_LINES)) return false;
  // A caption right above: the aligned lines are its table. Cells set apart within a side: a table too.
  if (before && isCaption(before.text)) return false;
  if (region.filter((l) => hasCellGap(l, gutter)).length > CELL_SHARE * region.length) return false;
  if (rowsAligned(region, sides)) return false;
  const l = sideWidths(region, gutter, true);
  const r = sideWidths(region, gutter, false);
  const fills = (s: { widths: number[]; span: number }) => median(s.widths) >= FILLS * s.span;
  // Where the document's columns are known, the long column must be prose; the short one may be a last line.
  if (weak) return fills(left >= right ? l : r);
  if (Math.min(l.span, r.span) < COMPARABLE * Math.max(l.span, r.span)) return false;
  return fills(l) && fills(r);
}

/** The region's lines made again per side, the left column first; each line knows its column. */
function splitRegion(page: number, region: readonly Line[], gutter: number, n: number, pageRight: number): Line[] {
  const left: Line[] = [];
  const right: Line[] = [];
  for (const l of region) {
    const runs = runsOf(l);
    const a = makeLine(
      page,
      runs.filter((r) => r.x < gutter),
    );
    const b = makeLine(
      page,
      runs.filter((r) => r.x >= gutter),
    );
    if (a) left.push(a);
    if (b) right.push(b);
  }
  const leftOf = (lines: Line[]) => Math.min(...lines.map((l) => l.x0));
  const rightOf = (lines: Line[]) => Math.max(...lines.map((l) => l.x1));
  // The right column ends at the text's right edge, however short its lines.
  const a = { left: leftOf(left), right: rightOf(left) };
  const b = { left: leftOf(right), right: Math.max(rightOf(right), pageRight) };
  for (const l of left) l.column = { n, ...a };
  for (const l of right) l.column = { n: n + 1, ...b };
  return [...left, ...right];
}

interface PageRead {
  /** The page's lines in reading order, or null when no region of it is read as columns. */
  lines: Line[] | null;
  gutter: number | null;
  /** Right edge of its right column. */
  right: number;
}

/** Reads the page's regions at `gutter` (found on the page when not given). */
function pageColumns(p: PageLines, bodySize: number, known?: { gutter: number; right: number }): PageRead {
  const lines = p.lines;
  const none: PageRead = { lines: null, gutter: null, right: 0 };
  if (lines.length < MIN_LINES + 1 || p.turn) return none;
  const gutter = known?.gutter ?? findGutter(lines, bodySize);
  if (gutter === null) return none;
  const sides = lines.map((l) => sidesOf(l, gutter));
  const right = Math.max(known?.right ?? 0, ...lines.map((l) => l.x1));
  const out: Line[] = [];
  let n = 1;
  let split = false;
  let i = 0;
  while (i < lines.length) {
    if (sides[i]!.crossing) {
      out.push(lines[i++]!);
      continue;
    }
    // A run of lines that do not cross; the lines at its top before the first with one piece of text on each
    // side belong to what is above (the short last line of a paragraph, the rows of a table).
    let start = i;
    let end = i;
    while (end < lines.length && !sides[end]!.crossing) end++;
    while (start < end && !opensColumns(lines[start]!, sides[start]!, gutter)) out.push(lines[start++]!);
    const region = lines.slice(start, end);
    if (region.length && isProseColumns(region, sides.slice(start, end), gutter, lines[start - 1], !!known)) {
      out.push(...splitRegion(p.page, region, gutter, n, right));
      n += 2;
      split = true;
    } else out.push(...region);
    i = end;
  }
  return split ? { lines: out, gutter, right } : none;
}

/**
 * Every page read for columns; pages without them keep their lines as they were. A page whose columns do not
 * show plainly on their own (a right column of one line) is read at the gutter of the pages whose columns do.
 */
export function readColumns(pages: readonly PageLines[]): ColumnsResult {
  const bodySize = bodySizeOf(pages);
  const reads = pages.map((p) => pageColumns(p, bodySize));
  const plain = reads.filter((r) => r.lines !== null);
  const known = plain.length
    ? { gutter: median(plain.map((r) => r.gutter!)), right: median(plain.map((r) => r.right)) }
    : null;
  const columnPages: number[] = [];
  const out = pages.map((p, k) => {
    const read = reads[k]!.lines ?? (known ? pageColumns(p, bodySize, known).lines : null);
    if (!read) return p;
    columnPages.push(p.page);
    return { ...p, lines: read };
  });
  for (const p of pages) forgetRuns(p.lines);
  for (const p of out) forgetRuns(p.lines);
  return { pages: out, columnPages };
}
