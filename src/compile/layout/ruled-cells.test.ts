import { describe, expect, it } from 'vitest';
import { lines } from '../../../test/support/table-lines.js';
import { shadedBy, spanRows } from './ruled-cells.js';
import type { RawRow } from '../blocks.js';
import type { RuledTable } from './table-rules.js';

const columns = [180, 272, 338];
const row = lines([332, ['No registrations at this time.', 180]]);

describe('a cell on a box of its own', () => {
  it('spans the columns its box covers: the box sides close it, the columns inside do not', () => {
    const closed = shadedBy([{ x0: 172, y0: 324, x1: 423, y1: 348 }], columns, row)!;
    expect([0, 1, 2].map(closed)).toEqual([true, false, false]);
  });

  it('says nothing where the box is a frame round the page, or covers one column, or the row has two pieces', () => {
    expect(shadedBy([{ x0: 56, y0: 128, x1: 539, y1: 785 }], columns, row)).toBeUndefined();
    expect(shadedBy([{ x0: 172, y0: 324, x1: 264, y1: 348 }], columns, row)).toBeUndefined();
    const two = lines([332, ['RP-1', 180], ['800', 280]]);
    expect(shadedBy([{ x0: 172, y0: 324, x1: 423, y1: 348 }], columns, two)).toBeUndefined();
  });
});

describe('rows of a grid', () => {
  const cell = (text: string) => ({ text, header: false, colSpan: 1, rowSpan: 1 });
  const row = (...texts: string[]): RawRow => ({ cells: texts.map(cell), header: false });
  // SP 800-26 Figure 2: a link's underline under "Government.”" lies in the gap over the rule between the rows, more
  // than a third of a line under the row's last baseline (set by the other column, smaller and tighter).
  const upper = lines(
    [457.2, ['Presidential Decision Directive 67,', 91], ['Relates to ensuring continuity of', 316]],
    [446.9, ['Constitutional Government and', 91], ['operations planning and continuity', 316]],
    [436.6, ['Government.', 91], ['of government operations', 316]],
  );
  const lower = lines([416.4, ['OMB Memorandum 99-05', 91], ['This memorandum provides', 316]]);
  const ruled = (horizontals: RuledTable['horizontals']): RuledTable => ({
    x0: 86,
    x1: 558,
    top: 465.6,
    bottom: 372.7,
    inner: [424.8],
    grid: true,
    bounds: [86, 310.6, 558],
    verticals: [86, 310.6, 558].map((at) => ({ at, from: 372.7, to: 465.6 })),
    horizontals,
  });

  it("are divided by the rule between them, not by a link's underline in the same gap", () => {
    const rows = [row('PDD 67', 'Relates'), row('OMB 99-05', 'This memorandum')];
    const rules = [
      { at: 431.8, from: 91, to: 141 },
      { at: 424.8, from: 86, to: 558 },
    ];
    spanRows(rows, [upper, lower], [86, 310.6], ruled(rules));
    expect(rows.map((r) => r.cells.map((c) => [c.text, c.rowSpan]))).toEqual([
      [
        ['PDD 67', 1],
        ['Relates', 1],
      ],
      [
        ['OMB 99-05', 1],
        ['This memorandum', 1],
      ],
    ]);
  });

  it('are joined in a column the rule between them leaves out', () => {
    const rows = [row('PDD 67', 'Relates'), row('', 'This memorandum')];
    spanRows(rows, [upper, lower], [86, 310.6], ruled([{ at: 424.8, from: 310.8, to: 558 }]));
    expect(rows.map((r) => r.cells.map((c) => [c.text, c.rowSpan]))).toEqual([
      [
        ['PDD 67', 2],
        ['Relates', 1],
      ],
      [['This memorandum', 1]],
    ]);
  });
});
