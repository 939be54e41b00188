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
 * One query word: its letter/digit runs ("non-zero" → ["non", "zero"]).
 * `glued[i]` says part i joined part i-1 with a hyphen, so the text may write
 * them apart ("non zero"), hyphenated ("non-zero") or closed up ("nonzero").
 */
export interface QueryUnit {
  text: string;
  parts: string[];
  glued: boolean[];
}

const HYPHENS = /^[-\u2010\u2011]$/;

/** Split a query into words; quotes and punctuation around words are ignored. */
export function parseQuery(query: string): QueryUnit[] {
  const units: QueryUnit[] = [];
  for (const raw of fold(query).split(/\s+/)) {
    const parts: string[] = [];
    const glued: boolean[] = [];
    let cur = '';
    let sep = '';
    for (const ch of raw) {
      if (isWordChar(ch.charCodeAt(0)) || ch.length > 1) {
        if (!cur && parts.length) glued.push(HYPHENS.test(sep));
        cur += ch;
        sep = '';
      } else {
        if (cur) parts.push(cur);
        cur = '';
        sep += ch;
      }
    }
    if (cur) parts.push(cur);
    if (parts.length) units.push({ text: parts.join(' '), parts, glued: [false, ...glued] });
  }
  return units;
}
