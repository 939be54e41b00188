/**
 * A table printed as ruled boxes of one width stacked down the page, a label line between boxes naming the group
 * of rows below it, and often a name beside each row outside the box's right side: the instruction listings of
 * instruction-set manuals ("Trap-Return Instructions" over the URET, SRET and MRET encodings, RISC-V Table 6.1).
 * The grid reader (table-rules.ts) takes each box as a grid of its own, and a label between two grids ends a
 * table; here the boxes share their sides and their column rules, and only a label stands between them, so they
 * are one table. The columns are where any box draws a vertical rule; a cell that a box draws across several of
 * them is that box's one cell over those columns; a label between boxes spans every column. The names outside
 * the boxes are the last column.
 */
import type { RawCell, RawRow } from '../blocks.js';
import type { PageRules, Rule } from '../pdf/page-rules.js';
import { piecesOf } from './table-columns.js';
import { mergedRules, mergedVerticals } from './table-rules.js';
import type { Line, Segment } from './types.js';

/** Rule ends and column rules this close (pt) are the same. */
const TOL = 4;
/** The box's top rule is at most this many pitches above its first line. */
const OPEN_REACH = 2.5;
/** Two boxes are at most this many pitches apart (room for one label line). */
const GAP_REACH = 4;
/** A label is centred in the boxes' width: its middle within this share of the width from theirs. */
const CENTRED = 0.15;
/** At least this many boxes, and a label between two of them: fewer is a grid the grid reader reads. */
const MIN_BOXES = 2;

interface Band {
  hi: number;
  lo: number;
}

/** The table read: column starts, rows (the first the header), and the lines it took, from the first on. */
export interface BoxedRows {
  columns: number[];
  rows: RawRow[];
  lines: Line[];
}

/** The stack's parts from the top down: bands between rules a box's side joins, and the labels between boxes. */
type Part = { band: Band } | { label: Line };

/**
 * The boxed rows opened by the line `first` (`page`: the lines of its page, in order), or null when it opens no such
 * stack. `pitch` is the line pitch of the first line's size.
 */
export function readBoxedRows(page: readonly Line[], first: Line, rules: PageRules, pitch: number): BoxedRows | null {
  // Most lines have no rule just above them: no rules are merged for those (readTable asks for every line).
  const reach = OPEN_REACH * pitch + TOL;
  if (!rules.horizontal.some((r) => r.at > first.y - TOL && r.at - first.y <= reach)) return null;
  const horizontals = mergedRules(rules.horizontal, rules.vertical);
  const top = topRule(horizontals, first, pitch);
  if (!top) return null;
  const verticals = mergedVerticals(rules.vertical).filter((v) => v.at >= top.from - TOL && v.at <= top.to + TOL);
  const parts = stackedParts(top, horizontals, verticals, page, pitch);
  const bands = parts.flatMap((p) => ('band' in p ? [p.band] : []));
  if (!parts.some((p) => 'label' in p) || boxesOf(parts) < MIN_BOXES || !(first.y < top.at && first.y > bands[0]!.lo))
    return null;
  const bottom = bands[bands.length - 1]!.lo;
  const taken = page.filter((l) => l.y < top.at && l.y > bottom);
  if (taken[0] !== first) return null;
  const inside = columnRules(verticals, top, bands);
  const outside = taken.some((l) => piecesOf(l).some((p) => p.x0 > top.to));
  const columns = [top.from, ...inside, ...(outside ? [top.to] : [])];
  const rows = parts.map((p) =>
    'label' in p
      ? { header: false, cells: [cell(p.label.text, columns.length)] }
      : bandRow(p.band, taken, top, inside, verticals, outside),
  );
  return { columns, rows, lines: taken };
}

/**
 * The rule just above the line whose width holds the line's text, save names set outside its right end: the top
 * of the first box.
 */
function topRule(horizontals: readonly Rule[], first: Line, pitch: number): Rule | null {
  const pieces = piecesOf(first);
  const holds = (r: Rule) => {
    const within = pieces.filter((p) => p.x0 <= r.to);
    return within.length > 0 && r.from <= first.x0 + TOL && within.every((p) => p.x1 <= r.to + TOL);
  };
  const above = horizontals
    .filter((r) => r.at > first.y && r.at - first.y <= OPEN_REACH * pitch && holds(r))
    .sort((a, b) => a.at - b.at);
  return above[0] ?? null;
}

/** The bands and labels from the top rule down, while boxes of its width follow with at most a label between. */
function stackedParts(
  top: Rule,
  horizontals: readonly Rule[],
  verticals: Rule[],
  page: readonly Line[],
  pitch: number,
): Part[] {
  const same = (r: Rule) => Math.abs(r.from - top.from) <= TOL && Math.abs(r.to - top.to) <= TOL;
  const frame = horizontals.filter((r) => r.at < top.at && same(r)).sort((a, b) => b.at - a.at);
  const side = (hi: number, lo: number) =>
    verticals.some((v) => Math.abs(v.at - top.from) <= TOL && v.from <= lo + TOL && v.to >= hi - TOL);
  const parts: Part[] = [];
  let pending: Line | null = null;
  let prev = top.at;
  for (const r of frame) {
    if (side(prev, r.at)) {
      if (pending) parts.push({ label: pending });
      pending = null;
      parts.push({ band: { hi: prev, lo: r.at } });
    } else {
      // Between two boxes: room for a label, and nothing but it.
      const between = page.filter((l) => l.y < prev && l.y > r.at);
      if (prev - r.at > GAP_REACH * pitch || pending || between.length > 1) break;
      if (between.length === 1 && !isLabel(between[0]!, top)) break;
      pending = between[0] ?? null;
    }
    prev = r.at;
  }
  return parts;
}

/** One piece of text centred within the boxes' width. */
function isLabel(l: Line, top: Rule): boolean {
  const pieces = piecesOf(l);
  const width = top.to - top.from;
  const middle = (l.x0 + l.x1) / 2;
  return (
    pieces.length === 1 &&
    l.x0 >= top.from &&
    l.x1 <= top.to &&
    Math.abs(middle - (top.from + top.to) / 2) <= CENTRED * width
  );
}

/** How many boxes: runs of bands, each run ended by a label. */
const boxesOf = (parts: Part[]) =>
  parts.filter((p, i) => 'band' in p && (i === parts.length - 1 || 'label' in parts[i + 1]!)).length;

/** Where any band has a vertical rule inside the boxes' width: the columns' starts after the first. */
function columnRules(verticals: Rule[], top: Rule, bands: Band[]): number[] {
  const xs = verticals
    .filter((v) => v.at > top.from + TOL && v.at < top.to - TOL && bands.some((b) => crosses(v, b)))
    .map((v) => v.at)
    .sort((a, b) => a - b);
  return xs.filter((x, i) => i === 0 || x - xs[i - 1]! > TOL);
}

const crosses = (v: Rule, b: Band) => v.from <= (b.hi + b.lo) / 2 && v.to >= (b.hi + b.lo) / 2;

/** A band's cells: each cell the band draws spans the columns inside it; the name outside is the last cell. */
function bandRow(
  band: Band,
  taken: readonly Line[],
  top: Rule,
  inside: number[],
  verticals: Rule[],
  outside: boolean,
): RawRow {
  const drawn = inside.filter((x) => verticals.some((v) => Math.abs(v.at - x) <= TOL && crosses(v, band)));
  const edges = [top.from, ...drawn, top.to];
  const texts: string[][] = edges.slice(1).map(() => []);
  const names: string[] = [];
  for (const l of taken.filter((t) => t.y < band.hi && t.y > band.lo)) {
    const onLine: string[][] = texts.map(() => []);
    for (const p of piecesOf(l)) {
      if (p.x0 > top.to) names.push(p.text);
      else onLine[cellAt(edges, p)]!.push(p.text);
    }
    onLine.forEach((parts, k) => parts.length && texts[k]!.push(parts.join(' ')));
  }
  const cells = texts.map((t, k) => {
    const span = inside.filter((x) => x > edges[k]! + TOL && x < edges[k + 1]! - TOL).length + 1;
    return cell(t.join('\n'), span);
  });
  if (outside) cells.push(cell(names.join('\n'), 1));
  return { header: false, cells };
}

/** The drawn cell a piece's middle falls in. */
function cellAt(edges: number[], p: Segment): number {
  const middle = (p.x0 + p.x1) / 2;
  const k = edges.findIndex((x, i) => i > 0 && middle < x);
  return k < 0 ? edges.length - 2 : k - 1;
}

const cell = (text: string, colSpan: number): RawCell => ({ text, header: false, colSpan, rowSpan: 1 });
