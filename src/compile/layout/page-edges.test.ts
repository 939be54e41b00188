/**
 * A document whose wide pages (a questionnaire laid across the page) outnumber its prose pages (NIST SP
 * 800-26): a prose page's lines end well short of the document's right edge, and are still read as the
 * wrapped lines of one paragraph, measured against that page's own column. The expectations are the lines
 * this test prints.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Segmented } from '../segment/index.js';
import { segmentTextGrid, type GridLine } from '#test-support/text-grid-pdf.js';

const H = (text: string): GridLine => ({ text, font: 'Helvetica-Bold', size: 14 });
const WIDE = Array.from(
  { length: 30 },
  (_, k) => `Question ${k + 1}: is the control documented, implemented, tested and reviewed by the owner as required?`,
);
const PROSE = [
  'All completed questionnaires should be marked, handled and kept',
  'at the level of sensitivity that the organization has set out for',
  'them, because the information in a completed questionnaire shows',
  'where the system or the group of systems is most vulnerable, and',
  'it is therefore worth protecting in the same way as the system it',
  'describes; the owner of the system decides who may read it, and',
  'the owner also decides how long it is kept after the assessment,',
  'which copies are made for the reviewers of the assessment, and',
  'where those copies are stored while the reviewers are at work on',
  'them, until the reviewers return or destroy every one of them.',
];

const PAGES: GridLine[][] = [
  [H('1 Questionnaire'), ...WIDE],
  [...WIDE],
  [...WIDE],
  [...WIDE],
  [H('2 Questionnaire Control'), ...PROSE],
];

let model: Segmented;

beforeAll(async () => {
  model = await segmentTextGrid({ pages: PAGES, font: 'Helvetica', size: 10 });
});

describe('a prose page among wide pages', () => {
  it('joins the wrapped lines of its paragraph', () => {
    const s = model.sections.find((x) => x.id === '2')!;
    const body = model.elements.slice(s.start + 1, s.end);
    expect(body).toEqual([{ type: 'paragraph', page: 5, section: '2', text: PROSE.join(' ') }]);
  });
});
