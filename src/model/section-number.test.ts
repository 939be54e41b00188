import { describe, expect, it } from 'vitest';
import {
  chapterValue,
  ANNEX_NUMBER,
  parseAnnexHeading,
  SECTION_NUMBER,
  enclosingNumbers,
  isAnnexNumber,
  isSectionNumber,
  labelledNumber,
  lastComponent,
  numberLevel,
  parentCandidates,
  previousSibling,
  continuesNumbering,
  parseRomanHeading,
  startsWithAnnex,
  parseLabelledHeading,
  spelledNumber,
  isChapterNumberAlone,
} from './section-number.js';

describe('what a section number is', () => {
  it('is a dotted number of up to 16 components of up to three digits, a letter only first, or a lone chapter number', () => {
    for (const n of ['7', '7.3.4', '12.8.1', 'A.1', 'A.1.2', '999.1', `1${'.1'.repeat(15)}`])
      expect(isSectionNumber(n), n).toBe(true);
    for (const n of [
      'A',
      '1234',
      '1.1234',
      '7.',
      '.7',
      '7..3',
      '7.A',
      'AB.1',
      '2024',
      `1${'.1'.repeat(16)}`,
      'Annex A',
    ])
      expect(isSectionNumber(n), n).toBe(false);
  });

  it('takes a lower-case annex letter only when asked (users type "a.1"; printed numbers are upper case)', () => {
    expect(isSectionNumber('a.1')).toBe(false);
    expect(isSectionNumber('a.1', true)).toBe(true);
  });

  it('names annexes and appendices by one upper-case letter', () => {
    const annex = new RegExp(`^${ANNEX_NUMBER}$`);
    expect(['Annex A', 'Appendix B', 'Annex  C'].every((n) => annex.test(n))).toBe(true);
    expect(['Annex', 'Annex AB', 'annex a', 'Annex 1'].some((n) => annex.test(n))).toBe(false);
    expect(isAnnexNumber('Annex A')).toBe(true);
    expect(isAnnexNumber('A.1')).toBe(false);
    expect(startsWithAnnex('Appendix  B – Key recovery')).toBe(true);
    expect(startsWithAnnex('Annexes A–J')).toBe(false);
  });

  it('knows divisions numbered by a label word, whose clauses number on from them', () => {
    expect(labelledNumber('TASK 101')).toBe('101');
    expect(labelledNumber('Appendix 2')).toBe('2');
    expect(labelledNumber('TASK SECTION 200')).toBe('200');
    expect(labelledNumber('Appendix A')).toBeNull();
    expect(labelledNumber('Table 3')).toBeNull();
  });

  it('is usable inside larger patterns', () => {
    expect(new RegExp(`^(${SECTION_NUMBER})\\s+(.*)$`).exec('7.3.4 General')?.slice(1)).toEqual(['7.3.4', 'General']);
  });

  it('lists the numbers enclosing a number, nearest first', () => {
    expect(enclosingNumbers('7.3.4')).toEqual(['7.3', '7']);
    expect(enclosingNumbers('A.1.2')).toEqual(['A.1', 'A']);
    expect(enclosingNumbers('7')).toEqual([]);
    expect(enclosingNumbers('Foreword')).toEqual([]);
  });
});

describe('a number in its clause', () => {
  it('derives depth from the number', () => {
    expect(numberLevel('7.3.4')).toBe(3);
    expect(numberLevel('Annex A')).toBe(1);
    expect(numberLevel('Appendix B')).toBe(1);
    expect(numberLevel('A.1')).toBe(2);
  });

  it('lists parent numbers, longest first, annex letters as Annex/Appendix', () => {
    expect(parentCandidates('7.3.4')).toEqual(['7.3', '7']);
    expect(parentCandidates('A.1.2')).toEqual(['A.1', 'Annex A', 'Appendix A']);
    expect(parentCandidates('7')).toEqual([]);
    expect(parentCandidates('Annex A')).toEqual([]);
  });

  it('reads the last component and the number it sits in', () => {
    expect(lastComponent('7.3.4')).toEqual({ enclosing: '7.3', last: 4 });
    expect(lastComponent('A.4')).toEqual({ enclosing: 'A', last: 4 });
    expect(lastComponent('3')).toEqual({ enclosing: null, last: 3 });
    expect(lastComponent('Annex A')).toBeNull();
    expect(lastComponent('A')).toBeNull();
  });

  it('names the sibling before, at any depth; none before a first child or an annex', () => {
    expect(previousSibling('4.3')).toBe('4.2');
    expect(previousSibling('3')).toBe('2');
    expect(previousSibling('B.3')).toBe('B.2');
    expect(previousSibling('4.1')).toBeNull();
    expect(previousSibling('1')).toBeNull();
    expect(previousSibling('Annex B')).toBeNull();
  });
});

describe('parseAnnexHeading', () => {
  it("reads a document's one annex, its word alone over a title in capitals, as numbered by the word", () => {
    expect(parseAnnexHeading('APPENDIX PRIMITIVE FUNCTIONS FOR THE DATA ENCRYPTION ALGORITHM')).toEqual({
      number: 'Appendix',
      title: 'PRIMITIVE FUNCTIONS FOR THE DATA ENCRYPTION ALGORITHM',
    });
    // A title in mixed case may begin with the word: no annex number.
    expect(parseAnnexHeading('Appendix Tables of the Cipher')).toBeNull();
    expect(parseAnnexHeading('APPENDIX')).toBeNull();
  });

  it('leaves the obligation printed between label and title out of the title, and keeps one printed after it', () => {
    expect(parseAnnexHeading('Annex A (normative) Abstract test suite')).toEqual({
      number: 'Annex A',
      title: 'Abstract test suite',
    });
    expect(parseAnnexHeading('ANNEX B (informative) Bibliography')).toEqual({
      number: 'Annex B',
      title: 'Bibliography',
    });
    expect(parseAnnexHeading('Appendix A -- Attributes by Tag Value (informative)')).toEqual({
      number: 'Appendix A',
      title: 'Attributes by Tag Value (informative)',
    });
  });

  it("reads a clause printed with the annex's word as the clause ('Appendix A.1 …' is A.1, never Appendix A)", () => {
    expect(parseAnnexHeading('Appendix A.1 OpenDocument Manifest Schema')).toEqual({
      number: 'A.1',
      title: 'OpenDocument Manifest Schema',
    });
    expect(parseAnnexHeading('ANNEX B.2.3 Keys')).toEqual({ number: 'B.2.3', title: 'Keys' });
    expect(parseAnnexHeading('Appendix A Schemas')).toEqual({ number: 'Appendix A', title: 'Schemas' });
  });
});

describe('continuesNumbering', () => {
  it('takes a first child or the next sibling of the number or of one it sits in', () => {
    expect(continuesNumbering('F.4.2.1', 'F.4.2.1.1')).toBe(true);
    expect(continuesNumbering('F.4.2.1.1', 'F.4.2.1.1.1')).toBe(true);
    expect(continuesNumbering('F.4.2.1.1.1', 'F.4.2.1.2')).toBe(true);
    expect(continuesNumbering('4.2', '5')).toBe(true);
    expect(continuesNumbering('4.2', '4.2.2')).toBe(false);
    expect(continuesNumbering('4.2', '7.3')).toBe(false);
    expect(continuesNumbering('4.2', '4.4')).toBe(false);
  });
});

describe('parseRomanHeading', () => {
  it('reads a front-matter clause numbered in lower-case Roman with a full stop, before a capital', () => {
    expect(parseRomanHeading('vii. Changes to OpenGIS® Implementation Standards')).toEqual({
      number: 'vii',
      value: 7,
      title: 'Changes to OpenGIS® Implementation Standards',
    });
    expect(parseRomanHeading('i. preface')).toBeNull();
    expect(parseRomanHeading('iv Preface')).toBeNull();
    expect(parseRomanHeading('VII. Preface')).toBeNull();
  });
});

describe('chapterValue', () => {
  it('is the value of a lone chapter number, null for a dotted number, a letter or an annex', () => {
    expect(['6', '19', '48'].map(chapterValue)).toEqual([6, 19, 48]);
    expect(['6.1', 'A', 'Annex A', 'A.1', ''].map(chapterValue)).toEqual([null, null, null, null, null]);
  });
});

describe('chapters whose number is spelled', () => {
  it('reads the number spelled after the label, in figures, the label as printed (Sphinx: "CHAPTER TWENTYTHREE")', () => {
    expect(parseLabelledHeading('CHAPTER TWO THE DEBIAN ARCHIVE')).toEqual({
      number: 'CHAPTER 2',
      title: 'THE DEBIAN ARCHIVE',
    });
    expect(parseLabelledHeading('CHAPTER TWENTYTHREE LICENSE')).toEqual({ number: 'CHAPTER 23', title: 'LICENSE' });
    expect(parseLabelledHeading('Chapter Seventeen Closing notes')).toEqual({
      number: 'Chapter 17',
      title: 'Closing notes',
    });
    expect(parseLabelledHeading('CHAPTER FOURTEEN BINARY PACKAGES')?.number).toBe('CHAPTER 14');
    expect(labelledNumber('CHAPTER 23')).toBe('23');
  });

  it('takes whole words only, and a label in lower case is no heading', () => {
    expect(parseLabelledHeading('CHAPTER TWOFOLD REVIEW')).toBeNull();
    expect(parseLabelledHeading('chapter two of this part')).toBeNull();
    expect(parseLabelledHeading('Chapter Seventy-seven')).toEqual({ number: 'Chapter 77', title: '' });
  });

  it('values every spelling from one to ninety-nine', () => {
    expect([spelledNumber('ONE'), spelledNumber('ten'), spelledNumber('Sixteen'), spelledNumber('SEVENTY')]).toEqual([
      1, 10, 16, 70,
    ]);
    expect([spelledNumber('TWENTYTHREE'), spelledNumber('Twenty-three'), spelledNumber('ninety nine')]).toEqual([
      23, 23, 99,
    ]);
    expect([spelledNumber('TWOS'), spelledNumber('ZERO'), spelledNumber('ONE HUNDRED')]).toEqual([null, null, null]);
    expect([
      isChapterNumberAlone('TWO'),
      isChapterNumberAlone('12'),
      isChapterNumberAlone('A'),
      isChapterNumberAlone('1.2'),
    ]).toEqual([true, true, false, false]);
  });
});
