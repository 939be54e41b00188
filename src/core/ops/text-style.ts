/**
 * What an operation's formatter (<operation>/format.ts) is handed to write text for a person: paints and a
 * column layout, which the CLI supplies (src/cli/output/style.ts). The operation says what to print — which
 * columns, which words, what stands out —; the front end says how: ANSI colours or none, columns padded on a
 * terminal or tab-separated records in a pipe.
 */

export type Paint = (s: string) => string;

/** The paints a formatter may use; each leaves the text as it is when colour is off. */
export interface Paints {
  bold: Paint;
  dim: Paint;
  red: Paint;
  green: Paint;
  yellow: Paint;
  blue: Paint;
  magenta: Paint;
  cyan: Paint;
  inverse: Paint;
}

/** One line per row, each column painted: padded to a common width on a terminal, tab-separated when piped. */
export type Layout = (
  rows: string[][],
  style: TextStyle,
  paints?: Array<Paint | undefined>,
  header?: string[],
) => string[];

export interface TextStyle {
  /** The output is a terminal: align and decorate; otherwise tab-separated records. */
  tty: boolean;
  c: Paints;
  columns: number;
  layout: Layout;
}

/** `rows` laid out by the front end, in `style` (`{ ...style, tty: true }` aligns them even when piped). */
export const layout: Layout = (rows, style, paints, header) => style.layout(rows, style, paints, header);

/** An answer as lines for a person; `argv` is the command line, for options that change only the view. */
export type Formatter<R> = (result: R, style: TextStyle, argv: Record<string, unknown>) => string[];
