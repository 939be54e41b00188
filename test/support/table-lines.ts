/**
 * Printed lines and page metrics for the table readers' tests (tables.test.ts, table-rules.test.ts): runs in
 * Times at 9 pt unless told, a page with a 72–540 text block.
 */
import { buildLines } from '../../src/compile/layout/lines.js';
import type { LayoutMetrics } from '../../src/compile/layout/metrics.js';
import type { readTable } from '../../src/compile/layout/tables.js';
import type { Line, Run } from '../../src/compile/layout/types.js';

export const font = { name: 'Times-Roman', bold: false, italic: false, mono: false };

export const run = (text: string, x: number, y: number, size = 9): Run => ({
  text,
  x,
  y,
  width: text.length * 0.5 * size,
  size,
  font,
});

/** Printed lines: each [y, ...[text, x]] on page 1. */
export const lines = (...rows: [number, ...[string, number][]][]): Line[] =>
  rows.flatMap(([y, ...cells]) =>
    buildLines(
      1,
      cells.map(([t, x]) => run(t, x, y)),
    ),
  );

export const m: LayoutMetrics = {
  bodySize: 10,
  pitch: (s) => (s === 9 ? 11 : 12),
  left: () => 72,
  right: () => 540,
  paragraphSpacing: true,
};

export const never = () => false;

/** The cell texts of a table read, row by row. */
export const texts = (t: ReturnType<typeof readTable>) => t!.rows.map((r) => r.cells.map((c) => c.text));
