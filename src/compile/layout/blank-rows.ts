/**
 * The rows a ruled grid draws and leaves blank: a form to fill in (SP 800-126's errata table, "Date | Type | Change |
 * Pages" over ten ruled rows with nothing in them). The text alone shows only the column titles; the grid's inner
 * rules under the last line of text say how many rows it holds.
 */
import type { RawRow } from '../blocks.js';
import { ENUMERATOR } from '../../model/list-enumerator.js';
import { COL_TOL, piecesOf } from './table-columns.js';
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

/** Column titles over numbered blank rows: this many titles at least, and this many rows. */
const MIN_TITLES = 3;
const MIN_NUMBERED = 2;
/** An enumerator alone on its line: "1.", "2)", "(a)". */
const ENUMERATOR_ALONE = new RegExp(String.raw`^${ENUMERATOR}$`);

/**
 * Column titles in bold (three or more) over lines that each hold only a number at the first title's left edge,
 * "1.", "2.", "3." in order: a form's table whose rows are numbered and left blank to fill in (SP 800-26's "Name of
 * System | Are boundary controls effective? | Planned action if not effective" over "1." to "3."). How many such
 * lines follow the titles at `start`; 0 where they are not so.
 */
export function numberedBlankRows(lines: Line[], start: number): number {
  const titles = lines[start]!;
  const pieces = piecesOf(titles);
  if (!titles.bold || titles.mono || pieces.length < MIN_TITLES) return 0;
  let n = 0;
  for (let k = start + 1; k < lines.length; k++) {
    const l = lines[k]!;
    const number = ENUMERATOR_ALONE.exec(l.text.trim());
    if (l.page !== titles.page || !number || Math.abs(l.x0 - pieces[0]!.x0) > COL_TOL) break;
    if (number[1] !== String(n + 1)) break;
    n++;
  }
  return n >= MIN_NUMBERED ? n : 0;
}
