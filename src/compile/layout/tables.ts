/**
 * Tables of untagged pages, found below a "Table N – Title" caption (or at the
 * top of the page after one that ended in a table) by column alignment: the
 * first line fixes the column starts, and the table runs on while lines keep
 * their segments at or inside those columns. A line spanning every column
 * (body text), a new caption, a heading, a change of font size or a large gap
 * ends it; so does the page end — the next page then yields a separate table
 * block, which the segmenter merges.
 */
import type { RawCell, RawRow } from '../blocks.js';
import type { LayoutMetrics } from './metrics.js';
import type { Line, Segment } from './types.js';

/** A segment starting this close (pt) to a column start is in that column. */
const COL_TOL = 3;
/** A baseline gap above this multiple of the pitch ends the table. */
const MAX_GAP = 2.5;
/** A gap this much larger than any gap inside the table so far ends it. */
const GAP_GROWTH = 1.5;
/** Rows are told apart by their padding when some gaps exceed the line pitch by this factor. */
const PADDED = 1.2;

export interface TableRead {
  /** Column start x positions, ascending. */
  columns: number[];
  rows: RawRow[];
  lines: Line[];
  /** Why the row split may be wrong, when it may. */
  uncertain: string | null;
}

function columnOf(columns: number[], x: number): number {
  let col = 0;
  for (let i = 0; i < columns.length; i++) if (columns[i]! <= x + COL_TOL) col = i;
  return col;
}

/** How many columns a segment covers: its own, plus every column start strictly inside it. */
function spanOf(columns: number[], seg: Segment): number {
  return 1 + columns.filter((c) => c > seg.x0 + COL_TOL && c < seg.x1 - COL_TOL).length;
}

/** A line belongs to the table when it starts at or right of the first column and does not span all of them. */
export function fitsColumns(line: Line, columns: number[]): boolean {
  if (line.x0 < columns[0]! - COL_TOL) return false;
  if (columns.length > 1 && line.segments.length === 1 && spanOf(columns, line.segments[0]!) >= columns.length) return false;
  return true;
}

/** The first line on a page continues a table from the previous page: ≥ 2 segments, each on a known column start. */
export function continuesColumns(line: Line, columns: number[]): boolean {
  return line.segments.length >= 2 && line.segments.every((s) => columns.some((c) => Math.abs(c - s.x0) <= COL_TOL));
}

/**
 * Reads table lines from `lines[start]` on, on that line's page only.
 * `stop` says whether a line is something else (a caption, a heading).
 * Returns null when the first line cannot start a table.
 */
export function readTable(
  lines: Line[],
  start: number,
  m: LayoutMetrics,
  stop: (l: Line) => boolean,
  knownColumns?: number[],
): TableRead | null {
  const first = lines[start];
  if (!first || stop(first)) return null;
  if (!knownColumns && first.segments.length < 2) return null;
  const columns = knownColumns ? [...knownColumns] : first.segments.map((s) => s.x0);
  const taken: Line[] = [first];
  let largestGap = 0;
  for (let i = start + 1; i < lines.length; i++) {
    const l = lines[i]!;
    const prev = taken[taken.length - 1]!;
    if (l.page !== first.page || stop(l)) break;
    // A change of size ends the table only at its left edge (body text); inside a column it is a note in a cell.
    const resized = Math.abs(l.size - first.size) >= 0.6 && Math.abs(l.size - prev.size) >= 0.6;
    if (resized && l.x0 <= columns[0]! + COL_TOL) break;
    if (l.mono !== first.mono) break;
    const gap = prev.y - l.y;
    if (gap > MAX_GAP * m.pitch(l.size)) break;
    // Once rows have shown their spacing, a clearly larger gap before a one-piece line at the table's
    // left edge is the space after the table (a further paragraph of a cell sits in its own column).
    const atLeftEdge = Math.abs(l.x0 - columns[0]!) <= COL_TOL;
    if (taken.length >= 2 && l.segments.length < 2 && atLeftEdge && gap > GAP_GROWTH * largestGap) break;
    largestGap = Math.max(largestGap, gap);
    if (!fitsColumns(l, columns)) break;
    // A segment that starts between column starts and crosses none of them reveals a column the first line left empty.
    for (const s of l.segments) {
      const near = columns.some((c) => Math.abs(c - s.x0) <= COL_TOL);
      if (!near && spanOf(columns, s) === 1 && s.x0 > columns[0]!) {
        const col = columnOf(columns, s.x0);
        const startsAfterText = taken.every((t) => t.segments.every((ts) => columnOf(columns, ts.x0) !== col || ts.x1 < s.x0 - COL_TOL));
        if (startsAfterText) {
          columns.push(s.x0);
          columns.sort((a, b) => a - b);
        }
      }
    }
    taken.push(l);
  }
  const { rows, uncertain } = groupRows(taken, columns, m);
  return { columns, rows, lines: taken, uncertain };
}

/**
 * Lines → rows. When row padding makes some gaps visibly larger than the
 * line pitch inside a cell, rows break at those gaps — unless the line after
 * one has text only in the last column, which is a further paragraph of a
 * long cell; otherwise a line with text in the first column starts a new row
 * and a line without continues the previous row's cells.
 */
function groupRows(lines: Line[], columns: number[], m: LayoutMetrics): { rows: RawRow[]; uncertain: string | null } {
  const gaps = lines.slice(1).map((l, i) => lines[i]!.y - l.y);
  // The line pitch inside a cell, per font size: cells may mix sizes (a smaller NOTE or EXAMPLE).
  const smallest = new Map<number, number>();
  lines.slice(1).forEach((l, i) => {
    const a = lines[i]!;
    if (a.size === l.size) smallest.set(a.size, Math.min(smallest.get(a.size) ?? Infinity, gaps[i]!));
  });
  const widened = (i: number) => {
    const size = lines[i - 1]!.size;
    return gaps[i - 1]! > PADDED * (smallest.get(size) ?? m.pitch(size));
  };
  const padded = lines.some((_, i) => i > 0 && widened(i));
  const groups: Line[][] = [];
  let joined = 0;
  lines.forEach((l, i) => {
    const cols = l.segments.map((s) => columnOf(columns, s.x0));
    // The last column holds the long text (values, descriptions) that wraps and has paragraphs of its own.
    const keyed = columns.length < 2 || cols.some((c) => c < columns.length - 1);
    // A bold header wrapped onto a second line is still the header row.
    const headerGoesOn = groups.length === 1 && lines[0]!.bold && l.bold && gaps[i - 1]! < 1.5 * l.size;
    const leavesHeader = groups.length === 1 && lines[0]!.bold && !l.bold;
    const newRow = i === 0 || leavesHeader || (!headerGoesOn && (padded ? keyed && widened(i) : cols.includes(0)));
    if (newRow) groups.push([l]);
    else {
      groups[groups.length - 1]!.push(l);
      if (!padded) joined++;
    }
  });
  const uncertain = joined
    ? `rows are evenly spaced: ${joined} line(s) with an empty first column were read as the continuation of the row above`
    : null;
  return { rows: groups.map((g) => rowOf(g, columns)), uncertain };
}

function rowOf(lines: Line[], columns: number[]): RawRow {
  const texts: string[][] = columns.map(() => []);
  const spans = columns.map(() => 1);
  for (const l of lines) {
    const onLine = new Map<number, string[]>();
    for (const s of l.segments) {
      const col = columnOf(columns, s.x0);
      spans[col] = Math.max(spans[col]!, spanOf(columns, s));
      onLine.set(col, [...(onLine.get(col) ?? []), s.text]);
    }
    for (const [col, parts] of onLine) texts[col]!.push(parts.join(' '));
  }
  const cells: RawCell[] = [];
  for (let c = 0; c < columns.length; c += spans[c]!) {
    cells.push({ text: texts[c]!.join('\n'), header: false, colSpan: Math.min(spans[c]!, columns.length - c), rowSpan: 1 });
  }
  return { cells, header: false };
}

/** Marks a row as the header row. */
export function asHeader(row: RawRow): RawRow {
  return { header: true, cells: row.cells.map((c) => ({ ...c, header: true })) };
}
