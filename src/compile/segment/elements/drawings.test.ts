import { describe, expect, it } from 'vitest';
import {
  isBracedValues,
  isByteArray,
  isDisplayFormula,
  isDrawingLabel,
  isNumberedListing,
  isValueDump,
} from './drawings.js';
import type { WorkTable } from '../work.js';
import { workTable } from '../../../../test/support/work-table.js';

const grid = (headers: string[], rows: string[][], number: string | null = null): WorkTable =>
  workTable(headers, rows, { number, page: 37 });

const STATE = [
  ['d4', 'e0', 'b8', '1e'],
  ['27', 'bf', 'b4', '41'],
  ['11', '98', '5d', '52'],
];

describe('a grid of bytes', () => {
  it('is a drawing of a byte array, its first row read as a header or not', () => {
    expect(isByteArray(grid([], [...STATE, ['ae', 'f1', 'e5', '30']]))).toBe(true);
    expect(isByteArray(grid(['a4', '68', '6b', '02'], STATE))).toBe(true);
    expect(
      isByteArray(
        grid(
          [],
          [
            ['19', 'a0', '', ''],
            ['3d', 'f4', '', ''],
            ['e3', 'e2', '', ''],
          ],
        ),
      ),
    ).toBe(true);
  });

  it('is a table with column titles, a caption, a word among its cells, or more than 8 rows', () => {
    expect(
      isByteArray(
        grid(
          ['Byte', 'Value'],
          [
            ['0', '63'],
            ['1', '7c'],
          ],
        ),
      ),
    ).toBe(false);
    expect(isByteArray(grid([], STATE, 'Figure 7'))).toBe(false);
    expect(
      isByteArray(
        grid(
          [],
          [
            ['d4', 'e0'],
            ['27', 'Reserved'],
          ],
        ),
      ),
    ).toBe(false);
    expect(
      isByteArray(
        grid(
          [],
          Array.from({ length: 9 }, () => ['00', '01']),
        ),
      ),
    ).toBe(false);
  });
});

describe('a display formula and a numbered listing set in a table', () => {
  it('reads one row ending in an equation number as a formula, the line over it allowed (FIPS 203)', () => {
    const formula = ['', 'Compress(x) = round(2x/q) mod 2', '', 'Decompress(y) = round(qy/2)', '(4.7)'];
    expect(isDisplayFormula(grid([], [formula]))).toBe(true);
    expect(isDisplayFormula(grid(['d < 12, define', '', '', '', ''], [formula]))).toBe(true);
    expect(isDisplayFormula(grid([], [['E = mc2', '(12)']]))).toBe(true);
    // A second row, a caption, or a last cell that is no equation number: a table.
    expect(isDisplayFormula(grid([], [formula, formula]))).toBe(false);
    expect(isDisplayFormula(grid([], [formula], 'Table 4'))).toBe(false);
    expect(isDisplayFormula(grid([], [['Version', '(see 4.7)']]))).toBe(false);
    expect(isDisplayFormula(grid([], [['(4.7)']]))).toBe(false);
  });

  it('reads three rows or more opened by line numbers as a listing, never two or a numbered list', () => {
    const lines = [
      ['3:', 'return ⊥'],
      ['4:', 'end if'],
      ['5: 6:', 'c ← Encaps(ek, m)'],
    ];
    expect(isNumberedListing(grid(['1: 2:', 'm ← random'], lines))).toBe(true);
    expect(isNumberedListing(grid([], lines.slice(0, 2)))).toBe(false);
    expect(
      isNumberedListing(
        grid(
          [],
          [
            ['1.', 'First'],
            ['2.', 'Second'],
            ['3.', 'Third'],
          ],
        ),
      ),
    ).toBe(false);
  });
});

describe('names beside values of 64 bits or more in hex', () => {
  const dump = [
    ['round[ 1].start', '193de3bea0f4e22b9ac68d2ae9f84808'],
    ['round[ 1].s_box', 'd42711aee0bf98f1b8b45de51e415230'],
    ['round[ 1].s_row', 'd4bf5d30e0b452aeb84111f11e2798e5'],
  ];

  it('are a dump of values, its first row read as a header or not', () => {
    expect(isValueDump(grid([], dump))).toBe(true);
    expect(isValueDump(grid(dump[0]!, dump.slice(1)))).toBe(true);
  });

  it('are a table under a caption, with fewer rows, or beside short values', () => {
    expect(isValueDump(grid([], dump, 'Table 6'))).toBe(false);
    expect(isValueDump(grid([], dump.slice(0, 2)))).toBe(false);
    expect(isValueDump(grid([], [...dump, ['24', '0x1818']]))).toBe(false);
    expect(
      isValueDump(
        grid(
          [],
          dump.map(([n, v]) => [n!, v!.replace(/(..)/g, '$1 ').trim()]),
        ),
      ),
    ).toBe(false);
  });
});

describe('values between a bracket in the first cell and its closing one in the last', () => {
  const set = [
    ['{1', '1729', '2580', '3289'],
    ['1062', '1919', '193', '797'],
    ['296', '2447', '1339', '1476 }'],
  ];

  it('are one literal printed over lines, its first row read as a header or not', () => {
    expect(isBracedValues(grid([], set))).toBe(true);
    expect(isBracedValues(grid(set[0]!, set.slice(1)))).toBe(true);
    expect(
      isBracedValues(
        grid(
          [],
          [
            ['[ 0x1f,', '0x2e,'],
            ['3,', '4,'],
            ['5,', '6 ]'],
          ],
        ),
      ),
    ).toBe(true);
  });

  it('are a table under a caption, unclosed, with fewer rows, or beside words', () => {
    expect(isBracedValues(grid([], set, 'Table 2'))).toBe(false);
    expect(isBracedValues(grid([], [...set.slice(0, 2), ['296', '2447', '1339', '1476']]))).toBe(false);
    expect(isBracedValues(grid([], set.slice(0, 2)))).toBe(false);
    expect(isBracedValues(grid([], [...set.slice(0, 2), ['296', 'reserved', '1339', '1476 }']]))).toBe(false);
  });
});

describe("a drawing's labels between a grid and the figure caption under it", () => {
  const para = (text: string) => ({ kind: 'paragraph' as const, text, page: 103, y: null });
  const list = (...items: string[]) => ({
    kind: 'list' as const,
    items,
    itemPages: items.map(() => 103),
    dashList: false,
    page: 103,
    y: null,
  });

  it('are short texts that hold no sentence: box labels and bullet points (MIL-STD-882E FIGURE B-1)', () => {
    expect(isDrawingLabel(para('Hardware'))).toBe(true);
    expect(isDrawingLabel(para('CM/Drawing Control Engineering Design Process Process/Part Selection'))).toBe(true);
    expect(isDrawingLabel(list('Causes, controls', 'Verification—A, I, D, T'))).toBe(true);
  });

  it('are never a sentence, a lead-in, a long text or a list holding one', () => {
    expect(isDrawingLabel(para('The risk is assessed as shown in FIGURE 4.'))).toBe(false);
    expect(isDrawingLabel(para('The matrix gives the following levels:'))).toBe(false);
    expect(isDrawingLabel(para('Risk is assessed per hazard. Each level is shown in the matrix'))).toBe(false);
    expect(isDrawingLabel(para('word '.repeat(40).trim()))).toBe(false);
    expect(isDrawingLabel(list('Causes, controls', 'Each cause is verified.'))).toBe(false);
  });
});
