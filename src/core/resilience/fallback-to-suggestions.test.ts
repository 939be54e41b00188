import { lastValueFrom, of, throwError } from 'rxjs';
import { TestScheduler } from 'rxjs/testing';
import { describe, expect, it } from 'vitest';
import { fallbackToSuggestions } from './fallback-to-suggestions.js';

const ts = () => new TestScheduler((a, e) => expect(a).toEqual(e));
const noHits: { query: string; totalResults: number; results: string[]; suggestions?: string[] } = {
  query: 'transparncy',
  totalResults: 0,
  results: [],
};
const hits = { query: 'transparency', totalResults: 2, results: ['11.1', '11.2'] };

describe('fallbackToSuggestions', () => {
  it('adds at most five distinct suggestions to a search with no hits, and logs it', () => {
    const logs: string[] = [];
    const asked: string[] = [];
    ts().run(({ cold, expectObservable }) => {
      const search = cold('-r|', { r: noHits });
      const suggest = (q: string) => {
        asked.push(q);
        return ['Transparency', 'Transparency', 'Transparency groups', 'Soft masks', 'Blend mode', 'Shape', 'Opacity'];
      };
      expectObservable(search.pipe(fallbackToSuggestions(suggest, { log: (m) => logs.push(m) }))).toBe('-r|', {
        r: { ...noHits, suggestions: ['Transparency', 'Transparency groups', 'Soft masks', 'Blend mode', 'Shape'] },
      });
    });
    expect(asked).toEqual(['transparncy']);
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatch(/no hits for "transparncy".*"Transparency groups"/);
  });

  it('waits for asynchronous suggestions', () => {
    ts().run(({ cold, expectObservable }) => {
      const search = cold('-r|', { r: noHits });
      const suggestions = cold('--s|', { s: ['Transparency'] });
      expectObservable(search.pipe(fallbackToSuggestions(() => suggestions, { log: () => {} }))).toBe('---(r|)', {
        r: { ...noHits, suggestions: ['Transparency'] },
      });
    });
  });

  it('accepts suggestions from a promise', async () => {
    const out = await lastValueFrom(
      of(noHits).pipe(fallbackToSuggestions(async () => ['Transparency'], { log: () => {} })),
    );
    expect(out.suggestions).toEqual(['Transparency']);
  });

  it('gives an empty list (not an error) when nothing is even close', () => {
    ts().run(({ cold, expectObservable }) => {
      const search = cold('r|', { r: noHits });
      expectObservable(search.pipe(fallbackToSuggestions(() => of([]), { log: () => {} }))).toBe('r|', {
        r: { ...noHits, suggestions: [] },
      });
    });
  });

  it('passes results with hits through without asking for suggestions', () => {
    let asked = 0;
    ts().run(({ cold, expectObservable }) => {
      const search = cold('-r|', { r: hits });
      expectObservable(search.pipe(fallbackToSuggestions(() => (asked++, ['x']), { log: () => {} }))).toBe('-r|', {
        r: hits,
      });
    });
    expect(asked).toBe(0);
  });

  it('keeps suggestions the search already made', () => {
    const made = { ...noHits, suggestions: ['Transparency'] };
    ts().run(({ cold, expectObservable }) => {
      expectObservable(cold('r|', { r: made }).pipe(fallbackToSuggestions(() => ['other'], { log: () => {} }))).toBe(
        'r|',
        { r: made },
      );
    });
  });

  it('propagates a search error untouched', () => {
    const err = new Error('bad');
    ts().run(({ cold, expectObservable }) => {
      expectObservable(
        cold<typeof noHits>('-#', undefined, err).pipe(fallbackToSuggestions(() => ['x'], { log: () => {} })),
      ).toBe('-#', undefined, err);
    });
    // and a failing suggester surfaces as an error rather than a silent empty list
    const seen: unknown[] = [];
    of(noHits)
      .pipe(fallbackToSuggestions(() => throwError(() => err), { log: () => {} }))
      .subscribe({ error: (e) => seen.push(e) });
    expect(seen).toEqual([err]);
  });
});
