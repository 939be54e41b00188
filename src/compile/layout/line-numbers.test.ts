/**
 * Every printed line numbered in the left margin (OASIS documents), up to four digits: the numbers are
 * furniture, never text, and they never split a paragraph; paragraph numbers of C drafts (margin-numbers.ts)
 * are another thing, checked in the c-draft fixture. The expectations are the lines this test prints.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Segmented } from '../segment/index.js';
import { segmentTextGrid, type GridLine } from '#test-support/text-grid-pdf.js';

const H = (text: string): GridLine => ({ text, font: 'Helvetica-Bold', size: 14 });
const B = (text: string): GridLine => ({ text, font: 'Helvetica', size: 10 });

/** A paragraph of `n` full lines and a short last one, each line about as wide as the column. */
const para = (topic: string, n: number): GridLine[] => [
  ...Array.from({ length: n }, (_, i) =>
    B(`Line ${i + 1} about ${topic} runs across the whole width of the text column of this page, as body`),
  ),
  B(`text does, and ends the paragraph on ${topic}.`),
];

const PAGES: GridLine[][] = [
  [B('Assertions and Protocols for a Test Language'), B(''), B('Test Standard, 26 November 2026')],
  [H('1 Introduction'), ...para('the introduction', 4), B(''), H('1.1 Notation'), ...para('notation', 3)],
  [H('2 Assertions'), ...para('assertions', 5), B(''), H('2.1 Subjects'), ...para('subjects', 6)],
];

let model: Segmented;

beforeAll(async () => {
  model = await segmentTextGrid({ pages: PAGES, lineNumbers: true, font: 'Helvetica', size: 10 });
});

describe('a document that numbers every line in the margin', () => {
  it('reads its headings without the line numbers', () => {
    expect(model.sections.map((s) => [s.id, s.title, s.page])).toEqual([
      ['1', 'Introduction', 2],
      ['1.1', 'Notation', 2],
      ['2', 'Assertions', 3],
      ['2.1', 'Subjects', 3],
    ]);
  });

  it('keeps each paragraph whole, with no number in its text and no marginNumber', () => {
    const s = model.sections.find((x) => x.id === '2.1')!;
    const body = model.elements.slice(s.start + 1, s.end);
    const lines = para('subjects', 6).map((l) => (typeof l === 'string' ? l : 'text' in l ? l.text : ''));
    expect(body).toEqual([{ type: 'paragraph', page: 3, section: '2.1', text: lines.join(' ') }]);
    expect(model.diagnostics.find((d) => d.code === 'line-numbers')?.message).toMatch(/^\d+ line numbers/);
  });
});

describe('a table whose first column holds numbers, in a document that numbers its lines', () => {
  const row = (...cells: string[]): GridLine => ({ cells: cells.map((c, i): [string, number] => [c, 72 + 90 * i]) });
  let tables: Segmented['tables'];
  beforeAll(async () => {
    const pages: GridLine[][] = [
      [H('1 Reason Codes'), ...para('reason codes', 8), B(''), ...para('their values', 8)],
      [
        H('2 Connect'),
        ...para('connecting', 6),
        B(''),
        B('Table 3: Connect Reason Codes'),
        row('Value', 'Name', 'Meaning'),
        row('0', 'Success', 'Accepted'),
        row('128', 'Unspecified', 'Refused'),
        row('135', 'Not authorized', 'Refused'),
        B(''),
        ...para('what follows', 6),
      ],
    ];
    ({ tables } = await segmentTextGrid({ pages, lineNumbers: true, font: 'Helvetica', size: 10 }));
  });

  it('keeps the numbers at the text column edge as cells: only numbers left of the column are line numbers', () => {
    expect(tables.map((t) => [t.number, t.rows.map((r) => r[0])])).toEqual([['Table 3', ['0', '128', '135']]]);
  });
});
