/**
 * The enumerator that opens a list item: "4.", "a.", "iii.", "(b)", "2)". One grammar for the sentence splitter
 * (an enumerator alone is no sentence) and for requirements (a list item's requirement quotes the sentence after
 * it, and nested numberings complete an unfinished item).
 */
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
