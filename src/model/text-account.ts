/**
 * Reading the text account (DocModel.textAccount): when a page does not balance, and the document's totals.
 * The compiler names the pages that do not balance in a diagnostic; `reading` shows the totals and those pages.
 */
import { FURNITURE_KINDS, type FurnitureKind, type PageAccount } from './types.js';

/**
 * A page does not balance when more of its text went nowhere than a stray mark: a word's worth of characters
 * and more than 1 % of the page. (The account compares characters as multisets, so a few characters of one page
 * can be found in the next page's elements; that noise stays well under this.)
 */
export const UNBALANCED_CHARS = 12;
export const UNBALANCED_SHARE = 0.01;

export function unbalanced(p: PageAccount): boolean {
  const lost = p.unaccounted ?? 0;
  return lost >= UNBALANCED_CHARS && lost > UNBALANCED_SHARE * p.text;
}

export interface TextTotals {
  /** Letters and digits pdf.js reads from every page. */
  text: number;
  heading: number;
  body: number;
  table: number;
  caption: number;
  furniture: Record<FurnitureKind, number>;
  dropped: Record<string, number>;
  unaccounted: number;
  /** Share of `text` accounted for (1 when nothing is lost). */
  accounted: number;
}

export function textTotals(pages: readonly PageAccount[]): TextTotals {
  const furniture = Object.fromEntries(FURNITURE_KINDS.map((k) => [k, 0])) as Record<FurnitureKind, number>;
  const t: TextTotals = {
    text: 0,
    heading: 0,
    body: 0,
    table: 0,
    caption: 0,
    furniture,
    dropped: {},
    unaccounted: 0,
    accounted: 1,
  };
  for (const p of pages) {
    t.text += p.text;
    t.heading += p.heading ?? 0;
    t.body += p.body ?? 0;
    t.table += p.table ?? 0;
    t.caption += p.caption ?? 0;
    t.unaccounted += p.unaccounted ?? 0;
    for (const k of FURNITURE_KINDS) furniture[k] += p.furniture?.[k] ?? 0;
    for (const [code, n] of Object.entries(p.dropped ?? {})) t.dropped[code] = (t.dropped[code] ?? 0) + n;
  }
  t.accounted = t.text ? (t.text - t.unaccounted) / t.text : 1;
  return t;
}

/** What `reading` shows: the document's totals, and every page that does not balance or whose content is damaged. */
export function accountSummary(pages: readonly PageAccount[]): TextTotals & { unbalanced: PageAccount[] } {
  // A page pdf.js stopped reading at damaged content lost what it draws after the damage, which no count shows.
  return { ...textTotals(pages), unbalanced: pages.filter((p) => unbalanced(p) || p.contentError !== undefined) };
}
