import { lastValueFrom, throwError } from 'rxjs';
import { PdfspecError } from '../errors.js';
import { describe, expect, it } from 'vitest';
import { createCore } from '../create-core.js';
import { searchSpecOutput } from '../schemas.js';
import { buildModel, isoLikeModel, testContext } from '../../../test/support/test-model.js';

const guide = buildModel('guide.pdf')
  .section('8', 'Tagging').para('Tags describe the logical structure.')
  .section('8.2', 'Logical structure').page(2).para('The logical content order is the order of the structure tree.')
  .section('8.2.3', 'Logical content order').para('Content shall appear in logical content order.')
  .build();

const ctx = () => testContext([
  { id: 'iso32000-2', model: isoLikeModel() },
  { id: 'pdf17' },
  { id: 'wtpdf', category: 'guide', model: guide },
]);
const search = (input: object) => lastValueFrom(createCore(ctx()).search_spec(input));

describe('search_spec', () => {
  it('points results at the element section, heading first, with printed page labels', async () => {
    const r = await search({ spec: 'wtpdf', query: 'logical content order' });
    expect(searchSpecOutput.parse(r)).toBeTruthy();
    expect(r.results.map((x) => [x.section, x.type])).toEqual([['8.2.3', 'heading'], ['8.2.3', 'paragraph'], ['8.2', 'paragraph']]);
    // 8.2.3 starts on page 2 like the paragraph of 8.2: attribution is by heading, not by page.
    expect(r.results[2]).toMatchObject({ spec: 'wtpdf', title: 'Logical structure', page: 2, pageLabel: '2' });
    expect(r.results[0]!.score).toBeGreaterThan(r.results[1]!.score);
  });

  it('counts every matching element before max_results cuts', async () => {
    const r = await search({ spec: 'wtpdf', query: 'logical', max_results: 2 });
    expect(r.totalResults).toBe(5);
    expect(r.results).toHaveLength(2);
  });

  it('searches every available spec with spec "all"', async () => {
    const r = await search({ spec: 'all', query: 'logical content order' });
    expect(new Set(r.results.map((x) => x.spec))).toEqual(new Set(['wtpdf', 'iso32000-2']));
    expect(r.totalResults).toBe(4);
    const scores = r.results.map((x) => x.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
  });

  it('skips a spec that fails to load with "all", and says so', async () => {
    const c = ctx();
    const reader = c.reader.bind(c);
    c.reader = (entry) => (entry.id === 'wtpdf' ? throwError(() => new PdfspecError('missing_file', 'guide.pdf: damaged')) : reader(entry));
    const r = await lastValueFrom(createCore(c).search_spec({ spec: 'all', query: 'logical content order' }));
    expect(r.results.map((x) => x.spec)).toEqual(['iso32000-2']);
    expect(c.notices).toEqual(['search: skipped wtpdf: guide.pdf: damaged']);
  });

  it('uses the default spec and the page label of the hit', async () => {
    const r = await search({ query: 'stream filters' });
    expect(r.results[0]).toMatchObject({ spec: 'iso32000-2', section: '7.4', page: 7, pageLabel: '5' });
  });

  it('suggests section titles and terms when nothing matches', async () => {
    const r = await search({ query: 'strem objets' });
    expect(r.totalResults).toBe(0);
    expect(r.results).toEqual([]);
    expect(r.suggestions).toContain('Stream objects');
    const t = await search({ query: 'glyf' });
    expect(t.suggestions).toContain('glyph');
  });

  it('omits suggestions when something matched', async () => {
    expect((await search({ query: 'glyph' })).suggestions).toBeUndefined();
  });

  it('validates the query and max_results', async () => {
    await expect(search({ query: '' })).rejects.toMatchObject({ code: 'invalid_input' });
    await expect(search({ query: 'x', max_results: 51 })).rejects.toMatchObject({ code: 'invalid_input', message: expect.stringContaining('from 1 to 50') });
    await expect(search({ query: 'x', spec: 'nope' })).rejects.toMatchObject({ code: 'unknown_spec' });
    await expect(search({ query: 'x', spec: 'pdf17' })).rejects.toMatchObject({ code: 'missing_file' });
  });
});
