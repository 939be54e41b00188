import { describe, expect, it } from 'vitest';
import { usedEntry } from './definitions.js';

describe('a term and how the document uses it ("X is used in this standard for …")', () => {
  it('reads the term that opens the paragraph and the phrase from "is used" on (ODF 1.2)', () => {
    const text =
      'Implementation-defined is used in this standard for values or processing that may differ between ODF implementations.';
    expect(usedEntry(text)).toEqual({
      term: 'Implementation-defined',
      definition: 'is used in this standard for values or processing that may differ between ODF implementations.',
    });
    expect(usedEntry('Fixed Point is used in this document to mean a binary point.')?.term).toBe('Fixed Point');
  });

  it('reads nothing where the sentence says something else or the opening is no term', () => {
    expect(usedEntry('The keyword is used in this standard for emphasis.')).toBeNull();
    expect(usedEntry('This value is used by the reader.')).toBeNull();
    expect(usedEntry('A conforming reader that is used in this standard for tests shall be kept.')).toBeNull();
  });
});
