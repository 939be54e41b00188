import { describe, expect, it } from 'vitest';
import type { StoredSearchText } from '../model/reader.js';
import { decodeSearchPart, encodeSearchPart } from './search-part.js';

const stored = (text: string): StoredSearchText => ({ version: 1, text, starts: [0, text.length], headings: [0] });

describe('the search part', () => {
  it.each([
    ['plain text, one byte a character', 'logical structure\u0000'],
    ['latin-1 letters', 'données façade\u0000'],
    ['newlines in the text (the head ends at the first)', 'line one\nline two\n\u0000'],
    ['characters beyond latin-1', 'ελληνικά “quotes” 📄\u0000'],
    ['an empty text', ''],
  ])('gives back what was stored: %s', (_what, text) => {
    expect(decodeSearchPart(encodeSearchPart(stored(text)))).toEqual(stored(text));
  });

  it('stores a one-byte text one byte a character, after one line of JSON', () => {
    const bytes = encodeSearchPart(stored('données\u0000'));
    const head = bytes.indexOf(0x0a);
    expect(bytes.length - head - 1).toBe('données\u0000'.length);
    expect(JSON.parse(bytes.toString('latin1', 0, head))).toMatchObject({ encoding: 'latin1', starts: [0, 8] });
  });

  it('is null for a part of another layout (JSON of an older entry, a broken head)', () => {
    expect(decodeSearchPart(Buffer.from(JSON.stringify(stored('abc\u0000'))))).toBeNull();
    expect(decodeSearchPart(Buffer.from('{"version":1\nabc'))).toBeNull();
    expect(decodeSearchPart(Buffer.from('{"version":1,"encoding":"utf16le"}\nabc'))).toBeNull();
  });
});
