/**
 * Forms to fill in: tables whose cells are left blank, which their text alone does not show as tables. The rows a
 * ruled grid draws and leaves blank (SP 800-126's errata table, "Date | Type | Change | Pages" over ten ruled rows
 * with nothing in them: the grid's inner rules under the last line of text say how many rows it holds), titles over
 * numbered blank rows, and a grid's titles over a column left blank (SP 800-26's questionnaire).
 */
import type { RawRow } from '../blocks.js';
import { ENUMERATOR } from '../../model/list-enumerator.js';
import { COL_TOL, columnOf, piecesOf } from './table-columns.js';
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

/**
 * The table of titles over numbered blank rows at `start` (numberedBlankRows): the titles its header, each number
 * in its row's first cell, the other cells empty; and how many lines it takes. Null where there is none.
 */
export function numberedForm(lines: Line[], start: number): { rows: RawRow[]; lines: number } | null {
  const n = numberedBlankRows(lines, start);
  if (!n) return null;
  const cell = (text: string, header: boolean) => ({ text, header, colSpan: 1, rowSpan: 1 });
  const titles = piecesOf(lines[start]!).map((p) => cell(p.text, true));
  const rows = lines.slice(start + 1, start + 1 + n).map((l) => ({
    cells: titles.map((_, c) => cell(c === 0 ? l.text.trim() : '', false)),
    header: false,
  }));
  return { rows: [{ cells: titles, header: true }, ...rows], lines: n + 1 };
}

/**
 * `lines[start]` holds text in bold in two columns or more of a ruled grid whose rules open right above it, and
 * under the rule that closes its row a column of the grid stays blank in every row: the titles of a form to fill
 * in (SP 800-26's "Criticality of System | Category of Sensitivity" over "Confidentiality", "Integrity",
 * "Availability" and a blank column). A grid whose rows fill every column shows its columns in its text, and a
 * bold label beside its value is a row, no titles (a cover sheet's "Series/Number | FIPS 140-1").
 */
export function titlesInGrid(lines: Line[], start: number, m: LayoutMetrics, rules: PageRules | undefined): boolean {
  const first = lines[start]!;
  if (!first.bold) return false;
  const onPage = pageLines(lines, start);
  const ruled = rules ? ruledTableAt(rules, first, onPage, m.pitch(first.size)) : null;
  if (!ruled?.grid || !ruled.bounds.length) return false;
  const columns = [ruled.x0, ...ruled.bounds];
  const filled = (ls: Line[]) => new Set(ls.flatMap((l) => piecesOf(l).map((p) => columnOf(columns, p.x0))));
  if (filled([first]).size < 2) return false;
  const closing = Math.max(...ruled.inner.filter((at) => at < first.y), ruled.bottom);
  const rows = onPage.filter((l) => l.y < closing && l.y > ruled.bottom);
  return rows.length >= MIN_FORM_ROWS && filled(rows).size < columns.length;
}

/** Rows of a form under its titles, at least. */
const MIN_FORM_ROWS = 2;
