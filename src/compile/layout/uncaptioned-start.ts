/**
 * Where a table without a caption may start, and whether what was read there is one: the cheap checks made at
 * every line of the walk (page-flow.ts), and the test of the rows read.
 */
import { isJustifiedLine } from './justified.js';
import { startsItem, startsStrong } from './line-kinds.js';
import { narrowCutsOn, narrowlyCut, piecesOf } from './table-columns.js';
import type { TableRead } from './tables.js';
import type { Line } from './types.js';
import { wordCount } from '../words.js';

/**
 * What was read without a caption is a table only when it has at least two
 * columns, a header and two rows, and most of its rows have text in more than
 * one column (a hanging NOTE or a term and its definition line up once, not
 * row after row).
 */
export function alignedOverRows(t: TableRead): boolean {
  if (t.columns.length < 2 || t.rows.length - (t.noteLines ? 1 : 0) < 3) return false;
  if (ruledForm(t)) return true;
  const body = t.rows.slice(spanningLead(t), t.noteLines ? -1 : undefined);
  const filled = body.filter((r) => r.cells.filter((c) => c.text.trim() !== '').length >= 2).length;
  // A first column of bullets or enumerators ("■", "a)", "1.") is a list with hanging items.
  const labels = body.filter((r) => LIST_LABEL.test(r.cells[0]?.text.trim() ?? '')).length;
  // Lines of a justified paragraph line up by their widened word gaps, not by cells (justified.ts).
  const justified = t.lines.filter(isJustifiedLine).length;
  // Lines that open with a markup tag ("<element  ref=…/>") are a listing whose attributes line up.
  const markup = body.filter((r) => MARKUP.test(r.cells[0]?.text.trim() ?? '')).length;
  // First cells that are sentences (a paragraph whose superscripts broke it into lines) make no table.
  const prose = body.filter((r) => wordCount(r.cells[0]?.text ?? '') >= PROSE_WORDS).length;
  return (
    filled >= Math.max(3, Math.ceil(0.75 * body.length)) &&
    labels < 0.5 * body.length &&
    markup < 0.5 * body.length &&
    prose < 0.5 * body.length &&
    justified < 0.5 * t.lines.length
  );
}

/**
 * Rows at the top of a grid whose rules cut its rows that are one cell across (a title, a line of text over the
 * columns): the rows below them show the alignment.
 */
function spanningLead(t: TableRead): number {
  if (t.ruled !== 'rows') return 0;
  let n = 0;
  while (n < t.rows.length && t.rows[n]!.cells.length === 1) n++;
  return n < t.rows.length ? n : 0;
}

/**
 * A grid whose rules cut its rows, under a first row of titles in three columns or more, or in each of its two: a
 * table even where most of its cells are empty (a questionnaire's answer columns, SP 800-26's "Criticality of
 * System | Category of Sensitivity" over its blank second column), which text alignment alone cannot show.
 */
function ruledForm(t: TableRead): boolean {
  const titles = t.rows[0]?.cells.filter((c) => c.text.trim() !== '').length ?? 0;
  return t.ruled === 'rows' && t.columns.length >= 2 && titles >= Math.min(3, t.columns.length);
}

/** A first cell of this many words is running text, not a key. */
const PROSE_WORDS = 10;

/** An XML or HTML tag opening a cell: "<element", "</choice>", "<xs:sequence>". */
const MARKUP = /^<\/?[\p{L}_][\w:.-]*(?:[\s>/]|$)/u;

/** A bullet or enumerator alone in a first cell; a lone "o" is Word's second-level bullet (Courier New). */
const LIST_LABEL = /^(?:[^\p{L}\p{N}\s]{1,2}|o|\(?[\p{L}\p{N}]{1,3}[.)])$/u;

/**
 * Cheap checks before reading a table without a caption at line `i`: it has
 * text in two places, does not start like a note, list item or bullet, and
 * one of the next two lines on the page (past a header's second line) has
 * text in two places too — or, for a row of two cells whose second cell wraps
 * (a term and its definition), the first line after the wrapped lines does,
 * on the same two column starts.
 */
export function mayStartUncaptioned(lines: Line[], i: number): boolean {
  const l = lines[i]!;
  if (l.mono || piecesOf(l).length < 2 || isJustifiedLine(l) || !narrowCutsConfirmed(lines, i)) return false;
  const rowBelow =
    [lines[i + 1], lines[i + 2]].some((n) => n !== undefined && n.page === l.page && piecesOf(n).length >= 2) ||
    hangingRowBelow(lines, i);
  return rowBelow && !startsStrong(l.text) && !startsItem(l.text) && !LIST_LABEL.test(piecesOf(l)[0]!.text);
}

/** Lines below a first line that may show its narrowly cut pieces standing on columns. */
const CONFIRM_REACH = 4;

/**
 * Each piece of line `i` cut narrowly (table-columns.ts) starts where a piece of a line close below it on the page
 * starts: nearly touching cells of a header stand over the cells of the rows, the words of a line of prose in two
 * faces over nothing ("… must be in  /lib, if the corresponding" over "Directory  Description", FHS 3.0).
 */
function narrowCutsConfirmed(lines: Line[], i: number): boolean {
  const l = lines[i]!;
  // Most lines are cut by gutters only: nothing to confirm, and no line below to read (asked at every line of the walk).
  if (!narrowlyCut(l).length) return true;
  const below = lines.slice(i + 1, i + 1 + CONFIRM_REACH).filter((n) => n.page === l.page);
  // Lines below cut as narrowly say nothing (a list of references, each text after a label of its own width).
  if (below.some((n) => narrowlyCut(n).length)) return true;
  return narrowCutsOn(
    l,
    below.flatMap((n) => piecesOf(n).map((p) => p.x0)),
  );
}

/** Column starts of two rows agree within this (pt). */
const SAME_START = 2;

/**
 * Line `i` holds two pieces, the first with a word in it, the lines after it on the page continue its second
 * piece alone (a definition wrapping beside its term), and the next line that does not holds two pieces again at the same two starts:
 * the next row of a borderless two-column list.
 */
function hangingRowBelow(lines: Line[], i: number): boolean {
  const l = lines[i]!;
  const p = piecesOf(l);
  // The left cell names a term: a word, never a check box "[ ]" or a label before hanging text.
  if (p.length !== 2 || !/\p{L}{2}/u.test(p[0]!.text)) return false;
  const near = (a: number, b: number) => Math.abs(a - b) <= SAME_START;
  for (let j = i + 1; j < lines.length && lines[j]!.page === l.page; j++) {
    const q = piecesOf(lines[j]!);
    if (q.length === 1 && near(q[0]!.x0, p[1]!.x0)) continue;
    return q.length === 2 && near(q[0]!.x0, p[0]!.x0) && near(q[1]!.x0, p[1]!.x0);
  }
  return false;
}

/**
 * Too few rows on its page to show their alignment, but cut by the page end with its first line printed again at
 * the top of the next page: a table's header over its first rows, repeated over the rest (AAPCS64's TPIDR2 block,
 * a header and one row at the foot of a page). Its rows fill two cells or more.
 */
export function headedOverPageBreak(lines: Line[], start: number, t: TableRead): boolean {
  const first = lines[start]!;
  const after = lines[start + t.lines.length];
  const squeeze = (l: Line) => l.text.replace(/\s+/g, '');
  if (!after || after.page !== first.page + 1 || squeeze(after) !== squeeze(first) || t.noteLines) return false;
  return (
    t.columns.length >= 2 && t.rows.length >= 2 && t.rows.every((r) => r.cells.filter((c) => c.text.trim()).length >= 2)
  );
}

/**
 * A title in bold over a line of its size, not bold, at its left edge, both set smaller than the body (a boxed
 * table's type): it may head a ruled stack of one column (SP 800-26's "Criteria for Level 4"), which only the
 * page's drawing shows.
 */
export function mayHeadStack(lines: Line[], i: number, bodySize: number): boolean {
  const l = lines[i]!;
  const next = lines[i + 1];
  if (!next || next.page !== l.page || !l.bold || next.bold || l.mono || piecesOf(l).length !== 1) return false;
  return (
    l.size < bodySize - SIZE_TOL && Math.abs(next.size - l.size) < SIZE_TOL && Math.abs(next.x0 - l.x0) <= SAME_START
  );
}

/** Type sizes differ by this much (pt) or more. */
const SIZE_TOL = 0.3;
