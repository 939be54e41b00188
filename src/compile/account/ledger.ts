/**
 * The conservation ledger: what pdf.js extracted from each page, and what the extractor set aside on purpose
 * (furniture) or left out with a diagnostic. The text account (account.ts) compares it with the model, so that
 * no text leaves a page unseen. Texts are kept as strings and compared as multisets of characters: only
 * letters and digits count (spaces, punctuation and dot leaders are no text a reader could miss).
 */
import type { FurnitureKind } from '../../model/types.js';

export interface PageLedger {
  /** Every text item pdf.js extracted from the page, joined by spaces. */
  text: string;
  /** Text set aside on purpose, by kind. */
  furniture: Partial<Record<FurnitureKind, string[]>>;
  /** Text left out and reported, by the code of the diagnostic that reports it. */
  dropped: Record<string, string[]>;
  /** pdf.js's error reading the page's content stream. */
  contentError?: string;
}

export function newLedger(text: string): PageLedger {
  return { text, furniture: {}, dropped: {} };
}

export function setAside(ledger: PageLedger | undefined, kind: FurnitureKind, text: string): void {
  if (!ledger || !text) return;
  (ledger.furniture[kind] ??= []).push(text);
}

export function leftOut(ledger: PageLedger | undefined, code: string, text: string): void {
  if (!ledger || !text) return;
  (ledger.dropped[code] ??= []).push(text);
}

const COUNTABLE = /[\p{L}\p{N}]/gu;

/** The characters of `text` that count: its letters and digits, after NFKC (a ligature is its letters). */
export function countable(text: string): string[] {
  return text.normalize('NFKC').match(COUNTABLE) ?? [];
}

export type Histogram = Map<string, number>;

export function histogram(texts: readonly string[], into: Histogram = new Map()): Histogram {
  for (const t of texts) for (const ch of countable(t)) into.set(ch, (into.get(ch) ?? 0) + 1);
  return into;
}

export const total = (h: Histogram): number => {
  let n = 0;
  for (const v of h.values()) n += v;
  return n;
};

/** Takes `part` out of `from` (in place) as far as `from` holds it; returns how many characters it took. */
export function subtract(from: Histogram, part: Histogram): number {
  let taken = 0;
  for (const [ch, n] of part) {
    const have = from.get(ch) ?? 0;
    const take = Math.min(have, n);
    if (take) from.set(ch, have - take);
    taken += take;
  }
  return taken;
}

/** The characters of `before` that `after` no longer holds (text a step took out of a page). */
export function removedText(before: string, after: string): string {
  const h = histogram([before]);
  subtract(h, histogram([after]));
  let out = '';
  for (const [ch, n] of h) if (n > 0) out += ch.repeat(n);
  return out;
}
