/**
 * The rows a ruled grid draws and leaves blank: a form to fill in (SP 800-126's errata table, "Date | Type | Change |
 * Pages" over ten ruled rows with nothing in them). The text alone shows only the column titles; the grid's inner
 * rules under the last line of text say how many rows it holds.
 */
import type { RawRow } from '../blocks.js';
import type { PageRules } from '../pdf/page-rules.js';
import type { LayoutMetrics } from './metrics.js';
import { ruledTableAt } from './table-rules.js';
import { pageLines } from './tables.js';
import type { Line } from './types.js';

/** A grid of blank rows only counts from this many: one ruled band under a table is its last row's padding. */
const MIN_BLANK = 2;

/**
 * The blank rows of the grid that opens at `lines[start]`, under the table's last line `last`, in `width` columns:
 * one per band between two of its horizontal rules below that line; none where the table has no grid.
 */
export function blankRows(
  lines: Line[],
  start: number,
  last: Line,
  width: number,
  m: LayoutMetrics,
  rules: PageRules | undefined,
): RawRow[] {
  const first = lines[start]!;
  if (!rules || last.page !== first.page) return [];
  const grid = ruledTableAt(rules, first, pageLines(lines, start), m.pitch(first.size));
  if (!grid?.grid) return [];
  const below = [...grid.inner, grid.bottom].filter((at) => at < last.y).sort((a, b) => b - a);
  // The first rule under the last line closes its row; each band after it is a row left blank.
  const blank = below.length - 1;
  if (blank < MIN_BLANK) return [];
  const row = (): RawRow => ({
    cells: Array.from({ length: width }, () => ({ text: '', header: false, colSpan: 1, rowSpan: 1 })),
    header: false,
    blank: true,
  });
  return Array.from({ length: blank }, row);
}
