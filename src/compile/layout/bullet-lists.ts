/**
 * Consecutive paragraphs that open with a bullet glyph ("■", "•", "●", the Symbol font's U+F0B7) are a
 * printed list, the untagged counterpart of an L/LI list, and become one list
 * block. Em-dash and "a)" items are not bullets: ISO drafting prints them as
 * paragraphs, and the segmenter groups those for both extractors.
 */
import type { RawBlock } from '../blocks.js';

/** A bullet glyph, the Symbol font's private-use ones (U+F0B7 as Word exports it) among them. */
const BULLET = /^[•■▪●◦◼▸►\uE000-\uF8FF]\s/u;

/** Does a line or paragraph open with a bullet glyph: an item of a printed list? */
export const isBulletText = (text: string): boolean => BULLET.test(text);

export function groupBulletLists(blocks: RawBlock[]): RawBlock[] {
  const out: RawBlock[] = [];
  for (const b of blocks) {
    if (b.kind !== 'paragraph' || !isBulletText(b.text)) {
      out.push(b);
      continue;
    }
    const prev = out[out.length - 1];
    if (prev?.kind === 'list') {
      prev.items.push(b.text);
      prev.itemPages?.push(b.page);
    } else {
      out.push({ kind: 'list', page: b.page, y: b.y, items: [b.text], itemPages: [b.page] });
    }
  }
  return out;
}
