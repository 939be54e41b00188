import { lastValueFrom } from 'rxjs';
import { describe, expect, it } from 'vitest';
import type { ModelReader } from '../../model/reader.js';
import { compileSearchRegex, matchesIn, regexPostings$, regexProblem } from './regex.js';
import type { SearchIndex } from './search-index.js';

/** An index over `texts` as search-index.ts lays it out: each element followed by a NUL. */
function indexOf(texts: string[]): SearchIndex {
  const starts = new Int32Array(texts.length + 1);
  let at = 0;
  texts.forEach((t, i) => {
    starts[i] = at;
    at += t.length + 1;
  });
  starts[texts.length] = at;
  const text = texts.map((t) => `${t}\u0000`).join('');
  return { reader: {} as ModelReader, text, starts, avgLength: 1, headings: null };
}

describe('regex search (RE2)', () => {
  it('matches nested repetition in linear time: (\\w+\\s?)+$ over long words ending in punctuation', async () => {
    // A backtracking engine takes longer than the age of the universe here; RE2 scans once.
    const texts = Array.from({ length: 50 }, (_, i) => `${'a'.repeat(200)}! word${i}`);
    const found = await lastValueFrom(regexPostings$(indexOf(texts), '(\\w+\\s?)+$', false));
    expect(found.els.length).toBe(50);
    const first = found.first[0]!;
    expect(indexOf(texts).text.slice(first.start, first.end)).toBe(' word0'.slice(1));
  });

  it('gives the event loop back between slices, and stops when unsubscribed', async () => {
    const texts = Array.from({ length: 200 }, (_, i) => `element ${i} ${'x y '.repeat(50)}`);
    let turns = 0;
    const ticker = setInterval(() => turns++, 0);
    // A slice of 0 ms yields after every element: other work runs while the scan goes on.
    const found = await lastValueFrom(regexPostings$(indexOf(texts), 'element \\d+', false, 0));
    clearInterval(ticker);
    expect(found.els.length).toBe(200);
    expect(turns).toBeGreaterThan(0);

    let done = false;
    const sub = regexPostings$(indexOf(texts), 'element', false, 0).subscribe(() => (done = true));
    sub.unsubscribe();
    await new Promise((r) => setTimeout(r, 20));
    expect(done).toBe(false);
  });

  it('counts non-empty matches only, case-insensitive unless asked', () => {
    const ci = compileSearchRegex('font', false);
    expect([...matchesIn(ci, 'Font FONT font')]).toEqual([
      [0, 4],
      [5, 9],
      [10, 14],
    ]);
    expect([...matchesIn(compileSearchRegex('font', true), 'Font FONT font')]).toEqual([[10, 14]]);
    expect([...matchesIn(compileSearchRegex('x*', false), 'abc')]).toEqual([]);
    // Offsets are UTF-16 code units, as the index text's.
    expect([...matchesIn(ci, '😀 font')]).toEqual([[3, 7]]);
  });

  it('says in one line why an expression is not RE2 (backreferences, lookaround)', () => {
    expect(regexProblem('[A-Z]\\w+Font\\b')).toBeNull();
    expect(regexProblem('(?P<name>x)')).toBeNull();
    expect(regexProblem('(a)\\1')).toBe('backreferences are not supported (RE2)');
    expect(regexProblem('(?=a)')).toBe('look-ahead is not supported (RE2)');
    expect(regexProblem('x(?<!a)')).toBe('look-behind is not supported (RE2)');
    expect(regexProblem('a(b')).toBe('not an RE2 regular expression: missing closing ): `a(b`');
    // The case-insensitive flag the search adds never shows as a "(?i)" the user did not type.
    expect(regexProblem('(')).toBe('not an RE2 regular expression: missing closing ): `(`');
  });
});
