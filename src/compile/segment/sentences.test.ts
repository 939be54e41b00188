import { describe, expect, it } from 'vitest';
import { splitSentences } from './sentences.js';

describe('splitSentences', () => {
  it('splits at ". ", "? " and "! " before an upper-case letter, a digit or a quote', () => {
    expect(splitSentences('One shall go. Two may stay? 3 items! “Quoted” here.')).toEqual([
      'One shall go.',
      'Two may stay?',
      '3 items!',
      '“Quoted” here.',
    ]);
  });
  it('does not split before a lower-case word', () => {
    expect(splitSentences('See clause 7. and then more.')).toEqual(['See clause 7. and then more.']);
  });
  it('does not split after common abbreviations', () => {
    const text = 'Use a filter, e.g. Flate, i.e. This, etc. That, cf. Fig. 3 and No. 5 vs. Other.';
    expect(splitSentences(text)).toEqual([text]);
  });
  it('does not split inside numbers', () => {
    expect(splitSentences('As in 7.3.4 and 1.5 the value shall be 2.5 points.')).toHaveLength(1);
  });
});
