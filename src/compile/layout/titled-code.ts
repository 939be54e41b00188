/**
 * A table whose rows are set in a monospaced face under a line of column titles: a text editor's table ("Opcode
 * Operand  Byte Stream" over a line of dashes, DWARF 4; Noise's "Source  Destination" over its handshake
 * patterns). The untagged reader (page-flow.ts) and the tagged cross-check with the drawing (drawn-tables.ts) both
 * use it. A listing has no such line; its own columns (an address, an instruction, a comment) are no table. The
 * titles are checked against the rows: every title stands over text in some row, and most rows fill two columns
 * or more.
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
/** Titles in the rows' face at the rows' left edge make a header only this many or more. */
const MANY_TITLES = 4;
/** One glyph that is no letter or digit. */
const GLYPH = /^[^\p{L}\p{N}]$/u;
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
  /**
   * Text printed inside the table that is no cell's: the title lines as printed where two stack into one title
   * ("Round" over "Number"), operator glyphs between the cells of a label line.
   */
  aside: string[];
  /** The column titles where they stand, for the rows that go on over the next page. */
  titles: Segment[];
  /** 1 when the first column has no title (the rows hold text left of every title). */
  untitled: number;
  /** Rows are groups of lines parted by blank lines (else one line each). */
  parted: boolean;
}

/**
 * The titles at line `i` — with a second line of titles under them, each under one of the first line's, joined
 * ("Round" over "Number") — and the index of the first row line after them (past a line of dashes), or null.
 */
function titledStart(lines: readonly Line[], i: number): { titles: Segment[]; first: number; stacked: boolean } | null {
  const l = lines[i]!;
  let titles = piecesOf(l);
  if (titles.length < 2 || !titles.every(isTitle)) return null;
  let first = i + 1;
  const second = stackedTitles(l, titles, lines[first]);
  if (second) {
    titles = second;
    first++;
  }
  if (lines[first]?.page === l.page && TEXT_RULE.test(lines[first]!.text.replace(/\s+/gu, ''))) first++;
  const row = lines[first];
  if (!row || row.page !== l.page || !row.mono) return null;
  // Titles set in the rows' own face start where the rows do only when there are many of them (DWARF 4's
  // "Location  CFA  R0  R1 …"): a listing's first line that happens to have a gap ("import  struct") has few.
  const atEdge = l.mono && Math.abs(titles[0]!.x0 - row.x0) <= 2 * row.size;
  return atEdge && titles.length < MANY_TITLES ? null : { titles, first, stacked: second !== null };
}

const isTitle = (p: Segment): boolean => TITLE.test(p.text.trim());

/** The next line as a second line of the titles: as many titles, in the same face, each under one of the first. */
function stackedTitles(l: Line, titles: Segment[], next: Line | undefined): Segment[] | null {
  if (!next || next.page !== l.page || next.mono !== l.mono || l.y - next.y > BLANK * pitchOf(l)) return null;
  const under = piecesOf(next);
  if (under.length !== titles.length || !under.every(isTitle)) return null;
  if (!under.every((u, k) => u.x0 < titles[k]!.x1 && u.x1 > titles[k]!.x0)) return null;
  return titles.map((t, k) => ({
    text: `${t.text.trim()} ${under[k]!.text.trim()}`,
    x0: Math.min(t.x0, under[k]!.x0),
    x1: Math.max(t.x1, under[k]!.x1),
  }));
}

/**
 * The lines of the rows from `first` on: monospaced, up to a line in another face or a wide gap. A line in
 * another face between two row lines close above and below is a row's too (a row label printed with operator
 * glyphs from a symbol font beside it). Over a page break the rows go on when the next page opens where a line
 * of the table (or its titles, `left`) starts.
 */
function rowLines(lines: readonly Line[], first: number, left: number): Line[] {
  const out = [lines[first]!];
  for (let k = first + 1; k < lines.length; k++) {
    const l = lines[k]!;
    const prev = out[out.length - 1]!;
    if (!l.mono && !sandwiched(lines, k)) break;
    const turned =
      l.page === prev.page + 1 && [left, ...out.map((o) => o.x0)].some((x) => Math.abs(l.x0 - x) <= l.size);
    if (!turned && (l.page !== prev.page || prev.y - l.y > END_GAP * pitchOf(prev))) break;
    out.push(l);
  }
  return out;
}

/** Line `k` has a monospaced line right under it, closer than a blank line. */
function sandwiched(lines: readonly Line[], k: number): boolean {
  const l = lines[k]!;
  const next = lines[k + 1];
  return next !== undefined && next.mono && next.page === l.page && l.y - next.y <= BLANK * pitchOf(l);
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

/**
 * Lines grouped into rows: parted by blank lines where there are any, else one line each (`known`: whether the
 * part of the table before parted its rows so).
 */
function groups(rows: readonly Line[], known?: boolean): Line[][] {
  const blankAbove = (l: Line, k: number) => rows[k - 1]!.page === l.page && rows[k - 1]!.y - l.y > BLANK * pitchOf(l);
  const parted = known ?? rows.some((l, k) => k > 0 && blankAbove(l, k));
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
  const taken = rowLines(lines, start.first, Math.min(titles[0]!.x0, lines[start.first]!.x0));
  const read = rowsUnder(titles, taken, lines[i]!.size);
  if (!read || read.rows.length < 2 || !backsTitles(read.rows, read.untitled)) return null;
  const header: RawRow = {
    header: true,
    cells: [...(read.untitled ? [cell('', true)] : []), ...titles.map((t) => cell(t.text.trim(), true))],
  };
  const stacked = start.stacked ? [lines[i]!.text, lines[i + 1]!.text] : [];
  return {
    rows: [header, ...bodyRows(read.rows)],
    lines: lines.slice(i, start.first + taken.length),
    rule: start.first > i + 1 && !start.stacked ? lines[i + 1]!.text : null,
    aside: [...stacked, ...read.glyphs],
    titles,
    untitled: read.untitled,
    parted: read.parted,
  };
}

/**
 * The rows at the top of a page that go on with a titled table of the page before (`from`, read on a page of
 * its own): monospaced lines from the page's first line, starting under the table's columns. Null when the
 * page does not open so.
 */
export function readTitledRows(lines: readonly Line[], from: TitledCode): TitledCode | null {
  const first = lines[0];
  if (!first || !(first.mono || sandwiched(lines, 0))) return null;
  const left = Math.min(...from.lines.map((l) => l.x0));
  const taken = rowLines(lines, 0, left);
  const read = rowsUnder(from.titles, taken, first.size, { untitled: from.untitled, parted: from.parted });
  if (!read || read.untitled !== from.untitled) return null;
  return {
    rows: bodyRows(read.rows),
    lines: taken,
    rule: null,
    aside: read.glyphs,
    titles: from.titles,
    untitled: from.untitled,
    parted: from.parted,
  };
}

const bodyRows = (rows: readonly string[][]): RawRow[] =>
  rows.map((r) => ({ header: false, cells: r.map((text) => cell(text, false)) }));

/** The rows' cells, each piece in the column of the title it stands under; `untitled` 1 when a first column has none. */
function rowsUnder(
  titles: readonly Segment[],
  taken: readonly Line[],
  slack: number,
  known?: { untitled: number; parted: boolean },
): { rows: string[][]; untitled: number; glyphs: string[]; parted: boolean } | null {
  const left = taken.some((l) => piecesOf(l).some((p) => p.x1 <= titles[0]!.x0 - slack)) ? 1 : 0;
  const untitled = known?.untitled ?? left;
  if (left > untitled) return null;
  const width = titles.length + untitled;
  const glyphs: string[] = [];
  const grouped = groups(taken, known?.parted);
  const parted = grouped.length < taken.length;
  const rows = grouped.map((group) => {
    const cells: string[][] = Array.from({ length: width }, () => []);
    for (const l of group)
      for (const p of piecesOf(l)) {
        // An operator glyph on a label line in another face ("input  ⊕  =") stands between cells, in none.
        if (!l.mono && GLYPH.test(p.text.trim())) {
          glyphs.push(p.text.trim());
          continue;
        }
        cells[Math.max(0, columnOf(titles, p, slack, untitled))]!.push(p.text.trim());
      }
    return cells.map((c) => c.join(' '));
  });
  return { rows, untitled, glyphs, parted: known?.parted ?? parted };
}

/** Every titled column holds text in some row (an operand column may be sparse), and most rows fill two or more. */
function backsTitles(rows: readonly string[][], untitled: number): boolean {
  const filled = rows.filter((r) => r.filter((c) => c !== '').length >= 2).length;
  const columns = rows[0]!.map((_, k) => k).slice(untitled);
  return filled >= Math.ceil(0.6 * rows.length) && columns.every((k) => rows.some((r) => r[k] !== ''));
}
