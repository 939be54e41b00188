import { describe, expect, it } from 'vitest';
import { buildModel } from '../../test/support/test-model.js';
import { cellSummary, scoreTableCells } from './cells.js';
import { floorsOf, ratchetFindings } from './floors.js';
import { textBoard } from './report.js';
import { scoreDoc } from './score.js';
import { parseTruth, type Truth } from './truth.js';

/** A truth file of these tables and nothing else, written for the test beside the model it is scored against. */
const tablesTruth = (tables: unknown[], uncaptionedTablesComplete?: boolean): Truth =>
  parseTruth(
    'inline',
    JSON.stringify({
      file: 'x.pdf',
      howMade: 'written for this test beside the model below',
      sections: [],
      tables,
      ...(uncaptionedTablesComplete === undefined ? {} : { uncaptionedTablesComplete }),
      definitions: [],
      requirements: { convention: 'none declared', sections: [], items: [] },
      bodies: [],
    }),
  );

const truthOf = (complete: boolean): Truth =>
  tablesTruth(
    [
      {
        number: 'Table 1',
        caption: 'Keys',
        headers: ['K', 'V'],
        rows: 1,
        page: 1,
        section: '1',
        cells: { header: [['K', 'V']], body: [['a', '1']] },
      },
      {
        number: null,
        caption: '',
        headers: ['Step', 'Action'],
        rows: 2,
        page: 2,
        section: '2',
        cells: {
          header: [['Step', 'Action']],
          body: [
            ['1', 'open'],
            ['2', 'close'],
          ],
        },
      },
      { number: 'Table 9', caption: 'Gone', headers: [], rows: 1, page: 3 },
    ],
    complete,
  );

const model = buildModel()
  .section('1', 'Keys')
  .table({ number: 'Table 1', caption: 'Keys', headers: ['K', 'V'], rows: [['a', '1']] })
  .page(2)
  .section('2', 'Steps')
  .table({ number: null, caption: '', headers: ['Other', 'Thing'], rows: [['x', 'y']] })
  .table({
    number: null,
    caption: '',
    headers: ['Step', 'Action'],
    rows: [
      ['1', 'open'],
      ['2', 'closed'],
    ],
  })
  .page(3)
  .section('3', 'More')
  .table({ number: null, caption: '', headers: ['P', 'Q'], rows: [['p', 'q']] })
  .build();

describe('tables cell by cell', () => {
  it('scores a captioned table by label and an uncaptioned one by section, page and best TEDS', () => {
    const { tables } = scoreTableCells(truthOf(true), model);
    expect(tables.map((t) => [t.label, t.exact])).toEqual([
      ['Table 1', true],
      ['(uncaptioned, 2, p. 2)', false],
    ]);
    // Of the two uncaptioned tables of section 2 on page 2, the second: "close" → "closed", 1/6 of 12 nodes.
    expect(tables[1]!.teds).toBeCloseTo(1 - 1 / 6 / 12, 12);
    expect(tables[1]!.wrong).toEqual(['body row 2, column 2: expected "close"  got "closed"']);
  });

  it('pairs uncaptioned truth tables with cells first, then those without by their row count', () => {
    const table = (rows: number, cells?: string[][]) => ({
      number: null,
      caption: '',
      headers: [],
      rows,
      page: 1,
      section: '1',
      ...(cells ? { cells: { header: [], body: cells } } : {}),
    });
    const truth = tablesTruth(
      [
        table(3),
        table(2),
        table(2, [
          ['a', 'b'],
          ['x', 'y'],
        ]),
      ],
      true,
    );
    const grid = (rows: string[][]) => ({ number: null, caption: '', headers: [], rows });
    const grids = buildModel()
      .section('1', 'Grids')
      .table(grid([['a', 'b']]))
      .table(
        grid([
          ['a', 'b'],
          ['x', 'y'],
        ]),
      )
      .table(
        grid([
          ['1', '2'],
          ['3', '4'],
          ['5', '6'],
        ]),
      )
      .table(
        grid([
          ['c', 'd'],
          ['e', 'f'],
        ]),
      )
      .build();
    // The table with cells takes its own grid although a two-row truth table without cells comes first; the
    // three-row truth table takes the three-row grid, not the first grid left on the page.
    const { found, tables } = scoreTableCells(truth, grids);
    expect(found).toEqual({ tp: 3, fp: 1, fn: 0 });
    expect(tables[0]!.exact).toBe(true);
  });

  it('counts every table found where the truth lists every uncaptioned table, else the captioned ones', () => {
    const all = scoreTableCells(truthOf(true), model);
    // Table 1 and the steps found; Table 9 missed; the other uncaptioned tables of sections 2 and 3 are false.
    expect(all.found).toEqual({ tp: 2, fp: 2, fn: 1 });
    expect(all.foundMisses).toContainEqual({ kind: 'missed', text: 'Table 9 Gone (p. 3)' });
    expect(all.foundMisses).toContainEqual({ kind: 'false', text: '(uncaptioned) (p. 3)' });
    const captioned = scoreTableCells(truthOf(false), model);
    expect(captioned.found).toEqual({ tp: 1, fp: 0, fn: 1 });
    // Its uncaptioned table with cells is scored all the same.
    expect(captioned.tables).toHaveLength(2);
  });

  it('scores a truth table with cells that was not found as 0, and its mean with the others', () => {
    const elsewhere = buildModel()
      .section('1', 'Keys')
      .table({ number: null, caption: '', headers: ['K', 'V'], rows: [['a', '1']] })
      .build();
    const { tables } = scoreTableCells(truthOf(true), elsewhere);
    // Table 1 lost its caption: no label to match; the steps table is not in section 2.
    expect(tables.map((t) => [t.teds, t.got, t.wrong])).toEqual([
      [0, null, ['no table found']],
      [0, null, ['no table found']],
    ]);
    expect(cellSummary(scoreTableCells(truthOf(true), model).tables).teds).toBeCloseTo((1 + 1 - 1 / 72) / 2, 12);
    expect(cellSummary([])).toEqual({ teds: null, exact: null });
  });
});

describe('a table number the document uses twice', () => {
  const twice = (page: number, caption: string) => ({
    number: 'Table 1',
    caption,
    headers: ['K'],
    rows: 1,
    page,
    cells: { header: [['K']], body: [[caption]] },
  });
  const truth = tablesTruth([twice(2, 'Schedule'), twice(9, 'Summary')]);

  it('scores each truth table against the table of that number on its own page', () => {
    const onlyLater = buildModel()
      .section('1', 'Body')
      .page(9)
      .table({ number: 'Table 1', caption: 'Summary', headers: ['K'], rows: [['Summary']] })
      .build();
    const { tables, found } = scoreTableCells(truth, onlyLater);
    expect(tables.map((t) => [t.teds, t.got])).toEqual([
      [0, null],
      [1, 'Table 1 Summary (p. 9)'],
    ]);
    expect(found).toEqual({ tp: 1, fp: 0, fn: 1 });
    expect(scoreDoc('x', truth, onlyLater).counts.tables).toEqual({ tp: 1, fp: 0, fn: 1 });
  });
});

describe('the found, TEDS and exact columns on the board and in the ratchet', () => {
  const s = scoreDoc('x', truthOf(true), model);

  it('prints them after the facets, leaving the facets as they were', () => {
    const board = textBoard([s]).split('\n');
    expect(board[0]).toMatch(/bodies\s+found\s+TEDS\s+exact$/);
    expect(board[2]).toMatch(/0\.50\/0\.67\s+0\.99\s+0\.50$/);
    expect(s.counts.tables).toEqual({ tp: 1, fp: 0, fn: 1 });
  });

  it('writes their floors, ratchets them, and leaves a document without them unchecked until written', () => {
    const floors = floorsOf([s]).x!;
    expect(floors.found).toEqual({ precision: 0.5, recall: 0.666 });
    expect(floors.teds).toBe(0.993);
    expect(floors.exact).toBe(0.5);
    expect(ratchetFindings(s, floors)).toEqual({ fell: [], rose: [], unset: [] });
    expect(ratchetFindings(s, { ...floors, teds: 1 }).fell).toEqual(['x TEDS: 0.993 < floor 1']);
    expect(ratchetFindings(s, { ...floors, exact: 0.25 }).rose).toEqual(['x exact: 0.5 > floor 0.25']);
    const { found: _f, teds: _t, exact: _e, ...older } = floors;
    expect(ratchetFindings(s, older)).toEqual({ fell: [], rose: [], unset: ['x found', 'x TEDS', 'x exact'] });
  });
});
