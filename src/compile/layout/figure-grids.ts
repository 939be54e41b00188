/**
 * Grids of figures: tables whose cells are numbers only (permutation and substitution tables, matrices), printed
 * without rules or captions, often with a label line over them. No cell of such a grid wraps, its numbers are set
 * flush right, and a line of words over it is its column titles; a scan's text layer may run two of its numbers
 * into one text run.
 */
import type { RawCell, RawRow } from '../blocks.js';
import { alignedColumns, COL_TOL, piecesOf } from './table-columns.js';
import { wordCount } from '../words.js';
import type { Line } from './types.js';

const FIGURES = /^\d+$/;
const LETTER = /\p{L}/u;

/** The line holds a letter: words, not figures alone. */
export const hasLetter = (l: Line): boolean => LETTER.test(l.text);

/**
 * The line's first piece is a number ending where the table's first line's first number ends: figures set flush
 * right, a wider one starting left of the first column (a permutation table's "13" under a "7").
 */
export function flushRightFigures(l: Line, first: Line): boolean {
  const [a] = piecesOf(l);
  const [b] = piecesOf(first);
  return (
    a !== undefined &&
    b !== undefined &&
    FIGURES.test(a.text) &&
    FIGURES.test(b.text) &&
    Math.abs(a.x1 - b.x1) <= COL_TOL
  );
}

/** Lines of column titles over a grid of figures, at most; rows of figures under them, at least. */
const MAX_TITLE_LINES = 3;
const MIN_FIGURE_ROWS = 2;

/**
 * The first lines of a table that hold words over lines that hold none (column titles over typed values: "Iteration
 * Number | Number of Left Shifts" over "1 | 1", "Row No. | 0 | 1 …" over a substitution box): each either starts a
 * header row or `continues` the one above — a wrapped title, where each piece of the line above stands over a piece
 * of this one ("Row" over "No. | 0 | 1 …"; "Column Number" over columns the next line leaves empty is a row of its
 * own). Empty where the table is no such grid.
 */
export function titleLinesOverFigures(lines: readonly Line[]): { continues: boolean }[] {
  const k = lines.findIndex((l) => !hasLetter(l));
  if (k < 1 || k > MAX_TITLE_LINES || lines.length - k < MIN_FIGURE_ROWS) return [];
  if (lines.slice(k).some((l) => hasLetter(l) || piecesOf(l).length < 2)) return [];
  return lines.slice(0, k).map((l, i) => {
    if (i === 0) return { continues: false };
    const above = piecesOf(lines[i - 1]!);
    const here = piecesOf(l);
    // Each piece above stands over a piece of this line: the same cells, wrapped.
    return { continues: above.every((a) => here.some((h) => h.x0 < a.x1 && a.x0 < h.x1)) };
  });
}

/**
 * In a grid of figures, two numbers in one cell before an empty one ("0 15" | ""): one text run crossed the gutter
 * (a scan's text layer sets a run per word group, not per number); each number is its column's.
 */
export function splitRunTogether(row: RawRow): RawRow {
  const cells: RawCell[] = [];
  for (let k = 0; k < row.cells.length; k++) {
    const c = row.cells[k]!;
    const next = row.cells[k + 1];
    const two = /^(\d+) (\d+)$/.exec(c.text);
    if (two && next?.text === '' && c.colSpan === 1 && next.colSpan === 1) {
      cells.push({ ...c, text: two[1]! }, { ...next, text: two[2]! });
      k++;
    } else cells.push(c);
  }
  return { ...row, cells };
}

/** Pieces of a row of a grid of figures, at least, where no table was read yet. */
const MIN_GRID_CELLS = 3;
/** Words of a column title, at most. */
const MAX_TITLE_WORDS = 5;
/** Lines of titles and grid stand this close (× the line pitch), at most. */
const GRID_GAP = 2.5;

/**
 * Line `i` opens lines of words over a grid of figures — rows of three numbers or more, nothing else in them —, the
 * last of them in two pieces or more, none holding more than a few words: column titles set over their columns,
 * each title a line of one piece maybe ("Column Number" over "Row No. | 0 | 1 … 15", over a substitution box), which
 * no test of text in two places finds. The columns of the titles and the grid together, or null.
 */
export function titlesOverFigureGrid(lines: Line[], i: number, pitch: (size: number) => number): number[] | null {
  const first = lines[i]!;
  if (first.mono || !hasLetter(first)) return null;
  let k = i;
  while (k < lines.length && k - i <= MAX_TITLE_LINES && hasLetter(lines[k]!)) k++;
  let end = k;
  while (end < lines.length && !hasLetter(lines[end]!) && piecesOf(lines[end]!).length >= MIN_GRID_CELLS) end++;
  if (k === i || k - i > MAX_TITLE_LINES || end - k < MIN_FIGURE_ROWS) return null;
  const run = lines.slice(i, end);
  const close = run.every(
    (l, n) => n === 0 || (l.page === first.page && run[n - 1]!.y - l.y <= GRID_GAP * pitch(l.size)),
  );
  // A label over the grid ("S1", "PC-1") is no column title: the titles' last line stands over two columns.
  if (piecesOf(lines[k - 1]!).length < 2) return null;
  // Titles are a few words each, never a sentence of the text above the grid.
  const titles = lines.slice(i, k).flatMap(piecesOf);
  if (!close || titles.some((p) => wordCount(p.text) > MAX_TITLE_WORDS)) return null;
  return alignedColumns(run.map(piecesOf), first.size);
}
