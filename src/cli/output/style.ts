/**
 * Presentation primitives: ANSI colours that vanish when colour is off, and
 * column layout — aligned for people on a terminal, tab-separated (stable,
 * one record per line, no padding) when piped.
 */

import type { Paint, Paints } from '../../core/index.js';

export type { Paint };
/** The paints an operation's formatter asks for (src/core/ops/text-style.ts), as ANSI colours or none. */
export type Colors = Paints;

const sgr =
  (open: number, close: number): Paint =>
  (s) =>
    s ? `\x1b[${open}m${s}\x1b[${close}m` : s;
const plain: Paint = (s) => s;

export function colors(enabled: boolean): Colors {
  if (!enabled)
    return {
      bold: plain,
      dim: plain,
      red: plain,
      green: plain,
      yellow: plain,
      blue: plain,
      magenta: plain,
      cyan: plain,
      inverse: plain,
    };
  return {
    bold: sgr(1, 22),
    dim: sgr(2, 22),
    red: sgr(31, 39),
    green: sgr(32, 39),
    yellow: sgr(33, 39),
    blue: sgr(34, 39),
    magenta: sgr(35, 39),
    cyan: sgr(36, 39),
    inverse: sgr(7, 27),
  };
}

export interface Style {
  /** stdout is a terminal: align and decorate; otherwise tab-separated records. */
  tty: boolean;
  c: Colors;
  columns: number;
}

// eslint-disable-next-line no-control-regex
const ANSI = /\x1b\[[0-9;]*m/g;
export const visibleLength = (s: string) => [...s.replace(ANSI, '')].length;

/**
 * A field as one cell: tabs and line breaks would break a tab-separated record, and other control
 * characters (a NUL from a document title) have no place in text output. ESC stays where it starts a
 * colour: the formatters' own colours (a search hit painted in its snippet) are in the cell already.
 */
// eslint-disable-next-line no-control-regex
const CONTROLS = /[\u0000-\u0008\u000b\u000c\u000e-\u001a\u001c-\u001f\u007f]|\x1b(?!\[[0-9;]*m)/g;
const field = (s: string) => s.replace(/[\t\r\n]+/g, ' ').replace(CONTROLS, '');

/**
 * One line per row. On a terminal the columns are padded to a common width
 * (the last column is never padded); piped, fields are joined by tabs. Columns
 * are painted either way (painting is a no-op without colour, e.g. FORCE_COLOR
 * decides for pipes).
 */
export function layout(
  rows: string[][],
  style: Style,
  paints: Array<Paint | undefined> = [],
  header?: string[],
): string[] {
  if (!style.tty)
    return rows.map((r) => r.map((cell, i) => (paints[i] ? paints[i]!(field(cell)) : field(cell))).join('\t'));
  rows = rows.map((r) => r.map(field));
  const all = header ? [header, ...rows] : rows;
  const widths: number[] = [];
  for (const r of all) r.forEach((cell, i) => (widths[i] = Math.max(widths[i] ?? 0, visibleLength(cell))));
  const line = (r: string[], paint: (i: number, s: string) => string) =>
    r
      .map((cell, i) => {
        const padded = i === r.length - 1 ? cell : cell + ' '.repeat(widths[i]! - visibleLength(cell));
        return paint(i, padded);
      })
      .join('  ')
      .trimEnd();
  const out = rows.map((r) => line(r, (i, s) => (paints[i] ? paints[i]!(s) : s)));
  return header ? [line(header, (_, s) => style.c.bold(s)), ...out] : out;
}
