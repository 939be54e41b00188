import { describe, expect, it } from 'vitest';
import { isProduction } from './productions.js';

describe('isProduction: a grammar rule, not a glossary entry', () => {
  it.each([
    ['Subset ::=', 'LeftBracket RangeList RightBracket'],
    ['name :=', 'letter { letter | digit }'],
    ['rule =', 'elements crlf'],
    ['expr →', 'term "+" expr'],
    ['Subset', '::= LeftBracket RangeList RightBracket'],
  ])('%s %s', (term, definition) => expect(isProduction(term, definition)).toBe(true));

  it.each([
    ['round key', 'A value derived from the cipher key.'],
    ['a = b', 'Equality of two field elements, written as in the text.'],
    ['XOR', 'Exclusive-OR, written ⊕ or = in some listings'],
  ])('not %s %s', (term, definition) => expect(isProduction(term, definition)).toBe(false));
});
