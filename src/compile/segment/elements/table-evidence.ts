/**
 * What a table's own rows say about its shape, for tables of either extractor: which first row is a header
 * though nothing tagged it so (its type set apart from every body row, or printed again at the top of a later
 * page), and which columns hold nothing in any row (a border column a layout tool adds).
 */
import { rowWidth, type RawRow } from '../../blocks.js';
import { normaliseText } from '../normalise.js';

/**
 * Why a first row was read as the header row: set in fonts no body row uses, printed again over a later page, titles
 * over columns of values (`titles`: words over hex or decimal numbers in every row); or
 * why a row under the tagged header rows is one more (`font-below`: set in their fonts, MQTT 5.0 Table 2-4).
 */
export type HeaderEvidence = 'font' | 'repeated' | 'font-below' | 'titles';

/** The fonts the rows' cells are set in, where the extractor knows them. */
const fontsOf = (rows: readonly RawRow[]): Set<string> =>
  new Set(rows.flatMap((r) => r.cells.flatMap((c) => c.fonts ?? [])));

const texts = (row: RawRow) => row.cells.map((c) => normaliseText(c.text));
const sameTexts = (a: string[], b: string[]) => a.length === b.length && a.every((t, i) => t === b[i]);

/**
 * Rows (by index) that print the first row again as the first row of a later page: a header repeated over a
 * table's continuation, within one table element (tagged files tag it as a body row).
 */
export function repeatedFirstRow(rows: RawRow[]): number[] {
  const first = rows[0];
  if (!first || rows.length < 3 || texts(first).filter((t) => t !== '').length < 2) return [];
  const head = texts(first);
  return rows.flatMap((row, r) =>
    r > 0 && row.page !== undefined && row.page !== rows[r - 1]!.page && sameTexts(texts(row), head) ? [r] : [],
  );
}

/**
 * The first `n` rows are set in fonts no later row uses (a bold or differently set header), over at least two body
 * rows; the last of them holds text in two cells or more (the column heads; one in a table of one column), the
 * ones above it text in one cell at least (a head spanning rows or a group title over columns: OGC WMTS Table 21's "exceptionCode value" and "HTTP
 * Status Code" over "Code", "Message"). Only extractors that know each cell's fonts can say so.
 */
function rowsSetApart(rows: RawRow[], n: number): boolean {
  const head = rows.slice(0, n);
  const body = rows.slice(n);
  if (head.length < n || body.length < 2) return false;
  const filled = head.map((r) => r.cells.filter((c) => c.text.trim() !== ''));
  // A table of one column has one head (SP 800-152 Table 1, "Key Type" over the key types).
  const columns = Math.max(...rows.map(rowWidth));
  if (filled[n - 1]!.length < Math.min(2, columns) || filled.some((f) => !f.length)) return false;
  const cells = filled.flat();
  if (cells.some((c) => !c.fonts?.length)) return false;
  const bodyFonts = fontsOf(body);
  if (!bodyFonts.size) return false;
  return cells.every((c) => c.fonts!.every((f) => !bodyFonts.has(f)));
}

/**
 * The row under the `tagged` header rows is one more header row: two texts at least (column heads under a head
 * spanning them: "Dec", "Hex" under "Identifier"), each set in the tagged header's fonts only, none of which a
 * later row uses, over two body rows at least.
 */
function rowBelowHeader(rows: RawRow[], tagged: number): boolean {
  const row = rows[tagged];
  const body = rows.slice(tagged + 1);
  if (!row || row.header || body.some((r) => r.header) || body.length < 2) return false;
  const texts = row.cells.filter((c) => c.text.trim() !== '');
  const headFonts = fontsOf(rows.slice(0, tagged));
  const bodyFonts = fontsOf(body);
  if (texts.length < 2 || !headFonts.size || !bodyFonts.size) return false;
  return texts.every((c) => c.fonts?.length && c.fonts.every((f) => headFonts.has(f) && !bodyFonts.has(f)));
}

/**
 * Which untagged-as-header first rows the evidence makes the header (`rows` of them), and the later rows that
 * repeat the first (dropped). Null when the rows already carry a header or nothing says the first row is one.
 */
/**
 * Every cell of the row that holds text is a head cell (TH), one at least: an empty data cell beside them is a border
 * column's (SP 800-152 Table 1: "Key Type" tagged TH beside an empty TD).
 */
export const allHeadCells = (row: RawRow): boolean => {
  const filled = row.cells.filter((c) => c.header || c.text.trim() !== '');
  return filled.length > 0 && filled.every((c) => c.header);
};

export function evidentHeader(rows: RawRow[]): { evidence: HeaderEvidence; repeats: number[]; rows: number } | null {
  let tagged = 0;
  while (rows[tagged]?.header) tagged++;
  if (tagged > 0)
    return rowBelowHeader(rows, tagged) ? { evidence: 'font-below', repeats: [], rows: tagged + 1 } : null;
  if (!rows.length || rows.some((r) => r.header) || allHeadCells(rows[0]!)) return null;
  const repeats = repeatedFirstRow(rows);
  if (repeats.length) return { evidence: 'repeated', repeats, rows: 1 };
  if (rowsSetApart(rows, 1)) return { evidence: 'font', repeats: [], rows: 1 };
  if (rowsSetApart(rows, 2)) return { evidence: 'font', repeats: [], rows: 2 };
  return titlesOverValues(rows) ? { evidence: 'titles', repeats: [], rows: 1 } : null;
}

/** A value a cell holds: a decimal or hexadecimal number ("4", "-1.5", "09cf4f3c", "0x1F"), one digit at least. */
const VALUE = /^(?=[^\d]*\d)[-+]?(?:0x)?[0-9A-Fa-f]+(?:[.,]\d+)?$/;
/**
 * Columns of values under titles, at least, and their share of the titled columns: one such column may be a
 * coincidence, and so may two of an instruction's fields ("rs1", "rd" over "5", "0" beside "ECALL", "PRIV").
 */
const VALUE_COLUMNS = 2;
const VALUED_SHARE = 0.75;

/**
 * The first row holds words in two cells or more, no value among them, and under most of its titles (two at least)
 * the body rows hold values, two at least, and nothing else (a cell may be left empty): column titles followed by typed values (FIPS 197's key
 * expansion table, "i (dec) | temp | After RotWord() | …" over "4 | 09cf4f3c | cf4f3c09 | …"), the header whatever
 * its type.
 */
function titlesOverValues(rows: RawRow[]): boolean {
  const [first, ...body] = rows;
  if (!first || body.length < 2) return false;
  const titles = first.cells.map((c) => c.text.trim());
  if (titles.filter((t) => t !== '').length < 2 || titles.some((t) => VALUE.test(t))) return false;
  const valuesUnder = (j: number) => {
    const cells = body.map((r) => r.cells[j]?.text.trim() ?? '').filter((t) => t !== '');
    return cells.length >= 2 && cells.every((t) => VALUE.test(t));
  };
  const valued = titles.filter((t, j) => t !== '' && valuesUnder(j));
  return valued.length >= Math.max(VALUE_COLUMNS, VALUED_SHARE * titles.filter((t) => t !== '').length);
}

/**
 * Column indices (of a full grid) that are empty in the header and in every row. `edgesOnly`: a structure tree's
 * table declares its columns, so only an empty first or last one goes (the border cell a Word export adds); an
 * empty column between filled ones is printed as one (SP 800-152's requirement tables: an identifier, the
 * SP 800-53 controls, left empty where none applies, and the text). Read from the layout, an empty column is one
 * the reader made up.
 */
export function emptyColumns(headers: string[], rows: string[][], edgesOnly = false): number[] {
  const width = Math.max(headers.length, ...rows.map((r) => r.length));
  const empty = (c: number) => (headers[c] ?? '') === '' && rows.every((r) => (r[c] ?? '') === '');
  const all = Array.from({ length: width }, (_, c) => c).filter(empty);
  // A table with no text at all keeps its shape: there is nothing to tell columns apart by.
  if (all.length === width) return [];
  if (!edgesOnly) return all;
  const out: number[] = [];
  for (let c = 0; c < width && empty(c); c++) out.push(c);
  for (let c = width - 1; c >= 0 && empty(c) && !out.includes(c); c--) out.push(c);
  return out.sort((a, b) => a - b);
}
