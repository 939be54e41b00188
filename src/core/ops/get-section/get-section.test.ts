import { lastValueFrom } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { createCore } from '../../create-core.js';
import { type PdfspecError } from '../../errors.js';
import { getSectionOutput } from './schema.js';
import { normaliseSectionRef } from '../find-section.js';
import { buildModel, isoLikeModel, testContext } from '#test-support/test-model.js';

const core = () => createCore(testContext([{ id: 'iso32000-2', model: isoLikeModel() }]));
const get = (input: unknown) => lastValueFrom(core().get_section(input));
const fail = async (input: unknown) => {
  try {
    await get(input);
  } catch (e) {
    return e as PdfspecError;
  }
  throw new Error('expected an error');
};

describe('get_section', () => {
  it('finds an unnumbered section by the slug of its title, letters beyond ASCII included', async () => {
    // The compiler gives "Über diese Norm" the id "über-diese-norm"; a lookup must slug the same way.
    const model = buildModel()
      .section(null, 'Über diese Norm')
      .para('Vorwort.')
      .section('1', 'Scope')
      .para('x')
      .build();
    expect(model.sections[0]!.id).toBe('über-diese-norm');
    const core = createCore(testContext([{ id: 'iso32000-2', model }]));
    for (const ref of ['Über diese Norm.', 'über  diese — norm']) {
      const r = await lastValueFrom(core.get_section({ section: ref }));
      expect(r.sectionNumber, ref).toBe('über-diese-norm');
    }
  });

  it('returns a parent with its whole subtree in document order', async () => {
    const r = await get({ section: '7.3' });
    expect(getSectionOutput.parse(r)).toBeTruthy();
    expect(r.sectionNumber).toBe('7.3');
    expect(r.title).toBe('Objects');
    const headings = r.content.filter((c) => c.type === 'heading').map((c) => c.text);
    expect(headings).toEqual(['7.3 Objects', '7.3.4 Stream objects', '7.3.5 Null object']);
    expect(r.content.map((c) => c.section)).toEqual([
      '7.3',
      '7.3',
      '7.3.4',
      '7.3.4',
      '7.3.4',
      '7.3.4',
      '7.3.4',
      '7.3.5',
      '7.3.5',
      '7.3.5',
    ]);
    // Nothing of the next sibling (7.4) leaks in.
    expect(r.content.some((c) => c.text?.includes('applied twice'))).toBe(false);
  });

  it('expands tables with their position within the section and spans the pages a table runs on', async () => {
    const r = await get({ section: '7.3' });
    const tables = r.content.filter((c) => c.type === 'table').map((c) => c.table!);
    expect(tables.map((t) => [t.index, t.number, t.rows.length])).toEqual([
      [0, 'Table 5', 2],
      [1, 'Table 6', 1],
    ]);
    expect(tables[0]!.headers).toEqual(['Key', 'Type', 'Value']);
    expect(r.pageRange).toEqual({ start: 4, end: 6, startLabel: '2', endLabel: '4' });
  });

  it('keeps a leaf section to its own content', async () => {
    const r = await get({ section: '7.3.4' });
    expect(r.content[0]).toMatchObject({ type: 'heading', text: '7.3.4 Stream objects', level: 3 });
    expect(r.content.filter((c) => c.type === 'list')[0]!.items).toEqual([
      '— the stream dictionary',
      '— the keyword stream',
    ]);
    expect(r.content.every((c) => c.section === '7.3.4')).toBe(true);
  });

  it.each([
    ['Annex A', 'Annex A'],
    ['annex a', 'Annex A'],
    ['ANNEX A.', 'Annex A'],
    ['A.1', 'A.1'],
    ['a.1', 'A.1'],
    ['7.3.4.', '7.3.4'],
    ['§7.3.4', '7.3.4'],
    ['§ 7.3.4', '7.3.4'],
    ['clause 7', '7'],
    [' 7.4 ', '7.4'],
    ['Foreword', 'foreword'],
    ['foreword', 'foreword'],
    ['Terms and definitions', '3'],
  ])('accepts %j as section %s', async (q, id) => {
    expect((await get({ section: q })).sectionNumber).toBe(id);
  });

  it('finds "Annex A" in a document that prints "Appendix A", and the reverse', async () => {
    const m = buildModel().section('1', 'Scope').section('Appendix A', 'Examples').para('x').build();
    const c = createCore(testContext([{ id: 'iso32000-2', model: m }]));
    expect((await lastValueFrom(c.get_section({ section: 'Annex A' }))).sectionNumber).toBe('Appendix A');
    expect((await lastValueFrom(core().get_section({ section: 'appendix a' }))).sectionNumber).toBe('Annex A');
  });

  it('reports an unknown section with at most five nearby suggestions', async () => {
    const e = await fail({ section: '7.3.9' });
    expect(e.code).toBe('unknown_section');
    expect(e.message).toContain('7.3.9');
    expect(e.suggestions[0]).toBe('7.3 Objects');
    expect(e.suggestions).toContain('7.3.5 Null object');
    expect(e.suggestions.length).toBeLessThanOrEqual(5);
    const t = await fail({ section: 'stream objekts' });
    expect(t.suggestions[0]).toBe('7.3.4 Stream objects');
  });

  it('pages through long content', async () => {
    const p1 = await get({ section: '7', offset: 0, limit: 4 });
    expect(p1.content).toHaveLength(4);
    expect(p1.paging).toEqual({ offset: 0, limit: 4, total: 17, truncated: true, nextOffset: 4 });
    const rest = await get({ section: '7', offset: 14, limit: 4 });
    expect(rest.content).toHaveLength(3);
    expect(rest.paging).toMatchObject({ truncated: false, nextOffset: null });
    expect((await get({ section: '7' })).paging).toBeUndefined();
  });

  it('rejects bad input before touching the model', async () => {
    const ctx = testContext([{ id: 'iso32000-2', model: isoLikeModel() }]);
    const c = createCore(ctx);
    for (const bad of [{}, { section: '' }, { section: '7', limit: 0 }, { section: '7', extra: 1 }]) {
      await expect(lastValueFrom(c.get_section(bad))).rejects.toMatchObject({ code: 'invalid_input' });
    }
    expect(ctx.loads.size).toBe(0);
  });

  it('normalises references', () => {
    expect(normaliseSectionRef('  clause   12.8.  ')).toBe('12.8');
    expect(normaliseSectionRef('appendix b.')).toBe('Appendix B');
  });
});
