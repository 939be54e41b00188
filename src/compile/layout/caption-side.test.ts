/**
 * Table captions set below their tables (LaTeX books: the RISC-V manuals): decided from all captions of the
 * document, each caption then takes the aligned rows right above it, never the text below. The expectations
 * are the rows this test prints.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Segmented } from '../segment/index.js';
import { segmentTextGrid, type GridLine } from '#test-support/text-grid-pdf.js';

const H = (text: string): GridLine => ({ text, font: 'Helvetica-Bold', size: 14 });
const row = (...cells: string[]): GridLine => ({ cells: cells.map((t, i) => [t, 90 + i * 140] as [string, number]) });

const bold = (line: GridLine): GridLine => ({ ...(line as { cells: [string, number][] }), font: 'Helvetica-Bold' });

const TABLE_1 = [
  ['Level', 'Encoding', 'Name'],
  ['0', '00', 'User'],
  ['1', '01', 'Supervisor'],
  ['3', '11', 'Machine'],
];
const TABLE_2 = [
  ['Number of levels', 'Supported Modes', 'Intended Usage'],
  ['1', 'M', 'Simple embedded systems'],
  ['2', 'M, U', 'Secure embedded systems'],
];

const PAGES: GridLine[][] = [
  [
    H('1 Introduction'),
    'This chapter introduces the privilege levels of the architecture, which the',
    'tables below list with their encodings.',
    '',
    ...TABLE_1.map((r) => row(...r)),
    '',
    'Table 1.1: Privilege levels.',
    '',
    'All hardware implementations must provide the machine level.',
  ],
  [
    H('2 Combinations'),
    'Implementations provide one to three modes, as shown in Table 1.2.',
    '',
    ...TABLE_2.map((r) => row(...r)),
    '',
    'Table 1.2: Supported combinations of privilege modes.',
    '',
    'The text after the second table is a paragraph of its own, not a row.',
  ],
];

let model: Segmented;

beforeAll(async () => {
  model = await segmentTextGrid({ pages: PAGES, font: 'Helvetica', size: 10 });
});

describe('captions set below their tables', () => {
  it('binds each caption to the rows above it, header first', () => {
    expect(model.tables.map((t) => [t.number, t.caption, t.headers, t.rows])).toEqual([
      ['Table 1.1', 'Privilege levels.', TABLE_1[0], TABLE_1.slice(1)],
      ['Table 1.2', 'Supported combinations of privilege modes.', TABLE_2[0], TABLE_2.slice(1)],
    ]);
  });

  it('leaves the text below a caption as text', () => {
    const texts = model.elements.flatMap((e) => (e.type === 'paragraph' ? [e.text] : []));
    expect(texts).toContain('The text after the second table is a paragraph of its own, not a row.');
    expect(texts).toContain('All hardware implementations must provide the machine level.');
  });
});

const TABLE_3 = [
  ['Type', 'Name', 'Reference'],
  ['0', 'Simple', 'Section 3.1'],
  ['1', 'Salted', 'Section 3.2'],
  ['3', 'Iterated', 'Section 3.3'],
  ['4', 'Argon2', 'Section 3.4'],
];

/** An RFC's registry table runs over a page break, its header printed again, its caption under the last part. */
const CONTINUED: GridLine[][] = [
  [H('1 Specifiers'), 'The specifier types are listed in Table 1.1.', '', ...TABLE_3.slice(0, 3).map((r) => row(...r))],
  [
    ...[TABLE_3[0]!, ...TABLE_3.slice(3)].map((r) => row(...r)),
    '',
    'Table 1.1: Specifier types.',
    '',
    'Implementations must support the salted type.',
  ],
  [
    H('2 Packets'),
    'Each packet starts with its tag.',
    '',
    ...TABLE_1.map((r) => row(...r)),
    '',
    'Table 2.1: Packet tags.',
    '',
    'The tag is one octet.',
  ],
];

describe('a table continued over pages, its caption under its last part', () => {
  let continued: Segmented;
  beforeAll(async () => {
    continued = await segmentTextGrid({ pages: CONTINUED, font: 'Helvetica', size: 10 });
  });

  it('is one table numbered by the caption below it, its repeated header no row', () => {
    expect(continued.tables.map((t) => [t.number, t.caption, t.headers, t.rows, t.page, t.pageEnd])).toEqual([
      ['Table 1.1', 'Specifier types.', TABLE_3[0], TABLE_3.slice(1), 1, 2],
      ['Table 2.1', 'Packet tags.', TABLE_1[0], TABLE_1.slice(1), 3, 3],
    ]);
    expect(continued.diagnostics.map((d) => d.code)).toContain('caption-side');
  });
});

describe('a caption below its table pushed to the top of the next page', () => {
  let pushed: Segmented;
  const prose = Array.from(
    { length: 30 },
    (_, k) => `Line ${k + 1} of the text before the table, which fills the page down to the table at its foot.`,
  );
  beforeAll(async () => {
    pushed = await segmentTextGrid({
      pages: [
        [
          H('1 Tags'),
          'The tags of this chapter are listed below.',
          '',
          ...TABLE_1.map((r) => row(...r)),
          '',
          'Table 1.1: Privilege levels.',
          '',
          'Implementations provide one to three modes.',
          '',
          ...TABLE_2.map((r) => row(...r)),
          '',
          'Table 1.2: Supported combinations of privilege modes.',
        ],
        // Its titles in bold: without a caption over it, the reader tells a header row by its face.
        [...prose, '', bold(row(...TABLE_1[0]!)), ...TABLE_1.slice(1).map((r) => row(...r))],
        ['Table 1.3: Privilege levels again.', '', 'The text after the caption is a paragraph.'],
      ],
      font: 'Helvetica',
      size: 10,
    });
  });

  it('captions the table that ends at the foot of the page before', () => {
    expect(pushed.tables.map((t) => [t.number, t.page, t.pageEnd, t.headers, t.rows.length])).toEqual([
      ['Table 1.1', 1, 1, TABLE_1[0], 3],
      ['Table 1.2', 1, 1, TABLE_2[0], 2],
      ['Table 1.3', 2, 2, TABLE_1[0], 3],
    ]);
  });
});
