import { describe, expect, it } from 'vitest';
import { compactFolio, parsePageNumber } from './page-number.js';

describe('parsePageNumber', () => {
  it('reads arabic, roman and sectioned folios', () => {
    expect(parsePageNumber('17')).toEqual({ token: '17', kind: 'arabic', value: 17 });
    expect(parsePageNumber('iv')).toEqual({ token: 'iv', kind: 'roman', value: 4 });
    expect(parsePageNumber('ES-1')).toEqual({ token: 'ES-1', kind: 'sectioned', value: 1, chapter: 'ES' });
  });

  it('reads a sectioned folio with a spaced hyphen or an en dash in one spelling (SP 800-26: "C - 9")', () => {
    expect(parsePageNumber('C - 9')).toEqual({ token: 'C-9', kind: 'sectioned', value: 9, chapter: 'C' });
    expect(parsePageNumber('2–5')).toEqual({ token: '2-5', kind: 'sectioned', value: 5, chapter: '2' });
    expect(parsePageNumber('C  -  9')).toBeNull();
    expect(parsePageNumber('Table 3')).toBeNull();
  });

  it('compacts only the separator', () => {
    expect(compactFolio('A - 12')).toBe('A-12');
    expect(compactFolio('13')).toBe('13');
  });
});
