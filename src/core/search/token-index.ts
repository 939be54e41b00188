/**
 * An inverted index (word → elements with their counts) over a SearchIndex's
 * folded text, for long-lived processes (MCP server, TUI) that search the same
 * model many times. Building it costs a few full scans, so search-model.ts
 * builds it only from the second query on a model; a one-shot CLI process never
 * pays for it. Words are exactly the runs of isWordChar, the same boundaries
 * matchAt uses, so a word's count here equals its whole-word match count.
 */
import type { SearchIndex } from './search-index.js';
import { isWordChar } from './tokenize.js';

/** Elements (ascending) and the term frequency in each. */
export interface Postings {
  els: Int32Array;
  tfs: Int32Array;
}

export type TokenIndex = Map<string, Postings>;

const memo = new WeakMap<SearchIndex, TokenIndex>();

export function tokenIndex(idx: SearchIndex): TokenIndex {
  const hit = memo.get(idx);
  if (hit) return hit;
  const { text, starts } = idx;
  // Growable per-token lists of (element, tf); compacted into typed arrays at the end.
  const lists = new Map<string, number[]>();
  const n = starts.length - 1;
  for (let el = 0; el < n; el++) {
    const end = starts[el + 1]! - 1;
    let i = starts[el]!;
    while (i < end) {
      while (i < end && !isWordChar(text.charCodeAt(i))) i++;
      const from = i;
      while (i < end && isWordChar(text.charCodeAt(i))) i++;
      if (i === from) continue;
      const word = text.slice(from, i);
      let list = lists.get(word);
      if (!list) lists.set(word, (list = []));
      // Same element as the last entry: count up, else start a new (element, 1) pair.
      if (list.length && list[list.length - 2] === el) list[list.length - 1]!++;
      else list.push(el, 1);
    }
  }
  const index: TokenIndex = new Map();
  for (const [word, list] of lists) {
    const els = new Int32Array(list.length / 2);
    const tfs = new Int32Array(list.length / 2);
    for (let k = 0; k < els.length; k++) {
      els[k] = list[2 * k]!;
      tfs[k] = list[2 * k + 1]!;
    }
    index.set(word, { els, tfs });
  }
  memo.set(idx, index);
  return index;
}

export const EMPTY: Postings = { els: new Int32Array(0), tfs: new Int32Array(0) };

/** Elements present in every list (ascending), e.g. the AND of several words. */
export function intersect(lists: readonly Int32Array[]): Int32Array {
  if (!lists.length) return new Int32Array(0);
  const sorted = [...lists].sort((a, b) => a.length - b.length);
  let acc = sorted[0]!;
  for (const other of sorted.slice(1)) {
    const out: number[] = [];
    let j = 0;
    for (let i = 0; i < acc.length && j < other.length; i++) {
      const v = acc[i]!;
      while (j < other.length && other[j]! < v) j++;
      if (other[j] === v) out.push(v);
    }
    acc = Int32Array.from(out);
    if (!acc.length) break;
  }
  return acc;
}
