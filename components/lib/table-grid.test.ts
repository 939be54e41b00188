import { describe, expect, it } from 'vitest';
import { lineText, seg } from './line.js';
import { columnWidths, tableGrid } from './table-grid.js';

const cellsOf = (rows: string[][]) => rows.map((r) => r.map((c) => [seg(c)]));
const grid = (headers: string[], rows: string[][], width: number) =>
  tableGrid({ headers, headerCells: headers.map((h) => [seg(h)]), rows: cellsOf(rows) }, width);

describe('tableGrid', () => {
  const headers = ['Key', 'Type', 'Value'];
  const rows = [
    [
      'Type',
      'name',
      '(Optional) The type of PDF object that this dictionary describes; if present, shall be StructElem.',
    ],
    [
      'P',
      'dictionary',
      '(Required; shall be an indirect reference) The structure element that is the immediate parent.',
    ],
  ];

  it.each([80, 50, 36])(
    'fits %i columns: every line exactly as wide as the others and no wider than the pane',
    (width) => {
      const lines = grid(headers, rows, width).map(lineText);
      const widths = new Set(lines.map((l) => l.length));
      expect(widths.size).toBe(1);
      expect([...widths][0]).toBeLessThanOrEqual(width);
    },
  );

  it('keeps every word of every cell, in order (cells wrap, nothing is cut)', () => {
    const lines = grid(headers, rows, 50).map(lineText);
    // Read the third column back out of the grid, row block by row block.
    const third = lines
      .filter((l) => l.startsWith('│'))
      .map((l) => l.split('│')[3]?.trim() ?? '')
      .join(' ');
    for (const r of rows) expect(third.replace(/\s+/g, ' ')).toContain(r[2]);
  });

  it('shows the notes under the grid, wrapped to the pane and indented, never inside a column', () => {
    const notes = [
      'a The ID entry is described in 14.7.2 of this document, together with the other identifiers of a structure element.',
      'NOTE Readers ignore other entries.',
    ];
    const lines = tableGrid(
      { headers, headerCells: headers.map((h) => [seg(h)]), rows: cellsOf(rows), notes: notes.map((n) => [seg(n)]) },
      50,
    );
    const text = lines.map(lineText);
    const bottom = text.findIndex((l) => l.startsWith('└'));
    const under = text.slice(bottom + 1);
    expect(under.length).toBeGreaterThan(2);
    for (const l of under) expect(l.startsWith('  ') && l.length <= 50).toBe(true);
    expect(under.join(' ').replace(/\s+/g, ' ').trim()).toBe(notes.join(' '));
    expect(lines.slice(bottom + 1).every((l) => !l.wide)).toBe(true);
  });

  it('draws a box: corners, a header rule, and row rules only when rows wrap', () => {
    const wrapped = grid(headers, rows, 50).map(lineText);
    expect(wrapped[0]).toMatch(/^┌─+┬─+┬─+┐$/);
    expect(wrapped.some((l) => /^╞═+╪/.test(l))).toBe(true);
    expect(wrapped.some((l) => /^├─+┼/.test(l))).toBe(true);
    expect(wrapped.at(-1)).toMatch(/^└─+┴─+┴─+┘$/);
    const short = grid(
      ['a', 'b'],
      [
        ['1', '2'],
        ['3', '4'],
      ],
      80,
    ).map(lineText);
    expect(short.some((l) => l.startsWith('├'))).toBe(false);
    expect(short).toHaveLength(6);
  });

  it('marks a table too wide for any wrapping as wide (scrolled sideways), never wider than its minimums', () => {
    const many = Array.from({ length: 9 }, (_, i) => `Column${i}`);
    const lines = grid(many, [many.map((c) => `${c}-value`)], 40);
    expect(lines.every((l) => l.wide)).toBe(true);
    expect(new Set(lines.map((l) => lineText(l).length)).size).toBe(1);
  });

  it('keeps words whole when the room allows', () => {
    const { widths } = columnWidths([10, 9, 58], 60, [10, 9, 11]);
    expect(widths[0]).toBeGreaterThanOrEqual(10);
  });
});

describe('tableGrid: a list inside a cell', () => {
  it('starts each item on a line of its own, continued under its text (WTPDF Table B.2 shape)', () => {
    const cell =
      'Use when: • A table cell whose width is important. • A header cell (TH) that should have a specific width. • An empty cell.';
    const lines = grid(['Attribute', 'Purpose'], [['Width', cell]], 60).map(lineText);
    const col = lines.map((l) => l.split('│')[2] ?? '').map((c) => c.trim());
    expect(col).toContain('Use when:');
    const items = col.filter((c) => c.startsWith('•'));
    expect(items).toEqual([
      '• A table cell whose width is important.',
      expect.stringMatching(/^• A header cell \(TH\) that should have a/),
      '• An empty cell.',
    ]);
    // The wrapped rest of the second item is indented under its text, not under the bullet.
    const second = lines.findIndex((l) => l.includes('• A header cell'));
    expect(lines[second + 1]!.split('│')[2]).toMatch(/^ {3}\S/);
  });

  it('leaves a bullet inside a sentence alone', () => {
    const lines = grid(['A'], [['a•b stays one item']], 40).map(lineText);
    expect(lines.filter((l) => l.includes('a•b stays one item'))).toHaveLength(1);
  });
});
