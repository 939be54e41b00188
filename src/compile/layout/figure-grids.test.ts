import { describe, expect, it } from 'vitest';
import { lines, m, never, texts } from '#test-support/table-lines.js';
import type { RawCell } from '../blocks.js';
import { splitRunTogether, titleLinesOverFigures, titlesOverFigureGrid } from './figure-grids.js';
import { readTable } from './tables.js';

const cell = (text: string): RawCell => ({ text, header: false, colSpan: 1, rowSpan: 1 });

/** A substitution box under "Column Number" over "Row" / "No. | 0 | 1": titles of one piece, then wrapped. */
const boxed = lines(
  [720, ['Column Number', 140]],
  [700, ['Row', 100]],
  [689, ['No.', 100], ['0', 140], ['1', 170]],
  [676, ['0', 100], ['14', 138], ['4', 170]],
  [665, ['1', 100], ['0', 140], ['15', 168]],
);

describe('grids of figures', () => {
  it('reads numbers set flush right as one grid, each line a row, whatever gap parts it in halves', () => {
    const grid = lines(
      [700, ['7', 105], ['13', 130], ['14', 160]],
      [689, ['13', 100], ['8', 135], ['11', 160]],
      // The second half of the grid, set further down.
      [665, ['10', 100], ['6', 135], ['9', 165]],
      [654, ['3', 105], ['15', 130], ['0', 165]],
    );
    const t = readTable(grid, 0, m, never);
    expect(texts(t)).toEqual([
      ['7', '13', '14'],
      ['13', '8', '11'],
      ['10', '6', '9'],
      ['3', '15', '0'],
    ]);
  });

  it('ends a grid at the label of the next one, however close it stands', () => {
    const grid = lines(
      [700, ['1', 100], ['2', 130], ['3', 160]],
      [689, ['4', 100], ['5', 130], ['6', 160]],
      [676, ['S2', 128]],
      [665, ['7', 100], ['8', 130], ['9', 160]],
    );
    expect(readTable(grid, 0, m, never)!.lines).toHaveLength(2);
  });

  it('takes column titles over figures for header rows, wrapped titles one row, a title over others its own', () => {
    const titled = lines(
      [700, ['Iteration', 100], ['Number of', 160]],
      [689, ['Number', 100], ['Left Shifts', 160]],
      [676, ['1', 110], ['1', 170]],
      [665, ['2', 110], ['2', 170]],
    );
    expect(titleLinesOverFigures(titled)).toEqual([{ continues: false }, { continues: true }]);
    expect(titleLinesOverFigures(boxed)).toEqual([{ continues: false }, { continues: false }, { continues: true }]);
    // Rows of words under the titles make no grid of figures.
    expect(titleLinesOverFigures(lines([700, ['Key', 100], ['Value', 160]], [689, ['a', 100], ['1', 160]]))).toEqual(
      [],
    );
  });

  it('starts a grid at titles of one piece over it, never at a label or at a sentence over it', () => {
    expect(titlesOverFigureGrid(boxed, 0, m.pitch)).toHaveLength(3);
    const t = readTable(boxed, 0, m, never);
    expect(t!.titleRows).toBe(2);
    expect(texts(t)[1]).toEqual(['Row\nNo.', '0', '1']);
    const labelled = lines(
      [700, ['S1', 130]],
      [689, ['1', 100], ['2', 130], ['3', 160]],
      [678, ['4', 100], ['5', 130], ['6', 160]],
    );
    expect(titlesOverFigureGrid(labelled, 0, m.pitch)).toBeNull();
    const sentence = lines(
      [700, ['The primitive function is given by the following table', 100]],
      [689, ['Row', 100], ['Value', 160]],
      [678, ['1', 100], ['2', 130], ['3', 160]],
      [667, ['4', 100], ['5', 130], ['6', 160]],
    );
    expect(titlesOverFigureGrid(sentence, 0, m.pitch)).toBeNull();
  });

  it('gives each of two numbers run together in one cell before an empty one its column', () => {
    const row = { cells: [cell('1'), cell('58 50'), cell(''), cell('42')], header: false };
    expect(splitRunTogether(row).cells.map((c) => c.text)).toEqual(['1', '58', '50', '42']);
    const words = { cells: [cell('a b'), cell('')], header: false };
    expect(splitRunTogether(words).cells.map((c) => c.text)).toEqual(['a b', '']);
  });
});
