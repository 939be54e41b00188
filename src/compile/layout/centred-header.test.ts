/**
 * A captioned table whose bold header cells are centred over their columns, one header wrapped over two
 * lines, and body rows whose cells wrap, told apart by the padding between rows (NIST IR 7435). The
 * expectations are the cells this test prints.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Segmented } from '../segment/index.js';
import { segmentTextGrid, type GridLine } from '#test-support/text-grid-pdf.js';

const bold = (...cells: [string, number][]): GridLine => ({ cells, font: 'Helvetica-Bold' });
const cells = (...c: [string, number][]): GridLine => ({ cells: c });
const H = (text: string): GridLine => ({ text, font: 'Helvetica-Bold', size: 14 });

const PAGES: GridLine[][] = [
  [
    H('2.1.1 Access Vector (AV)'),
    'This metric reflects how the vulnerability is exploited.',
    '',
    { cells: [['Table 1. Access Vector Scoring Evaluation', 200]], font: 'Helvetica-Bold' },
    '',
    bold(['Metric', 92], ['Description', 300]),
    bold(['Value', 93]),
    cells(['Local (L)', 76], ['A vulnerability exploitable with only local access requires', 140]),
    cells(['the attacker to have physical access.', 140]),
    '',
    cells(['Adjacent', 76], ['A vulnerability exploitable with adjacent network access', 140]),
    cells(['Network (A)', 76], ['requires access to the broadcast domain.', 140]),
    '',
    cells(['Network (N)', 76], ['A vulnerability exploitable with network access.', 140]),
    '',
    '',
    'The text after the table is a paragraph.',
  ],
];

let model: Segmented;

beforeAll(async () => {
  model = await segmentTextGrid({ pages: PAGES, font: 'Helvetica', size: 10 });
});

describe('a table under a header centred over its columns', () => {
  it('reads the header and every padded row with its wrapped cells', () => {
    expect(model.tables.map((t) => [t.number, t.caption, t.headers, t.rows])).toEqual([
      [
        'Table 1',
        'Access Vector Scoring Evaluation',
        ['Metric Value', 'Description'],
        [
          [
            'Local (L)',
            'A vulnerability exploitable with only local access requires the attacker to have physical access.',
          ],
          [
            'Adjacent Network (A)',
            'A vulnerability exploitable with adjacent network access requires access to the broadcast domain.',
          ],
          ['Network (N)', 'A vulnerability exploitable with network access.'],
        ],
      ],
    ]);
  });
});
