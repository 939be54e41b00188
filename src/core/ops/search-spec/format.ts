/**
 * Search results, one per line. On a colour terminal the query words are
 * highlighted in the snippet, found with the search engine's own matcher.
 */
import { type MatchRequest, matchSpans } from '../../search/spans.js';
import type { SearchSpecResult } from './schema.js';
import { layout, type Paint, type TextStyle } from '../text-style.js';

export function highlight(text: string, request: MatchRequest, paint: Paint): string {
  let out = '';
  let at = 0;
  for (const [from, to] of matchSpans(text, request)) {
    out += text.slice(at, from) + paint(text.slice(from, to));
    at = to;
  }
  return out + text.slice(at);
}

export function formatSearch(r: SearchSpecResult, s: TextStyle): string[] {
  const multi = new Set(r.results.map((x) => x.spec)).size > 1;
  const rows = r.results.map((x) => [
    ...(multi || !s.tty ? [x.spec] : []),
    x.section ?? '-',
    s.tty ? `p. ${x.pageLabel}` : x.pageLabel,
    x.title,
    highlight(x.snippet, r, s.c.bold),
  ]);
  const paints: Array<Paint | undefined> =
    multi || !s.tty ? [s.c.dim, s.c.bold, s.c.dim, s.c.cyan] : [s.c.bold, s.c.dim, s.c.cyan];
  const lines = layout(rows, s, paints);
  if (!s.tty) return lines;
  const first = r.paging?.offset ?? 0;
  const next = first + r.results.length;
  // A paged answer gets its "--offset N for more" from the CLI's paging notice.
  const more = !r.paging && r.totalResults > next ? ` (--offset ${next} for more)` : '';
  const shown = first > 0 && r.results.length ? `${first + 1}–${next}` : `${r.results.length}`;
  return [...lines, s.c.dim(`${shown} of ${r.totalResults} result${r.totalResults === 1 ? '' : 's'}${more}`)];
}
