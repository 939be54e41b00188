/**
 * The running header or footer lines of pages read again from their drawing (drawn-tables.ts): a line printed at
 * the same height on another of those pages with the same text, its figures aside ("APPENDIX A–ATTRIBUTES BY TAG
 * VALUE (INFORMATIVE)", "Page 205"), above or below every ruling line of its page. It holds a word: figures alone
 * are a page or line number (MQTT's margin line numbers). A structure tree gives such lines as artifacts; the
 * drawing gives them as text, which must not count as text standing above a grid's first row.
 */
import type { PageRules } from '../pdf/page-rules.js';
import type { Line, PageLines } from './types.js';
import { holdsWord } from '../words.js';

/** Lines this close (pt) in height stand at the same height on two pages. */
const SAME_HEIGHT = 2;

const keyOf = (l: Line) => `${Math.round(l.y / SAME_HEIGHT)}|${l.text.replace(/\d+/gu, '#').trim()}`;

/** Outside the page's ruling: above its highest rule or below its lowest (never a row of a ruled table). */
function outsideRules(l: Line, rules: PageRules): boolean {
  const ys = [...rules.horizontal.map((r) => r.at), ...rules.vertical.flatMap((r) => [r.from, r.to])];
  return !ys.length || l.y > Math.max(...ys) || l.y < Math.min(...ys);
}

/** Per page, the lines repeated as running headers or footers. */
export function runningLines(pages: readonly { lines: PageLines; rules: PageRules }[]): Map<number, Set<Line>> {
  const seen = new Map<string, Set<number>>();
  for (const p of pages)
    for (const l of p.lines.lines) {
      if (!holdsWord(l.text) || !outsideRules(l, p.rules)) continue;
      const key = keyOf(l);
      seen.set(key, (seen.get(key) ?? new Set()).add(p.lines.page));
    }
  const out = new Map<number, Set<Line>>();
  for (const p of pages) {
    const repeated = p.lines.lines.filter(
      (l) => holdsWord(l.text) && outsideRules(l, p.rules) && (seen.get(keyOf(l))?.size ?? 0) > 1,
    );
    if (repeated.length) out.set(p.lines.page, new Set(repeated));
  }
  return out;
}
