import { describe, expect, it } from 'vitest';
import { workTable } from '#test-support/work-table.js';
import { foldColumnLeadIn } from './column-lead-in.js';

const HEADERS = ['Risk Levels', 'Description of Risk Criteria'];
const LEAD_IN = ['', 'A software design defect that upon occurring during normal operations or tests:'];
const LEVELS = [
  ['High', '• Can lead directly to a catastrophic mishap'],
  ['Serious', '• Can lead directly to a marginal mishap'],
  ['Low', '• Influences a negligible mishap'],
];

describe("a column's lead-in printed as the first row", () => {
  it("is folded into that column's title, no row (MIL-STD-882E TABLE B-I)", () => {
    const t = workTable(HEADERS, [LEAD_IN, ...LEVELS]);
    expect(foldColumnLeadIn(t)).toBe(true);
    expect(t.headers).toEqual(['Risk Levels', `Description of Risk Criteria ${LEAD_IN[1]}`]);
    expect(t.rows).toEqual(LEVELS);
    expect([t.copies.length, t.rowPages.length]).toEqual([3, 3]);
  });

  it('stays a row where it ends in no colon, its key is filled, or a row below leaves the column empty', () => {
    const noColon = ['', 'Criteria as assessed by the program office.'];
    expect(foldColumnLeadIn(workTable(HEADERS, [noColon, ...LEVELS]))).toBe(false);
    const keyed = ['Any', LEAD_IN[1]!];
    expect(foldColumnLeadIn(workTable(HEADERS, [keyed, ...LEVELS]))).toBe(false);
    const gap = [...LEVELS.slice(0, 2), ['Low', '']];
    expect(foldColumnLeadIn(workTable(HEADERS, [LEAD_IN, ...gap]))).toBe(false);
    // A table without column titles, or with one row under the colon, has no column to head.
    expect(foldColumnLeadIn(workTable([], [LEAD_IN, ...LEVELS]))).toBe(false);
    expect(foldColumnLeadIn(workTable(HEADERS, [LEAD_IN, LEVELS[0]!]))).toBe(false);
  });
});
