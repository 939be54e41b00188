/**
 * The columns of an untagged table, from the alignment of its text across
 * rows: a column boundary is a gutter — an x range that (nearly) every line of
 * the table leaves blank — and a column starts where text resumes after it.
 * One line cannot make a column (a wide word space, a header set in small
 * capitals), and one cell spanning two columns cannot close a gutter.
 */
import type { Line, Segment } from './types.js';

/** A piece starting this close (pt) to a column start is in that column. */
export const COL_TOL = 3;
/** A gap between runs of at least this (× size) may be the boundary of two cells whose texts nearly touch. */
const PIECE_GAP = 0.4;
/** A gutter must be at least this wide (× size); narrower blanks are word spaces. */
const MIN_GUTTER = 0.3;
/** Share of a table's lines that may cross a gutter: cells spanning columns, a header over two. */
const CROSSING_SHARE = 0.15;

const piecesCache = new WeakMap<Line, Segment[]>();

/** The line's segments, cut again at wide gaps between runs: the smallest pieces a cell boundary can separate. */
export function piecesOf(line: Line): Segment[] {
  let pieces = piecesCache.get(line);
  if (!pieces) piecesCache.set(line, (pieces = cutPieces(line)));
  return pieces;
}

function cutPieces(line: Line): Segment[] {
  return line.segments.flatMap((s) =>
    cutAt(
      s,
      (s.runStarts ?? []).filter((r) => r.gap >= PIECE_GAP * line.size),
    ),
  );
}

/**
 * The pieces cut inside a segment where the face changes to or from code, at a gap narrower than a segment's: cells
 * whose texts nearly touch — or the words of a justified line of prose around a name in code, the only places its
 * widened word spaces show (Apache FOP sets each run of one face as one text item: "The top-level directory
 * /usr/share/color  must not contain …", FHS 3.0). Only alignment tells the two apart: cells stand on their
 * columns, words do not.
 */
export function narrowlyCut(line: Line): Segment[] {
  const starts = new Set(line.segments.map((s) => s.x0));
  return piecesOf(line).filter((p) => !starts.has(p.x0) && entersOrLeavesCode(line, p.x0));
}

/** The run that starts at `x` is set in a fixed-width face and the one before it not, or the other way round. */
function entersOrLeavesCode(line: Line, x: number): boolean {
  const runs = line.pieces ?? [];
  const k = runs.findIndex((r) => Math.abs(r.x - x) < 0.5);
  return k > 0 && !runs[k]!.mono !== !runs[k - 1]!.mono;
}

/** Every piece of `line` cut narrowly starts on one of `starts` (pt), within COL_TOL. */
export const narrowCutsOn = (line: Line, starts: readonly number[]): boolean =>
  narrowlyCut(line).every((p) => starts.some((c) => Math.abs(c - p.x0) <= COL_TOL));

type RunStart = NonNullable<Segment['runStarts']>[number];

/** `s` cut before each of `cuts` (some of its run starts, in order); each piece keeps the run starts inside it. */
function cutAt(s: Segment, cuts: readonly RunStart[]): Segment[] {
  if (!cuts.length) return [s];
  const out: Segment[] = [];
  const bounds = [{ at: 0, x: s.x0, gap: 0 }, ...cuts];
  bounds.forEach((b, k) => {
    const end = cuts[k];
    const inside = (s.runStarts ?? []).filter((r) => r.at > b.at && (!end || r.at < end.at));
    out.push({
      text: s.text.slice(b.at, end?.at).trim(),
      x0: b.x,
      x1: end ? end.x - end.gap : s.x1,
      ...(inside.length ? { runStarts: inside.map((r) => ({ ...r, at: r.at - b.at })) } : {}),
    });
  });
  return out.filter((p) => p.text !== '');
}

/**
 * `p` cut where one of its runs starts at a column's start inside it, however small the gap before: in a ruled
 * grid, a cell's text that runs up to the rule touches the next cell's ("7.3.6.5.11." and "The ISRIT shall be used
 * …", 0.3 pt apart, in MIL-STD-2045's TABLE E-VIII).
 */
export function cutAtColumns(p: Segment, columns: readonly number[]): Segment[] {
  const atStart = (r: RunStart) => columns.some((c) => c > p.x0 + COL_TOL && Math.abs(r.x - c) <= COL_TOL);
  return cutAt(p, (p.runStarts ?? []).filter(atStart));
}

/** Column starts, ascending, from the gutters that run down `lines` (each given as its pieces). */
export function alignedColumns(lines: Segment[][], size: number): number[] {
  const all = lines.flat();
  if (!all.length) return [];
  const left = Math.floor(Math.min(...all.map((p) => p.x0)));
  const right = Math.ceil(Math.max(...all.map((p) => p.x1)));
  const coverOf = (rows: Segment[][]) => {
    const cover = new Uint16Array(right - left + 1);
    for (const pieces of rows) {
      for (const p of pieces) for (let x = Math.ceil(p.x0) - left; x <= Math.floor(p.x1) - left; x++) cover[x]! += 1;
    }
    return cover;
  };
  const cover = coverOf(lines);
  const starts = [Math.min(...all.map((p) => p.x0))];
  const add = (at: number, width: number) => {
    // The column starts at its leftmost piece beginning right after the gutter.
    const first = all.filter((p) => p.x0 >= at - width && p.x0 <= at + COL_TOL).map((p) => p.x0);
    const x = first.length ? Math.min(...first) : at;
    if (starts.every((s) => Math.abs(s - x) > COL_TOL)) starts.push(x);
  };
  // Gutters no line crosses; a column of few entries (a cell spanning rows) is still a column.
  for (const g of gutters(cover, 0, MIN_GUTTER * size)) add(left + g.end, g.end - g.start);
  // Gutters a few lines cross (cells spanning columns), between columns dense with text on both sides.
  if (lines.length >= 4) {
    const crossing = Math.max(1, Math.floor(CROSSING_SHARE * lines.length));
    for (const g of gutters(cover, crossing, MIN_GUTTER * size)) add(left + g.end, g.end - g.start);
  } else {
    // Too few lines to count crossings: a line of one piece from the left edge across the gutters of the lines in
    // several pieces is a cell spanning their columns (RFC 9580 Table 7's "No registrations at this time.").
    const several = lines.filter((l) => l.length >= 2);
    const spanning = lines.some((l) => l.length === 1 && l[0]!.x0 <= left + COL_TOL);
    if (spanning && several.length)
      for (const g of gutters(coverOf(several), 0, MIN_GUTTER * size)) add(left + g.end, g.end - g.start);
  }
  return starts.sort((a, b) => a - b);
}

/** Runs of x where at most `crossing` lines have text, at least `min` wide, with more text on both sides. */
function gutters(cover: Uint16Array, crossing: number, min: number): { start: number; end: number }[] {
  const out: { start: number; end: number }[] = [];
  let start = -1;
  for (let x = 0; x < cover.length; x++) {
    if (cover[x]! <= crossing) {
      if (start < 0) start = x;
      continue;
    }
    if (start > 0 && x - start >= min) out.push({ start, end: x });
    start = -1;
  }
  return out;
}

export function columnOf(columns: number[], x: number): number {
  let col = 0;
  for (let i = 0; i < columns.length; i++) if (columns[i]! <= x + COL_TOL) col = i;
  return col;
}

/** How many columns a piece covers: its own, plus every column start strictly inside it. */
export function spanOf(columns: number[], p: Segment): number {
  return 1 + columns.filter((c) => c > p.x0 + COL_TOL && c < p.x1 - COL_TOL).length;
}
