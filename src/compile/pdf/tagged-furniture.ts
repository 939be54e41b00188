/**
 * Running headers and footers that a file tagged as real content by mistake
 * (WTPDF tags its last page's footer as a P). A tagged block is dropped when its
 * text is the text of an artifact repeated on several pages, at the same height
 * on the page — what the other pages print there is furniture, so this is too.
 */
import type { RawBlock } from '../blocks.js';
import type { PageText } from './page-text.js';

const SAME_HEIGHT = 3;

function compactText(s: string): string {
  return s.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
}

export interface FurnitureFilter {
  blocks: RawBlock[];
  dropped: { page: number; text: string }[];
}

export function dropTaggedFurniture(blocks: RawBlock[], texts: (PageText | undefined)[]): FurnitureFilter {
  const seen = new Map<string, { pages: Set<number>; tops: number[] }>();
  texts.forEach((t, i) => {
    for (const a of t?.artifacts ?? []) {
      const key = compactText(a.text);
      if (!key) continue;
      let entry = seen.get(key);
      if (!entry) seen.set(key, (entry = { pages: new Set(), tops: [] }));
      entry.pages.add(i + 1);
      entry.tops.push(a.top);
    }
  });
  const minPages = Math.max(2, Math.min(3, Math.floor(texts.length / 2)));
  const dropped: FurnitureFilter['dropped'] = [];
  const kept = blocks.filter((b) => {
    if ((b.kind !== 'paragraph' && b.kind !== 'heading') || b.y === null) return true;
    const entry = seen.get(compactText(b.text));
    if (!entry || entry.pages.size < minPages || entry.pages.has(b.page)) return true;
    const y = b.y;
    if (!entry.tops.some((top) => Math.abs(top - y) <= SAME_HEIGHT)) return true;
    dropped.push({ page: b.page, text: b.text });
    return false;
  });
  return { blocks: kept, dropped };
}
