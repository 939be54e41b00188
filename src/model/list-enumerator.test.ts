import { describe, expect, it } from 'vitest';
import { opensItemOnly, opensNextItem } from './list-enumerator.js';

describe('opensNextItem', () => {
  it('reads the item after the one a text opens with: numbers, letters and Roman numerals, in the same shape', () => {
    expect(opensNextItem('3. SHALL be erased …', '4. SHOULD be erased …')).toBe(true);
    expect(opensNextItem('(a) the first', '(b) the second')).toBe(true);
    expect(opensNextItem('h. eighth', 'i. ninth')).toBe(true);
    expect(opensNextItem('i. first', 'ii. second')).toBe(true);
    expect(opensNextItem('iv) fourth', 'v) fifth')).toBe(true);
    expect(opensNextItem('ix. ninth', 'x. tenth')).toBe(true);
  });

  it('reads no next item out of order, in another shape, or after a text that opens with none', () => {
    expect(opensNextItem('3. one', '5. two')).toBe(false);
    expect(opensNextItem('(a) one', 'b. two')).toBe(false);
    expect(opensNextItem('and superscript notation denotes exponentiation:', '264. In the plain-text version')).toBe(
      false,
    );
    expect(opensNextItem('Depending on context floating point means:', '(b) the Armv8 instruction set;')).toBe(false);
  });
});

describe('opensItemOnly', () => {
  it("reads the enumerators only a list item prints, not a number with a full stop (a clause's too)", () => {
    for (const t of ['a) A resource', '(ii) second', '3) third', 'b. second', '(4) fourth'])
      expect(opensItemOnly(t), t).toBe(true);
    for (const t of ['4. Scope', '12. Annexes', 'A. Annex', 'Scope', 'a)b']) expect(opensItemOnly(t), t).toBe(false);
  });
});
