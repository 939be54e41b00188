/**
 * A table captioned above that ends its page, and on the next page a grid whose cells start where the table's
 * columns do (MIL-STD-2045's TABLE C-IX, then the boxed key of FIGURE C-8): the grid is read as the table's next
 * part, in its columns, unless a figure caption closes it on its page, where it is the figure's, read in its own.
 */
import { describe, expect, it } from 'vitest';
import { buildLines } from './lines.js';
import { buildBlocks } from './page-flow.js';
import type { Line } from './types.js';
import { m, run } from '#test-support/table-lines.js';

/** Printed lines: each [page, y, ...[text, x]]. */
const printed = (...rows: [number, number, ...[string, number][]][]): Line[] =>
  rows.flatMap(([page, y, ...cells]) =>
    buildLines(
      page,
      cells.map(([t, x]) => run(t, x, y)),
    ),
  );

const TABLE = printed(
  [1, 700, ['TABLE C-IX. Construction of an acknowledgment request', 150]],
  [1, 680, ['Field', 72], ['Length', 150], ['Value', 230], ['Octets', 300]],
  [1, 669, ['Source Port', 72], ['16', 150], ['5000', 230], ['0 and 1', 300]],
  [1, 658, ['Type', 72], ['3', 150], ['3', 230], ['2', 300]],
);
const GRID = printed(
  [2, 700, ['Symbol', 72], ['Description', 230]],
  [2, 689, ['SRC', 72], ['= DATA SEGMENT PDU', 230]],
  [2, 678, ['SN', 72], ['= SEGMENT NUMBER', 230]],
);
/** Each table block read: its pages and how many cells its first row has (a part read as the table's has its columns). */
const tables = (lines: Line[]) =>
  buildBlocks(lines, m).blocks.flatMap((b) =>
    b.kind === 'table' ? [[b.page, b.pageEnd, b.rows[0]?.cells.length ?? 0]] : [],
  );

describe('a grid on the page after a captioned table', () => {
  it("is read as the table's next part, in its columns, when nothing closes it", () => {
    expect(tables([...TABLE, ...GRID])).toEqual([
      [1, 1, 4],
      [2, 2, 4],
    ]);
  });

  it('is read in its own columns, no part of the table, when a figure caption closes it on its page', () => {
    const caption = printed([2, 650, ['FIGURE C-8. S/R example scenario symbol key', 150]]);
    expect(tables([...TABLE, ...GRID, ...caption])).toEqual([
      [1, 1, 4],
      [2, 2, 2],
    ]);
  });

  it('is the next part when a table caption comes first', () => {
    const next = printed([2, 650, ['TABLE C-X. Construction of an abort request', 150]]);
    expect(tables([...TABLE, ...GRID, ...next]).slice(0, 2)).toEqual([
      [1, 1, 4],
      [2, 2, 4],
    ]);
  });
});

describe('a table caption on the last line of a document', () => {
  it('is a paragraph with nothing under it, no failure', () => {
    const flow = buildBlocks(printed([1, 700, ['TABLE C-XI. Construction of an abort confirm', 150]]), m);
    expect(flow.blocks.map((b) => b.kind)).toEqual(['paragraph']);
    expect(flow.diagnostics.map((d) => d.code)).toContain('table-uncertain');
  });
});
