/**
 * Pages numbered within chapters ("ES-1", "1-1", "1-2", "2-1": NIST special publications): the Contents
 * page's entries end in such numbers, and the running footers print them. The Contents is read as the
 * section list (never as body text), its numbers mapped to pages through the footers.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Segmented } from '../segment/index.js';
import { segmentTextGrid, type GridLine } from '#test-support/text-grid-pdf.js';

const H = (text: string): GridLine => ({ text, font: 'Helvetica-Bold', size: 14 });
const LABELS = ['iii', 'ES-1', '1-1', '1-2', '2-1', '2-2'];
const entry = (title: string, label: string) => `${title} ${'.'.repeat(60 - title.length)} ${label}`;

const PAGES: GridLine[][] = [
  [
    H('Table of Contents'),
    entry('Executive Summary', 'ES-1'),
    entry('1. Introduction', '1-1'),
    entry('1.1 Authority', '1-2'),
    entry('2. Background', '2-1'),
  ],
  [H('Executive Summary'), 'The summary is a short paragraph.'],
  [H('1. Introduction'), 'The introduction is a short paragraph.'],
  [H('1.1 Authority'), 'The authority is a short paragraph.'],
  [H('2. Background'), 'The background is a short paragraph.'],
  ['The background goes on over a second page.'],
];

let model: Segmented;

beforeAll(async () => {
  model = await segmentTextGrid({
    pages: PAGES,
    font: 'Helvetica',
    footer: 'BIOS PROTECTION GUIDELINES',
    footerY: 40,
    label: (n) => LABELS[n - 1]!,
  });
});

describe('pages numbered within chapters', () => {
  it('reads the Contents page as the section list, each entry on the page its number names', () => {
    expect(model.sectionSource).toBe('contents-page');
    expect(model.sections.map((s) => [s.id, s.title, s.page])).toEqual([
      ['executive-summary', 'Executive Summary', 2],
      ['1', 'Introduction', 3],
      ['1.1', 'Authority', 4],
      ['2', 'Background', 5],
    ]);
    expect(JSON.stringify(model.elements)).not.toContain('....');
  });
});
