/**
 * TEDS, tree-edit-distance similarity of two tables (Zhong, ShafieiBavani and Jimeno Yepes, "Image-based
 * table recognition: data, model, and evaluation", ECCV 2020): each table is a tree table → thead/tbody →
 * tr → td, and TEDS = 1 − EditDist(Ta, Tb) / max(|Ta|, |Tb|), where inserting or deleting a node costs 1,
 * renaming a node into one of another tag or other spans costs 1, and renaming one cell into another costs
 * the normalised Levenshtein distance of their texts.
 *
 * Both tables are first put in one shape, the shape of pdfspec's model (see test/golden/README.md, "Cells"):
 * a spanning cell repeated in each row and column it covers, and the header rows folded into one row.
 */
import { distance as levenshtein } from 'fastest-levenshtein';
import { foldHeaderRows } from '../../src/model/header-rows.js';
import { plain } from './normalize.js';
import { treeEditDistance, treeSize, type Tree } from './ted.js';

/** A cell as the truth files write it: its text, or its text and the columns and rows it spans. */
export type TruthCell = string | { text: string; colspan?: number; rowspan?: number };

/** A table in the shape scored: rows of cell texts, the header rows (none or one) apart from the body. */
export interface Grid {
  header: string[][];
  body: string[][];
}

interface Label {
  tag: 'table' | 'thead' | 'tbody' | 'tr' | 'td';
  text: string;
  colspan: number;
  rowspan: number;
}

/** Rows of cells with spans (cells under a span left out, as in HTML) laid out with each span's text repeated. */
export function expandSpans(rows: readonly (readonly TruthCell[])[]): string[][] {
  const grid: string[][] = rows.map(() => []);
  rows.forEach((row, r) => {
    let col = 0;
    for (const cell of row) {
      while (grid[r]![col] !== undefined) col++;
      const { text, colspan = 1, rowspan = 1 } = typeof cell === 'string' ? { text: cell } : cell;
      for (let dr = 0; dr < rowspan && r + dr < rows.length; dr++)
        for (let dc = 0; dc < colspan; dc++) grid[r + dr]![col + dc] = text;
      col += colspan;
    }
  });
  // A row whose spans left a hole before its own cells keeps the hole as an empty cell.
  return grid.map((row) => Array.from(row, (text) => text ?? ''));
}

/** Header rows folded into one as the compiler folds them (model/header-rows.ts). */
export function foldHeader(rows: readonly (readonly string[])[]): string[][] {
  return rows.length ? [foldHeaderRows(rows)] : [];
}

const clean = (rows: readonly (readonly string[])[]): string[][] => rows.map((r) => r.map((c) => plain(c)));

/** A truth table's cells in the scored shape. */
export function truthGrid(cells: { header: TruthCell[][]; body: TruthCell[][] }): Grid {
  return { header: foldHeader(clean(expandSpans(cells.header))), body: clean(expandSpans(cells.body)) };
}

/** A compiled table (one header row, spans already repeated) in the scored shape. */
export function modelGrid(t: { headers: readonly string[]; rows: readonly (readonly string[])[] }): Grid {
  return { header: t.headers.length ? clean([t.headers]) : [], body: clean(t.rows) };
}

const node = (tag: Label['tag'], children: Tree<Label>[] = [], text = ''): Tree<Label> => ({
  label: { tag, text, colspan: 1, rowspan: 1 },
  children,
});

export function tableTree(g: Grid): Tree<Label> {
  const rows = (rs: string[][]) =>
    rs.map((r) =>
      node(
        'tr',
        r.map((text) => node('td', [], text)),
      ),
    );
  const parts = g.header.length ? [node('thead', rows(g.header))] : [];
  return node('table', [...parts, node('tbody', rows(g.body))]);
}

/** The normalised Levenshtein distance of two cell texts: 0 for the same text, 1 for nothing in common. */
export function textDistance(a: string, b: string): number {
  if (a === b) return 0;
  return levenshtein(a, b) / Math.max(a.length, b.length);
}

export function renameCost(a: Label, b: Label): number {
  if (a.tag !== b.tag || a.colspan !== b.colspan || a.rowspan !== b.rowspan) return 1;
  return a.tag === 'td' ? textDistance(a.text, b.text) : 0;
}

/** The same cells, in the same order. */
export const sameRow = (a: readonly string[], b: readonly string[]): boolean =>
  a.length === b.length && a.every((c, k) => c === b[k]);

const sameRows = (a: readonly (readonly string[])[], b: readonly (readonly string[])[]) =>
  a.length === b.length && a.every((row, r) => sameRow(row, b[r]!));

/** The same table, cell for cell: its trees are equal, and their edit distance is 0 without being computed. */
export const sameGrid = (a: Grid, b: Grid): boolean => sameRows(a.header, b.header) && sameRows(a.body, b.body);

/** TEDS of `got` against `want`, and the edit distance it comes from (0: the same table, cell for cell). */
export function teds(want: Grid, got: Grid): { teds: number; distance: number } {
  if (sameGrid(want, got)) return { teds: 1, distance: 0 };
  const a = tableTree(want);
  const b = tableTree(got);
  const distance = treeEditDistance(a, b, renameCost);
  return { teds: 1 - distance / Math.max(treeSize(a), treeSize(b)), distance };
}
