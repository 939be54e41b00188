/**
 * The search part is binary: it must give back exactly the stored text and
 * offsets, in both encodings, and a damaged layout must be refused.
 */
import { describe, expect, it } from 'vitest';
import { BadEntryError } from './entry-format.js';
import { decodeSearchPart, encodeSearchPart } from './search-part.js';

const cases: [string, string][] = [
  ['latin1', 'stream objects\u0000caf\u00e9 na\u00efve\u0000\u00a0nbsp\u0000'],
  ['utf-16', '\u201cquotes\u201d \u2014 dash\u0000\u{1d518}\u{1d52b}\u0000lone \ud800 surrogate\u0000\u0130stanbul\u0000'],
  ['empty', ''],
];

describe('search part', () => {
  for (const [name, text] of cases) {
    it(`round-trips ${name} text and its offsets`, () => {
      const starts = Int32Array.from([0, ...[...text.matchAll(/\u0000/g)].map((m) => m.index! + 1)]);
      const back = decodeSearchPart(encodeSearchPart({ version: 7, text, starts }));
      expect(back.version).toBe(7);
      expect(back.text).toBe(text);
      expect([...back.starts]).toEqual([...starts]);
    });
  }

  it('writes one byte per character when it can', () => {
    const text = 'caf\u00e9\u0000';
    expect(encodeSearchPart({ version: 1, text, starts: [0, 5] }).length).toBe(12 + 8 + 5);
    expect(encodeSearchPart({ version: 1, text: '\u2014\u0000', starts: [0, 2] }).length).toBe(12 + 8 + 4);
  });

  it('refuses a truncated part or an unknown encoding', () => {
    const good = encodeSearchPart({ version: 1, text: '\u2014 x\u0000', starts: [0, 4] });
    const unknown = Buffer.from(good);
    unknown[8] = 9;
    for (const bad of [good.subarray(0, 8), good.subarray(0, 14), good.subarray(0, good.length - 1), unknown]) {
      expect(() => decodeSearchPart(bad)).toThrow(BadEntryError);
    }
  });
});
