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
}

const HYPHENS = /^[-\u2010\u2011]$/;

/** Split a query into words; quotes and punctuation around words are ignored. */
export function parseQuery(query: string): QueryUnit[] {
  const units: QueryUnit[] = [];
  for (const raw of fold(query).split(/\s+/)) {
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
    if (parts.length) units.push({ text: parts.join(' '), parts, joins: ['start', ...joins] });
  }
  return units;
}
