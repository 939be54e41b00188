import { describe, expect, it } from 'vitest';
import { leadOf, splitLead } from './lead.js';

const p = (text: string, face: string) => ({ text, face });

describe('leadOf', () => {
  it('reads a bold term after a regular entry number, with its definition on the line', () => {
    expect(
      splitLead([
        p('2.3.1', 'R'),
        p(' standard uncertainty', 'B'),
        p(' uncertainty of the result of a measurement', 'R'),
      ]),
    ).toEqual({
      lead: 'standard uncertainty',
      face: 'B',
      rest: 'uncertainty of the result of a measurement',
    });
  });

  it('reads a term that ends its line when the number before it is set in another face', () => {
    expect(leadOf([p('B.2.14 ', 'R'), p('accuracy of measurement', 'B')])).toBe('accuracy of measurement');
  });

  it('reads a run-in head in italic', () => {
    expect(leadOf([p('Forward references:', 'I'), p(' common definitions (7.19), declarations (6.7)', 'R')])).toBe(
      'Forward references:',
    );
  });

  it('finds none in a line of one face, in a heading set in one face, or for a word emphasised in the body face', () => {
    expect(leadOf([p('The sizeof operator yields the size', 'R')])).toBeNull();
    expect(leadOf([p('2.3.1 standard uncertainty', 'B')])).toBeNull();
    expect(leadOf([p('The', 'R'), p(' sizeof', 'I'), p(' operator yields the size of its operand', 'R')])).toBeNull();
    expect(leadOf([p('2.2.1 The', 'R'), p(' word', 'I'), p(' uncertainty means doubt', 'R')])).toBeNull();
  });
});
