import { describe, expect, it } from 'vitest';
import type { RawBlock } from '../../blocks.js';
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

describe('restorePageOrder: text read far after the pages it is printed on', () => {
  it('goes back to its page where no heading says so; a table floated a page or two stays', () => {
    const r = restorePageOrder([
      p('on 143', 143),
      p('on 144', 144),
      p('on 232', 232),
      p('145 again', 145),
      p('145, next', 145, 500),
      p('on 233', 233),
    ]);
    expect(texts(r.blocks)).toEqual(['on 143', 'on 144', '145 again', '145, next', 'on 232', 'on 233']);
    expect(r).toMatchObject({ moved: 2, movedPages: [145] });
    const floated = [p('mention', 10), p('table', 12), p('after', 10, 300)];
    expect(restorePageOrder(floated).moved).toBe(0);
  });
});

describe('restorePageOrder: the rest of a list printed after later headings', () => {
  /** A tagged list block; `continued`: its items on the page after the block before's. */
  const list = (items: string[], page: number, y: number, continued = false): RawBlock => ({
    kind: 'list',
    items,
    itemPages: items.map(() => page),
    page,
    y,
    ...(continued ? { continued: true as const } : {}),
  });

  it('goes forward to where it is printed; a paragraph or table read early stays', () => {
    const r = restorePageOrder([
      h('3.1.2.5 Will Flag', 32),
      list(['An I/O error'], 32, 500),
      list(['1 (0x01) Byte: the UTF-8 data MUST be well-formed'], 41, 400),
      p('Floating figure', 34),
      h('3.1.2.6 Will QoS', 33),
      h('3.1.3.2.3 Payload Format Indicator', 41, 600),
      p('Followed by the value', 41, 500),
      p('After the list', 41, 300),
    ]);
    expect(texts(r.blocks)).toEqual([
      '3.1.2.5 Will Flag',
      'list',
      'Floating figure',
      '3.1.2.6 Will QoS',
      '3.1.3.2.3 Payload Format Indicator',
      'Followed by the value',
      'list',
      'After the list',
    ]);
    expect(r.blocks[6]).toMatchObject({ items: ['1 (0x01) Byte: the UTF-8 data MUST be well-formed'] });
  });

  it('joins the part of a list on the next page again when nothing read after it is printed above it', () => {
    const r = restorePageOrder([
      h('3.3.1.3 RETAIN', 54, 700),
      list(['If Retain Handling is 0'], 54, 200),
      list(['If Retain Handling is 1'], 55, 750, true),
      p('Non-normative comment', 55, 600),
      h('3.3.1.4 Remaining Length', 55, 400),
    ]);
    expect(r.moved).toBe(0);
    expect(r.blocks[1]).toEqual({
      kind: 'list',
      items: ['If Retain Handling is 0', 'If Retain Handling is 1'],
      itemPages: [54, 55],
      page: 54,
      y: 200,
    });
    expect(r.blocks).toHaveLength(4);
  });

  it('moves the part of a list on the next page below the heading the tree reads after it (MQTT 3.3.2.3.2)', () => {
    const r = restorePageOrder([
      h('3.3.1.3 RETAIN', 55, 700),
      list(['If the value is set to 1, the Server MUST set the RETAIN flag'], 55, 500),
      list(['1 (0x01) Byte: the UTF-8 data MUST be well-formed'], 56, 400, true),
      p('Non-normative comment', 55, 300),
      h('3.3.2.3.2 Payload Format Indicator', 56, 600),
      p('Followed by the value', 56, 500),
      p('A Server MUST send the Payload Format Indicator unaltered', 56, 300),
    ]);
    expect(texts(r.blocks)).toEqual([
      '3.3.1.3 RETAIN',
      'list',
      'Non-normative comment',
      '3.3.2.3.2 Payload Format Indicator',
      'Followed by the value',
      'list',
      'A Server MUST send the Payload Format Indicator unaltered',
    ]);
    expect(r.blocks[5]).toEqual({
      kind: 'list',
      items: ['1 (0x01) Byte: the UTF-8 data MUST be well-formed'],
      itemPages: [56],
      page: 56,
      y: 400,
    });
    expect(r).toMatchObject({ moved: 1, movedPages: [56] });
  });

  it('moves the part of a list on the next page below the label the tree reads right after it (MQTT 4.8.2)', () => {
    const r = restorePageOrder([
      h('4.8.2 Shared Subscriptions', 101, 700),
      list(['$share is a literal string', '{filter} is the remainder'], 101, 500),
      list(['Shared subscriptions "$share/consumer1/sport/tennis/+" …'], 102, 650, true),
      p("A Shared Subscription's Topic Filter MUST start with $share/", 101, 300),
      p('Examples:', 102, 700),
      p('A Shared Subscription is created by …', 102, 400),
      h('4.8.3 Next', 103),
    ]);
    expect(texts(r.blocks)).toEqual([
      '4.8.2 Shared Subscriptions',
      'list',
      "A Shared Subscription's Topic Filter MUST start with $share/",
      'Examples:',
      'list',
      'A Shared Subscription is created by …',
      '4.8.3 Next',
    ]);
    expect(r).toMatchObject({ moved: 1, movedPages: [102] });
  });
});
