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

const ROMAN: Record<string, number> = { i: 1, v: 5, x: 10 };

/** 1–39 in lower-case Roman numerals (what an item enumerator holds), or NaN. */
function romanValue(s: string): number {
  let total = 0;
  for (let k = 0; k < s.length; k++) {
    const v = ROMAN[s[k]!]!;
    total += v < (ROMAN[s[k + 1] ?? ''] ?? 0) ? -v : v;
  }
  return total;
}

/** What an enumerator's number may be read as: a number, a letter's place, a Roman numeral ("i" is a letter too). */
function readings(m: RegExpExecArray): string[] {
  const [, digits, roman, letter] = m;
  if (digits !== undefined) return [`n${Number(digits)}`];
  const single = roman ?? letter!;
  const out = [`r${romanValue(roman ?? '')}`];
  if (single.length === 1) out.push(`l${single.charCodeAt(0) - 96}`);
  return roman === undefined ? out.slice(1) : out;
}

/** The printed shape around the number ("(_)", "_.", "_)"). */
const shape = (m: RegExpExecArray): string => m[0].trim().replace(/\w+/, '_');

/** `text` opens with the enumerator that comes right after the one `previous` opens with: "4." after "3.", "(c)" after "(b)". */
export function opensNextItem(previous: string, text: string): boolean {
  const a = ITEM_ENUMERATOR.exec(previous);
  const b = ITEM_ENUMERATOR.exec(text);
  if (!a || !b || shape(a) !== shape(b)) return false;
  const next = new Set(readings(a).map((r) => `${r[0]}${Number(r.slice(1)) + 1}`));
  return readings(b).some((r) => next.has(r));
}
