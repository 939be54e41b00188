/**
 * A table's key column of item numbers ("7.3.3.1.3", "7.3.3.1.3.a", "2.1.b") holds its numbers only. A producer
 * that draws a long number and the first line of the next column's text as one run across the column gap
 * (MIL-STD-2045's Table E-VIII: "7.3.3.1.3.a Data Segment with End of Data Transfer Acknowledgment" over "required
 * shall be Type 0.") leaves a cell in that column that opens with a number and goes on: the rest is the first line
 * of the next column's cell, and moves there, before what that cell holds.
 */
import { ITEM_NUMBER as NUMBER, ITEM_NUMBER_TAIL } from '../../../model/section-number.js';
import type { WorkTable } from '../work.js';

const ITEM_NUMBER = new RegExp(`^${NUMBER}$`);
/**
 * An item number wrapped at one of its full stops, its rest on the cell's next line ("7.3.6.5.11." over "a", read
 * "7.3.6.5.11. a"; "7.3.6.5.10." over "3.a"; "7.3.5.1.1.1" over ".a"): groups 1 the first part, 2 the rest.
 */
const WRAPPED_NUMBER = new RegExp(String.raw`^(${NUMBER})(?:\.\s+|\s+\.)(${ITEM_NUMBER_TAIL})$`);
const isNumber = (text: string) => ITEM_NUMBER.test(text) || WRAPPED_NUMBER.test(text);
/** A cell opening with an item number and going on in words (no second number, no unit: "100 ms"). */
const NUMBER_AND_TEXT = new RegExp(String.raw`^(${NUMBER})\s+(\p{L}[\p{L}\p{N}-]*\s+\p{L}[\s\S]*)$`, 'u');

/**
 * A column is one of item numbers when nearly all its filled cells open with one (this share), and a good part of
 * them (this share, and this many at least) are nothing else: a column of clause numbers and titles is no such
 * column, nor a column of words.
 */
const OPENING_SHARE = 0.9;
const BARE_SHARE = 0.2;
const MIN_BARE = 4;

function numberColumn(t: WorkTable, c: number): boolean {
  const filled = t.rows.filter((r, k) => (r[c] ?? '') !== '' && !t.copies[k]?.[c]).map((r) => r[c]!);
  const bare = filled.filter(isNumber).length;
  const opening = bare + filled.filter((text) => NUMBER_AND_TEXT.test(text)).length;
  return opening >= OPENING_SHARE * filled.length && bare >= Math.max(MIN_BARE, BARE_SHARE * filled.length);
}

/**
 * Moves the text run into a column of item numbers to the next column, and joins a number wrapped in its cell;
 * returns how many cells it changed.
 */
export function splitNumberCells(t: WorkTable): number {
  let split = 0;
  // The row's key column only: a reference column lists several numbers to a cell ("C.3.6.7.2 C.3.6.7.3").
  const width = Math.max(0, ...t.rows.map((r) => r.length));
  if (width < 2 || !numberColumn(t, 0)) return 0;
  t.rows.forEach((row, k) => {
    const wrapped = WRAPPED_NUMBER.exec(row[0] ?? '');
    if (wrapped && !t.copies[k]?.[0]) {
      row[0] = `${wrapped[1]!}.${wrapped[2]!}`;
      split++;
      return;
    }
    const m = NUMBER_AND_TEXT.exec(row[0] ?? '');
    if (!m || t.copies[k]?.[0] || t.copies[k]?.[1]) return;
    const next = row[1] ?? '';
    row[0] = m[1]!;
    row[1] = next === '' ? m[2]! : `${m[2]!} ${next}`;
    split++;
  });
  return split;
}
