/**
 * The enumerator that opens a list item: "4.", "a.", "iii.", "(b)", "2)". One grammar for the sentence splitter
 * (an enumerator alone is no sentence) and for requirements (a list item's requirement quotes the sentence after
 * it, and nested numberings complete an unfinished item).
 */
import { romanValue } from './page-number.js';

/** The enumerator's number, as a pattern source; groups: 1 digits, 2 Roman numerals, 3 a letter. */
export const ENUMERATOR_NUMBER = String.raw`(?:(\d{1,3})|([ivx]{1,5})|([a-z]))`;

/** The enumerator as printed: the number, after an opening parenthesis or not, and a full stop or a parenthesis. */
export const ENUMERATOR = String.raw`\(?${ENUMERATOR_NUMBER}[.)]`;

/** An item's text opened by its enumerator and a space ("a. …", "(2) …"); groups as in ENUMERATOR_NUMBER. */
export const ITEM_ENUMERATOR = new RegExp(String.raw`^${ENUMERATOR}\s`, 'u');

/** The numbers of an algorithm's lines as a listing prints them, one or more in a cell: "3:", "1: 2:". */
const LISTING_LINE_LABELS = /^\d{1,3}:(?:\s+\d{1,3}:)*$/;

export function isListingLineLabel(text: string): boolean {
  return LISTING_LINE_LABELS.test(text.trim());
}

/** What an enumerator's number is read as: a number, a Roman numeral or a letter's place. */
type Reading = { kind: 'number' | 'roman' | 'letter'; n: number };

/** The readings of an enumerator's number; a Roman numeral of one letter ("i", "v", "x") is a letter's place too. */
function readings(m: RegExpExecArray): Reading[] {
  const [, digits, roman, letter] = m;
  if (digits !== undefined) return [{ kind: 'number', n: Number(digits) }];
  const place = (c: string): Reading => ({ kind: 'letter', n: c.charCodeAt(0) - 96 });
  if (roman === undefined) return [place(letter!)];
  const numeral: Reading = { kind: 'roman', n: romanValue(roman) ?? 0 };
  return roman.length === 1 ? [numeral, place(roman)] : [numeral];
}

/** The printed shape around the number ("(_)", "_.", "_)"). */
const shape = (m: RegExpExecArray): string => m[0].trim().replace(/\w+/, '_');

/** `text` opens with the enumerator that comes right after the one `previous` opens with: "4." after "3.", "(c)" after "(b)". */
export function opensNextItem(previous: string, text: string): boolean {
  const a = ITEM_ENUMERATOR.exec(previous);
  const b = ITEM_ENUMERATOR.exec(text);
  if (!a || !b || shape(a) !== shape(b)) return false;
  const after = readings(b);
  return readings(a).some((r) => after.some((s) => s.kind === r.kind && s.n === r.n + 1));
}

/**
 * `text` opens with an enumerator only a list item prints: any but a number with a full stop, which may be a
 * clause's ("4. Scope"). "a) …", "(ii) …", "3) …", "b. …".
 */
export function opensItemOnly(text: string): boolean {
  const m = ITEM_ENUMERATOR.exec(text);
  return m !== null && !(m[1] !== undefined && shape(m) === '_.');
}
