import { describe, expect, it } from 'vitest';
import { footLabel, isContinuedCaption, nextFootLabel, parseCaption, samePrintedRow } from './table-text.js';

describe('parseCaption', () => {
  it.each([
    ['Table 29 — Entries in a stream dictionary', 'Table 29', 'Entries in a stream dictionary'],
    ['Table 1 – White-space characters', 'Table 1', 'White-space characters'],
    ['Table 1. FENote Attribute Owner', 'Table 1', 'FENote Attribute Owner'],
    ['Table 1: Requirements for standard layout attributes', 'Table 1', 'Requirements for standard layout attributes'],
    ['Table 3 - Hyphenated', 'Table 3', 'Hyphenated'],
    ['Table B.1. Examples of semantic significance', 'Table B.1', 'Examples of semantic significance'],
    ['Table H.1 — Value of tp(ν) from the t-distribution', 'Table H.1', 'Value of tp(ν) from the t-distribution'],
    // Producers other than ISO's: chapter-numbered (LaTeX), hyphenated (NIST, OASIS), Roman (MIL-STD), bare.
    ['Table 2.1: Privilege levels', 'Table 2.1', 'Privilege levels'],
    ['Table 4-1. Authenticator types', 'Table 4-1', 'Authenticator types'],
    ['Table 2-1 MQTT Control Packet types', 'Table 2-1', 'MQTT Control Packet types'],
    ['TABLE I. SEVERITY CATEGORIES', 'Table I', 'SEVERITY CATEGORIES'],
    ['TABLE A-I. Example hazard list', 'Table A-I', 'Example hazard list'],
    ['Table H.1', 'Table H.1', ''],
  ])('%j', (text, number, caption) => {
    expect(parseCaption(text)).toEqual({ number, caption });
  });
  it('rejects body text that merely mentions a table', () => {
    expect(parseCaption('Table 3 shows the entries')).toBeNull();
    expect(parseCaption('See Table 3 — entries')).toBeNull();
    expect(parseCaption('Table I shows the levels')).toBeNull();
  });
  it('reads a number whole, never a part of it', () => {
    expect(parseCaption('Table 19.3 lists the CSRs')).toBeNull();
    expect(parseCaption('Table 7-2 lists the modes')).toBeNull();
  });
});

describe('isContinuedCaption', () => {
  it.each([
    'Table 5 – Entries (continued)',
    'TABLE I. Application header - Continued',
    'TABLE F-II. PLATFORM – SYSTEM IMPLEMENTATION (EXAMPLE) - Contiunued',
    "Table 3 (cont'd)",
    'Table 3 (cont.)',
  ])('reads %j as a caption printed again over the rest of a table', (text) => {
    expect(isContinuedCaption(text)).toBe(true);
  });

  it('is not a caption that only mentions a continuation, or a contract', () => {
    expect(isContinuedCaption('Table 4 – Continued fractions of the key')).toBe(false);
    expect(isContinuedCaption('Table 4 – Contract terms')).toBe(false);
  });
});

describe('samePrintedRow', () => {
  it('takes a header printed again into other columns of a spanned group for the same row', () => {
    const first = ['FIELDS', 'C A T', 'C A T', 'C A T', 'DATA ITEMS', 'DATA ITEMS', 'COMMENTS'];
    expect(samePrintedRow(first, ['FIELDS', '', 'C A T', '', 'DATA ITEMS', '', 'COMMENTS'])).toBe(true);
    expect(samePrintedRow(first, ['FIELDS', 'C A T', '', '', 'DATA ITEMS', '', 'COMMENTS'])).toBe(true);
  });

  it('tells rows apart that print other texts, or the same texts in another order', () => {
    expect(samePrintedRow(['Key', 'Type'], ['Key', 'Value'])).toBe(false);
    expect(samePrintedRow(['Key', 'Type'], ['Type', 'Key'])).toBe(false);
    expect(samePrintedRow(['Key', 'Type'], ['Key Type', ''])).toBe(false);
  });
});

describe('footLabel', () => {
  it.each([
    ['NOTE 3 Only full red husked kernels are counted.', 'note', 'NOTE 3', 'Only full red husked kernels are counted.'],
    ['NOTE: see 7.2', 'note', 'NOTE', 'see 7.2'],
    ['a Organic extraneous matter', 'footnote', 'a', 'Organic extraneous matter'],
    ['1) Per 100 g of sample', 'footnote', '1)', 'Per 100 g of sample'],
    [
      'a) For a quantity z described by a normal distribution',
      'footnote',
      'a)',
      'For a quantity z described by a normal distribution',
    ],
    ['* Estimated value', 'footnote', '*', 'Estimated value'],
  ])('%j', (text, kind, label, body) => {
    expect(footLabel(text)).toEqual({ kind, label, body });
  });
  it('does not read the article "a" or an ordinary word as a label', () => {
    expect(footLabel('a value of the key')).toBeNull();
    expect(footLabel('Notes are informative')).toBeNull();
    expect(footLabel('NOTEWORTHY')).toBeNull();
  });
  it('knows which footnote label comes next', () => {
    expect(nextFootLabel('a')).toBe('b');
    expect(nextFootLabel('2)')).toBe('3)');
    expect(nextFootLabel('a)')).toBe('b)');
    expect(nextFootLabel('*')).toBeNull();
  });
});
