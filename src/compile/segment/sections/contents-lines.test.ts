import { describe, expect, it } from 'vitest';
import { applyNumberedSequence } from './apply-sequence.js';
import { contentsLines, listedRunIn, listingEnd, sameTitle } from './contents-lines.js';
import type { WorkElement } from '../work.js';
import { workList } from '#test-support/work-elements.js';

const para = (text: string, page = 1): WorkElement => ({ kind: 'paragraph', text, page, y: null });
const heading = (text: string, page = 1): WorkElement => ({
  kind: 'heading',
  text,
  page,
  y: null,
  tagLevel: 1,
  number: null,
  title: text,
});
/** A Contents entry tagged in parts (FIPS 197's tagger): title, leader, page number. */
const entry = (title: string, page: string): WorkElement[] => [para(title, 2), para('.'.repeat(40), 2), para(page, 2)];

const CONTENTS = [
  ...entry('1. INTRODUCTION', '5'),
  ...entry('2. NOTATION', '5'),
  ...entry('2.1 INPUTS AND OUTPUTS', '5'),
  ...entry('2.2 BYTES', '6'),
  ...entry('3. ALGORITHM SPECIFICATION', '7'),
  ...entry('3.1 CIPHER', '7'),
  ...entry('3.1.1 SUBBYTES()TRANSFORMATION', '8'),
];

describe('contentsLines: a Contents list among the elements', () => {
  it('finds entries tagged in parts and entries printed with their leader, and reads their numbers and titles', () => {
    const found = contentsLines([
      ...entry('2.1 GLOSSARY OF TERMS', '5'),
      para('2.2 Bytes . . . . . . . . . 6'),
      para('2.10Layout . . . . . . . . . 9'),
      para('The text of a clause. It cites 2.1 twice.'),
    ]);
    expect([...found.lines]).toEqual([0, 1, 2, 3, 4]);
    expect([...found.entries]).toEqual([
      ['2.1', 'GLOSSARY OF TERMS'],
      ['2.2', 'Bytes'],
      ['2.10', 'Layout'],
    ]);
  });

  it('cuts a paragraph that opens with an entry at the end of its title, whatever its case', () => {
    const entries = new Map([['5.1.1', 'SUBBYTES()TRANSFORMATION']]);
    expect(
      listedRunIn('5.1.1 SubBytes()Transformation The SubBytes() transformation is a non-linear substitution', entries),
    ).toEqual({
      title: 'SubBytes()Transformation',
      rest: 'The SubBytes() transformation is a non-linear substitution',
    });
    // The title must end at a word's end, and the text go on as a sentence.
    expect(listedRunIn('5.1.1 SubBytes()Transformations are listed', entries)).toBeNull();
    expect(listedRunIn('5.1.1 SubBytes()Transformation of the state', entries)).toBeNull();
    expect(sameTitle('POLYNOMIALS WITH COEFFICIENTS IN GF(28)', 'Polynomials with Coefficients in GF(28)')).toBe(true);
    expect(sameTitle('SUBBYTES()TRANSFORMATION', 'ShiftRows(state) // See Sec')).toBe(false);
  });
});

describe('listingEnd: how far the Contents list speaks for the text', () => {
  it('ends at the last line that opens with an entry, so a licence appended after it may number its clauses again', () => {
    const work = [
      ...CONTENTS,
      heading('1. Introduction', 3),
      para('2.2 Bytes', 3),
      para('3.1.1 SubBytes()Transformation The SubBytes() transformation is a substitution.', 4),
      heading('GNU Free Documentation License', 5),
      para('1. APPLICABILITY AND DEFINITIONS', 5),
      para('2. VERBATIM COPYING', 5),
    ];
    expect(listingEnd(work, contentsLines(work))).toBe(CONTENTS.length + 2);
    expect(listingEnd(work.slice(CONTENTS.length), contentsLines(work.slice(CONTENTS.length)))).toBe(-1);
  });

  it('reaches a list whose items are the numbered headings (Word tags a numbered heading as a list item: SRF 1.3)', () => {
    const list = workList(['2.1 Inputs and Outputs', '2.2 Bytes The bytes are numbered from 0.'], 3);
    const work = [...CONTENTS, heading('1. Introduction', 3), list, para('Any text after it.', 4)];
    expect(listingEnd(work, contentsLines(work))).toBe(CONTENTS.length + 1);
  });
});

describe('the numbered sequence with a Contents list among the elements', () => {
  const body = [
    heading('1. Name of Standard'),
    para('Fixture Cipher Standard.'),
    heading('2. Category of Standard'),
    ...CONTENTS,
    heading('1. Introduction', 3),
    para('Text of the introduction.', 3),
    heading('2. Notation', 3),
    para('2.1 Inputs and Outputs', 3),
    para('2.2 Bytes', 3),
    heading('3. Algorithm Specification', 4),
    para('3.1 Cipher', 4),
    para('SubBytes(state) // See Sec. 3.1.1 ShiftRows(state) // See Sec. 3.1.2 AddRoundKey(state)', 4),
    para('3.1.1 SubBytes()Transformation The SubBytes() transformation is a substitution.', 4),
  ];

  it('takes the body headings, never a Contents line or the pseudo code, and splits the heading run into its text', () => {
    const s = applyNumberedSequence(body);
    expect(s.decoded.chain.map((c) => `${c.number} ${c.title}`)).toEqual([
      '1 Introduction',
      '2 Notation',
      '2.1 Inputs and Outputs',
      '2.2 Bytes',
      '3 Algorithm Specification',
      '3.1 Cipher',
      '3.1.1 SubBytes()Transformation',
    ]);
    expect(s.contentsLines).toBe(21);
    expect(s.elements).toContainEqual(para('The SubBytes() transformation is a substitution.', 4));
  });

  it('lets a part the Contents does not name, after the last one it does, number its clauses again', () => {
    const licence = [
      heading('GNU Free Documentation License', 5),
      para('1. APPLICABILITY AND DEFINITIONS', 5),
      para('This License applies to any manual or other work.', 5),
      para('2. VERBATIM COPYING', 5),
      para('You may copy and distribute the Document in any medium.', 5),
      para('3. COPYING IN QUANTITY', 5),
    ];
    const s = applyNumberedSequence([...body, ...licence]);
    expect(s.decoded.chain.slice(-4).map((c) => `${c.number} ${c.title}`)).toEqual([
      '3.1.1 SubBytes()Transformation',
      '1 APPLICABILITY AND DEFINITIONS',
      '2 VERBATIM COPYING',
      '3 COPYING IN QUANTITY',
    ]);
  });

  it('reads as text the headings whose numbers the sequence gives to other headings, and names them', () => {
    const s = applyNumberedSequence(body);
    expect(s.demoted).toEqual(['"1. Name of Standard" (p. 1)', '"2. Category of Standard" (p. 1)']);
    expect(s.elements[0]).toEqual(para('1. Name of Standard'));
  });
});

describe('applyNumberedSequence with the section lists read from Contents pages or the outline', () => {
  const LONG =
    'North Atlantic Treaty Organization (NATO) Standardization Agreements (STANAG) documents, drawings, and publications';
  const body = [
    para('2 APPLICABLE DOCUMENTS'),
    para('2.1 General'),
    para('The documents listed below are referenced in this standard.'),
    para('2.2 Government documents'),
    para('The following documents form a part of this standard.'),
    para(`2.3 ${LONG}.`),
    para('The following NATO documents form a part of this standard.'),
    para('2.4 Order of precedence'),
    para('In the event of a conflict, the text of this document takes precedence.'),
  ];
  const chain = (s: ReturnType<typeof applyNumberedSequence>) => s.decoded.chain.map((c) => c.number);

  it('takes a line longer than a title phrase where a list names its number and title', () => {
    expect(chain(applyNumberedSequence(body))).toEqual(['2', '2.1', '2.2', '2.4']);
    const contents = [{ title: `2.3 ${LONG}` }, { title: '2.4 Order of precedence' }];
    const s = applyNumberedSequence(body, [[], contents]);
    expect(chain(s)).toEqual(['2', '2.1', '2.2', '2.3', '2.4']);
    expect(s.decoded.chain[3]!.title).toBe(LONG);
  });

  it('takes none where the lists give the number two titles, and rejects no line they do not name', () => {
    const twice = [[{ title: `2.3 ${LONG}` }], [{ title: '2.3 Other publications' }]];
    expect(chain(applyNumberedSequence(body, twice))).toEqual(['2', '2.1', '2.2', '2.4']);
    // The outline names 2.4 with another title (a numbering that starts again is missing from it): 2.4 stays.
    expect(chain(applyNumberedSequence(body, [[{ title: '2.4 Definitions' }]]))).toEqual(['2', '2.1', '2.2', '2.4']);
  });
});
