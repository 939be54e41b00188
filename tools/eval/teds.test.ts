import { describe, expect, it } from 'vitest';
import { cellDiffs } from './cell-diff.js';
import { expandSpans, modelGrid, teds, truthGrid, type TruthCell } from './teds.js';

/** The truth: one header row over two body rows, 12 nodes (table, thead, tr, 2 td, tbody, 2 × (tr, 2 td)). */
const truth = truthGrid({
  header: [['Name', 'Value']],
  body: [
    ['a', '1'],
    ['b', '2'],
  ],
});
const score = (headers: string[], rows: string[][]) => teds(truth, modelGrid({ headers, rows }));

describe('TEDS of a compiled table against its truth', () => {
  it('is 1 for the same table, whatever the spacing of its cells', () => {
    expect(
      score(
        ['Name', 'Value'],
        [
          ['a', '1'],
          ['b', '2'],
        ],
      ),
    ).toEqual({ teds: 1, distance: 0 });
    expect(
      score(
        ['Name ', ' Value'],
        [
          ['a', '1'],
          ['b', '2'],
        ],
      ).distance,
    ).toBe(0);
  });

  it('costs a wrong cell its normalised Levenshtein distance', () => {
    // "2" → "3": one edit of one character, 1 of 12 nodes.
    expect(
      score(
        ['Name', 'Value'],
        [
          ['a', '1'],
          ['b', '3'],
        ],
      ).teds,
    ).toBeCloseTo(1 - 1 / 12, 12);
    // "Value" → "Valve": one character of five.
    expect(
      score(
        ['Name', 'Valve'],
        [
          ['a', '1'],
          ['b', '2'],
        ],
      ).teds,
    ).toBeCloseTo(1 - 0.2 / 12, 12);
  });

  it('costs an empty cell that should hold text, or text where the cell is empty, 1', () => {
    expect(
      score(
        ['Name', 'Value'],
        [
          ['a', ''],
          ['b', '2'],
        ],
      ).distance,
    ).toBe(1);
    const empty = truthGrid({ header: [], body: [['a', '']] });
    expect(teds(empty, modelGrid({ headers: [], rows: [['a', '']] })).distance).toBe(0);
    expect(teds(empty, modelGrid({ headers: [], rows: [['a', 'x']] })).distance).toBe(1);
    // A cell left out is one node deleted: also 1.
    expect(teds(empty, modelGrid({ headers: [], rows: [['a']] })).distance).toBe(1);
  });

  it('costs an extra empty column one inserted cell per row, over the larger tree', () => {
    const got = score(
      ['Name', 'Value', ''],
      [
        ['a', '1', ''],
        ['b', '2', ''],
      ],
    );
    // 3 cells inserted; the compiled tree has 15 nodes.
    expect(got.distance).toBe(3);
    expect(got.teds).toBeCloseTo(1 - 3 / 15, 12);
  });

  it('costs a header read as body row 0 three structure edits, though every cell text is right', () => {
    const got = score(
      [],
      [
        ['Name', 'Value'],
        ['a', '1'],
        ['b', '2'],
      ],
    );
    // thead and tbody of the truth deleted (their rows move up to the table), a tbody inserted over all three.
    expect(got.distance).toBe(3);
    expect(got.teds).toBeCloseTo(1 - 3 / 12, 12);
  });

  it('reads a truth span as its text in every cell it covers, as the compiler repeats it', () => {
    const spanned = (body: TruthCell[][]) => truthGrid({ header: [['H1', 'H2']], body });
    const col = spanned([[{ text: 'X', colspan: 2 }], ['a', 'b']]);
    expect(col.body).toEqual([
      ['X', 'X'],
      ['a', 'b'],
    ]);
    const row = (rows: string[][]) => teds(col, modelGrid({ headers: ['H1', 'H2'], rows }));
    expect(
      row([
        ['X', 'X'],
        ['a', 'b'],
      ]).distance,
    ).toBe(0);
    // The span read as one cell and an empty one: the covered cell is wrong (1 of 12).
    expect(
      row([
        ['X', ''],
        ['a', 'b'],
      ]).teds,
    ).toBeCloseTo(1 - 1 / 12, 12);
    // The span read as one cell and nothing: the covered cell is missing.
    expect(row([['X'], ['a', 'b']]).distance).toBe(1);
    const down = spanned([[{ text: 'g', rowspan: 2 }, '1'], ['2']]);
    expect(down.body).toEqual([
      ['g', '1'],
      ['g', '2'],
    ]);
  });

  it('folds header rows into one as the compiler does (a group title over column titles)', () => {
    const grouped = truthGrid({
      header: [
        [{ text: 'Size', colspan: 2 }, 'Unit'],
        ['min', 'max'],
      ],
      body: [],
    });
    expect(grouped.header).toEqual([['Size min', 'Size max', 'Unit']]);
  });

  it('places cells after a row span from the row above, as HTML does', () => {
    expect(
      expandSpans([
        ['a', { text: 'b', rowspan: 2 }, 'c'],
        ['d', 'e'],
      ]),
    ).toEqual([
      ['a', 'b', 'c'],
      ['d', 'b', 'e'],
    ]);
  });
});

describe('the wrong cells of a table, expected beside got', () => {
  it('names each wrong cell by row and column', () => {
    const got = modelGrid({
      headers: ['Name', 'Value'],
      rows: [
        ['a', '1'],
        ['b', '3'],
      ],
    });
    expect(cellDiffs(truth, got)).toEqual(['body row 2, column 2: expected "2"  got "3"']);
  });

  it('shows a header read as a body row as a header row missing and a body row extra', () => {
    const got = modelGrid({
      headers: [],
      rows: [
        ['Name', 'Value'],
        ['a', '1'],
        ['b', '2'],
      ],
    });
    expect(cellDiffs(truth, got)).toEqual([
      'header row 1 missing: "Name" | "Value"',
      'body row extra (got row 1): "Name" | "Value"',
    ]);
  });

  it('shows an extra column as extra cells, and a missing row as missing', () => {
    const got = modelGrid({ headers: ['Name', 'Value', ''], rows: [['b', '2', '']] });
    expect(cellDiffs(truth, got)).toEqual([
      'header row 1: extra cell "" (got column 3)',
      'body row 1 missing: "a" | "1"',
      'body row 2: extra cell "" (got column 3)',
    ]);
  });

  it('has nothing to show for the same table', () => {
    expect(
      cellDiffs(
        truth,
        modelGrid({
          headers: ['Name', 'Value'],
          rows: [
            ['a', '1'],
            ['b', '2'],
          ],
        }),
      ),
    ).toEqual([]);
  });
});

describe('TEDS of a long table of long cells (a conformance index of 100 rows)', () => {
  const rows = Array.from({ length: 100 }, (_, r) => [
    `[MQTT-${r}.1-1]`,
    `The Server MUST send the message numbered ${r} to every Client subscribed to its topic filter.`,
  ]);
  const want = truthGrid({ header: [['Label', 'Statement']], body: rows });
  // 3 + 101 rows × 3 nodes: table, thead, tbody, then a tr and its two td per row.
  const size = 3 + 101 * 3;

  it('is 1 for the same table', () => {
    expect(teds(want, modelGrid({ headers: ['Label', 'Statement'], rows }))).toEqual({ teds: 1, distance: 0 });
  });

  it('loses one renamed cell, by its normalised Levenshtein distance', () => {
    const got = rows.map((r, i) => (i === 50 ? [r[0]!, `${r[1]!} x`] : r));
    const cell = rows[50]![1]!;
    const d = 2 / (cell.length + 2);
    const score = teds(want, modelGrid({ headers: ['Label', 'Statement'], rows: got }));
    expect(score.distance).toBeCloseTo(d, 12);
    expect(score.teds).toBeCloseTo(1 - d / size, 12);
    expect(cellDiffs(want, modelGrid({ headers: ['Label', 'Statement'], rows: got }))).toEqual([
      `body row 51, column 2: expected ${JSON.stringify(cell)}  got ${JSON.stringify(`${cell} x`)}`,
    ]);
  });
});
