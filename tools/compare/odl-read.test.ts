import { spawnSync } from 'node:child_process';
import { mkdtempSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../fixtures/locations.js';
import { scoreTableCells } from '../eval/cells.js';
import { parseTruth } from '../eval/truth.js';
import { scoreHeadings } from './board.js';
import { captionLabel, readOdl, splitHeading, type OdlNode } from './odl-read.js';

const cell = (row: number, col: number, text: string, extra: Partial<OdlNode> = {}): OdlNode => ({
  type: 'table cell',
  'row number': row,
  'column number': col,
  'row span': 1,
  'column span': 1,
  kids: [{ type: 'paragraph', content: text }],
  ...extra,
});

const table = (id: number, page: number, rows: OdlNode[][], extra: Partial<OdlNode> = {}): OdlNode => ({
  type: 'table',
  id,
  'page number': page,
  'number of columns': Math.max(...rows.map((r) => r.length)),
  rows: rows.map((cells) => ({ cells })),
  ...extra,
});

/** A document as opendataloader-pdf writes it: headings, paragraphs, captions and tables in reading order. */
const root: OdlNode = {
  kids: [
    { type: 'heading', content: '1 Scope', 'page number': 1 },
    { type: 'paragraph', content: 'The keys are listed below. Table 1: Keys', 'page number': 1 },
    table(10, 1, [
      [cell(1, 1, 'Key'), cell(1, 2, 'Value')],
      [
        cell(2, 1, 'a'),
        cell(2, 2, '', {
          kids: [
            { type: 'paragraph', content: 'two' },
            { type: 'list', 'list items': [{ type: 'list item', content: 'lines' }] },
          ],
        }),
      ],
      [cell(3, 1, 'both', { 'column span': 2 })],
    ]),
    { type: 'heading', content: 'Appendix A: History', 'page number': 2 },
    table(
      11,
      2,
      [
        [cell(1, 1, 'Size', { 'column span': 2, pdfua_tag: 'TH' })],
        [cell(2, 1, 'min', { pdfua_tag: 'TH' }), cell(2, 2, 'max', { pdfua_tag: 'TH' })],
        [cell(3, 1, '1'), cell(3, 2, '2')],
      ],
      { 'next table id': 12 },
    ),
    { type: 'caption', content: 'Table A.1 — Sizes', 'linked content id': 11, 'page number': 2 },
    table(
      12,
      3,
      [
        [cell(1, 1, 'Size'), cell(1, 2, 'Size')],
        [cell(2, 1, '3'), cell(2, 2, '4')],
      ],
      {
        'previous table id': 11,
      },
    ),
    table(13, 4, [[cell(1, 1, 'x')]]),
    { type: 'paragraph', content: 'Table 3 — Below', 'page number': 4 },
  ],
};

describe("opendataloader-pdf's JSON in the scored shape", () => {
  const { doc, headings } = readOdl(root);

  it('reads headings as number and title', () => {
    expect(headings.map((h) => [h.number, h.title])).toEqual([
      ['1', 'Scope'],
      ['Appendix A', 'History'],
    ]);
    expect(splitHeading('4.1.2. Client Hello')).toEqual({ number: '4.1.2.', title: 'Client Hello' });
    expect(splitHeading('Foreword')).toEqual({ number: null, title: 'Foreword' });
  });

  it('places cells by row and column, joins their texts, repeats a span, and heads with the first row when none is marked', () => {
    expect(doc.tables[0]).toMatchObject({
      number: 'Table 1',
      headers: ['Key', 'Value'],
      rows: [
        ['a', 'two lines'],
        ['both', 'both'],
      ],
      page: 1,
      section: '0',
    });
  });

  it('folds the rows marked as header, joins linked tables and drops the repeated header row', () => {
    expect(doc.tables).toHaveLength(3);
    expect(doc.tables[1]).toMatchObject({
      number: 'Table A.1',
      headers: ['Size min', 'Size max'],
      rows: [
        ['1', '2'],
        ['3', '4'],
      ],
      page: 2,
      pageEnd: 3,
      section: '1',
    });
  });

  it('finds caption labels, never a label cited in running text', () => {
    // A caption printed under its table.
    expect(doc.tables[2]).toMatchObject({ number: 'Table 3', headers: [], rows: [['x']] });
    expect(captionLabel('307 Table 1-1 Size of Variable Byte Integer', 'first')).toBe('Table 1-1');
    expect(captionLabel('TABLE II. Levels', 'first')).toBe('TABLE II');
    expect(captionLabel('Table 9–1 Part properties', 'first')).toBe('Table 9-1');
    expect(captionLabel('as shown in Table 5 below', 'last')).toBeNull();
    expect(captionLabel('reserved. Table 4.4 summarizes the encoding.', 'last')).toBeNull();
    expect(captionLabel('Table 4.4: Encoding of PTE fields.', 'first')).toBe('Table 4.4');
  });

  it('lets one caption label one table: the one it is linked to before a neighbour', () => {
    const two = readOdl({
      kids: [
        table(1, 5, [[cell(1, 1, 'a')]]),
        { type: 'caption', content: 'Table 3.8: Encoding', 'linked content id': 2, 'page number': 5 },
        table(2, 5, [[cell(1, 1, 'b')]]),
      ],
    });
    expect(two.doc.tables.map((t) => t.number)).toEqual([null, 'Table 3.8']);
  });

  it('is scored against a truth file as pdfspec is', () => {
    const truth = parseTruth(
      'inline',
      JSON.stringify({
        file: 'x.pdf',
        howMade: 'written for this test beside the JSON above',
        sections: [
          { number: '1', title: 'Scope', page: 1 },
          { number: 'Appendix A', title: 'History', page: 2 },
          { number: '2', title: 'Missing', page: 2 },
        ],
        tables: [
          {
            number: 'Table A.1',
            caption: 'Sizes',
            headers: ['min', 'max'],
            rows: 2,
            page: 2,
            cells: {
              header: [[{ text: 'Size', colspan: 2 }], ['min', 'max']],
              body: [
                ['1', '2'],
                ['3', '4'],
              ],
            },
          },
        ],
        definitions: [],
        requirements: { convention: 'none declared', sections: [], items: [] },
        bodies: [],
      }),
    );
    expect(scoreHeadings(truth, headings)).toEqual({ tp: 2, fp: 0, fn: 1 });
    const cells = scoreTableCells(truth, doc);
    expect(cells.found).toEqual({ tp: 1, fp: 2, fn: 0 });
    expect(cells.tables.map((t) => [t.label, t.exact])).toEqual([['Table A.1', true]]);
  });
});

describe('npm run compare without Java', () => {
  it('says it skipped and exits 0', () => {
    // A PATH holding node alone: no java to find.
    const bin = mkdtempSync(join(tmpdir(), 'pdfspec-nojava-'));
    symlinkSync(process.execPath, join(bin, 'node'));
    const r = spawnSync(process.execPath, ['--import', 'tsx', 'tools/compare/opendataloader.ts'], {
      cwd: repoRoot(),
      env: { ...process.env, PATH: bin },
      encoding: 'utf8',
    });
    expect(r.stderr).toContain('compare: SKIPPED — no Java');
    expect(r.status).toBe(0);
  });
});
