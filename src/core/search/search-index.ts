/**
 * The per-model search index: every element's searchable text, folded and
 * concatenated into one string with element offsets. Building it is a single
 * join (a few ms for a 1000-page model), so even a one-shot CLI process can
 * afford it; long-lived processes keep it (memoised per model).
 */
import type { DocModel, Element } from '../../model/types.js';
import { fold } from './tokenize.js';

/** Separates elements; never a word or separator character, so no match crosses it. */
export const BOUNDARY = '\u0000';

export interface SearchIndex {
  model: DocModel;
  /** Folded text of all elements, each followed by BOUNDARY. */
  text: string;
  /** starts[i] = offset of element i in `text`; starts[n] = text.length. */
  starts: Int32Array;
  /** Mean element length in characters (BM25 length normalisation). */
  avgLength: number;
}

/** What search sees of an element: headings, paragraphs, list items, note label + text, code, table caption and cells. */
export function elementText(model: DocModel, e: Element): string {
  switch (e.kind) {
    case 'heading':
    case 'paragraph':
    case 'code':
      return e.text;
    case 'note':
      return `${e.label} ${e.text}`;
    case 'list':
      return e.items.join(' ');
    case 'table': {
      const t = model.tables[e.table];
      if (!t) return '';
      const rows = [t.headers, ...t.rows].map((r) => r.join(' ')).join(' ');
      return `${t.number ?? ''} ${t.caption} ${rows}`.trim();
    }
    default: {
      const never: never = e;
      return never;
    }
  }
}

const memo = new WeakMap<DocModel, SearchIndex>();

export function searchIndex(model: DocModel): SearchIndex {
  const hit = memo.get(model);
  if (hit) return hit;
  const n = model.elements.length;
  const starts = new Int32Array(n + 1);
  const pieces: string[] = new Array(n);
  let offset = 0;
  for (let i = 0; i < n; i++) {
    starts[i] = offset;
    // A stray NUL in the model would act as a boundary; replace it with a space.
    const t = elementText(model, model.elements[i]!).replaceAll(BOUNDARY, ' ');
    pieces[i] = t;
    offset += t.length + 1;
  }
  starts[n] = offset;
  const text = fold(pieces.join(BOUNDARY) + (n ? BOUNDARY : ''));
  const idx: SearchIndex = { model, text, starts, avgLength: n ? (offset - n) / n : 1 };
  memo.set(model, idx);
  return idx;
}

/** Index of the element containing text offset `pos` (binary search). */
export function elementAt(idx: SearchIndex, pos: number): number {
  let lo = 0;
  let hi = idx.starts.length - 2;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (idx.starts[mid]! <= pos) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}
