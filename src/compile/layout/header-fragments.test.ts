/**
 * A captioned table whose header is set over three lines with words staggered between the columns,
 * above body rows whose third column wraps (SP 800-57's "Table 2: Comparable strengths"): the layout
 * reads the first header line as the caption's table and the rest of the header as loose lines, then
 * the rows as a table of their own. The expectations are the cells this test prints.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Segmented } from '../segment/index.js';
import { segmentTextGrid, type GridLine } from '#test-support/text-grid-pdf.js';

const cells = (...c: [string, number][]): GridLine => ({ cells: c });

const PAGES: GridLine[][] = [
  [
    'The strengths of the algorithms are compared in the table below.',
    '',
    'Table 2: Comparable strengths',
    cells(['Bits of', 90], ['Symmetric', 160], ['FFC', 280], ['IFC', 380], ['ECC', 460]),
    '',
    cells(['security', 86], ['key', 170], ['(e.g., DSA, D-H)', 250], ['(e.g.,', 376], ['(e.g.,', 456]),
    cells(['algorithms', 152], ['RSA)', 378], ['ECDSA)', 452]),
    '',
    cells(['80', 100], ['2TDEA', 162], ['L = 1024', 262], ['k = 1024', 370], ['f = 160-223', 446]),
    cells(['N = 160', 264]),
    cells(['112', 98], ['3TDEA', 162], ['L = 2048', 262], ['k = 2048', 370], ['f = 224-255', 446]),
    cells(['N = 224', 264]),
    cells(['128', 98], ['AES-128', 158], ['L = 3072', 262], ['k = 3072', 370], ['f = 256-383', 446]),
    cells(['N = 256', 264]),
    cells(['192', 98], ['AES-192', 158], ['L = 7680', 262], ['k = 7680', 370], ['f = 384-511', 446]),
    cells(['N = 384', 264]),
    cells(['256', 98], ['AES-256', 158], ['L = 15360', 260], ['k = 15360', 368], ['f = 512+', 450]),
    cells(['N = 512', 264]),
    '',
    '',
    'The text after the table is a paragraph.',
  ],
];

let model: Segmented;

beforeAll(async () => {
  model = await segmentTextGrid({ pages: PAGES, font: 'Helvetica', size: 10 });
});

describe('a captioned table whose header the layout cut from its rows', () => {
  it('is one table: the caption, and every body row', () => {
    const captioned = model.tables.filter((t) => t.number !== null);
    expect(captioned.map((t) => [t.number, t.caption])).toEqual([['Table 2', 'Comparable strengths']]);
    expect(captioned[0]!.rows.map((r) => r[0])).toEqual(['80', '112', '128', '192', '256']);
    expect(captioned[0]!.rows[0]).toEqual(['80', '2TDEA', 'L = 1024 N = 160', 'k = 1024', 'f = 160-223']);
    expect(model.tables.filter((t) => t.number === null)).toEqual([]);
  });

  it('keeps the loose header lines as text, never dropped', () => {
    const texts = model.elements.flatMap((e) => (e.type === 'paragraph' ? [e.text] : []));
    expect(texts).toContain('algorithms RSA) ECDSA)');
  });
});
