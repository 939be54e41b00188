/**
 * Grids that are a figure's drawing, not a table: a packet layout drawn as a grid under its figure caption
 * ("Figure 3-1 - CONNECT packet Fixed Header" over "Bit | 7 | 6 | … | 0", MQTT) or over it (a register layout
 * over "Figure 3.7: Machine-mode status register", RISC-V), or a headerless grid a figure
 * caption names where the document captions its tables as figures (FIPS 197), an uncaptioned grid of bytes
 * (FIPS 197's State blocks), or pseudo code set in a grid of numbered lines (FIPS 203). Such a grid is no table of the
 * model: its text stays in its section, line by line, as a block of fixed layout (a `code` element), so that it is
 * read and found where it is printed.
 */
import { isListingLineLabel } from '../../../model/list-enumerator.js';
import { isEquationNumber } from '../../../model/section-number.js';
import { parseFigureCaption } from '../../../model/table-number.js';
import { headedRows, type RawTable } from './tables.js';
import type { WorkElement, WorkTable } from '../work.js';

/**
 * Where the document captions its tables as tables (no figure side): a figure caption right above the grid, on
 * its page, with nothing between, is the grid's — a figure's.
 */
export function figureCaptionRightAbove(before: WorkElement | undefined, raw: RawTable): boolean {
  return before?.kind === 'paragraph' && before.page === raw.page && parseFigureCaption(before.text) !== null;
}

/** Longest line (characters) of a legend printed between a drawing and its caption. */
const LEGEND_CHARS = 60;

/**
 * A legend of the drawing above it, set between the drawing and its caption: one short line that is no sentence
 * ("Type = 0 or 2; HLEN = 3" under MIL-STD-2045's packet layouts).
 */
export function isLegendLine(text: string): boolean {
  const t = text.trim();
  return t !== '' && !t.includes('\n') && t.length <= LEGEND_CHARS && !/[.:;]$/.test(t);
}

/** Longest text (characters) of one of a drawing's labels. */
const LABEL_CHARS = 160;

/**
 * Text of a drawing set between a grid and the figure caption under it — labels of its boxes, short bullet points
 * beside them ("Hardware", "• Causes, controls", MIL-STD-882E's FIGURE B-1): a paragraph or a list each of whose
 * texts is short and holds no sentence, nothing ending in a full stop, colon or semicolon.
 */
export function isDrawingLabel(e: WorkElement): boolean {
  const texts = e.kind === 'paragraph' ? [e.text] : e.kind === 'list' ? e.items : [];
  return texts.length > 0 && texts.every(labelText);
}

function labelText(text: string): boolean {
  const t = text.trim();
  return t !== '' && t.length <= LABEL_CHARS && !/[.:;!?]["”’)]?$/u.test(t) && !/[.!?]\s+\p{Lu}/u.test(t);
}

/** A figure caption right under an uncaptioned grid, on the page where the grid ends: the grid is the figure's. */
export function figureCaptionRightBelow(table: WorkTable, caption: { page: number }, text: string): boolean {
  return table.number === null && table.pageEnd === caption.page && parseFigureCaption(text) !== null;
}

/** Largest side of a drawn byte array (AES's State is 4 × 4). */
const BYTE_ARRAY_SIDE = 8;
const BYTE = /^[0-9a-f]{2}$/i;

/**
 * A grid of bytes with no caption ("d4 e0 b8 1e" row after row, FIPS 197's State blocks; a first row of bytes read
 * as its header is one of them): a drawing of a byte array, no table. At most 8 × 8, every cell that holds text a
 * two-digit hex byte, at least half of the cells filled.
 */
export function isByteArray(t: WorkTable): boolean {
  const rows = headedRows(t);
  if (t.number !== null || !rows.length || rows.length > BYTE_ARRAY_SIDE) return false;
  const cells = rows.flat();
  const filled = cells.filter((c) => c !== '');
  return (
    rows.every((r) => r.length <= BYTE_ARRAY_SIDE) &&
    filled.length >= 0.5 * cells.length &&
    filled.every((c) => BYTE.test(c))
  );
}

/**
 * One row whose last filled cell is an equation's number ("Compress_d : Z_q → Z_2^d … | (4.7)", FIPS 203), under
 * at most the line before it (the end of the sentence that introduces it, "d < 12, define", read as a header): a
 * display formula whose parts the layout set apart, never a table: a block of fixed layout (`code`), its number no
 * citation.
 */
export function isDisplayFormula(t: WorkTable): boolean {
  if (t.number !== null || t.rows.length !== 1) return false;
  const filled = t.rows[0]!.filter((c) => c.trim() !== '');
  return filled.length >= 2 && isEquationNumber(filled[filled.length - 1]!);
}

/** At least this many rows make a listing of numbered lines. */
const LISTING_ROWS = 3;

/**
 * An uncaptioned grid whose first column numbers lines ("1: 2:", "3:", "4:" beside "return ⊥" and a "▷" comment,
 * FIPS 203's algorithms): pseudo code the layout set in columns, its lines kept as printed (a drawing), no table.
 */
export function isNumberedListing(t: WorkTable): boolean {
  const rows = headedRows(t);
  return t.number === null && rows.length >= LISTING_ROWS && rows.every((r) => isListingLineLabel(r[0] ?? ''));
}

/** A value printed as one run of hex digits, 64 bits or more ("63cab7040953d051cd60e0e7ba70e18c"). */
const HEX_VALUE = /^[0-9a-f]{16,}$/i;

/**
 * Rows of a name beside a value of 64 bits or more in hex ("round[ 1].s_box | 63cab704…", FIPS 197's Appendix C,
 * the intermediate values of a cipher run), three at least, no caption: a dump of values printed line by line,
 * no table — kept as lines of code. A captioned table of encodings (RFC 8949's Table 6) is a table.
 */
export function isValueDump(t: WorkTable): boolean {
  const rows = headedRows(t).map((r) => r.filter((c) => c.trim() !== ''));
  return (
    t.number === null &&
    rows.length >= LISTING_ROWS &&
    rows.every((r) => r.length === 2 && HEX_VALUE.test(r[1]!.trim()))
  );
}

/** Brackets that open and close a literal: a set, an array, a tuple. */
const CLOSING: Record<string, string> = { '{': '}', '[': ']', '(': ')' };
/** A value of a literal: a number, maybe signed, maybe hex, maybe followed by a comma. */
const LITERAL_VALUE = /^[-+]?(?:0x[0-9a-f]+|\d+(?:\.\d+)?),?$/i;

/**
 * Rows of values whose first cell opens a bracket and whose last closes it ("{1 1729 2580 … 2154 }", FIPS 203's
 * Appendix A, the 128 values of ζ^BitRev7(i)): one literal, a set or array printed over lines, no table — kept as
 * lines of code. No caption; three rows at least.
 */
export function isBracedValues(t: WorkTable): boolean {
  const rows = headedRows(t);
  const cells = rows
    .flat()
    .map((c) => c.trim())
    .filter((c) => c !== '');
  const first = cells[0] ?? '';
  const last = cells[cells.length - 1] ?? '';
  const close = CLOSING[first[0] ?? ''];
  if (t.number !== null || rows.length < LISTING_ROWS || !close || !last.endsWith(close)) return false;
  const inner = [first.slice(1), ...cells.slice(1, -1), last.slice(0, -1)].map((c) => c.trim()).filter(Boolean);
  return inner.every((c) => LITERAL_VALUE.test(c));
}

/** The elements with each drawn grid turned into its lines of text, and the tables left, renumbered. */
export function asDrawings(
  elements: WorkElement[],
  tables: WorkTable[],
  drawn: ReadonlySet<WorkTable>,
): { elements: WorkElement[]; tables: WorkTable[] } {
  if (!drawn.size) return { elements, tables };
  const kept = tables.filter((t) => !drawn.has(t));
  const index = new Map(kept.map((t, i) => [t, i]));
  const out = elements.map((e): WorkElement => {
    if (e.kind !== 'table') return e;
    const table = tables[e.table]!;
    const at = index.get(table);
    return at !== undefined ? { ...e, table: at } : { kind: 'code', text: linesOf(table), page: e.page, y: e.y };
  });
  return { elements: out, tables: kept };
}

/** One line per row, header first; a row's cells (a spanning cell once) two spaces apart. */
function linesOf(t: WorkTable): string {
  const rows = [
    { cells: t.headers, copies: t.headers.map(() => false) },
    ...t.rows.map((cells, r) => ({ cells, copies: t.copies[r] ?? [] })),
  ];
  return rows
    .map(({ cells, copies }) => cells.filter((c, i) => c !== '' && copies[i] !== true).join('  '))
    .filter((line) => line !== '')
    .join('\n');
}
