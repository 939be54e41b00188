/**
 * A table whose rows are set in a monospaced face under a line of column titles, in an untagged file: a text
 * editor's table ("Opcode  Operand  Byte Stream" over a line of dashes, as DWARF 4 prints it; Noise's
 * "Source  Destination" over its handshake patterns). A listing has no such line; its own columns (an address, an instruction, a comment) are
 * no table. The titles are checked against the rows: every title stands over text in some row, and most rows
 * fill two columns or more.
 *
 * Rows: where blank lines part the rows, each group of lines between them is one row, its lines joined cell by
 * cell (a handshake pattern's name and its messages); where none do, each line is a row.
 */
import type { RawRow } from '../blocks.js';
import { piecesOf } from './table-columns.js';
import type { Line, Segment } from './types.js';

/** A column title: a few words, no sentence, no code. */
const TITLE = /^\p{L}[\p{L}\p{N}]*(?:[ /-][\p{L}\p{N}()]+){0,3}$/u;
/** A line drawn in text under the titles: dashes or underscores only. */
const TEXT_RULE = /^[-_=–—]{8,}$/u;
/** A gap between baselines above this many line pitches is a blank line: it parts rows. */
const BLANK = 1.6;
/** A gap above this many pitches ends the table. */
const END_GAP = 4;

export interface TitledCode {
  rows: RawRow[];
  /** Lines taken: the titles, a line of dashes under them, the rows. */
  lines: Line[];
  /** The line of dashes under the titles, if any: printed inside the table, no cell. */
  rule: string | null;
}

/** The titles line at `i` and the index of the first row line after it (past a line of dashes), or null. */
function titledStart(lines: readonly Line[], i: number): { titles: Segment[]; first: number } | null {
  const l = lines[i]!;
  const titles = piecesOf(l);
  if (titles.length < 2 || !titles.every((p) => TITLE.test(p.text.trim()))) return null;
  let first = i + 1;
  if (lines[first]?.page === l.page && TEXT_RULE.test(lines[first]!.text.replace(/\s+/gu, ''))) first++;
  const row = lines[first];
  if (!row || row.page !== l.page || !row.mono) return null;
  // The titles stand over the rows, never left of their first column; titles set in the rows' own face stand
  // right of it, over the rows' columns, with the corner over the first column empty (a listing's first line
  // that happens to have a gap, "import  struct", starts at the left edge).
  const x0 = titles[0]!.x0;
  return x0 >= row.x0 - row.size && (!l.mono || x0 > row.x0 + 4 * row.size) ? { titles, first } : null;
}

/**
 * The mono lines of the rows from `first` on: up to a line in another face or a wide gap. Over a page break the
 * rows go on when the next page opens with a mono line at the rows' left edge.
 */
function rowLines(lines: readonly Line[], first: number): Line[] {
  const out = [lines[first]!];
  const left = Math.min(...piecesOf(lines[first]!).map((p) => p.x0));
  for (let k = first + 1; k < lines.length; k++) {
    const l = lines[k]!;
    const prev = out[out.length - 1]!;
    if (!l.mono) break;
    const turned = l.page === prev.page + 1 && Math.abs(l.x0 - left) <= l.size;
    if (!turned && (l.page !== prev.page || prev.y - l.y > END_GAP * pitchOf(prev))) break;
    out.push(l);
  }
  return out;
}

const pitchOf = (l: Line) => l.size * 1.2;

/** The column of a piece: the untitled first column left of every title, else the last title it starts (or centres) right of. */
function columnOf(titles: readonly Segment[], piece: Segment, slack: number, untitled: number): number {
  let at = -1;
  titles.forEach((t, k) => {
    if (piece.x0 >= t.x0 - slack || (piece.x0 + piece.x1) / 2 >= t.x0) at = k;
  });
  return at + untitled;
}

/** Lines grouped into rows: parted by blank lines where there are any, else one line each. */
function groups(rows: readonly Line[]): Line[][] {
  const blankAbove = (l: Line, k: number) => rows[k - 1]!.page === l.page && rows[k - 1]!.y - l.y > BLANK * pitchOf(l);
  const parted = rows.some((l, k) => k > 0 && blankAbove(l, k));
  if (!parted) return rows.map((l) => [l]);
  const out: Line[][] = [];
  rows.forEach((l, k) => {
    // A page break parts rows too: the row before ends at its page's foot.
    if (k === 0 || rows[k - 1]!.page !== l.page || blankAbove(l, k)) out.push([l]);
    else out[out.length - 1]!.push(l);
  });
  return out;
}

const cell = (text: string, header: boolean) => ({ text, header, colSpan: 1, rowSpan: 1 });

/**
 * The table at line `i`, or null: a line of titles over monospaced rows whose text stands under them. Rows
 * go on over a page break (rowLines).
 */
export function readTitledCode(lines: readonly Line[], i: number): TitledCode | null {
  const start = titledStart(lines, i);
  if (!start) return null;
  const { titles } = start;
  const taken = rowLines(lines, start.first);
  const slack = lines[i]!.size;
  const untitled = taken.some((l) => piecesOf(l).some((p) => p.x1 <= titles[0]!.x0 - slack)) ? 1 : 0;
  const width = titles.length + untitled;
  const rows: string[][] = groups(taken).map((group) => {
    const cells: string[][] = Array.from({ length: width }, () => []);
    for (const l of group)
      for (const p of piecesOf(l)) cells[Math.max(0, columnOf(titles, p, slack, untitled))]!.push(p.text.trim());
    return cells.map((c) => c.join(' '));
  });
  if (rows.length < 2 || !backsTitles(rows, untitled)) return null;
  const header: RawRow = {
    header: true,
    cells: [...(untitled ? [cell('', true)] : []), ...titles.map((t) => cell(t.text.trim(), true))],
  };
  return {
    rows: [header, ...rows.map((r) => ({ header: false, cells: r.map((text) => cell(text, false)) }))],
    lines: lines.slice(i, start.first + taken.length),
    rule: start.first > i + 1 ? lines[i + 1]!.text : null,
  };
}

/** Every titled column holds text in some row (an operand column may be sparse), and most rows fill two or more. */
function backsTitles(rows: readonly string[][], untitled: number): boolean {
  const filled = rows.filter((r) => r.filter((c) => c !== '').length >= 2).length;
  const columns = rows[0]!.map((_, k) => k).slice(untitled);
  return filled >= Math.ceil(0.6 * rows.length) && columns.every((k) => rows.some((r) => r[k] !== ''));
}
