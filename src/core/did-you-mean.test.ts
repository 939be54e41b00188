import { describe, expect, it } from 'vitest';
import { didYouMean, similarity, suggestionsFor, wordsOf } from './did-you-mean.js';

describe('did you mean', () => {
  it('cuts text into words, keeping printed numbers whole and ignoring case and accents', () => {
    expect(wordsOf('7.3.4 Stream Objects')).toEqual(['7.3.4', 'stream', 'objects']);
    expect(wordsOf('Annex A.1 — Über')).toEqual(['annex', 'a.1', 'uber']);
    expect(wordsOf('iso32000-2')).toEqual(['iso32000', '2']);
  });

  it('prefers the same word, then a word it starts, then one it sits further into', () => {
    expect(suggestionsFor('sig', ['design', 'signatures', 'sig'])).toEqual(['sig', 'signatures', 'design']);
    expect(suggestionsFor('ture', ['signature'])).toEqual([]);
  });

  it('ranks misspelt ids, titles and terms', () => {
    expect(suggestionsFor('wtpfd', ['iso32000-2', 'pdf17', 'wtpdf', 'tagged-bpg'])).toEqual(['wtpdf']);
    expect(suggestionsFor('strem objets', ['Syntax', 'Stream filters', 'Stream objects'])[0]).toBe('Stream objects');
    expect(suggestionsFor('glyf', ['glyph', 'font', 'graphics state'])).toEqual(['glyph']);
    expect(suggestionsFor('serach', ['list-specs', 'structure', 'section', 'search'])).toEqual(['search']);
  });

  it('ranks a cited number by its place in the numbering: ancestor, then the nearest siblings', () => {
    const sections = ['7 Syntax', '7.3 Objects', '7.3.4 Stream objects', '7.3.5 Null object', '7.4 Filters'];
    expect(suggestionsFor('7.3.9', sections)).toEqual([
      '7.3 Objects',
      '7.3.5 Null object',
      '7.3.4 Stream objects',
      '7 Syntax',
    ]);
    expect(suggestionsFor('Table 7', ['Table 5', 'Table 6', 'Table 29'])).toEqual(['Table 6', 'Table 5', 'Table 29']);
  });

  it('leaves out what is not close, keeps the given order on ties, and returns at most max', () => {
    expect(similarity('transparency', 'Font dictionaries')).toBe(0);
    expect(suggestionsFor('xyz', ['abc', 'def'])).toEqual([]);
    expect(suggestionsFor('iso32000', ['iso32000-2', 'iso32000-2-2020'])).toEqual(['iso32000-2', 'iso32000-2-2020']);
    expect(suggestionsFor('spec', ['spec-1', 'spec-2', 'spec-3', 'spec-4', 'spec-5', 'spec-6'], 3)).toEqual([
      'spec-1',
      'spec-2',
      'spec-3',
    ]);
  });

  it('ranks any kind of candidate by its text', () => {
    const targets = [
      { key: '7.3.4', label: 'Stream objects' },
      { key: 'Table 5', label: 'Entries in a stream dictionary' },
    ];
    expect(didYouMean('stream dictionry', targets, (t) => `${t.key} ${t.label}`).map((t) => t.key)).toEqual([
      'Table 5',
      '7.3.4',
    ]);
  });
});
