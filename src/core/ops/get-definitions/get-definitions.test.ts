import { lastValueFrom } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { createCore } from '../../create-core.js';
import { getDefinitionsOutput } from './schema.js';
import { isoLikeModel, testContext } from '#test-support/test-model.js';

const get = (input: object) =>
  lastValueFrom(createCore(testContext([{ id: 'iso32000-2', model: isoLikeModel() }])).get_definitions(input));
const terms = (r: { definitions: { term: string }[] }) => r.definitions.map((d) => d.term);

describe('get_definitions', () => {
  it('lists every entry with its printed number', async () => {
    const r = await get({});
    expect(getDefinitionsOutput.parse(r)).toBeTruthy();
    expect(r.definitions.map((d) => [d.section, d.term])).toEqual([
      ['3.1', 'glyph'],
      ['3.2', 'glyph description'],
      ['3.3', 'PDF'],
    ]);
  });

  it('matches terms exactly first, then by prefix', async () => {
    expect(terms(await get({ term: 'GLYPH' }))).toEqual(['glyph', 'glyph description']);
    expect(terms(await get({ term: 'glyph desc' }))).toEqual(['glyph description']);
  });

  it('matches admitted terms and substrings, never the definition body', async () => {
    expect(terms(await get({ term: 'portable document' }))).toEqual(['PDF']);
    expect(terms(await get({ term: 'symbol' }))).toEqual(['glyph']); // admitted term "graphic symbol"
    expect(terms(await get({ term: 'program' }))).toEqual([]); // only in a definition body
    expect(terms(await get({ term: 'file format' }))).toEqual([]);
  });

  it('keeps notes and source with the record', async () => {
    const r = await get({ term: 'pdf' });
    expect(r.definitions[0]).toMatchObject({
      notes: ['Note 1 to entry: see glyph.'],
      source: null,
      definition: 'file format',
    });
  });
});
