/**
 * A cell the drawing merges across columns or down over rows, which the tree gives as one cell and empty cells
 * beside or under it. Across: an auto-tagger's one cell per drawn column (FIPS 197 Figure 2's "Byte number" row, one
 * number over eight bits each); where a grid of the table's width has a row of the same texts whose cells span
 * columns, the tree's row takes the grid's cells. Down: Word's tagging of a vertically merged cell, a cell in the
 * top row and empty cells under it (OGC WMTS Table 4's "Operation.name" beside three values, Table 19's "Each
 * parameter SHALL be implemented by all clients …" beside two parameters); where the grid spans a cell over rows
 * and the tree's table holds the same text in a cell whose column is empty in just those rows below it, the
 * tree's cell spans them too. The segmenter then repeats the text in each column or row, as for a span the tree
 * marks. Which tables may hold such cells (mayHoldSplitMerges) decides which pages' drawings are read for them.
 */
import { rowWidth, type RawBlock, type RawCell, type RawRow } from '../blocks.js';
import { squeeze, type Grid } from './drawn-tables-reconcile.js';

type TableBlock = Extract<RawBlock, { kind: 'table' }>;

/** Each row's cells by the column each starts in (cellColumns). */
const byColumn = (rows: readonly RawRow[]): Map<number, RawCell>[] =>
  cellColumns(rows).map((starts, r) => new Map(starts.map((c, i) => [c, rows[r]!.cells[i]!])));

const isEmpty = (c: RawCell) => c.text.trim() === '';

/** The tree's table has a cell spanning rows: its drawing may show that cell as one per row (splitAsDrawn). */
export const spansDown = (t: TableBlock) => t.rows.some((r) => r.cells.some((c) => c.rowSpan > 1));

/**
 * The tree's table has an empty cell right under a filled one, in a row with other cells filled; or a row at least
 * half empty, of three cells or more, where another row fills every cell (one text over several columns).
 */
export function mayHoldSplitMerges(t: TableBlock): boolean {
  if (spansDown(t)) return false;
  const someRowFull = t.rows.some((r) => r.cells.length >= 3 && !r.cells.some(isEmpty));
  const columns = byColumn(t.rows);
  return t.rows.some((row, r) => {
    if (row.header) return false;
    const blanks = row.cells.filter(isEmpty).length;
    if (someRowFull && row.cells.length >= 3 && blanks * 2 >= row.cells.length && blanks < row.cells.length)
      return true;
    if (r === 0) return false;
    const above = columns[r - 1]!;
    const cells = columns[r]!;
    const filled = blanks < row.cells.length;
    return filled && [...cells].some(([c, cell]) => isEmpty(cell) && !isEmpty(above.get(c) ?? cell));
  });
}

/** The drawn cells that span rows, by their squeezed text, with the number of rows each spans. */
function drawnSpans(grids: readonly Grid[]): Map<string, number> {
  const out = new Map<string, number>();
  for (const g of grids) {
    for (const row of g.rows)
      for (const cell of row.cells) if (cell.rowSpan > 1) out.set(squeeze(cell.text), cell.rowSpan);
  }
  return out;
}

/**
 * Spans the tree's cells down where the drawing does (see the file's comment), in place; returns how many empty
 * cells of the tree were found to be parts of a cell above them, and the pages of their tables.
 */
export function spanAsDrawn(blocks: readonly RawBlock[], grids: readonly Grid[]): { cells: number; pages: number[] } {
  return mendTables(blocks, grids, mayHoldSplitMerges, (b, near) => {
    const spans = drawnSpans(near);
    return widenRows(b, near) + (spans.size ? spanTable(b, spans) : 0);
  });
}

/**
 * Each table `take` picks mended by `mend` against the grids read on its pages; how many cells the mends changed,
 * and the pages of the tables they changed.
 */
function mendTables(
  blocks: readonly RawBlock[],
  grids: readonly Grid[],
  take: (t: TableBlock) => boolean,
  mend: (t: TableBlock, near: readonly Grid[]) => number,
): { cells: number; pages: number[] } {
  let cells = 0;
  const pages: number[] = [];
  for (const b of blocks) {
    if (b.kind !== 'table' || !take(b)) continue;
    const changed = mend(
      b,
      grids.filter((g) => g.page >= b.page && g.page <= b.pageEnd),
    );
    if (changed) pages.push(b.page);
    cells += changed;
  }
  return { cells, pages };
}

function spanTable(t: TableBlock, spans: ReadonlyMap<string, number>): number {
  let joined = 0;
  const columns = byColumn(t.rows);
  t.rows.forEach((row, r) => {
    for (const [c, cell] of columns[r]!) {
      const text = cell.text.trim();
      const n = text ? spans.get(squeeze(text)) : undefined;
      if (!n || cell.colSpan !== 1 || r + n > t.rows.length) continue;
      const below = columns.slice(r + 1, r + n).map((cells) => cells.get(c));
      if (!below.every((x) => x !== undefined && x.colSpan === 1 && isEmpty(x))) continue;
      cell.rowSpan = n;
      below.forEach((x, k) => {
        const lower = t.rows[r + 1 + k]!;
        lower.cells = lower.cells.filter((y) => y !== x);
      });
      joined += below.length;
    }
  });
  return joined;
}

/** The texts of a row's filled cells, squeezed, in order. */
const filledTexts = (row: RawRow) =>
  row.cells
    .map((c) => squeeze(c.text))
    .filter(Boolean)
    .join('|');

/**
 * Rows whose cells the drawing merges across columns, which the tree gives as one cell each with empty ones beside
 * it (an auto-tagger's one cell per drawn column: FIPS 197 Figure 2's "Byte number" over eight bits each): where a
 * grid of the table's width has a row of the same texts in the same order whose cells span columns, the row's cells
 * are the grid's, each keeping the tree's head or data tag. Returns how many empty cells of the tree went.
 */
function widenRows(t: TableBlock, grids: readonly Grid[]): number {
  const width = Math.max(0, ...t.rows.map(rowWidth));
  const wide = grids
    .filter((g) => g.width === width)
    .flatMap((g) => g.rows.filter((r) => r.cells.some((c) => c.colSpan > 1)));
  let joined = 0;
  t.rows.forEach((row) => {
    if (!row.cells.some(isEmpty) || rowWidth(row) !== width) return;
    const drawn = wide.find((r) => rowWidth(r) === width && filledTexts(r) === filledTexts(row));
    if (!drawn || drawn.cells.length >= row.cells.length) return;
    const tree = row.cells.filter((c) => !isEmpty(c));
    let k = 0;
    const cells = drawn.cells.map((c) => (isEmpty(c) ? { ...c } : { ...tree[k++]!, colSpan: c.colSpan }));
    joined += row.cells.length - cells.length;
    row.cells = cells;
  });
  return joined;
}

/** For each row, the column each of its cells starts in, cells spanning down from the rows above counted. */
export function cellColumns(rows: readonly RawRow[]): number[][] {
  const covered: number[] = [];
  return rows.map((row) => {
    let c = 0;
    const starts = row.cells.map((cell) => {
      while ((covered[c] ?? 0) > 0) c++;
      const at = c;
      c += Math.max(1, cell.colSpan);
      return at;
    });
    covered.forEach((left, k) => (covered[k] = Math.max(0, left - 1)));
    row.cells.forEach((cell, i) => {
      if (cell.rowSpan > 1)
        for (let j = 0; j < Math.max(1, cell.colSpan); j++) covered[starts[i]! + j] = cell.rowSpan - 1;
    });
    return starts;
  });
}

/**
 * A grid draws `text` in a cell of one row with n - 1 empty cells of one row each under it, and no grid draws it in
 * a cell spanning rows.
 */
function drawnApart(text: string, n: number, grids: readonly Grid[]): boolean {
  let apart = false;
  let spanned = false;
  for (const g of grids) {
    const columns = cellColumns(g.rows);
    g.rows.forEach((row, r) =>
      row.cells.forEach((cell, i) => {
        if (squeeze(cell.text) !== text) return;
        if (cell.rowSpan > 1) spanned = true;
        if (cell.rowSpan > 1 || r + n > g.rows.length) return;
        const col = columns[r]![i]!;
        const below = g.rows.slice(r + 1, r + n).map((lower, k) => lower.cells[columns[r + 1 + k]!.indexOf(col)]);
        if (below.every((x) => x !== undefined && x.rowSpan === 1 && x.colSpan === 1 && isEmpty(x))) apart = true;
      }),
    );
  }
  return apart && !spanned;
}

/** The tree's cells spanning rows that the drawing gives as one cell per row, split so, in place; how many went. */
function splitTable(t: TableBlock, grids: readonly Grid[]): number {
  let added = 0;
  t.rows.forEach((row, r) => {
    for (const cell of row.cells) {
      const n = Math.min(cell.rowSpan, t.rows.length - r);
      const text = squeeze(cell.text);
      if (n < 2 || cell.colSpan !== 1 || !text || !drawnApart(text, n, grids)) continue;
      const columns = cellColumns(t.rows);
      const at = columns[r]![row.cells.indexOf(cell)]!;
      cell.rowSpan = 1;
      for (let k = 1; k < n; k++) {
        const index = columns[r + k]!.filter((c) => c < at).length;
        t.rows[r + k]!.cells.splice(index, 0, { text: '', header: cell.header, colSpan: 1, rowSpan: 1 });
      }
      added += n - 1;
    }
  });
  return added;
}

/**
 * The reverse of spanAsDrawn: a cell the tree spans over rows where the drawing rules each row's cell off, the text
 * in the first and the others empty (WTPDF Table B.1's "Any structure element", tagged RowSpan 8 beside eight
 * attributes, each in a box of its own), is read as drawn — a cell of one row and empty cells under it — rather than
 * its text repeated in each row. Returns how many empty cells were so added, and the pages of their tables.
 */
export const splitAsDrawn = (blocks: readonly RawBlock[], grids: readonly Grid[]): { cells: number; pages: number[] } =>
  mendTables(blocks, grids, spansDown, splitTable);
