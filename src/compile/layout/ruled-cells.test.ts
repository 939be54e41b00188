import { describe, expect, it } from 'vitest';
import { lines } from '../../../test/support/table-lines.js';
import { shadedBy } from './ruled-cells.js';

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
