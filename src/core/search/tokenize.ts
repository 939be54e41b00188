/**
 * Case folding and query parsing for search. Folding keeps string length, so an
 * offset into folded text is the same offset into the original text — snippets
 * are cut from the original without a mapping table.
 */

const WORD = /[\p{L}\p{N}]/u;

/** True for letters and digits of any script; everything else separates words. */
export function isWordChar(code: number): boolean {
  if (code < 128) return (code >= 48 && code <= 57) || (code >= 65 && code <= 90) || (code >= 97 && code <= 122);
  return WORD.test(String.fromCharCode(code));
}

/** Space-like characters that may stand between the words of a phrase: white space, hyphens, dashes, slash. */
export const isPhraseGap = (code: number): boolean =>
  code === 32 ||
  code === 0x2d ||
  code === 0x2f ||
  (code >= 0x2010 && code <= 0x2015) ||
  code === 0xa0 ||
  code === 9 ||
  code === 10;

/** What stands for a separator above U+00FF that is no phrase gap: a separator of Latin-1 that is none either. */
const OTHER_SEPARATOR = '\u00a4';
const ABOVE_LATIN1 = /[\u0100-\uffff]/g;

/**
 * The folded text with every separator above U+00FF (a curly quote, a dash, a mathematical sign, half of a
 * surrogate pair) replaced by a Latin-1 character that word search reads the same way — a dash by "-", anything
 * else by "¤" — so that a text whose letters are all Latin-1 is a one-byte string: half the memory, and stored,
 * read and scanned as one byte a character (search-part.ts). Word search only asks which class a separator is in
 * (match.ts), so its answers do not change; the text as printed, for regular expressions and case-sensitive
 * search, is another index (search-index.ts originalIndex).
 */
export function narrowSeparators(folded: string): string {
  return folded.replace(ABOVE_LATIN1, (ch) => {
    const code = ch.charCodeAt(0);
    if (isWordChar(code)) return ch;
    return isPhraseGap(code) ? '-' : OTHER_SEPARATOR;
  });
}

/** Lower case with the same length as the input (characters whose lower case is longer stay as they are). */
export function fold(text: string): string {
  const lower = text.toLowerCase();
  if (lower.length === text.length) return lower;
  let out = '';
  for (const ch of text) {
    const l = ch.toLowerCase();
    out += l.length === ch.length ? l : ch;
  }
  return out;
}

/**
 * How part i of a query follows part i-1 in the text:
 *  - 'start': first part of the query word;
 *  - 'inner': the query word had punctuation there ("7.3.4", "/F1") — any 1–4 non-word characters;
 *  - 'hyphen': the query word had a hyphen ("non-zero") — the text may write the parts
 *    apart ("non zero"), hyphenated ("non-zero") or closed up ("nonzero");
 *  - 'space': between two query words (phrases) — spaces, hyphens, dashes or a slash,
 *    but not sentence punctuation, so "logical; content" is not the phrase "logical content".
 */
export type Join = 'start' | 'inner' | 'hyphen' | 'space';

/** One query word: its letter/digit runs ("non-zero" → ["non", "zero"]) and how they join. */
export interface QueryUnit {
  text: string;
  parts: string[];
  joins: Join[];
  /** Parts that match the start of a word: the last, when the word ended with `*` ("artifact*" → "artifacts"). */
  prefixParts?: boolean[];
}

/** A `*` anywhere but at the end of a word: refused rather than silently dropped. */
export class WildcardError extends Error {}

const WILDCARD = '*';

const HYPHENS = /^[-\u2010\u2011]$/;

/**
 * Split a query into words; quotes and punctuation around words are ignored. A
 * word ending in `*` is a prefix; `*` anywhere else throws WildcardError.
 * `caseSensitive` keeps the query's case (it is then matched against the
 * original text, see searchModel).
 */
export function parseQuery(query: string, caseSensitive = false): QueryUnit[] {
  const units: QueryUnit[] = [];
  for (const word of (caseSensitive ? query : fold(query)).split(/\s+/)) {
    // Quotes may close a phrase after the wildcard: "logical content*".
    const bare = word.replace(/["'\u201c\u201d\u2018\u2019)\]]+$/, '');
    const prefix = bare.endsWith(WILDCARD);
    const raw = prefix ? bare.slice(0, -1) : word;
    if (raw.includes(WILDCARD))
      throw new WildcardError(
        `"*" is a wildcard only at the end of a word ("artifact*"), not in ${JSON.stringify(word)}`,
      );
    const parts: string[] = [];
    const joins: Join[] = [];
    let cur = '';
    let sep = '';
    for (const ch of raw) {
      if (isWordChar(ch.charCodeAt(0)) || ch.length > 1) {
        if (!cur && parts.length) joins.push(HYPHENS.test(sep) ? 'hyphen' : 'inner');
        cur += ch;
        sep = '';
      } else {
        if (cur) parts.push(cur);
        cur = '';
        sep += ch;
      }
    }
    if (cur) parts.push(cur);
    if (prefix && (!parts.length || !isWordChar(raw.charCodeAt(raw.length - 1)))) {
      throw new WildcardError(`"*" must follow a letter or digit ("artifact*"), not in ${JSON.stringify(word)}`);
    }
    if (parts.length)
      units.push({
        text: parts.join(' '),
        parts,
        joins: ['start', ...joins],
        ...(prefix ? { prefixParts: parts.map((_, i) => i === parts.length - 1) } : {}),
      });
  }
  return units;
}
