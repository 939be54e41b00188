/**
 * Search results, one per line. On a colour terminal the query words are
 * highlighted in the snippet, found with the search engine's own matcher.
 */
import type { SearchSpecResult } from '../../core/schemas.js';
import { matchAt } from '../../core/search/match.js';
import { fold, parseQuery } from '../../core/search/tokenize.js';
import { layout, type Paint, type Style } from './style.js';

export function highlight(text: string, query: string, paint: Paint): string {
  const folded = fold(text);
  const spans: Array<[number, number]> = [];
  for (const u of parseQuery(query)) {
    let pos = folded.indexOf(u.parts[0]!);
    while (pos !== -1) {
      const end = matchAt(folded, pos, u.parts, u.joins);
      if (end > pos) spans.push([pos, end]);
      pos = folded.indexOf(u.parts[0]!, end > pos ? end : pos + 1);
    }
  }
  if (!spans.length) return text;
  spans.sort((a, b) => a[0] - b[0]);
  let out = '';
  let at = 0;
  for (const [from, to] of spans) {
    if (from < at) continue;
    out += text.slice(at, from) + paint(text.slice(from, to));
    at = to;
  }
  return out + text.slice(at);
}

export function formatSearch(r: SearchSpecResult, s: Style): string[] {
  const multi = new Set(r.results.map((x) => x.spec)).size > 1;
  const rows = r.results.map((x) => [
    ...(multi || !s.tty ? [x.spec] : []),
    x.section ?? '-',
    s.tty ? `p. ${x.pageLabel}` : x.pageLabel,
    x.title,
    highlight(x.snippet, r.query, s.c.bold),
  ]);
  const paints: Array<Paint | undefined> = multi || !s.tty ? [s.c.dim, s.c.bold, s.c.dim, s.c.cyan] : [s.c.bold, s.c.dim, s.c.cyan];
  const lines = layout(rows, s, paints);
  if (!s.tty) return lines;
  const more = r.totalResults > r.results.length ? ` (--max-results up to 50 for more)` : '';
  return [...lines, s.c.dim(`${r.results.length} of ${r.totalResults} result${r.totalResults === 1 ? '' : 's'}${more}`)];
}
