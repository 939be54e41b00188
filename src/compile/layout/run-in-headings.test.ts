/**
 * A standard whose clause headings are set in the body face, most of them run in ("1.1 Scope. This
 * standard …"), beside numbered paragraphs without a title ("4.1.1 Tasks may …"), a numbered list
 * inside a clause and a questionnaire line that goes on below it (MIL-STD, FIPS announcements). Only
 * the numbering, read as one sequence over the document, tells the headings apart. The expectations
 * are the lines this test prints.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Segmented } from '../segment/index.js';
import { segmentTextGrid } from '#test-support/text-grid-pdf.js';

// Each paragraph on one line: the test is about the numbering, not about where lines wrap.
const PAGES: string[][] = [
  [
    '1. SCOPE',
    '',
    '    1.1 Scope. This standard identifies the approach to eliminating hazards. It covers systems.',
    '',
    '2. APPLICABLE DOCUMENTS',
    '',
    '    2.1 General. The documents listed in this section are specified in Sections 3 and 4.',
    '',
    '    2.2 Government documents.',
    '',
    '    2.2.1 Specifications and handbooks. The following documents form a part of this document.',
  ],
  [
    '3. GENERAL REQUIREMENTS',
    '',
    '    3.1 General. When this standard is required in a contract, Sections 3 and 4 shall apply.',
    '',
    '    3.1.1 Tasks may also be cited to add requirements. When added, the cited tasks shall also apply.',
    '',
    'The program manager shall keep three records:',
    '    1. A hazard log.',
    '    2. A risk register.',
    '',
    '    3.2 System safety requirements. Section 3 defines the requirements that apply throughout.',
    '',
    '    3.2.1 Is the current system configuration',
    'documented, including links to other systems?',
  ],
];

let model: Segmented;

beforeAll(async () => {
  model = await segmentTextGrid({ pages: PAGES, font: 'Times-Roman', size: 11 });
});

describe('clause headings told apart by their numbering alone', () => {
  it('takes the numbers that follow one another as sections, run-in titles cut at their full stop', () => {
    expect(model.sections.map((s) => [s.id, s.title, s.parent])).toEqual([
      ['1', 'SCOPE', null],
      ['1.1', 'Scope', '1'],
      ['2', 'APPLICABLE DOCUMENTS', null],
      ['2.1', 'General', '2'],
      ['2.2', 'Government documents', '2'],
      ['2.2.1', 'Specifications and handbooks', '2.2'],
      ['3', 'GENERAL REQUIREMENTS', null],
      ['3.1', 'General', '3'],
      ['3.2', 'System safety requirements', '3'],
    ]);
  });

  it('keeps the text after a run-in title as the body of its clause', () => {
    const scope = model.sections.find((s) => s.id === '1.1')!;
    expect(model.elements.slice(scope.start + 1, scope.end)).toEqual([
      {
        type: 'paragraph',
        page: 1,
        section: '1.1',
        text: 'This standard identifies the approach to eliminating hazards. It covers systems.',
      },
    ]);
  });

  it('leaves numbered paragraphs, list items and a sentence that goes on below as text, with their requirements', () => {
    const general = model.sections.find((s) => s.id === '3.1')!;
    const body = JSON.stringify(model.elements.slice(general.start + 1, general.end));
    expect(body).toContain('3.1.1 Tasks may also be cited to add requirements.');
    expect(model.requirements.filter((r) => r.section === '3.1').map((r) => r.text)).toEqual([
      'When this standard is required in a contract, Sections 3 and 4 shall apply.',
      '3.1.1 Tasks may also be cited to add requirements.',
      'When added, the cited tasks shall also apply.',
      'The program manager shall keep three records:',
    ]);
    expect(model.sections.map((s) => s.id)).not.toContain('3.2.1');
  });

  it('says in reading what the sequence decoding did', () => {
    const d = model.diagnostics.find((x) => x.code === 'numbered-sequence');
    expect(d?.message).toMatch(/one sequence of 9 numbers \(1 … 3\.2\).*run-in title/);
  });
});
