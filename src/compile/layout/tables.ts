/**
 * Tables of untagged pages, below a "Table N – Title" caption, at the top of
 * the page after one that ended in a table, or — without a caption — where
 * lines line up in columns. The table runs on while lines keep their pieces
 * at or inside the columns seen so far; a line spanning every column (body
 * text), a new caption, a heading, a change of font size at the left edge or
 * a large gap ends it, and so does the page end — the next page then yields a
 * separate table block, which the segmenter merges. Lines at the foot that
 * start with a note or footnote label ("NOTE 3 …", "a …") are the table's
 * notes: one last row whose single cell spans every column, as tagged files
 * print them. The columns themselves come from the gutters that run down all
 * rows (table-columns.ts), not from any one line.
 */
import type { RawCell, RawRow } from '../blocks.js';
import { footLabel, nextFootLabel } from '../table-text.js';
import type { Box, PageRules } from '../pdf/page-rules.js';
import type { LayoutMetrics } from './metrics.js';
import { sameColumn } from './paragraphs.js';
import { isCaption } from './line-kinds.js';
import {
  alignedColumns,
  COL_TOL,
  columnOf,
  cutAtColumns,
  narrowCutsOn,
  narrowlyCut,
  piecesOf,
  spanOf,
} from './table-columns.js';
import {
  flushRightFigures,
  hasLetter,
  splitRunTogether,
  titleLinesOverFigures,
  titlesOverFigureGrid,
} from './figure-grids.js';
import { readBoxedRows } from './boxed-rows.js';
import { bandOf, insideRuled, ruledTableAt, type RuledTable } from './table-rules.js';
import { closedBy, middleOf, shadedBy, spanRows, spanToRules } from './ruled-cells.js';
import type { Line, Segment } from './types.js';

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
  /** Lines of the notes at the table's foot (also in `lines`). */
  noteLines: number;
  /** Why the row split may be wrong, when it may. */
  uncertain: string | null;
  /** What the page's ruling lines decided: the table's extent and rows, its header only, or nothing. */
  ruled: 'rows' | 'header' | null;
  /** Rows that head the table when its first row does: label rows the grid draws above the column header, and that header. */
  headerRows: number;
  /** Rows a head cell of the first row spans down, beside cells that do not: the header's, wherever its caption. */
  spannedHead?: number;
  /** Rows of column titles over rows of figures only (figure-grids.ts): the header, bold or not. */
  titleRows?: number;
}

/** A line belongs to the table when it starts at or right of the first column and does not span all of them. */
export function fitsColumns(line: Line, columns: number[]): boolean {
  if (line.x0 < columns[0]! - COL_TOL) return false;
  const pieces = piecesOf(line);
  if (columns.length > 1 && pieces.length === 1 && spanOf(columns, pieces[0]!) >= columns.length) return false;
  return true;
}

/** The first line on a page continues a table from the previous page: ≥ 2 pieces, each on a known column start. */
export function continuesColumns(line: Line, columns: number[]): boolean {
  const pieces = piecesOf(line);
  return pieces.length >= 2 && pieces.every((s) => columns.some((c) => Math.abs(c - s.x0) <= COL_TOL));
}

/** The line has pieces in two columns or more, none left of the table. */
function inSeveralColumns(l: Line, columns: number[]): boolean {
  const pieces = piecesOf(l);
  return (
    pieces.length >= 2 && l.x0 >= columns[0]! - COL_TOL && new Set(pieces.map((p) => columnOf(columns, p.x0))).size >= 2
  );
}

/**
 * The line starts the notes at the table's foot: a note or footnote label at
 * the table's left edge, in the table's type size or smaller, close below the
 * last row, on a line that is not itself a row (a label alone in the first
 * column with cells after it).
 */
function startsNotes(
  l: Line,
  gap: number,
  columns: number[],
  cellSize: number,
  rowGap: number,
  m: LayoutMetrics,
): boolean {
  if (!footLabel(l.text) || Math.abs(l.x0 - columns[0]!) > l.size || l.size > cellSize + 0.3) return false;
  // In the body's size only as close as the rows are to each other (a NOTE of the text after a table stands apart).
  if (Math.abs(l.size - m.bodySize) < 0.3 && gap > rowGap) return false;
  if (gap > MAX_GAP * m.pitch(l.size)) return false;
  const pieces = piecesOf(l);
  return pieces.slice(1).filter((p) => columns.some((c, i) => i > 0 && Math.abs(c - p.x0) <= COL_TOL)).length < 1;
}

/** `l` opens with the footnote label that follows the last one of `notes` ("b" after "a"). */
function nextFootnote(notes: readonly Line[], l: Line): boolean {
  const label = footLabel(l.text);
  if (label?.kind !== 'footnote') return false;
  const last = notes.map((n) => footLabel(n.text)).findLast((f) => f?.kind === 'footnote');
  return !!last && nextFootLabel(last.label) === label.label;
}

/** The table as read so far: the columns grow when a line reveals one its first line left empty. */
interface TableReading {
  readonly first: Line;
  readonly columns: number[];
  readonly ruled: RuledTable | null;
  /** The rows' lines. */
  readonly taken: Line[];
  /** The lines of the notes at the foot; once they start, only notes follow. */
  readonly notes: Line[];
  /** The largest gap between rows so far: the rows' own spacing. */
  largestGap: number;
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
  /** The ruling lines of the table's page, where they were read (pdf/page-rules.ts). */
  rules?: PageRules,
  /** A ruled stack of one column is a table too (a boxed list of codes, where the caller knows a grid is drawn). */
  oneColumn = false,
  /**
   * The part of a table whose rules split the rows of the part before (one under its caption printed again): they
   * split this part's too, however few they are here (ruledRows).
   */
  rowsByRules = false,
): TableRead | null {
  const first = lines[start];
  if (!first) return null;
  const ruled = rules ? ruledTableAt(rules, first, pageLines(lines, start), m.pitch(first.size)) : null;
  if (stop(first) && !(ruled && withinRules(ruled, first))) return null;
  const boxed =
    rules && !ruled && !knownColumns ? readBoxedRows(pageLines(lines, start), first, rules, m.pitch(first.size)) : null;
  if (boxed) return { ...boxed, noteLines: 0, uncertain: null, ruled: 'rows', headerRows: 1 };
  const columns = knownColumns
    ? [...knownColumns]
    : (firstColumns(lines, start, m, stop) ??
      ruledColumns(lines, start, ruled) ??
      (oneColumn && ruled ? [first.x0] : null));
  if (!columns) return null;
  const r: TableReading = { first, columns, ruled, taken: [first], notes: [], largestGap: 0 };
  for (let i = start + 1; i < lines.length; i++) {
    if (!takesLine(r, lines, i, m, stop)) break;
  }
  // Rows set in code stand between rows of the body face; code lines the table ends with are a listing after it.
  if (!r.ruled && !first.mono && !r.notes.length)
    while (r.taken.length > 1 && r.taken[r.taken.length - 1]!.mono) r.taken.pop();
  const final = finalColumns(r, knownColumns);
  const grouped = groupRows(r.taken, final.length ? final : columns, m, ruled, rules?.boxes ?? [], rowsByRules);
  const { rows, uncertain } = grouped;
  if (r.notes.length) rows.push(notesRow(r.notes, final.length));
  return {
    columns: final,
    rows,
    lines: [...r.taken, ...r.notes],
    noteLines: r.notes.length,
    uncertain,
    ruled: grouped.ruledRows,
    headerRows: grouped.headerRows ?? (grouped.titleRows || 1),
    ...(grouped.spannedHead ? { spannedHead: grouped.spannedHead } : {}),
    ...(grouped.titleRows ? { titleRows: grouped.titleRows } : {}),
  };
}

/**
 * Inside a table's rules a line set like a heading is a cell (SP 800-26's bold column titles and "1.1 Critical
 * Element:" rows); only a caption there is no part of it.
 */
const withinRules = (ruled: RuledTable, l: Line) => insideRuled(ruled, l) && !isCaption(l.text);

/** Whether line `i` is the table's (a row's line or a note's) and, when it is, takes it in; false ends the table. */
function takesLine(
  r: TableReading,
  lines: readonly Line[],
  i: number,
  m: LayoutMetrics,
  stop: (l: Line) => boolean,
): boolean {
  const l = lines[i]!;
  const prev = r.notes.length ? r.notes[r.notes.length - 1]! : r.taken[r.taken.length - 1]!;
  if (!sameColumn(l, r.first) || (stop(l) && !(r.ruled && withinRules(r.ruled, l)))) return false;
  const gap = prev.y - l.y;
  if (r.notes.length) {
    // A note runs on over lines of its size, close below it, never left of the table; the next footnote in order
    // may stand further down (a row of its own for each footnote, FrameMaker's padding between them).
    const reach = nextFootnote(r.notes, l) ? MAX_GAP : 1.5;
    if (Math.abs(l.size - prev.size) >= 0.3 || gap > reach * m.pitch(l.size) || l.x0 < r.columns[0]! - COL_TOL) {
      return false;
    }
    r.notes.push(l);
    return true;
  }
  if (startsNotes(l, gap, r.columns, r.first.size, r.largestGap, m)) {
    r.notes.push(l);
    return true;
  }
  // Inside its rules, a line is the table's whatever its spacing, size or font; past them the table has ended.
  if (r.ruled) {
    if (!insideRuled(r.ruled, l)) return false;
    r.taken.push(l);
    return true;
  }
  const widened = widenedFirstColumn(r, l);
  const at = widened ? { ...r, columns: widened } : r;
  if (endsUnruledTable(at, lines, i, prev, gap, m)) return false;
  r.largestGap = Math.max(r.largestGap, gap);
  if (!fitsColumns(l, at.columns) && !flushRightFigures(l, r.first)) return false;
  if (widened) r.columns[0] = widened[0]!;
  addRevealedColumns(r, l);
  r.taken.push(l);
  return true;
}

/** Without rules, the table ends where its type, font or spacing turns into that of the text after it. */
function endsUnruledTable(
  r: TableReading,
  lines: readonly Line[],
  i: number,
  prev: Line,
  gap: number,
  m: LayoutMetrics,
): boolean {
  const { first, columns, taken } = r;
  const l = lines[i]!;
  // A change of size ends the table only at its left edge (body text); inside a column it is a note in a
  // cell, and a line with text in several columns is a row (headers are often set in another size), and so is
  // a label over rows of its own size (a group of rows under a header set smaller: SP 800-63B's "Typical Usage").
  const resized = Math.abs(l.size - first.size) >= 0.6 && Math.abs(l.size - prev.size) >= 0.6;
  if (resized && l.x0 <= columns[0]! + COL_TOL && !inSeveralColumns(l, columns) && !labelsRows(lines, i, columns, m))
    return true;
  // A change to or from a fixed-width face ends it (a listing after a table), unless a line in code has its
  // pieces on the table's column starts: a row whose cells are set in code ("att-type  c2pa.TPM2.0", C2PA).
  if (l.mono !== first.mono && !(l.mono && continuesColumns(l, columns))) return true;
  // Under rows that stand apart by gutters, a line cut narrowly (around a name in code) into pieces off the table's
  // columns, its text running across a column's start, is a line of prose after it; a name in code inside a cell
  // crosses no column, and rows cut as narrowly themselves say nothing.
  if (!narrowCutsOn(l, columns) && runsAcross(l, columns) && !taken.some((t) => narrowlyCut(t).length)) return true;
  // A ruled header may stand further apart from the first row, which then lines up with the columns.
  const afterHeader = taken.length <= 3 && taken.every((t) => t.bold || t === first) && continuesColumns(l, columns);
  if (gap > (afterHeader ? 2 : 1) * MAX_GAP * m.pitch(l.size)) return true;
  // Once rows have shown their spacing, a clearly larger gap before a one-piece line at the table's
  // left edge is the space after the table (a further paragraph of a cell sits in its own column).
  const atLeftEdge = Math.abs(l.x0 - columns[0]!) <= COL_TOL;
  if (taken.length < 2 || piecesOf(l).length >= 2) return false;
  // Under rows of figures, a line of one piece holding words is no cell's: the label of the next grid ("S2").
  return (atLeftEdge && gap > GAP_GROWTH * r.largestGap) || (hasLetter(l) && !taken.some(hasLetter));
}

/** A piece of `l` starts left of a column after the first and ends right of it: text running across its gutter. */
const runsAcross = (l: Line, columns: readonly number[]): boolean =>
  piecesOf(l).some((p) => columns.slice(1).some((c) => p.x0 < c - COL_TOL && p.x1 > c + COL_TOL));

/** How far (share of the column's width) a title centred over its column may stand off the column's middle. */
const CENTRED = 0.1;

/**
 * Under a header whose first title is centred over its column (SP 800-63B's "Usability Consideration"), the first
 * row starts left of it: the column starts there. Only right under a bold header line, and only for a line whose
 * first piece ends before the next column, the title centred between that piece's start and the next column.
 */
function widenedFirstColumn(r: TableReading, l: Line): number[] | null {
  const title = piecesOf(r.first)[0]!;
  const cell = piecesOf(l)[0]!;
  const next = r.columns[1];
  if (r.taken.length !== 1 || !r.first.bold || next === undefined || cell.x0 >= r.columns[0]! - COL_TOL) return null;
  const centredOver = Math.abs((title.x0 + title.x1) / 2 - (cell.x0 + next) / 2) <= CENTRED * (next - cell.x0);
  return cell.x1 < next && centredOver ? [cell.x0, ...r.columns.slice(1)] : null;
}

/** How many lines below a one-piece line are looked at for the rows it may label. */
const GROUP_LABEL_REACH = 3;

/** Close below line `i`, before any wider gap, a line of its size in several of the table's columns. */
function labelsRows(lines: readonly Line[], i: number, columns: number[], m: LayoutMetrics): boolean {
  const l = lines[i]!;
  let prev = l;
  for (const next of lines.slice(i + 1, i + 1 + GROUP_LABEL_REACH)) {
    if (prev.y - next.y > MAX_GAP * m.pitch(next.size) || Math.abs(next.size - l.size) >= 0.6) return false;
    if (inSeveralColumns(next, columns)) return true;
    prev = next;
  }
  return false;
}

/** A piece that starts between column starts and crosses none of them reveals a column the first line left empty. */
function addRevealedColumns(r: TableReading, l: Line): void {
  const { columns, taken } = r;
  for (const s of piecesOf(l)) {
    const near = columns.some((c) => Math.abs(c - s.x0) <= COL_TOL);
    if (!near && spanOf(columns, s) === 1 && s.x0 > columns[0]!) {
      const col = columnOf(columns, s.x0);
      const startsAfterText = taken.every((t) =>
        piecesOf(t).every((ts) => columnOf(columns, ts.x0) !== col || ts.x1 < s.x0 - COL_TOL),
      );
      if (startsAfterText) {
        columns.push(s.x0);
        columns.sort((a, b) => a - b);
      }
    }
  }
}

/**
 * The columns the gutters show over all rows replace the first line's guess.
 * In a grid, the vertical rules are where columns start; a cell's text sits anywhere right of its rule.
 */
function finalColumns(r: TableReading, knownColumns: number[] | undefined): number[] {
  const { columns, ruled, taken, first } = r;
  if (knownColumns) return columns;
  if (ruled?.grid) return [Math.min(ruled.x0, ...taken.map((l) => l.x0)), ...ruled.bounds];
  return alignedColumns(taken.map(piecesOf), first.size);
}

/** A ruled table starts at `lines[start]`: its rules open just above the line (table-rules.ts). */
export function startsRuled(lines: Line[], start: number, m: LayoutMetrics, rules: PageRules | undefined): boolean {
  const first = lines[start]!;
  return rules !== undefined && ruledTableAt(rules, first, pageLines(lines, start), m.pitch(first.size)) !== null;
}

/**
 * `lines[start]` opens a ruled grid with vertical rules inside, and the cell its text sits in spans two columns or
 * more, no vertical rule crossing it: a title row at the grid's top, over all its columns or over those right of an
 * empty corner cell (FIPS 197's "y" over the S-box's columns), not the label of a row whose value sits on a line of
 * its own.
 */
export function opensGridAcross(lines: Line[], start: number, m: LayoutMetrics, rules: PageRules | undefined): boolean {
  const first = lines[start]!;
  const ruled = rules ? ruledTableAt(rules, first, pageLines(lines, start), m.pitch(first.size)) : null;
  if (ruled === null || !ruled.bounds.length) return false;
  const crossed = boundsCrossed(ruled, [first]);
  const left = Math.max(ruled.x0, ...crossed.filter((x) => x <= first.x0 + COL_TOL));
  const right = Math.min(ruled.x1, ...crossed.filter((x) => x >= first.x1 - COL_TOL));
  return ruled.bounds.some((x) => x > left + COL_TOL && x < right - COL_TOL && !crossed.includes(x));
}

/** The grid's column bounds a vertical rule crosses at the middle of `row`. */
function boundsCrossed(ruled: RuledTable, row: Line[]): number[] {
  const middle = middleOf(row);
  return ruled.bounds.filter((x) =>
    ruled.verticals.some((v) => Math.abs(v.at - x) <= COL_TOL && v.from <= middle && v.to >= middle),
  );
}

/** The lines of `lines[start]`'s page. */
export function pageLines(lines: Line[], start: number): Line[] {
  const page = lines[start]!.page;
  let a = start;
  let b = start + 1;
  while (a > 0 && lines[a - 1]!.page === page) a--;
  while (b < lines.length && lines[b]!.page === page) b++;
  return lines.slice(a, b);
}

/** Columns of a ruled table whose first line is one spanning cell: from the alignment of all the lines inside its rules. */
function ruledColumns(lines: Line[], start: number, ruled: RuledTable | null): number[] | null {
  if (!ruled) return null;
  const inside: Line[] = [];
  for (let i = start; i < lines.length && lines[i]!.page === lines[start]!.page && insideRuled(ruled, lines[i]!); i++)
    inside.push(lines[i]!);
  const columns = alignedColumns(inside.map(piecesOf), lines[start]!.size);
  if (columns.length >= 2) return columns;
  // Rows one cell across at the top (a title, a line of text) cross the gutters: the vertical rules draw them.
  if (!inside.length || !ruled.bounds.length) return null;
  return [Math.min(...inside.map((l) => l.x0)), ...ruled.bounds];
}

/**
 * Where the columns start, as far as the first lines show: the pieces of the
 * first line, or — under a heading that spans columns ("Fraction p in per
 * cent" over the numbers) — of the line below it. Null when neither has two.
 */
function firstColumns(lines: Line[], start: number, m: LayoutMetrics, stop: (l: Line) => boolean): number[] | null {
  const first = lines[start]!;
  const pieces = piecesOf(first);
  if (pieces.length >= 2) return bodyColumns(lines, start, stop) ?? pieces.map((s) => s.x0);
  const titled = titlesOverFigureGrid(lines, start, m.pitch);
  if (titled) return titled;
  const next = lines[start + 1];
  if (!next || next.page !== first.page || stop(next) || first.y - next.y > MAX_GAP * m.pitch(next.size)) return null;
  const below = piecesOf(next);
  if (below.length < 2 || first.x0 < below[0]!.x0 - COL_TOL) return null;
  return below.map((s) => s.x0);
}

/** A bold header is followed by at most this many lines of its own before the first body row. */
const HEADER_LINES = 3;

/**
 * Under a bold header whose cells are centred over their columns (NIST: "Metric Value | Description"
 * over "Local (L) | A vulnerability …"), the first body row starts left of the header: its pieces are
 * where the columns start. Null when the first line is no such header.
 */
function bodyColumns(lines: Line[], start: number, stop: (l: Line) => boolean): number[] | null {
  const first = lines[start]!;
  if (!first.bold) return null;
  for (let i = start + 1; i <= start + HEADER_LINES && i < lines.length; i++) {
    const l = lines[i]!;
    if (l.page !== first.page || stop(l)) return null;
    if (l.bold) continue;
    const body = piecesOf(l);
    return body.length >= 2 && l.x0 < first.x0 - COL_TOL ? body.map((p) => p.x0) : null;
  }
  return null;
}

/** The notes as one last row: a single cell spanning every column, a printed line per text line. */
function notesRow(notes: Line[], width: number): RawRow {
  const cell: RawCell = {
    text: notes.map((l) => l.text).join('\n'),
    header: false,
    colSpan: Math.max(1, width),
    rowSpan: 1,
  };
  return { cells: [cell], header: false, page: notes[0]!.page };
}

/**
 * Lines → rows. When row padding makes some gaps visibly larger than the
 * line pitch inside a cell, rows break at those gaps — unless the line after
 * one has text only in the last column, which is a further paragraph of a
 * long cell; otherwise a line with text in the first column starts a new row
 * and a line without continues the previous row's cells.
 */
function groupRows(
  lines: Line[],
  columns: number[],
  m: LayoutMetrics,
  ruled: RuledTable | null,
  /** The page's filled boxes: a cell's background spans the columns it covers (ruled-cells.ts shadedBy). */
  boxes: readonly Box[],
  rowsByRules = false,
): GroupedRows {
  const byRules = ruled ? ruledRows(lines, columns, ruled, rowsByRules) : null;
  if (byRules) {
    const rows = byRules.map((g) =>
      rowOf(g, columns, ruled!.grid ? closedBy(ruled!, columns, g) : shadedBy(boxes, columns, g)),
    );
    if (ruled!.grid) spanRows(rows, byRules, columns, ruled!);
    const spannedHead = headSpannedDown(rows);
    return {
      rows,
      uncertain: null,
      ruledRows: 'rows',
      headerRows: Math.max(1 + labelRows(byRules, ruled!), boldHeadRows(byRules), spannedHead),
      ...(spannedHead > 1 ? { spannedHead } : {}),
    };
  }
  // A rule under the first lines closes a header of several lines (booktabs), whatever their spacing.
  const ruleAt = ruled ? lines.findIndex((l) => bandOf(ruled, l) > bandOf(ruled, lines[0]!)) : -1;
  const ruledHeader = ruleAt > 1 && ruleAt <= HEADER_LINES + 1 ? ruleAt : 0;
  const grid = figureGridRows(lines, columns, boxes);
  if (grid) return { ...grid, ruledRows: ruledHeader ? 'header' : null };
  const { gaps, widened } = lineGaps(lines, m, columns);
  // Padding shows between body rows; the space under a (bold) header row says nothing about them.
  let headerLines = Math.max(1, ruledHeader);
  while (lines[0]!.bold && headerLines < lines.length && lines[headerLines]!.bold) headerLines++;
  // Rows set apart by padding show it before a line with a cell before the last column; a wider gap before a
  // line of the last column alone is a paragraph break inside a cell (C2PA), which says nothing about the rows.
  const keyedLine = (l: Line) =>
    columns.length < 2 || piecesOf(l).some((p) => columnOf(columns, p.x0) < columns.length - 1);
  const padded = lines.some((l, i) => i > headerLines && widened(i) && keyedLine(l));
  const groups: Line[][] = [];
  let joined = 0;
  // The columns holding text in the row being read.
  let filled = new Set<number>();
  lines.forEach((l, i) => {
    const cols = piecesOf(l).map((s) => columnOf(columns, s.x0));
    // The last column holds the long text (values, descriptions) that wraps and has paragraphs of its own.
    const keyed = keyedLine(l);
    // A bold header wrapped onto a second line is still the header row.
    const headerGoesOn =
      (groups.length === 1 && lines[0]!.bold && l.bold && gaps[i - 1]! < 1.5 * l.size) || i < ruledHeader;
    const leavesHeader = (groups.length === 1 && lines[0]!.bold && !l.bold && !headerGoesOn) || i === ruledHeader;
    const newRow =
      i === 0 ||
      leavesHeader ||
      (!headerGoesOn && (padded ? keyed && widened(i) : cols.includes(0) || subEntry(cols, filled, columns.length)));
    if (newRow) {
      groups.push([l]);
      filled = new Set(cols);
    } else {
      groups[groups.length - 1]!.push(l);
      for (const c of cols) filled.add(c);
      if (!padded) joined++;
    }
  });
  const uncertain = joined
    ? `rows are evenly spaced: ${joined} line(s) with an empty first column were read as the continuation of the row above`
    : null;
  return {
    rows: groups.map((g) => rowOf(g, columns, shadedBy(boxes, columns, g))),
    uncertain,
    ruledRows: ruledHeader ? 'header' : null,
  };
}

/**
 * The gaps between the lines, and whether the gap before line `i` is wider than the pitch inside a cell: the
 * smallest step from a line to the next with text in the same column, per font size (cells may mix sizes: a
 * smaller NOTE or EXAMPLE). A line of marks set between two lines of a wrapped cell (SP 800-63B's "w" centred on
 * a two-line row) is no step of that cell's.
 */
function lineGaps(
  lines: readonly Line[],
  m: LayoutMetrics,
  columns: number[],
): { gaps: number[]; widened: (i: number) => boolean } {
  const gaps = lines.slice(1).map((l, i) => lines[i]!.y - l.y);
  const smallest = new Map<number, number>();
  const lastIn = new Map<number, Line>();
  for (const l of lines) {
    for (const c of new Set(piecesOf(l).map((s) => columnOf(columns, s.x0)))) {
      const a = lastIn.get(c);
      if (a && a.size === l.size && a.page === l.page)
        smallest.set(l.size, Math.min(smallest.get(l.size) ?? Infinity, a.y - l.y));
      lastIn.set(c, l);
    }
  }
  const widened = (i: number) => {
    const size = lines[i - 1]!.size;
    return gaps[i - 1]! > PADDED * (smallest.get(size) ?? m.pitch(size));
  };
  return { gaps, widened };
}

/**
 * A line opening in a middle column starts a row of its own, as a line with text in the first column does: under
 * a row keyed by the first column, where it opens in the second, still empty there (an entry set in under the entry
 * above: MIL-STD-2045 3.1's "Disused", "Illegal" … under "Data Item"); under a row keyed by a middle column (its
 * leftmost text before the last column), where it opens there or left of it (the next such entry). The second line
 * of a term that wraps in its column is read as a row too; the glossary reader joins it again (glossary-tables.ts).
 */
function subEntry(cols: readonly number[], filled: ReadonlySet<number>, width: number): boolean {
  const first = cols[0];
  if (first === undefined || first === 0 || first >= width - 1) return false;
  const key = Math.min(...[...filled].filter((c) => c < width - 1));
  if (!Number.isFinite(key)) return false;
  return key === 0 ? first === 1 && !filled.has(1) : key >= first;
}

interface GroupedRows {
  rows: RawRow[];
  uncertain: string | null;
  ruledRows: TableRead['ruled'];
  headerRows?: number;
  spannedHead?: number;
  titleRows?: number;
}

/**
 * A grid of figures, column titles over it maybe (figure-grids.ts): no cell of it wraps, so each line is a row
 * whatever gaps group them (a permutation's two halves), and wrapped titles are one header row. Null for a table
 * with words in its rows.
 */
function figureGridRows(
  lines: Line[],
  columns: number[],
  boxes: readonly Box[],
): Omit<GroupedRows, 'ruledRows'> | null {
  const titles = titleLinesOverFigures(lines);
  if (!titles.length && lines.some(hasLetter)) return null;
  const groups: Line[][] = [];
  lines.forEach((l, i) => {
    if (titles[i]?.continues) groups[groups.length - 1]!.push(l);
    else groups.push([l]);
  });
  const titleRows = titles.filter((t) => !t.continues).length;
  const rows = groups.map((g) => splitRunTogether(rowOf(g, columns, shadedBy(boxes, columns, g))));
  return { rows, uncertain: null, ...(titleRows ? { titleRows } : {}) };
}

/** A line of dots only: an elision printed in place of rows. */
const ELISION = /^[.\s⋮…·]+$/u;

/** Label rows above a grid's column header need no more than this many rows before the header. */
const MAX_LABEL_ROWS = 4;

/**
 * Rows above the column header that label the whole table ("Element Name: …", "Element Definition | …"
 * over "Name | Type | Count | Definition"): a grid of three columns or more, whose first rows are crossed
 * by one vertical rule at most (a label and its text), and the row below them by every one — the column
 * header. A header with spanning cells over a full first row is no such thing: it is crossed by several.
 * In a grid of two columns a label row is one cell across (MIL-STD-2045's "“47001” messages sent via UDP/IP"
 * over "UDP Destination Port number | UDP Source Port number"): crossed by no rule. Rows with bold lines over a row
 * with none are the header themselves, a head spanning two columns among them (MIL-STD-2045's TABLE A-II:
 * "Message Subtype Case Number | Code MSB - LSB" over "No Cases | 0000000 (0) |"): no label rows.
 */
function labelRows(rows: Line[][], ruled: RuledTable): number {
  const crossing = (row: Line[]) => boundsCrossed(ruled, row).length;
  if (!ruled.bounds.length) return 0;
  const labelCrossings = Math.min(1, ruled.bounds.length - 1);
  let labels = 0;
  while (labels < rows.length && labels <= MAX_LABEL_ROWS && crossing(rows[labels]!) <= labelCrossings) labels++;
  if (!labels || labels >= rows.length - 1 || crossing(rows[labels]!) !== ruled.bounds.length) return 0;
  const someBold = (row: Line[]) => row.some((l) => l.bold);
  return rows.slice(0, labels).every(someBold) && !someBold(rows[labels]!) ? 0 : labels;
}

/**
 * The rows a head cell of the first row spans down, where others beside it do not: the header's rows (RISC-V Table
 * 2.1's "Hex" and "Use and Accessibility" beside "CSR Address" over "[11:10] | [9:8] | [7:6]"). At most three.
 */
function headSpannedDown(rows: readonly RawRow[]): number {
  const spans = rows[0]?.cells.map((c) => c.rowSpan) ?? [];
  const down = Math.max(1, ...spans);
  return down > 1 && down <= MAX_BOLD_HEAD_ROWS && spans.some((n) => n === 1) && rows.length - down >= 2 ? down : 1;
}

/** A header set in bold has no more rows than this. */
const MAX_BOLD_HEAD_ROWS = 3;

/**
 * The rows at the top of a grid set wholly in bold, over at least two rows that are not: a header of several rows
 * told apart by its type alone (AAPCS64's Table 4: "Machine Type" spanning "ILP32 (Beta) | LP64 | LLP64", both rows
 * in the header's bold). 0 when the first row is not bold or too many are.
 */
function boldHeadRows(rows: Line[][]): number {
  const bold = (row: Line[]) => row.length > 0 && row.every((l) => l.bold);
  let n = 0;
  while (n < rows.length && bold(rows[n]!)) n++;
  return n <= MAX_BOLD_HEAD_ROWS && rows.length - n >= 2 && !rows.slice(n).some(bold) ? n : 0;
}

/** Share of the lines in a grid's bands of several lines that fill every column when the grid rules groups of rows. */
const GROUPED_SHARE = 0.5;

/**
 * Rows as the rules draw them, when they draw rows: a rule between most rows of a grid, or three rules
 * and more inside a table without vertical rules. Between two rules the lines are one row — unless, in a
 * table of three columns or more, most of them fill every column: rows the grid rules in groups, where a
 * line filling every column starts a row (wrapping fills every cell of a line rarely, and never line
 * after line), and so does a vertical ellipsis standing for rows left out. Null when the rules draw no rows.
 */
function ruledRows(lines: Line[], columns: number[], ruled: RuledTable, byRules = false): Line[][] | null {
  const bands = lines.map((l) => bandOf(ruled, l));
  const breaks = lines.map((_, i) => i > 0 && bands[i] !== bands[i - 1]);
  const count = breaks.filter(Boolean).length;
  const groups: Line[][] = [];
  lines.forEach((l, i) => (i === 0 || breaks[i] ? groups.push([l]) : groups[groups.length - 1]!.push(l)));
  const complete = (l: Line) =>
    columns.length >= 2 && new Set(piecesOf(l).map((p) => columnOf(columns, p.x0))).size === columns.length;
  // A grid may hold one row under its header, its lines leaving columns empty (AAPCS64 Table 6: a typedef beside
  // the lines of its code and its note); lines filling their columns there are rows the grid does not rule apart.
  const oneRow = count === 1 && ruled.grid && columns.length >= 2 && !mostlyComplete(groups[1]!, complete);
  if (!oneRow && !(byRules && count >= 1) && (count < 2 || (!ruled.grid && count < 3))) return null;
  // A grid that rules groups of rows fills every column on most lines of its bands of several lines, after their
  // first (which any row that fills its columns fills); one whose cells wrap leaves columns empty on most (FIPS
  // 140-1: "Security Level" over "2" is one row's wrapped label), though a row may wrap in every column at once
  // (RFC 9580 Table 29's "prefixed N" / "octets" beside "… 0x40 to" / "ensure …" and "Section" / "11.3.2").
  const groupsRows = mostlyComplete(
    groups.filter((g) => g.length > 1).flatMap((g) => g.slice(1)),
    complete,
  );
  return groups.flatMap((band) => {
    const full = band.map(complete);
    const grouped =
      groupsRows && columns.length >= 3 && full[0] && full.filter(Boolean).length >= Math.max(2, band.length / 2);
    if (!grouped) return [band];
    const rows: Line[][] = [];
    band.forEach((l, i) => {
      // A vertical ellipsis (".." over ".") stands for the rows left out: a row of its own, however many lines.
      const elides = ELISION.test(l.text) && !(i > 0 && ELISION.test(band[i - 1]!.text));
      if (full[i] || elides || !rows.length) rows.push([l]);
      else rows[rows.length - 1]!.push(l);
    });
    return rows;
  });
}

/** Most of the lines (half or more) fill every column. */
const mostlyComplete = (lines: readonly Line[], complete: (l: Line) => boolean) =>
  lines.filter(complete).length >= GROUPED_SHARE * lines.length;

/**
 * The cells of one row. A piece crossing column starts spans those columns —
 * unless another line of the row has text in them, which then keeps its own
 * cell (nothing is dropped or copied).
 */
function rowOf(lines: Line[], columns: number[], closed?: (col: number) => boolean): RawRow {
  // In a grid, pieces between the same two vertical rules of the row are one cell (a justified line's wide spaces).
  const cellOf = (col: number) => {
    while (closed && col > 0 && !closed(col)) col--;
    return col;
  };
  const placed = lines.map((l) =>
    piecesOf(l)
      .flatMap((p) => (closed ? cutAtColumns(p, columns) : [p]))
      .map((p: Segment) => ({
        text: p.text,
        col: cellOf(columnOf(columns, p.x0)),
        span: closed ? 1 : spanOf(columns, p),
      })),
  );
  const used = new Set(placed.flat().map((p) => p.col));
  const texts: string[][] = columns.map(() => []);
  const spans = columns.map(() => 1);
  for (const line of placed) {
    const onLine = new Map<number, string[]>();
    for (const p of line) {
      let span = Math.min(p.span, columns.length - p.col);
      for (let c = p.col + 1; c < p.col + span; c++) if (used.has(c)) span = c - p.col;
      spans[p.col] = Math.max(spans[p.col]!, span);
      onLine.set(p.col, [...(onLine.get(p.col) ?? []), p.text]);
    }
    for (const [col, parts] of onLine) texts[col]!.push(parts.join(' '));
  }
  if (closed) spanToRules(spans, texts, closed);
  const cells: RawCell[] = [];
  for (let c = 0; c < columns.length; c += spans[c]!) {
    cells.push({ text: texts[c]!.join('\n'), header: false, colSpan: spans[c]!, rowSpan: 1 });
  }
  return { cells, header: false };
}

/** The header rows of a table read under its caption: as many as it read (label rows over the column titles), one at least, never all. */
export const captionedHeaderRows = (t: TableRead): number => Math.min(t.headerRows, t.rows.length - 1) || 1;

/** The rows with the first `heads` of them marked as the header. */
export const withHeads = (rows: readonly RawRow[], heads: number): RawRow[] => [
  ...rows.slice(0, heads).map(asHeader),
  ...rows.slice(heads),
];

/** Marks a row as the header row. */
export function asHeader(row: RawRow): RawRow {
  return { header: true, cells: row.cells.map((c) => ({ ...c, header: true })) };
}
