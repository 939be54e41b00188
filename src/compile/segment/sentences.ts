/**
 * Sentence splitting and requirement levels, as docs/model.md defines them.
 */
import type { RequirementLevel } from '../../model/types.js';

/** Abbreviations after which ". " does not end a sentence (compared in lower case). */
const ABBREVIATIONS = new Set([
  'e.g.', 'i.e.', 'etc.', 'cf.', 'fig.', 'figs.', 'no.', 'nos.', 'vs.', 'viz.', 'al.', 'approx.',
  'resp.', 'incl.', 'eq.', 'ref.', 'vol.', 'pp.', 'p.', 'sec.', 'ch.', 'min.', 'max.', 'mr.', 'dr.', 'st.',
]);

/** ". ", "? " or "! " followed by an upper-case letter, a digit or a quote. */
const BOUNDARY = /([.?!])\s+(?=[\p{Lu}\p{N}"“”'‘’«„])/gu;

function wordBefore(text: string, end: number): string {
  let start = end;
  while (start > 0 && !/\s/.test(text[start - 1])) start--;
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

const LEVEL_PATTERNS: [RequirementLevel, RegExp][] = [
  ['shall not', /(?<![\p{L}\p{N}])shall not(?![\p{L}\p{N}])/u],
  ['shall', /(?<![\p{L}\p{N}])shall(?![\p{L}\p{N}])/u],
  ['should not', /(?<![\p{L}\p{N}])should not(?![\p{L}\p{N}])/u],
  ['should', /(?<![\p{L}\p{N}])should(?![\p{L}\p{N}])/u],
  ['may', /(?<![\p{L}\p{N}])may(?![\p{L}\p{N}])/u],
];

/** A keyword in quotation marks is mentioned, not used: “shall” = required. */
const QUOTED_KEYWORD = /[“"‘'](?:shall not|shall|should not|should|may)[”"’']/gu;

/** The strongest level present: shall not > shall > should not > should > may; null when none. */
export function requirementLevel(sentence: string): RequirementLevel | null {
  const used = sentence.replace(QUOTED_KEYWORD, ' ');
  for (const [level, re] of LEVEL_PATTERNS) if (re.test(used)) return level;
  return null;
}
