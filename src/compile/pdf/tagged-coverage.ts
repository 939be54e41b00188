/**
 * How much of the printed (non-artifact) text the structure walk reached. A
 * tree that reaches little of it — content left untagged, MCIDs the tree does
 * not point at — would give a model with holes; the compiler then says so, or
 * uses the layout fallback instead.
 */
import type { RawBlock } from '../blocks.js';
import type { PageText } from './page-text.js';

/** Non-space characters of a text: what the coverage and the table hints (table-hints.ts) count. */
export const nonSpace = (s: string) => s.replace(/\s+/g, '').length;

function blockChars(b: RawBlock): number {
  switch (b.kind) {
    case 'list':
      return b.items.reduce((n, i) => n + nonSpace(i), 0);
    case 'table':
      return b.rows.reduce((n, r) => n + r.cells.reduce((m, c) => m + nonSpace(c.text), 0), 0);
    default:
      return nonSpace(b.text);
  }
}

export interface Coverage {
  /** Non-space characters of real content printed on the pages. */
  printed: number;
  /** Of those, how many the blocks hold (ActualText can make it slightly differ). */
  reached: number;
  ratio: number;
}

export function taggedCoverage(blocks: RawBlock[], texts: (PageText | undefined)[]): Coverage {
  let printed = 0;
  for (const t of texts) {
    if (!t) continue;
    printed += t.untaggedChars;
    for (const pieces of t.mcids.values()) for (const p of pieces) if (!('nested' in p)) printed += nonSpace(p.s);
  }
  const reached = blocks.reduce((n, b) => n + blockChars(b), 0);
  return { printed, reached, ratio: printed === 0 ? 1 : Math.min(1, reached / printed) };
}
