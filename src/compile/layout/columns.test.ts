/**
 * Page regions and columns (columns.ts) on pages built from runs: two columns of prose are read left column
 * first under a full-width title; a table's two columns, a single column and columns under a caption are not.
 */
import { describe, expect, it } from 'vitest';
import { readColumns } from './columns.js';
import { buildLines } from './lines.js';
import type { FontStyle, PageLines, Run } from './types.js';

const regular: FontStyle = { name: 'Times-Roman', bold: false, italic: false, mono: false };
/** A run 5 pt per character wide at size 10. */
const run = (text: string, x: number, y: number): Run => ({
  text,
  x,
  y,
  width: text.length * 5,
  size: 10,
  font: regular,
});

/** A line of prose 45 characters (225 pt) long, numbered so its place in the reading order shows. */
const prose = (tag: string) => `${tag} ${'x'.repeat(44 - tag.length)}`;

function page(runs: Run[]): PageLines {
  return { page: 1, bottom: 0, top: 792, lines: buildLines(1, runs) };
}

/** Rows of two columns from y = top down, 12 pt apart: the left text at 72, the right at 315. */
function twoColumns(top: number, rows: number, left: (i: number) => string, right: (i: number) => string): Run[] {
  return Array.from({ length: rows }, (_, i) => [
    run(left(i), 72, top - 12 * i),
    run(right(i), 315, top - 12 * i),
  ]).flat();
}

describe('readColumns', () => {
  it('reads the left column top to bottom, then the right one, under a full-width title', () => {
    const title = run('A title set across the full width of the page, over both columns', 72, 720);
    const p = page([
      title,
      ...twoColumns(
        690,
        12,
        (i) => prose(`L${i}`),
        (i) => prose(`R${i}`),
      ),
    ]);
    const { pages, columnPages } = readColumns([p]);
    expect(columnPages).toEqual([1]);
    const texts = pages[0]!.lines.map((l) => l.text.split(' ')[0]);
    expect(texts).toEqual([
      'A',
      ...Array.from({ length: 12 }, (_, i) => `L${i}`),
      ...Array.from({ length: 12 }, (_, i) => `R${i}`),
    ]);
    const [left, right] = [pages[0]!.lines[1]!, pages[0]!.lines[13]!];
    expect(left.column).toEqual({ n: 1, left: 72, right: 297 });
    expect(right.column?.n).toBe(2);
  });

  it('reads a right column that holds one line, where the document shows its gutter on another page', () => {
    const plain = page(
      twoColumns(
        690,
        12,
        (i) => prose(`L${i}`),
        (i) => prose(`R${i}`),
      ),
    );
    const short = {
      ...page([
        ...Array.from({ length: 12 }, (_, i) => run(prose(`M${i}`), 72, 690 - 12 * i)),
        run('the end.', 315, 690),
      ]),
      page: 2,
    };
    short.lines.forEach((l) => (l.page = 2));
    const { pages, columnPages } = readColumns([plain, short]);
    expect(columnPages).toEqual([1, 2]);
    expect(pages[1]!.lines.map((l) => l.text.split(' ')[0]).slice(-2)).toEqual(['M11', 'the']);
  });

  it('leaves a two-column table of short terms and long definitions alone', () => {
    const p = page(
      twoColumns(
        690,
        12,
        (i) => `term${i}`,
        (i) => prose(`D${i}`),
      ),
    );
    const before = p.lines.map((l) => l.text);
    const { pages, columnPages } = readColumns([p]);
    expect(columnPages).toEqual([]);
    expect(pages[0]!.lines.map((l) => l.text)).toEqual(before);
  });

  it('leaves a table whose wrapped cells start side by side, row after row, to the table reader', () => {
    // Rows of three lines in both cells, a blank line between rows: a law and what it establishes.
    const rows = [0, 1, 2, 3].flatMap((r) =>
      twoColumns(
        700 - 48 * r,
        3,
        (i) => prose(`Law${r}.${i}`),
        (i) => prose(`Est${r}.${i}`),
      ),
    );
    const p = page(rows);
    expect(readColumns([p]).columnPages).toEqual([]);
  });

  it('leaves columns of prose under a table caption to the table reader', () => {
    const p = page([
      run('Table 3 — Changes between the editions', 72, 720),
      ...twoColumns(
        700,
        12,
        (i) => prose(`Old${i}`),
        (i) => prose(`New${i}`),
      ),
    ]);
    expect(readColumns([p]).columnPages).toEqual([]);
  });

  it('leaves a page of one column as it was', () => {
    const p = page(Array.from({ length: 30 }, (_, i) => run(`${prose(`W${i}`)} ${prose('more')}`, 72, 700 - 12 * i)));
    const { pages, columnPages } = readColumns([p]);
    expect(columnPages).toEqual([]);
    expect(pages[0]).toBe(p);
  });
});
