import { describe, expect, it } from 'vitest';
import { findCandidates } from './reference-patterns.js';

const shape = (text: string) => findCandidates(text).map((c) => [c.kind, c.cited, c.document ?? null]);

describe('findCandidates', () => {
  it("reads the tables cited in a bracketed citation key as the keyed document's, one each (SP 800-126)", () => {
    expect(shape('According to [XCCDF:Table 9;Table 35;Table 39], if the rule is selected')).toEqual([
      ['external', 'Table 9', 'XCCDF'],
      ['external', 'Table 35', 'XCCDF'],
      ['external', 'Table 39', 'XCCDF'],
    ]);
    expect(shape('as in [RFC5652: Section 5.3] and Table 4')).toEqual([
      ['external', '5.3', 'RFC5652'],
      ['table', 'Table 4', null],
    ]);
  });

  it('leaves a bracket without a key and a colon to the document itself', () => {
    expect(shape('the values [Table 9] and [3]')).toEqual([
      ['table', 'Table 9', null],
      ['bibliography', '[3]', null],
    ]);
  });

  it('reads a bare number after "section" whole: four digits are no clause number (FIPS 186-1)', () => {
    expect(shape('designated pursuant to section 3506(b) of Title 44, United States Code.')).toEqual([]);
    expect(shape('see section 350 and clauses 7 and 8')).toEqual([
      ['section', '350', null],
      ['section', '7', null],
      ['section', '8', null],
    ]);
  });
});
