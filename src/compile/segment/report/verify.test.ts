import { describe, expect, it } from 'vitest';
import type { Reference, Requirement } from '../../../model/types.js';
import { sectionRecord, tableRecord } from '#test-support/model-records.js';
import {
  definitionsWithoutText,
  keywordSentences,
  missingTables,
  numberingBreaks,
  numberingGaps,
  sectionsWithoutBody,
  uncoveredContents,
  verifyModel,
} from './verify.js';
import type { WorkElement } from '../work.js';

const section = (number: string | null, title = 'T') =>
  sectionRecord(number, { title, level: number ? number.split('.').length : 1 });
const requirement = (section: string): Requirement => ({
  id: `R-${section}-1`,
  level: 'shall',
  keyword: 'shall',
  section,
  sectionTitle: 'T',
  text: 'A writer shall embed fonts.',
  page: 1,
  role: 'writer',
  contentId: 'c-00000000',
});
const tableRef = (cited: string): Reference => ({
  element: 0,
  start: 0,
  end: cited.length,
  text: cited,
  section: '1',
  page: 3,
  kind: 'table',
  cited,
  target: null,
  via: 'text',
});

describe('the verify pass', () => {
  it('names each heading whose number comes at or before the one above it, in one scheme', () => {
    const sections = ['4', '4.1', '5', '5.7', '5.8', '5.7.1', '6', '6', 'A.1', 'A.2', 'A.1'].map((n, i) => ({
      ...section(n),
      page: i + 1,
    }));
    expect(numberingBreaks(sections)).toEqual(['5.7.1 (p. 6)', '6 (p. 8)', 'A.1 (p. 11)']);
    expect(numberingBreaks(['1', '2', 'A.1', 'B.1', 'Annex C'].map((n) => section(n)))).toEqual([]);
  });

  it('names each clause with neither text nor subclauses', () => {
    const heading = { kind: 'heading', text: 'h', page: 1 } as WorkElement;
    const para = { kind: 'paragraph', text: 'p', page: 1 } as WorkElement;
    const sections = [
      sectionRecord('1', { start: 0, end: 1, subtreeEnd: 3 }),
      sectionRecord('1.1', { start: 1, end: 3, subtreeEnd: 3 }),
      sectionRecord('2', { start: 3, end: 4, subtreeEnd: 4 }),
    ];
    expect(sectionsWithoutBody(sections, [heading, heading, para, heading])).toEqual(['2']);
  });

  it('names each term read without a definition', () => {
    const entry = (term: string, definition: string) => ({
      kind: 'term' as const,
      term,
      admittedTerms: [],
      definition,
      notes: [],
      examples: [],
      source: null,
      section: '3.1',
      page: 2,
    });
    expect(definitionsWithoutText([entry('key', 'A value.'), entry('nonce', ' ')])).toEqual(['nonce (3.1)']);
  });

  it('names a clause missing between two siblings that are there, not one before the first', () => {
    const sections = ['4', '4.1', '4.3', '4.3.2', '5', '5.4'].map((n) => section(n));
    expect(numberingGaps(sections)).toEqual(['4.2']);
  });

  it('names the numbered Contents entries that became no section', () => {
    const contents = ['1 Scope', '2 Terms', 'Annex A Notes'].map((title) => ({ title, depth: 0, page: 1, y: null }));
    expect(uncoveredContents(contents, [section('1'), section('Annex A')])).toEqual(['2']);
  });

  it('takes a chapter printed "Chapter 2" as the section of the Contents entry "2." (C2PA)', () => {
    const contents = ['1. Introduction', '2. Glossary', '3. Scenarios'].map((title) => ({
      title,
      depth: 0,
      page: 1,
      y: null,
    }));
    expect(uncoveredContents(contents, [section('Chapter 1'), section('Chapter 2')])).toEqual(['3']);
  });

  it('names a cited table that no caption carries, once', () => {
    const refs = ['Table 1', 'Table 2', 'Table 2'].map(tableRef);
    expect(missingTables(refs, [tableRecord('Table 1'), tableRecord(null)])).toEqual(['Table 2']);
  });

  it('sums the checks up as a confidence', () => {
    const whole = verifyModel({
      sections: ['1', '2', '3'].map((n) => section(n)),
      tables: [tableRecord('Table 1')],
      references: [tableRef('Table 1')],
      requirements: [],
      contents: [],
    });
    expect(whole.confidence).toBe('high');
    expect(whole.diagnostics.map((d) => d.code)).toEqual(['verify']);
    const holed = verifyModel({
      sections: ['1', '3'].map((n) => section(n)),
      tables: [],
      references: [tableRef('Table 4')],
      requirements: [],
      contents: [],
    });
    expect(holed.confidence).toBe('medium');
    expect(holed.diagnostics.map((d) => d.code)).toEqual(['verify-numbering-gaps', 'verify-cited-tables', 'verify']);
    const bulk = verifyModel({
      sections: ['1', '5', '9', '13'].map((n) => section(n)),
      tables: [],
      references: [],
      requirements: [],
      contents: [],
    });
    expect(bulk.confidence).toBe('low');
    expect(bulk.diagnostics[0]!.message).toMatch(
      /^9 clause number\(s\) missing .*: 2, 3, 4, 6, 7, 8, 10, 11, … \(1 more\)/,
    );
  });

  it('counts the sentences that use a keyword, and warns when they yield no requirement at all', () => {
    const para = (text: string): WorkElement => ({ kind: 'paragraph', text, page: 1, y: null });
    const elements = [
      para('A writer shall embed fonts. A reader should warn. A reader may stop.'),
      {
        kind: 'note',
        label: 'NOTE',
        text: 'A note may say anything.',
        full: 'NOTE A note may say anything.',
        page: 1,
        y: null,
      },
      para('The key must be secret. The file shall be valid. Nothing here.'),
    ] as WorkElement[];
    const text = { elements, tables: [], convention: 'directives' as const };
    const sections = [
      sectionRecord('1', { start: 0, end: 2, subtreeEnd: 2 }),
      sectionRecord('2', { start: 2, end: 3, subtreeEnd: 3 }),
    ];
    const base = { sections, tables: [], references: [], contents: [] };
    expect(keywordSentences(text)).toBe(6);
    const none = verifyModel({ ...base, requirements: [], text });
    expect(none.confidence).toBe('medium');
    expect(none.diagnostics.map((d) => d.code)).toEqual(['verify-keywords', 'verify']);
    const some = verifyModel({ ...base, requirements: [requirement('1')], text });
    expect(some.confidence).toBe('high');
    expect(some.diagnostics.at(-1)!.message).toContain('1 requirements (6 sentences use a keyword');
    const bcp14 = { ...text, convention: 'bcp14' as const };
    expect(keywordSentences(bcp14)).toBe(0);
  });
});
