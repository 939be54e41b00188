/**
 * Where a search matched inside a piece of text (a snippet), found with the
 * search engine's own matchers, so a front end highlights exactly what was
 * matched: the words (prefixes, case) or the regular expression.
 */
import { matchAt } from './match.js';
import { compileSearchRegex, matchesIn } from './regex.js';
import { fold, parseQuery } from './tokenize.js';

export interface MatchRequest {
  query: string;
  mode: 'words' | 'regex';
  caseSensitive: boolean;
}

/** Non-overlapping [start, end) spans, in text order. */
export function matchSpans(text: string, r: MatchRequest): Array<[number, number]> {
  const spans: Array<[number, number]> = [];
  if (r.mode === 'regex') {
    return [...matchesIn(compileSearchRegex(r.query, r.caseSensitive), text)];
  }
  const haystack = r.caseSensitive ? text : fold(text);
  for (const u of parseQuery(r.query, r.caseSensitive)) {
    let pos = haystack.indexOf(u.parts[0]!);
    while (pos !== -1) {
      const end = matchAt(haystack, pos, u.parts, u.joins, u.prefixParts);
      if (end > pos) spans.push([pos, end]);
      pos = haystack.indexOf(u.parts[0]!, end > pos ? end : pos + 1);
    }
  }
  spans.sort((a, b) => a[0] - b[0]);
  const out: Array<[number, number]> = [];
  for (const s of spans) if (!out.length || s[0] >= out[out.length - 1]![1]) out.push(s);
  return out;
}
