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

/** Whether a line stands outside the page's ruling: above its highest rule or below its lowest (never a table's row). */
function outsideRules(rules: PageRules): (l: Line) => boolean {
  const ys = [...rules.horizontal.map((r) => r.at), ...rules.vertical.flatMap((r) => [r.from, r.to])];
  if (!ys.length) return () => true;
  const [top, bottom] = [Math.max(...ys), Math.min(...ys)];
  return (l) => l.y > top || l.y < bottom;
}

/** Per page, the lines repeated as running headers or footers. */
export function runningLines(pages: readonly { lines: PageLines; rules: PageRules }[]): Map<number, Set<Line>> {
  // Each page's lines that may run, each with its key: a word in it, outside the ruling.
  const candidates = pages.map((p) => {
    const outside = outsideRules(p.rules);
    const lines = p.lines.lines.filter((l) => holdsWord(l.text) && outside(l));
    return { page: p.lines.page, keyed: lines.map((l) => ({ line: l, key: keyOf(l) })) };
  });
  const seen = new Map<string, Set<number>>();
  for (const c of candidates) for (const { key } of c.keyed) seen.set(key, (seen.get(key) ?? new Set()).add(c.page));
  const out = new Map<number, Set<Line>>();
  for (const c of candidates) {
    const repeated = c.keyed.filter(({ key }) => seen.get(key)!.size > 1).map(({ line }) => line);
    if (repeated.length) out.set(c.page, new Set(repeated));
  }
  return out;
}
