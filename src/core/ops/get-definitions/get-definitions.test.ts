import { lastValueFrom } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { createCore } from '../../create-core.js';
import { getDefinitionsOutput } from './schema.js';
import { buildModel, isoLikeModel, testContext } from '#test-support/test-model.js';

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

  describe('kinds', () => {
    // A terms clause with an abbreviated-terms subclause beside it (ISO clause 3 style).
    const model = buildModel()
      .section('3', 'Terms, definitions and abbreviated terms')
      .section('3.1', 'Terms')
      .definition({
        term: 'key',
        definition: 'sequence of symbols that controls a cryptographic operation',
        section: '3.1',
      })
      .section('3.2', 'Abbreviated terms')
      .definition({ kind: 'abbreviation', term: 'KEM', definition: 'Key-Encapsulation Mechanism', section: '3.2' })
      .definition({ kind: 'abbreviation', term: 'KDF', definition: 'Key Derivation Function', section: '3.2' })
      .build();
    const ask = (input: object) =>
      lastValueFrom(createCore(testContext([{ id: 'fips', model }])).get_definitions({ spec: 'fips', ...input }));

    it('lists both kinds by default, each record saying its kind', async () => {
      const r = await ask({});
      expect(getDefinitionsOutput.parse(r)).toBeTruthy();
      expect(r.definitions.map((d) => [d.kind, d.term])).toEqual([
        ['term', 'key'],
        ['abbreviation', 'KEM'],
        ['abbreviation', 'KDF'],
      ]);
    });

    it('keeps one kind with `kind`, also together with `term`', async () => {
      expect(terms(await ask({ kind: 'abbreviation' }))).toEqual(['KEM', 'KDF']);
      expect(terms(await ask({ kind: 'term' }))).toEqual(['key']);
      expect(terms(await ask({ kind: 'abbreviation', term: 'ke' }))).toEqual(['KEM']);
      expect((await ask({ kind: 'term', term: 'kem' })).totalDefinitions).toBe(0);
    });

    it('rejects another kind, naming the allowed values', async () => {
      await expect(ask({ kind: 'acronym' })).rejects.toThrow(/kind.*"term".*"abbreviation"|term.*abbreviation/s);
    });
  });
});
