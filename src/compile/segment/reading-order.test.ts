import { describe, expect, it } from 'vitest';
import type { RawBlock } from '../blocks.js';
import { restorePageOrder } from './reading-order.js';

const h = (text: string, page: number, y = 700): RawBlock => ({ kind: 'heading', text, tagLevel: 1, page, y });
const p = (text: string, page: number, y: number | null = 600): RawBlock => ({ kind: 'paragraph', text, page, y });
const texts = (blocks: RawBlock[]) =>
  blocks.map((b) => (b.kind === 'heading' || b.kind === 'paragraph' ? b.text : b.kind));

describe('restorePageOrder', () => {
  it('puts a story the tree reads after the body (cover, copyright page, Contents) back before it', () => {
    const r = restorePageOrder([
      h('Foreword', 3),
      p('F', 3),
      h('Bibliography', 5),
      p('[1]', 5),
      p('Cover', 1),
      p('Copyright', 2),
      p('Contents', 2, 500),
      p('Back cover', 6),
    ]);
    expect(texts(r.blocks)).toEqual([
      'Cover',
      'Copyright',
      'Contents',
      'Foreword',
      'F',
      'Bibliography',
      '[1]',
      'Back cover',
    ]);
    expect(r).toMatchObject({ moved: 3, movedPages: [1, 2] });
  });

  it('puts a footnote read at the end below what is printed above it on its page', () => {
    const r = restorePageOrder([
      h('1 A', 8, 700),
      p('a1', 8, 650),
      p('a2', 8, 300),
      h('2 B', 9),
      p('b', 9),
      h('3 C', 71),
      p('Footnote 1', 8, 320),
    ]);
    expect(texts(r.blocks)).toEqual(['1 A', 'a1', 'Footnote 1', 'a2', '2 B', 'b', '3 C']);
  });

  it('leaves page order alone, and the tree order within a page of moved blocks', () => {
    const inOrder = [p('Cover', 1), h('1 A', 2), p('x', 2), p('y', 3), h('2 B', 3, 300), p('z', 3, 200)];
    expect(restorePageOrder(inOrder)).toEqual({ blocks: inOrder, movedPages: [], moved: 0 });
    const twoColumns = restorePageOrder([h('1 A', 4), p('left low', 2, 100), p('right high', 2, 700)]);
    expect(texts(twoColumns.blocks)).toEqual(['left low', 'right high', '1 A']);
  });
});
