import { describe, expect, it } from 'vitest';
import type { RawBlock } from '../blocks.js';
import type { PageText } from './page-text.js';
import { dropTaggedFurniture } from './tagged-furniture.js';

const page = (artifacts: { text: string; top: number }[]): PageText => ({
  mcids: new Map(),
  artifacts,
  untaggedChars: 0,
});
const footer = (n: number) =>
  page([
    { text: `© 2019 PDF Association ${n}`, top: 51.4 },
    { text: 'PDF Association', top: 806 },
  ]);
const p = (text: string, pageNo: number, y: number): RawBlock => ({ kind: 'paragraph', text, page: pageNo, y });

describe('dropTaggedFurniture', () => {
  const texts = [footer(1), footer(2), footer(3), footer(4), page([])];

  it('drops a tagged block that repeats an artifact printed at the same height on other pages', () => {
    const { blocks, dropped } = dropTaggedFurniture(
      [p('Body text', 5, 700), p('© 2019 PDF Association', 5, 51.4), p('PDF Association', 5, 806)],
      texts,
    );
    expect(blocks.map((b) => b.kind === 'paragraph' && b.text)).toEqual(['Body text']);
    expect(dropped.map((d) => d.page)).toEqual([5, 5]);
  });

  it('keeps the same text elsewhere on the page (the copyright page, a title)', () => {
    const { blocks } = dropTaggedFurniture(
      [p('PDF Association', 5, 500), p('Copyright © 2019 PDF Association', 5, 51.4)],
      texts,
    );
    expect(blocks).toHaveLength(2);
  });

  it('drops a page number tagged as content where the other pages print theirs', () => {
    const numbered = [1, 2, 3].map((n) => page([{ text: String(n), top: 40 }]));
    const { blocks } = dropTaggedFurniture([p('4', 4, 40), p('4', 4, 400)], [...numbered, page([])]);
    expect(blocks).toEqual([p('4', 4, 400)]);
  });

  it('needs the artifact on several pages', () => {
    const once = [page([{ text: 'Draft', top: 40 }]), page([])];
    expect(dropTaggedFurniture([p('Draft', 2, 40)], once).blocks).toHaveLength(1);
  });
});

describe('page numbers tagged as paragraphs on every page', () => {
  it('drops the bare number that ends each page and runs with it, and keeps a number that ends a page by chance', () => {
    const blocks = [
      p('The standard begins.', 8, 700),
      p('1', 8, 40),
      p('It goes on.', 9, 700),
      p('2', 9, 40),
      p('And on.', 10, 700),
      p('3', 10, 40),
      p('The count of items is', 11, 700),
      p('42', 11, 600),
    ];
    const out = dropTaggedFurniture(blocks, []);
    expect(out.blocks.map((b) => (b.kind === 'paragraph' ? b.text : b.kind))).toEqual([
      'The standard begins.',
      'It goes on.',
      'And on.',
      'The count of items is',
      '42',
    ]);
    expect(out.dropped.map((d) => d.page)).toEqual([8, 9, 10]);
  });

  it('drops the front matter Roman folios apart from the body numbers that outnumber them', () => {
    // MIL-STD-882E: "ii" … "iv" end pages 2-4, the body's "1" … "5" end pages 8-12.
    const front = ['ii', 'iii', 'iv'].flatMap((n, i) => [p('Front matter text.', i + 2, 700), p(n, i + 2, 40)]);
    const body = [1, 2, 3, 4, 5].flatMap((n) => [p('Body text.', n + 7, 700), p(String(n), n + 7, 40)]);
    const out = dropTaggedFurniture([...front, ...body, p('Item v', 13, 700), p('v', 13, 600)], []);
    expect(out.dropped.map((d) => d.text)).toEqual(['ii', 'iii', 'iv', '1', '2', '3', '4', '5']);
    // A Roman numeral ending a page by chance runs with no other page: it stays.
    expect(out.blocks.filter((b) => b.kind === 'paragraph' && b.text === 'v')).toHaveLength(1);
  });
});
