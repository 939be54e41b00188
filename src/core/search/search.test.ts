import { describe, expect, it } from 'vitest';
import { buildModel } from '#test-support/test-model.js';
import { matchAt } from './match.js';
import { inMemoryReader } from '../../model/reader.js';
import { firstValueFrom } from 'rxjs';
import { kthHighest, searchModel, searchRegex$ } from './search-model.js';
import { snippet } from './snippet.js';
import { fold, parseQuery } from './tokenize.js';

const texts = (m: ReturnType<typeof buildModel>, q: string) => {
  const model = m.build();
  return searchModel(inMemoryReader(model), q).hits.map((h) => {
    const e = model.elements[h.element]!;
    return 'text' in e ? e.text : e.type;
  });
};

describe('query parsing', () => {
  it('splits words, drops quotes and marks hyphen joins', () => {
    expect(parseQuery('"Logical  Content" order')).toEqual([
      { text: 'logical', parts: ['logical'], joins: ['start'] },
      { text: 'content', parts: ['content'], joins: ['start'] },
      { text: 'order', parts: ['order'], joins: ['start'] },
    ]);
    expect(parseQuery('non-zero')[0]).toEqual({ text: 'non zero', parts: ['non', 'zero'], joins: ['start', 'hyphen'] });
    expect(parseQuery('7.3.4')[0]!.joins).toEqual(['start', 'inner', 'inner']);
    expect(parseQuery('— …')).toEqual([]);
  });

  it('folds case without changing length', () => {
    const s = 'İstanbul ÉCRITURE';
    expect(fold(s)).toHaveLength(s.length);
    expect(fold('ÉCRITURE')).toBe('écriture');
  });
});

describe('matching', () => {
  const at = (text: string, q: string) => {
    const u = parseQuery(q)[0]!;
    return matchAt(text, text.indexOf(u.parts[0]!), u.parts, u.joins);
  };
  it('matches whole words only', () => {
    expect(at('the border', 'order')).toBe(-1);
    expect(at('ordering', 'order')).toBe(-1);
    expect(at('(order)', 'order')).toBe(6);
  });
  it('lets a hyphenated query word match spaced, hyphenated and closed-up text', () => {
    for (const t of ['non-zero', 'non zero', 'nonzero', 'non\u2011zero']) expect(at(t, 'non-zero')).toBe(t.length);
    expect(at('non zero', 'nonzero')).toBe(-1);
  });
});

describe('ranking', () => {
  it('puts exact phrases before scattered words, and headings before body text', () => {
    const m = buildModel()
      .section('1', 'Intro')
      .para('The order of content is logical; content order matters, order order content logical.')
      .para('Readers follow the logical content order of the page.')
      .section('8.2.3', 'Logical content order');
    expect(texts(m, 'logical content order')).toEqual([
      '8.2.3 Logical content order',
      'Readers follow the logical content order of the page.',
      'The order of content is logical; content order matters, order order content logical.',
    ]);
  });

  it('does not join a phrase across sentence punctuation', () => {
    const m = buildModel()
      .section('1', 'A')
      .para('It is logical; content order follows.')
      .para('logical content order');
    const model = m.build();
    expect(searchModel(inMemoryReader(model), 'logical content order').hits.map((h) => [h.element, h.phrase])).toEqual([
      [2, true],
      [1, false],
    ]);
  });

  it('requires every word (AND) and never matches a phrase across elements', () => {
    const m = buildModel().section('1', 'A').para('logical content').para('order here');
    expect(texts(m, 'logical content order')).toEqual([]);
    expect(texts(m, 'logical order')).toEqual([]);
  });

  it('scores rarer words higher (BM25)', () => {
    const m = buildModel()
      .section('1', 'A')
      .para('stream stream stream')
      .para('stream filter')
      .para('stream data')
      .para('filter');
    const model = m.build();
    const r = searchModel(inMemoryReader(model), 'filter').hits;
    // Shorter element first at equal term frequency.
    expect(r.map((h) => h.element)).toEqual([4, 2]);
  });

  it('searches table cells, list items, notes and code', () => {
    const m = buildModel()
      .section('1', 'A')
      .table({ number: 'Table 1', caption: 'Keys', headers: ['Key'], rows: [['Length integer']] })
      .list(['— an ExtGState entry'])
      .note('NOTE', 'A lenient reader.')
      .code('BT /F1 Tf ET');
    expect(texts(m, 'length')).toEqual(['table']);
    expect(texts(m, 'extgstate')).toEqual(['list']);
    expect(texts(m, 'note lenient')).toEqual(['A lenient reader.']);
    expect(texts(m, 'F1')).toEqual(['BT /F1 Tf ET']);
  });
});

describe('the page of a hit', () => {
  const model = buildModel()
    .section('1', 'A')
    .page(5)
    .para('Key entries are listed below.')
    .table({
      number: null,
      caption: '',
      headers: ['Key', 'Value'],
      rows: [
        ['Length', 'The number of bytes.'],
        ['Filter', 'The filters applied, in order.'],
        ['DecodeParms', 'The parameters of the filters.'],
      ],
      pageEnd: 7,
      rowPages: [5, 6, 7],
    })
    .build();
  const pages = (q: string) => {
    const found = searchModel(inMemoryReader(model), q);
    return found.hits.map((h) => found.pageOf(h));
  };

  it('is the page of the row it is in, in a table run over pages, for a table without a number too', () => {
    expect(pages('filters applied')).toEqual([6]);
    expect(pages('DecodeParms')).toEqual([7]);
    expect(pages('bytes')).toEqual([5]);
  });

  it('is the page of the row of the first match of a regular expression', async () => {
    const found = await firstValueFrom(searchRegex$(inMemoryReader(model), 'Decode\\w+', 10, true));
    expect(found.hits.map((h) => found.pageOf(h))).toEqual([7]);
  });

  it("is the table's first page for its header, and the element's page elsewhere", () => {
    expect(pages('value')).toEqual([5]);
    expect(pages('listed below')).toEqual([5]);
  });
});

describe('snippets', () => {
  const long = `${'lorem ipsum '.repeat(30)}the logical content order of pages ${'dolor sit amet '.repeat(30)}`;
  it('centres a ~160 character excerpt on the match, with ellipses', () => {
    const start = long.indexOf('logical');
    const s = snippet(long, start, start + 'logical content order'.length);
    expect(s.startsWith('…') && s.endsWith('…')).toBe(true);
    expect(s).toContain('logical content order');
    expect(s.length).toBeLessThanOrEqual(162);
    const mid = s.indexOf('logical content order') + 10;
    expect(Math.abs(mid - s.length / 2)).toBeLessThan(20);
    expect(s.slice(1, -1)).toMatch(/^\S.*\S$/); // whole words
  });
  it('returns short text unchanged', () => {
    expect(snippet('short text', 0, 5)).toBe('short text');
  });
  it('is built by the search from the element text around the match', () => {
    const model = buildModel().section('1', 'A').para(long).build();
    const res = searchModel(inMemoryReader(model), 'content order');
    expect(res.snippetOf(res.hits[0]!)).toContain('the logical content order of pages');
  });
});

describe('scan and inverted index agree', () => {
  it('gives the same hits on the first (scan) and later (index) queries', () => {
    const words = [
      'stream',
      'object',
      'non-zero',
      'nonzero',
      'non',
      'zero',
      '7.3.4',
      'the',
      'Shall',
      'shall not',
      'logical',
      'content',
      'order;',
      'Table 5',
      'a',
    ];
    let seed = 7;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    const b = buildModel().section('1', 'A');
    for (let i = 0; i < 300; i++) {
      if (i % 40 === 0) b.section(`1.${i / 40 + 1}`, 'Logical content order');
      const len = 3 + Math.floor(next() * 25);
      b.para(Array.from({ length: len }, () => words[Math.floor(next() * words.length)]).join(' '));
    }
    for (const q of [
      'stream',
      'non-zero',
      'nonzero',
      '7.3.4',
      'shall not',
      'logical content order',
      'the a',
      'table 5',
      'zero stream object',
    ]) {
      const model = b.build();
      const first = searchModel(inMemoryReader(model), q);
      const second = searchModel(inMemoryReader(model), q);
      expect(second.hits, q).toEqual(first.hits);
      expect(first.hits.length, q).toBeGreaterThan(0);
      expect(second.hits.slice(0, 5).map((h) => second.snippetOf(h))).toEqual(
        first.hits.slice(0, 5).map((h) => first.snippetOf(h)),
      );
    }
  });
});

describe('kthHighest: the cut-off score of the best k', () => {
  it('equals the k-th highest of a full sort, ties and repeats included', () => {
    let seed = 7;
    const rand = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    for (let round = 0; round < 200; round++) {
      const n = 1 + Math.floor(rand() * 400);
      const scores = Float64Array.from({ length: n }, () => Math.floor(rand() * 20) / 4);
      const k = 1 + Math.floor(rand() * n);
      expect(kthHighest(scores, k)).toBe(Float64Array.from(scores).sort()[n - k]);
    }
  });
});
