import { describe, expect, it } from 'vitest';
import type { RawCell, RawRow } from '../blocks.js';
import { placeShortRows } from './short-rows.js';
import type { CellBox } from './table-corner.js';

const cell = (text: string): RawCell => ({ text, header: false, colSpan: 1, rowSpan: 1 });
const row = (...texts: string[]): RawRow => ({ header: false, cells: texts.map(cell) });
const at = (x0: number, x1: number): CellBox => ({ page: 22, x0, x1 });

/** MQTT 5.0 Table 2-2: Bit 3 … Bit 0, left-aligned, and the PUBLISH row's "QoS" over Bit 2 and Bit 1. */
const full = [at(96, 145), at(299, 305), at(335, 341), at(371, 377), at(407, 413)];

describe('a row whose cells the tree places under other columns than the drawing', () => {
  it('lays a cell under every column its text reaches into, and the cells after it after them', () => {
    const rows = [
      row('Packet', 'Bit 3', 'Bit 2', 'Bit 1', 'Bit 0'),
      row('CONNECT', '0', '0', '0', '0'),
      row('PUBLISH', 'DUP', 'QoS', 'RETAIN'),
    ];
    const head = [at(102, 169), at(301, 322), at(337, 358), at(373, 394), at(418, 439)];
    const boxes = [head, full, [at(96, 138), at(299, 320), at(356, 376), at(407, 444)]];
    expect(placeShortRows(rows, boxes)).toBe(1);
    expect(rows[2]!.cells.map((c) => [c.text, c.colSpan])).toEqual([
      ['PUBLISH', 1],
      ['DUP', 1],
      ['QoS', 2],
      ['RETAIN', 1],
    ]);
  });

  it('puts texts tagged after empty cells under the columns they are printed under', () => {
    const rows = [row('', '', 'Dec', 'Hex', ''), row('1', '0x01', 'a', 'b', 'c'), row('2', '0x02', 'd', 'e', 'f')];
    const body = [at(78, 83), at(111, 133), at(149, 261), at(291, 310), at(403, 516)];
    const boxes = [[null, null, at(78, 96), at(111, 129), null], body, body];
    expect(placeShortRows(rows, boxes)).toBe(1);
    expect(rows[0]!.cells.map((c) => c.text)).toEqual(['Dec', 'Hex']);
  });

  it("spans a last text standing under no column's text over the columns after the one before it", () => {
    // MIL-STD-882E Table III: "Eliminated" centred across the four severities, between the texts of two of them.
    const rows = [
      row('Frequent (A)', 'High', 'High', 'Serious', 'Medium'),
      row('Probable (B)', 'High', 'High', 'Serious', 'Medium'),
      row('Eliminated (F)', 'Eliminated'),
    ];
    const body = [at(94, 136), at(199, 220), at(292, 314), at(378, 414), at(472, 509)];
    expect(placeShortRows(rows, [body, body, [at(90, 140), at(325, 374)]])).toBe(1);
    expect(rows[2]!.cells.map((c) => [c.text, c.colSpan])).toEqual([
      ['Eliminated (F)', 1],
      ['Eliminated', 4],
    ]);
  });

  it('leaves a row whose texts would stand apart under columns the tree has no cells for (a span lost, centred)', () => {
    const rows = [row('Byte number', '0', '1'), row('a', 'b', 'c', 'd', 'e'), row('f', 'g', 'h', 'i', 'j')];
    const body = [at(96, 145), at(200, 205), at(250, 255), at(300, 305), at(350, 355)];
    const boxes = [[at(96, 160), at(250, 255), at(350, 355)], body, body];
    expect(placeShortRows(rows, boxes)).toBe(0);
    expect(rows[0]!.cells.map((c) => c.text)).toEqual(['Byte number', '0', '1']);
  });
});
