/**
 * A cell the drawing merges down over the rows below, which the tree gives as a cell in the top row and empty cells
 * under it: Word tags a vertically merged cell so (OGC WMTS Table 4's "Operation.name" beside three values, Table
 * 19's "Each parameter SHALL be implemented by all clients …" beside two parameters). Where the grid read from the
 * drawing (drawn-tables.ts) spans a cell over rows and the tree's table holds the same text in a cell whose
 * column is empty in just those rows below it, the tree's cell spans them too: the segmenter then repeats its
 * text in each row, as it does for a span the tree marks. Which tables may hold such cells — an empty cell right
 * under a filled one, beside filled ones — decides which pages' drawings are read for it.
 */
import type { RawBlock, RawCell, RawRow } from '../blocks.js';
import type { Grid } from './drawn-tables-reconcile.js';

type TableBlock = Extract<RawBlock, { kind: 'table' }>;

/** Text compared without its spacing: the tree and the drawing break lines their own ways. */
const squeeze = (text: string): string => text.replace(/[\s\u00ad\u200b-\u200d\ufeff]+/gu, '');

/** Each cell of a row by the column it starts in (spans counted), for rows with no span down yet. */
function byColumn(row: RawRow): Map<number, RawCell> {
  const out = new Map<number, RawCell>();
  let c = 0;
  for (const cell of row.cells) {
    out.set(c, cell);
    c += Math.max(1, cell.colSpan);
  }
  return out;
}

const spansDown = (t: TableBlock) => t.rows.some((r) => r.cells.some((c) => c.rowSpan > 1));

/** The tree's table has an empty cell right under a filled one, in a row with other cells filled. */
export function mayHoldSplitMerges(t: TableBlock): boolean {
  if (spansDown(t)) return false;
  return t.rows.some((row, r) => {
    if (r === 0 || row.header) return false;
    const above = byColumn(t.rows[r - 1]!);
    const cells = byColumn(row);
    const filled = row.cells.some((c) => c.text.trim() !== '');
    return (
      filled && [...cells].some(([c, cell]) => cell.text.trim() === '' && (above.get(c)?.text.trim() ?? '') !== '')
    );
  });
}

/** The drawn cells that span rows, by their squeezed text, with the number of rows each spans. */
function drawnSpans(grids: readonly Grid[], from: number, to: number): Map<string, number> {
  const out = new Map<string, number>();
  for (const g of grids) {
    if (g.page < from || g.page > to) continue;
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
  let cells = 0;
  const pages: number[] = [];
  for (const b of blocks) {
    if (b.kind !== 'table' || !mayHoldSplitMerges(b)) continue;
    const spans = drawnSpans(grids, b.page, b.pageEnd);
    const joined = spans.size ? spanTable(b, spans) : 0;
    if (joined) pages.push(b.page);
    cells += joined;
  }
  return { cells, pages };
}

function spanTable(t: TableBlock, spans: ReadonlyMap<string, number>): number {
  let joined = 0;
  const columns = t.rows.map(byColumn);
  t.rows.forEach((row, r) => {
    for (const [c, cell] of columns[r]!) {
      const text = cell.text.trim();
      const n = text ? spans.get(squeeze(text)) : undefined;
      if (!n || cell.colSpan !== 1 || r + n > t.rows.length) continue;
      const below = columns.slice(r + 1, r + n).map((cells) => cells.get(c));
      if (!below.every((x) => x !== undefined && x.colSpan === 1 && x.text.trim() === '')) continue;
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
