/**
 * A line that only cites a table already captioned on an earlier page, and happens to start with its label: a
 * sentence wrapped so that "TABLE I. Either the …" opens a line, a cell whose sentence ends "… in accordance with /
 * TABLE I." (MIL-STD-2045). Neither is a caption: the sentence stays text, the table below keeps its own caption,
 * and the cell stays in its row. The expectations are the lines this test prints.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Segmented } from '../segment/index.js';
import { segmentTextGrid, type GridLine } from '#test-support/text-grid-pdf.js';

const cells = (...c: [string, number][]): GridLine => ({ cells: c });

const PAGES: GridLine[][] = [
  [
    'The fields of the header are shown in the table below.',
    '',
    'TABLE I. Application header',
    cells(['Field', 72], ['Size', 260]),
    cells(['Version', 72], ['4', 260]),
    cells(['Length', 72], ['12', 260]),
    cells(['Flags', 72], ['8', 260]),
    '',
    'The text after the first table.',
  ],
  [
    'A text field of the application header ends at its end-of-literal marker, in the order shown in',
    'TABLE I. Either the marker or the maximum length shall end the field.',
    '',
    'TABLE II. Requirements',
    cells(['Item', 72], ['Requirement', 160], ['Status', 400]),
    cells(['1.1', 72], ['The header shall be', 160], ['M', 400]),
    cells(['in accordance with', 160]),
    cells(['TABLE I.', 160]),
    cells(['1.2', 72], ['The order of fields', 160], ['M', 400]),
    cells(['shall follow', 160]),
    '',
    'The text after the second table.',
  ],
];

let model: Segmented;

beforeAll(async () => {
  model = await segmentTextGrid({ pages: PAGES, font: 'Helvetica', size: 10 });
});

describe('a line that cites a table captioned earlier', () => {
  it('is no caption: two tables, each with its own caption, the cell whole', () => {
    expect(model.tables.map((t) => [t.number, t.caption, t.rows.length])).toEqual([
      ['Table I', 'Application header', 3],
      ['Table II', 'Requirements', 2],
    ]);
    expect(model.tables[1]!.rows[0]).toEqual(['1.1', 'The header shall be in accordance with TABLE I.', 'M']);
  });

  it('leaves the sentence that cites it as text, never a caption', () => {
    const texts = model.elements.flatMap((e) => (e.type === 'paragraph' ? [e.text] : []));
    expect(texts.some((t) => t.includes('Either the marker or the maximum length shall end the field.'))).toBe(true);
  });
});

describe('a continued caption whose "Continued" wraps onto a line of its own', () => {
  let continued: Segmented;
  beforeAll(async () => {
    continued = await segmentTextGrid({
      pages: [
        [
          'The codes are listed below.',
          '',
          'TABLE V. Implementation codes',
          cells(['Code', 72], ['Explanation', 200]),
          cells(['T', 72], ['Transmit the field.', 200]),
          cells(['NT', 72], ['Do not transmit the field.', 200]),
          cells(['RT', 72], ['Relay the field.', 200]),
          '',
          // Text under the first part: the table does not reach its page's end, so only the caption says it goes on.
          'More codes follow overleaf.',
        ],
        [
          'TABLE V. Implementation codes -',
          'Continued',
          cells(['Code', 72], ['Explanation', 200]),
          cells(['R', 72], ['Receive the field.', 200]),
          cells(['DM', 72], ['Discard the message.', 200]),
          '',
          'The text after the table.',
        ],
        // A third page, so that the "[Page N]" footer repeats often enough to be furniture between the two parts.
        ['The last page of the document.'],
      ],
      font: 'Helvetica',
      size: 10,
    });
  });

  it('continues the table: one table of every row, the caption line no paragraph', () => {
    expect(continued.tables.map((t) => [t.number, t.caption, t.rows.length])).toEqual([
      ['Table V', 'Implementation codes', 5],
    ]);
    const texts = continued.elements.flatMap((e) => (e.type === 'paragraph' ? [e.text] : []));
    expect(texts.some((t) => t.startsWith('TABLE V'))).toBe(false);
  });
});

describe('a continued caption over a part printed after a blank page', () => {
  let continued: Segmented;
  beforeAll(async () => {
    continued = await segmentTextGrid({
      pages: [
        [
          'The requirements are listed below.',
          '',
          'TABLE E-VIII. Protocol requirements',
          cells(['Item', 72], ['Field Name', 200]),
          cells(['7.1', 72], ['Segmentation protocol.', 200]),
          cells(['7.2', 72], ['Scope of the protocol.', 200]),
          cells(['7.3', 72], ['Definition of terms.', 200]),
        ],
        // MIL-STD-2045: a page left blank but for its running header and folio.
        [],
        [
          'TABLE E-VIII. Protocol requirements - Continued',
          cells(['Item', 72], ['Field Name', 200]),
          cells(['7.4', 72], ['Basic protocol.', 200]),
          cells(['7.5', 72], ['Enhanced protocol.', 200]),
          '',
          'The text after the table.',
        ],
        ['The last page of the document.'],
      ],
      font: 'Helvetica',
      size: 10,
    });
  });

  it('continues the table the caption names: one table of every row', () => {
    expect(continued.tables.map((t) => [t.number, t.page, t.pageEnd, t.rows.length])).toEqual([
      ['Table E-VIII', 1, 3, 5],
    ]);
  });
});
