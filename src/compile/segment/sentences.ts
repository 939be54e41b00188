/**
 * Sentence splitting, as docs/model.md defines it (the verbal forms that make
 * a sentence a requirement are in verbal-forms.ts).
 */

/** Abbreviations after which ". " does not end a sentence (compared in lower case). */
const ABBREVIATIONS = new Set([
  'e.g.',
  'i.e.',
  'etc.',
  'cf.',
  'fig.',
  'figs.',
  'no.',
  'nos.',
  'vs.',
  'viz.',
  'al.',
  'approx.',
  'resp.',
  'incl.',
  'eq.',
  'ref.',
  'vol.',
  'pp.',
  'p.',
  'sec.',
  'ch.',
  'min.',
  'max.',
  'mr.',
  'dr.',
  'st.',
]);

/** ". ", "? " or "! " followed by an upper-case letter, a digit or a quote. */
const BOUNDARY = /([.?!])\s+(?=[\p{Lu}\p{N}"“”'‘’«„])/gu;

function wordBefore(text: string, end: number): string {
  let start = end;
  while (start > 0 && !/\s/.test(text.charAt(start - 1))) start--;
  return text
    .slice(start, end + 1)
    .replace(/^[("'“‘[]+/u, '')
    .toLowerCase();
}

export function splitSentences(text: string): string[] {
  const out: string[] = [];
  let from = 0;
  for (const m of text.matchAll(BOUNDARY)) {
    const at = m.index;
    if (m[1] === '.' && ABBREVIATIONS.has(wordBefore(text, at))) continue;
    out.push(text.slice(from, at + 1).trim());
    from = at + m[0].length;
  }
  const rest = text.slice(from).trim();
  if (rest) out.push(rest);
  return out.filter((s) => s !== '');
}
