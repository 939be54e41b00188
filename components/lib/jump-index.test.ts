import { describe, expect, it } from 'vitest';
import { termTargets } from './jump-index.js';

describe('term jump targets', () => {
  it('label an abbreviation as one, and a term by its entry number alone', () => {
    const targets = termTargets(
      [
        { kind: 'term', term: 'glyph', admittedTerms: [], section: '3.1' },
        { kind: 'abbreviation', term: 'KEM', admittedTerms: [], section: '2.2' },
      ],
      [],
    );
    expect(targets.map((t) => [t.key, t.label])).toEqual([
      ['glyph', '3.1'],
      ['KEM', 'abbreviation · 2.2'],
    ]);
  });
});
