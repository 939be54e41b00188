/**
 * Tables: span expansion into a full grid, header detection, the notes at a
 * table's foot, and merging a table that continues on the next page.
 */
import { rowWidth, type RawBlock, type RawCell, type RawRow } from '../../blocks.js';
import { footLabel, nextFootLabel, samePrintedRow } from '../../table-text.js';
import { normaliseText } from '../normalise.js';
import type { WorkTable } from '../work.js';
import { foldHeaderRows } from '../../../model/header-rows.js';
import { allHeadCells, emptyColumns, evidentHeader } from './table-evidence.js';
import { fitToColumns, sameTitledColumns } from './part-columns.js';

export type RawTable = Extract<RawBlock, { kind: 'table' }>;

interface Slot {
  text: string;
  copy: boolean;
  header: boolean;
}

/** Places every cell at its grid position; a cell spanning n columns or rows fills each of them. */
function expand(rows: RawRow[]): Slot[][] {
  const grid: Slot[][] = rows.map(() => []);
  const gridRow = (r: number): Slot[] => (grid[r] ??= []);
  rows.forEach((row, r) => {
    let col = 0;
    for (const cell of row.cells) {
      while (gridRow(r)[col]) col++;
      const text = normaliseText(cell.text);
      const colSpan = Math.max(1, cell.colSpan);
      const rowSpan = Math.max(1, cell.rowSpan);
      for (let dr = 0; dr < rowSpan && r + dr < rows.length; dr++) {
        for (let dc = 0; dc < colSpan; dc++) {
          gridRow(r + dr)[col + dc] = { text, copy: dr > 0 || dc > 0, header: cell.header };
        }
      }
      col += colSpan;
    }
  });
  return grid;
}

/**
 * The leading rows tagged as the header (THead), else a first row whose every cell with text is a head cell (a TH
 * row inside TBody, an empty border cell beside it allowed). Later TH rows are no header by their tags alone: a
 * table of row heads tags whole rows TH (SP 800-185, MIL-STD-882E).
 */
function headerRowCount(rows: RawRow[]): number {
  let n = 0;
  while (rows[n]?.header) n++;
  if (n === rows.length && n > 0) n = 1; // a table of nothing but THead rows: its first row heads the rest
  if (n > 0) return n;
  return rows[0] && allHeadCells(rows[0]) ? 1 : 0;
}

/**
 * The row holds one text, in its first cell, across the whole width (a cell
 * spanning every column, the row's only cell, or a row shorter than the table), and that text starts with a
 * note or footnote label ("a Organic …", "NOTE 3 Only …") or sits in the
 * table's TFoot.
 */
function footRow(row: RawRow, width: number, rawWidth: number): RawCell | null {
  if (width < 2 || row.header) return null;
  const filled = row.cells.filter((c) => normaliseText(c.text) !== '');
  const cell = filled[0];
  if (!cell || filled.length !== 1 || cell !== row.cells[0]) return null;
  // A row with fewer cells than the table has columns is one cell whose span the tagging left out.
  if (cell.colSpan < width && row.cells.length > 1 && rowWidth(row) >= rawWidth) return null;
  return row.foot || footLabel(normaliseText(cell.text)) ? cell : null;
}

/**
 * The notes of a foot row: one per paragraph or printed line that starts with
 * a label — "NOTE …", or the footnote label next in order ("b" after "a"), so
 * a wrapped line starting with a word that looks like a label stays in its note.
 */
export function splitNotes(cell: RawCell): string[] {
  const notes: string[][] = [];
  let last: string | null = null;
  for (const para of cell.paragraphs?.length ? cell.paragraphs : [cell.text]) {
    para.split('\n').forEach((line, i) => {
      const label = footLabel(normaliseText(line));
      const next = last === null ? null : nextFootLabel(last);
      const starts = label !== null && (i === 0 || label.kind === 'note' || label.label === next);
      if (starts || notes.length === 0) {
        notes.push([line]);
        if (label?.kind === 'footnote') last = label.label;
      } else notes[notes.length - 1]!.push(line);
    });
  }
  return notes.map((lines) => normaliseText(lines.join('\n'))).filter((n) => n !== '');
}

/** Every row as wide as the table ends in an empty cell: the border cell a Word export tags after the columns. */
const endsInBorder = (grid: readonly Slot[][], width: number): boolean =>
  grid.some((r) => r.length === width) && grid.every((r) => r.length < width || r[width - 1]!.text === '');

/**
 * A header row over another with fewer cells than the table is wide: its last cell, a title over the columns below,
 * spans the rest (a ColSpan left out) — its last cell with text, where the row ends in the border cell every row
 * has (OGC WMTS Table 21: "HTTP Status Code" over "Code" and "Message", then the border cell).
 */
function spanRest(row: Slot[], width: number, border: boolean): void {
  if (!row.length || row.length >= width) return;
  const last = border && row.length > 1 && row[row.length - 1]!.text === '' ? row.length - 2 : row.length - 1;
  const copies = Array.from({ length: width - row.length }, () => ({ ...row[last]!, copy: true }));
  row.splice(last + 1, 0, ...copies);
}

export function buildTable(raw: RawTable): WorkTable {
  // Rows of notes at the foot belong to the table, not to its columns (the grid is laid out only when one may be).
  let bodyEnd = raw.rows.length;
  const last = raw.rows[bodyEnd - 1];
  if (last && last.cells.filter((c) => c.text.trim() !== '').length === 1) {
    // Columns empty in every row (a border column) do not count: a note spanning the others spans the table.
    const grid = expand(raw.rows).map((r) => r.map((s) => s.text));
    const rawWidth = Math.max(0, ...grid.map((r) => r.length));
    const fullWidth = rawWidth - emptyColumns([], grid).length;
    while (bodyEnd > 0 && footRow(raw.rows[bodyEnd - 1]!, fullWidth, rawWidth)) bodyEnd--;
  }
  const notes: string[] = [];
  const notePages: number[] = [];
  for (const row of raw.rows.slice(bodyEnd)) {
    for (const note of splitNotes(row.cells[0]!)) {
      notes.push(note);
      notePages.push(row.page ?? raw.pageEnd);
    }
  }
  const evident = evidentHeader(raw.rows.slice(0, bodyEnd));
  const repeatedRows = (evident?.repeats ?? []).map((r) => ({
    page: raw.rows[r]!.page ?? raw.page,
    text: raw.rows[r]!.cells.map((c) => c.text).join(' '),
  }));
  const bodyRows = raw.rows
    .slice(0, bodyEnd)
    .filter((_, r) => !evident?.repeats.includes(r))
    .map((row, r) => (evident && r < evident.rows ? { ...row, header: true } : row));
  const grid = expand(bodyRows);
  const nHead = headerRowCount(bodyRows);
  const width = Math.max(0, ...grid.map((r) => r.length));
  const border = endsInBorder(grid, width);
  for (const row of grid.slice(0, nHead - 1)) spanRest(row, width, border);
  const cellAt = (row: Slot[] | undefined, c: number): Slot => row?.[c] ?? { text: '', copy: false, header: false };

  const headRows = grid.slice(0, nHead).map((row) => Array.from({ length: width }, (_, c) => cellAt(row, c).text));
  const headers = nHead > 0 ? foldHeaderRows(headRows) : [];

  const rows: string[][] = [];
  const copies: boolean[][] = [];
  const rowPages: number[] = [];
  for (let r = nHead; r < grid.length; r++) {
    const slots = Array.from({ length: width }, (_, c) => cellAt(grid[r], c));
    if (slots.every((s) => s.text === '') && !bodyRows[r]?.blank) continue;
    rows.push(slots.map((s) => s.text));
    copies.push(slots.map((s) => s.copy));
    rowPages.push(bodyRows[r]?.page ?? raw.page);
  }
  const table: WorkTable = {
    number: null,
    caption: '',
    headers,
    rows,
    copies,
    rowPages,
    notes,
    notePages,
    page: raw.page,
    pageEnd: raw.pageEnd,
  };
  joinRowsBrokenByPage(table);
  if (evident) table.headerEvidence = evident.evidence;
  if (raw.aligned) table.aligned = true;
  if (repeatedRows.length) table.repeatedRows = repeatedRows;
  return table;
}

/**
 * A column empty in the header and in every row is no column (a border cell the layout tool added, a column the
 * layout reader made up); in a tagged file's table only the first or last (table-evidence.ts). Decided on the
 * whole table, once its parts are merged: a part may leave a column empty that the next one fills.
 */
export function dropEmptyColumns(t: WorkTable, tagged = false): void {
  const empty = emptyColumns(t.headers, t.rows, tagged);
  if (!empty.length) return;
  const keep = <T>(row: T[]) => row.filter((_, c) => !empty.includes(c));
  if (t.headers.length) t.headers = keep(t.headers);
  t.rows = t.rows.map(keep);
  t.copies = t.copies.map(keep);
  t.emptyColumns = empty.length;
}

/**
 * A header row that fills one cell (or one cell spanning the rest) of three or more columns is no row of column
 * heads: it is a title printed over them — the caption again, in capitals ("SEVERITY CATEGORIES") — or a label
 * over a group of columns ("PROGRAM PHASE"), or both. The first row below that fills two cells or more (under at
 * most one more such label row) is the row of column heads, and the header is the title and label rows folded
 * over it as printed ("PROGRAM PHASE Design"): rows of the header, never body rows.
 * Only for captioned tables (and their continuations), whose caption says the first row is no column head.
 * Returns the rows taken into the header.
 */
export function foldTitleRows(t: WorkTable): number {
  const filled = (row: readonly string[]) => new Set(row.filter((c) => c !== '')).size;
  if (t.headers.length < 3 || filled(t.headers) !== 1) return 0;
  // The column heads: the first row below that fills two cells or more, under at most one more label row.
  const heads = t.rows.findIndex((r) => filled(r) >= 2);
  if (heads < 0 || heads > 1 || heads >= t.rows.length - 1 || t.rows.slice(0, heads).some((r) => filled(r) !== 1))
    return 0;
  // Not into a column empty in every row: the border cell a Word export adds (SP 800-152's tables).
  const border = (k: number) => t.rows.every((r) => (r[k] ?? '') === '');
  const titles = [t.headers, ...t.rows.slice(0, heads)].map((row) => spreadTitle(row, t.rows[heads]!, border));
  t.headers = foldHeaderRows([...titles, t.rows[heads]!]);
  takeRows(t, 0, heads + 1);
  return heads + 1;
}

/**
 * A title or label row's one text over the columns right of it that the row leaves empty: the printed text
 * spans them (centred over the table, or over a group of columns that ends at the table's edge), where a tagger
 * left the cell's ColSpan out. Over column heads that open with an empty corner cell, it spans every column from
 * the first head on, left of its text too: a title centred over the columns of values (FIPS 197's "y" over the
 * S-box's "0" … "f", its text standing over "7" and "8"); the corner stays empty.
 */
function spreadTitle(row: readonly string[], heads: readonly string[], border: (k: number) => boolean): string[] {
  const at = row.findIndex((c) => c !== '');
  const first = heads.findIndex((c) => c !== '');
  const from = first > 0 && first < at ? first : at + 1;
  return row.map((c, k) => (k >= from && c === '' && !border(k) ? row[at]! : c));
}

/** Takes `count` rows from `start` out of the table, with their copy flags and pages; returns the rows taken. */
export function takeRows(t: WorkTable, start: number, count = 1): string[][] {
  t.copies.splice(start, count);
  t.rowPages.splice(start, count);
  return t.rows.splice(start, count);
}

/** The header row (when there is one) and the body rows, as printed from the top. */
export const headedRows = (t: WorkTable): string[][] => (t.headers.length ? [t.headers, ...t.rows] : t.rows);

/** The width every row of the table has. */
export function tableWidth(t: WorkTable): number {
  return t.headers.length || (t.rows[0]?.length ?? 0);
}

/**
 * Inside one table, the first row on a page that leaves its key cell empty where every other row has one is the
 * rest of the row the page broke (SP 800-152's "PA:3.2" requirement, whose text runs on over the page): it joins
 * that row, cell by cell.
 */
function joinRowsBrokenByPage(t: WorkTable): void {
  for (let r = t.rows.length - 1; r > 0; r--) {
    if (t.rowPages[r] !== t.rowPages[r - 1]! + 1 || !restOfRow(t.rows, r)) continue;
    t.rows[r - 1] = joinCells(t.rows[r - 1]!, t.rows[r]!);
    for (const list of [t.rows, t.copies, t.rowPages]) list.splice(r, 1);
  }
}

/**
 * Row `r` is the rest of the row above it, which the page broke: as wide, its key cell empty and some other cell
 * not, where every other row has its key (at least two of them). MIL-STD-2045 TABLE E-VI, item 5.2's "ENDIF" on the
 * next page. The key is the first column with text in another row: a border column the tagging added before it
 * (DSS-X), empty in every row, is none.
 */
function restOfRow(rows: readonly string[][], r: number): boolean {
  const row = rows[r];
  const above = rows[r - 1];
  if (!row || !above || row.length !== above.length || row.every((c) => c === '')) return false;
  const others = rows.filter((_, k) => k !== r);
  const key = row.findIndex((_, c) => others.some((x) => x[c] !== ''));
  return key >= 0 && row[key] === '' && others.length >= 2 && others.every((x) => x[key] !== '');
}

/**
 * The row goes on with the sentences the row above left unfinished, which the page broke: its key cell (the first)
 * is empty where the row above has one, some cell opens in lower case under a cell that ends without a full stop
 * ("A hashed password is obtained and used by an attacker for" / "another authentication (pass-the-hash attack).",
 * SP 800-63B's Table 8-1 over pages 52 and 53), and its other cells stand under empty ones.
 */
function restOfSentence(above: readonly string[], row: readonly string[]): boolean {
  if (row.length !== above.length || row[0] !== '' || (above[0] ?? '') === '') return false;
  const goesOn = (i: number) =>
    /^\p{Ll}/u.test(row[i]!) && above[i] !== '' && !/[.!?:;]["”’)]?$/u.test(above[i]!.trim());
  const filled = row.flatMap((c, i) => (c !== '' ? [i] : []));
  return filled.some(goesOn) && filled.every((i) => goesOn(i) || above[i] === '');
}

/** Two parts of one row, cell by cell. */
const joinCells = (a: readonly string[], b: readonly string[]): string[] =>
  a.map((c, i) => [c, b[i] ?? ''].filter((x) => x !== '').join(' '));

/** A row's text with each spanning cell's copies left out (a header's copies are not flagged: each text once). */
function uniqueCells(row: string[]): string {
  return row.filter((c, i) => c !== '' && c !== row[i - 1]).join(' ');
}

function sameRow(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((x, i) => x === b[i]);
}

/**
 * Whether `next` continues `prev` on the following page: nothing between them
 * (the caller checks), the next page, and the same number of columns.
 */
export function continues(prev: WorkTable, next: WorkTable): boolean {
  return next.page === prev.pageEnd + 1 && sameColumns(prev, next) && tableWidth(next) > 0;
}

/** As many columns, or a header naming the same printed columns over a grid cut differently (part-columns.ts). */
export function sameColumns(prev: WorkTable, next: WorkTable): boolean {
  return tableWidth(prev) === tableWidth(next) || sameTitledColumns(prev, next);
}

/**
 * Both parts open with the same row (or the continuation's header is the first part's first row): a header
 * printed again at the top of the next page, which nothing tagged or set apart. It becomes the header of both.
 */
function headRepeatedFirstRow(prev: WorkTable, next: WorkTable): void {
  const first = prev.rows[0];
  if (prev.headers.length || !first || first.filter((c) => c !== '').length < 2) return;
  const repeated = next.headers.length ? next.headers : next.rows[0];
  if (!repeated || !sameRow(first, repeated)) return;
  prev.headers = first;
  takeRows(prev, 0);
  prev.headerEvidence ??= 'repeated';
  if (next.headers.length) return;
  next.headers = next.rows[0]!;
  takeRows(next, 0);
}

/** A header of this many rows at most is printed again over a continuation. */
const MAX_REPEATED_HEADER_ROWS = 3;

/**
 * How many of `rows`, from the first, print `headers` again: one row equal to it, or several that fold into it
 * (SP 800-57 Table 1 repeats "Cryptoperiod" over "Originator Usage Period (OUP) | Recipient Usage Period" with
 * "Key Type" beside both on p. 57). 0 when they do not.
 */
function repeatedHeaderRows(headers: readonly string[], rows: readonly string[][]): number {
  if (!headers.length) return 0;
  for (let k = 1; k <= Math.min(MAX_REPEATED_HEADER_ROWS, rows.length); k++)
    if (sameTitles(foldHeaderRows(rows.slice(0, k)), headers)) return k;
  return 0;
}

const filledCells = (row: readonly string[]) => row.filter((c) => c !== '').length;

/**
 * The same column titles: cell by cell, or the same words in the same order cut into cells differently (MIL-STD-2045
 * TABLE E-V, whose first part's header ran "Item Number" and "Field Name" into one cell, printed again cut right),
 * or the same texts falling into other columns of a spanned group (samePrintedRow).
 */
function sameTitles(a: readonly string[], b: readonly string[]): boolean {
  const words = (row: readonly string[]) => normaliseText(row.join(' '));
  return sameRow(a, b) || (a.length === b.length && words(a) !== '' && (words(a) === words(b) || samePrintedRow(a, b)));
}

/**
 * A cell spanning rows at the foot of a part goes on over the continuation's first rows that leave its column empty
 * (SP 800-63B Table 8-2: "Eavesdropping" beside two threats on one page and three more on the next). Only a cell
 * that already spans rows there: a column the part fills row by row has no span to carry over.
 */
function spanOnto(prev: WorkTable, rows: string[][], copies: boolean[][]): void {
  const last = prev.rows.length - 1;
  if (last < 0) return;
  prev.rows[last]!.forEach((text, c) => {
    if (!prev.copies[last]?.[c] || text === '') return;
    for (let k = 0; k < rows.length && rows[k]![c] === '' && rows[k]!.some((t) => t !== ''); k++) {
      rows[k] = rows[k]!.map((t, i) => (i === c ? text : t));
      copies[k] = (copies[k] ?? rows[k]!.map(() => false)).map((x, i) => (i === c ? true : x));
    }
  });
}

/** Appends the continuation's rows; a repeated header (tagged or not, in one row or several) is dropped. */
export function mergeInto(prev: WorkTable, next: WorkTable): void {
  if (sameTitledColumns(prev, next)) fitToColumns(next, prev);
  headRepeatedFirstRow(prev, next);
  const rows = [...next.rows];
  const copies = [...next.copies];
  const pages = [...next.rowPages];
  const repeated = [...(prev.repeatedRows ?? []), ...(next.repeatedRows ?? [])];
  const dropped = (row: string[], page: number) => repeated.push({ page, text: uniqueCells(row) });
  // The continuation's header, tagged or set apart, or its first rows: printed again when they fold into ours.
  const headed = next.headers.length > 0;
  const repeats = repeatedHeaderRows(prev.headers, headed ? [next.headers, ...rows] : rows);
  // The same titles printed again cut into more cells name the columns the rows fill (sameTitles).
  const again = (headed ? next.headers : rows[0]) ?? [];
  if (repeats === 1 && filledCells(again) > filledCells(prev.headers)) prev.headers = [...again];
  if (headed && repeats) dropped(next.headers, next.page);
  else if (headed) {
    rows.unshift(next.headers);
    copies.unshift(next.headers.map(() => false));
    pages.unshift(next.page);
  }
  for (let k = headed && repeats ? repeats - 1 : repeats; k > 0; k--) {
    dropped(rows[0]!, pages[0] ?? next.page);
    rows.shift();
    copies.shift();
    pages.shift();
  }
  if (repeated.length) prev.repeatedRows = repeated;
  // The continuation opens with the rest of the first part's last row.
  const lastRow = prev.rows[prev.rows.length - 1];
  if (
    restOfRow([...prev.rows, ...rows], prev.rows.length) ||
    (lastRow && rows[0] && restOfSentence(lastRow, rows[0]))
  ) {
    prev.rows[prev.rows.length - 1] = joinCells(lastRow!, rows[0]!);
    rows.shift();
    copies.shift();
    pages.shift();
  }
  spanOnto(prev, rows, copies);
  prev.rows.push(...rows);
  prev.copies.push(...copies);
  prev.rowPages.push(...pages);
  // Footnotes printed again under each part of the table are kept once.
  next.notes.forEach((note, i) => {
    if (prev.notes.includes(note)) return;
    prev.notes.push(note);
    prev.notePages.push(next.notePages[i]!);
  });
  prev.pageEnd = Math.max(prev.pageEnd, next.pageEnd);
}
