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
  it('does not split after an initialism whose letters each close with a full stop (FIPS 186-1)', () => {
    const text =
      'A copy, with such deletions as the agency is authorized to make under 5 U.S.C. Sec. 552(b), shall be kept. The U.S. Government may act.';
    expect(splitSentences(text)).toEqual([
      'A copy, with such deletions as the agency is authorized to make under 5 U.S.C. Sec. 552(b), shall be kept.',
      'The U.S. Government may act.',
    ]);
  });

  it('does not split inside numbers', () => {
    expect(splitSentences('As in 7.3.4 and 1.5 the value shall be 2.5 points.')).toHaveLength(1);
  });

  it('ends a sentence before a requirement that follows a parenthesised one', () => {
    expect(
      splitSentences('(Note that the record is cut short, as in TLS.) The server MUST close the connection.'),
    ).toEqual(['(Note that the record is cut short, as in TLS.)', 'The server MUST close the connection.']);
    expect(
      splitSentences('The root certificate should not be included. (Optional) The date-time of the attestation.'),
    ).toEqual(['The root certificate should not be included.', '(Optional) The date-time of the attestation.']);
  });

  it('ends a sentence at an abbreviation that closes a bracket, before a capitalised word', () => {
    expect(
      splitSentences('It MAY be captured in the element (asset tag, GUID, etc.) The guidelines SHALL be followed.'),
    ).toEqual(['It MAY be captured in the element (asset tag, GUID, etc.)', 'The guidelines SHALL be followed.']);
    const acronym = 'Formats (PNG, JPEG, etc.) PDF writers accept are listed.';
    expect(splitSentences(acronym)).toEqual([acronym]);
  });

  it('ends a sentence before a lower-case name from code that opens the next', () => {
    expect(splitSentences('It is copied to x[NGRN] and x[NGRN+1]. x[NGRN] shall contain the lower half.')).toEqual([
      'It is copied to x[NGRN] and x[NGRN+1].',
      'x[NGRN] shall contain the lower half.',
    ]);
    expect(splitSentences('Sizes are in bytes. max_size is the limit. memcpy() copies.')).toHaveLength(3);
    expect(splitSentences('The content is signed. eContent is the content itself.')).toEqual([
      'The content is signed.',
      'eContent is the content itself.',
    ]);
    const ocr =
      'Each such implementation must also receive a waiver. lBl.plementation for testing does not require it.';
    expect(splitSentences(ocr)).toHaveLength(2);
    expect(splitSentences('It is near the top (approx. mA levels) of the range.')).toHaveLength(1);
    expect(splitSentences('See clause 7. and x is then used.')).toHaveLength(1);
  });

  it('ends a sentence before a path that opens the next (FHS 3.0), never after "e.g." before one', () => {
    expect(splitSentences('Any variable data should be placed here. /var/games should hold it.')).toEqual([
      'Any variable data should be placed here.',
      '/var/games should hold it.',
    ]);
    expect(splitSentences('This includes startup data. /usr, /opt, and /var may be elsewhere.')).toHaveLength(2);
    expect(splitSentences('They must be installed there (e.g. /usr/share/man/cat1).')).toHaveLength(1);
    expect(splitSentences('Pages are cached, e.g. /var/cache/man holds them.')).toHaveLength(1);
  });

  it('keeps a conformance label and closing guillemets with the sentence they close', () => {
    expect(
      splitSentences('« The header MUST be present. » [DSS-8.1-2] In doing so, the server MAY reflect it.'),
    ).toEqual(['« The header MUST be present. » [DSS-8.1-2]', 'In doing so, the server MAY reflect it.']);
  });

  it('ends the lead-in of an inline list at its colon, each item a sentence of its own', () => {
    expect(
      splitSentences(
        'A CKMS shall undergo an assessment in these cases: a) before operation, b) after a change, and c) after an incident.',
      ),
    ).toEqual([
      'A CKMS shall undergo an assessment in these cases:',
      'a) before operation,',
      'b) after a change, and',
      'c) after an incident.',
    ]);
    // One labelled item is no list: "e.g.: a) alone" stays whole.
    expect(splitSentences('The value shall be: a) positive.')).toHaveLength(1);
  });

  it('ends a sentence at a full stop printed without its space, never inside an identifier or an ellipsis', () => {
    expect(splitSentences('It marks the end of the range.The ending address must be greater.')).toEqual([
      'It marks the end of the range.',
      'The ending address must be greater.',
    ]);
    expect(splitSentences('Use ServerHello.Random here.')).toHaveLength(1);
    expect(splitSentences('In the ranges "A". . . "Z" and "a". . . "z" only.')).toHaveLength(1);
  });

  it('cuts an inline bulleted list after a colon into its lead-in and items, without the bullets', () => {
    expect(
      splitSentences(
        'An initial length field is 96 bits in size, and has two parts: • The first 32-bits have the value ' +
          '0xffffffff. • The following 64-bits contain the actual length.',
      ),
    ).toEqual([
      'An initial length field is 96 bits in size, and has two parts:',
      'The first 32-bits have the value 0xffffffff.',
      'The following 64-bits contain the actual length.',
    ]);
    // One bullet, or bullets without a lead-in's colon, cut nothing.
    expect(splitSentences('It has one part: • the length.')).toEqual(['It has one part: • the length.']);
    expect(splitSentences('Values • x • y are kept.')).toEqual(['Values • x • y are kept.']);
  });
});
