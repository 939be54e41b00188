import { lastValueFrom, throwError } from 'rxjs';
import { PdfspecError } from '../../errors.js';
import { describe, expect, it } from 'vitest';
import { createCore } from '../../create-core.js';
import { searchSpecOutput } from './schema.js';
import { buildModel, isoLikeModel, testContext } from '#test-support/test-model.js';

const guide = buildModel('guide.pdf')
  .section('8', 'Tagging')
  .para('Tags describe the logical structure.')
  .section('8.2', 'Logical structure')
  .page(2)
  .para('The logical content order is the order of the structure tree.')
  .section('8.2.3', 'Logical content order')
  .para('Content shall appear in logical content order.')
  .build();

const ctx = () =>
  testContext([
    { id: 'iso32000-2', model: isoLikeModel() },
    { id: 'pdf17' },
    { id: 'wtpdf', category: 'guide', model: guide },
  ]);
const search = (input: object) => lastValueFrom(createCore(ctx()).search_spec(input));

describe('search_spec', () => {
  it('points results at the element section, heading first, with printed page labels', async () => {
    const r = await search({ spec: 'wtpdf', query: 'logical content order' });
    expect(searchSpecOutput.parse(r)).toBeTruthy();
    expect(r.results.map((x) => [x.section, x.type])).toEqual([
      ['8.2.3', 'heading'],
      ['8.2.3', 'paragraph'],
      ['8.2', 'paragraph'],
    ]);
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
    c.reader = (entry) =>
      entry.id === 'wtpdf' ? throwError(() => new PdfspecError('missing_file', 'guide.pdf: damaged')) : reader(entry);
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
    await expect(search({ query: 'x', max_results: 51 })).rejects.toMatchObject({
      code: 'invalid_input',
      message: expect.stringContaining('from 1 to 50'),
    });
    await expect(search({ query: 'x', spec: 'nope' })).rejects.toMatchObject({ code: 'unknown_spec' });
    await expect(search({ query: 'x', spec: 'pdf17' })).rejects.toMatchObject({ code: 'missing_file' });
  });
});

describe('search_spec: grep-grade modes', () => {
  const marks = buildModel('marks.pdf')
    .section('1', 'Artifacts')
    .para('An artifact is not real content.')
    .para('Artifacts and ARTIFACT marks are both artifacts.')
    .para('The artificial border is not an artifact-like thing.')
    .section('2', 'Fonts')
    .para('Use TrueTypeFont or Type1Font, never truetypefont.')
    .build();
  const mctx = () =>
    testContext([
      { id: 'marks', category: 'guide', model: marks },
      { id: 'wtpdf', category: 'guide', model: guide },
    ]);
  const run = (input: object) => lastValueFrom(createCore(mctx()).search_spec(input));
  const texts = (r: { results: Array<{ snippet: string }> }) => r.results.map((x) => x.snippet);

  it('keeps the default ranking when none of the new parameters is given', async () => {
    const r = await search({ spec: 'wtpdf', query: 'logical content order' });
    expect(r).toMatchObject({ mode: 'words', caseSensitive: false, bySpec: [{ spec: 'wtpdf', totalResults: 3 }] });
    expect(r.paging).toBeUndefined();
  });

  it('reads "artifact*" as a prefix, not as "artifact"', async () => {
    const exact = await run({ spec: 'marks', query: 'artifact' });
    const prefix = await run({ spec: 'marks', query: 'artifact*' });
    // "artifact" alone: the first paragraph, "ARTIFACT marks" and "artifact-like"; the prefix adds "Artifacts" (heading).
    expect(exact.totalResults).toBe(3);
    expect(prefix.totalResults).toBe(4);
    expect(prefix.results[0]).toMatchObject({ section: '1', type: 'heading' });
    await expect(run({ spec: 'marks', query: 'art*ifact' })).rejects.toThrow(
      /invalid query: got "art\*ifact"; "\*" is a wildcard only at the end of a word/,
    );
    await expect(run({ spec: 'marks', query: '*' })).rejects.toThrow(/"\*" must follow a letter or digit/);
  });

  it('matches letter case exactly with case_sensitive', async () => {
    const r = await run({ spec: 'marks', query: 'ARTIFACT', case_sensitive: true });
    expect(texts(r)).toEqual(['Artifacts and ARTIFACT marks are both artifacts.']);
    expect(r.caseSensitive).toBe(true);
    const folded = await run({ spec: 'marks', query: 'truetypefont' });
    const exact = await run({ spec: 'marks', query: 'truetypefont', case_sensitive: true });
    expect(folded.results[0]!.snippet).toContain('TrueTypeFont');
    expect(exact.totalResults).toBe(1);
  });

  it('searches an RE2 regular expression, case-insensitive unless asked', async () => {
    const r = await run({
      spec: 'marks',
      query: '[A-Z][a-z]+Type\\w*Font|Type1Font',
      regex: true,
      case_sensitive: true,
    });
    expect(r).toMatchObject({ mode: 'regex', query: '[A-Z][a-z]+Type\\w*Font|Type1Font', totalResults: 1 });
    const ci = await run({ spec: 'marks', query: 'artif\\w+', regex: true });
    expect(ci.totalResults).toBe(4);
    await expect(run({ spec: 'marks', query: 'a(b', regex: true })).rejects.toThrow(
      /invalid query: got "a\(b"; not an RE2 regular expression: /,
    );
    // The contract: query is required; regex is a flag on it, not a second string.
    await expect(run({ spec: 'marks', regex: true })).rejects.toThrow(/missing required parameter query/);
    await expect(run({ spec: 'marks', query: 'a', regex: 'b' })).rejects.toThrow(/invalid regex: got "b"/);
    // Without regex the same text is words: "a(b" is no error, "ar*t" is (a wildcard inside a word).
    await expect(run({ spec: 'marks', query: 'a(b' })).resolves.toMatchObject({ mode: 'words' });
    await expect(run({ spec: 'marks', query: 'ar*t' })).rejects.toThrow(/wildcard only at the end/);
  });

  it('pages with offset, max_results at a time, in the default order', async () => {
    const all = await run({ spec: 'marks', query: 'a', regex: true, max_results: 50 });
    const second = await run({ spec: 'marks', query: 'a', regex: true, max_results: 2, offset: 2 });
    expect(second.results).toEqual(all.results.slice(2, 4));
    expect(second.paging).toEqual({
      offset: 2,
      limit: 2,
      total: all.totalResults,
      truncated: all.totalResults > 4,
      nextOffset: all.totalResults > 4 ? 4 : null,
    });
    const past = await run({ spec: 'marks', query: 'artifact', offset: 99 });
    expect(past.results).toEqual([]);
    expect(past.paging).toMatchObject({ total: 3, truncated: false, nextOffset: null });
  });

  it('counts hits per spec for spec "all", specs without hits included', async () => {
    const r = await run({ spec: 'all', query: 'logical*' });
    expect(r.bySpec).toEqual([
      { spec: 'marks', totalResults: 0 },
      { spec: 'wtpdf', totalResults: 5 },
    ]);
  });
});
