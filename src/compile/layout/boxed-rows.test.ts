/**
 * Ruled boxes of one width stacked under centred group labels, each row's name outside the boxes (an instruction
 * listing, RISC-V Table 6.1): one table, its columns where any box draws a rule, a label a row across all of them.
 */
import { describe, expect, it } from 'vitest';
import type { PageRules, Rule } from '../pdf/page-rules.js';
import { readBoxedRows } from './boxed-rows.js';
import { readTable } from './tables.js';
import { lines, m, never } from '#test-support/table-lines.js';

const LEFT = 90;
const RIGHT = 400;
const h = (at: number): Rule => ({ at, from: LEFT, to: RIGHT });
/** A box's sides and its inner rules, from `top` down to `bottom`. */
const sides = (top: number, bottom: number, inner: number[]): Rule[] =>
  [LEFT, ...inner, RIGHT].map((at) => ({ at, from: bottom, to: top }));
/** A label centred over the boxes (9 pt Times: 4.5 pt a character in the test font). */
const centred = (text: string): [string, number] => [text, (LEFT + RIGHT) / 2 - (text.length * 4.5) / 2];

const HEADER = lines([700, ['imm', 160], ['rs1', 280], ['op', 350], ['NAME', 410]]);
const GROUP_A = lines([684, centred('Group A')]);
const BOX_A = lines(
  [667, ['0000', 150], ['00', 280], ['11', 350], ['ECALL', 410]],
  [655, ['0001', 150], ['00', 280], ['11', 350], ['EBREAK', 410]],
);
const GROUP_B = lines([640, centred('Group B')]);
const BOX_B = lines([623, ['01', 120], ['10', 200], ['00', 280], ['11', 350], ['WFI', 410]]);

const RULES: PageRules = {
  horizontal: [709, 696, 676, 664, 652, 632, 620].map(h),
  vertical: [...sides(709, 696, [250, 320]), ...sides(676, 652, [250, 320]), ...sides(632, 620, [170, 250, 320])],
  boxes: [],
};

const read = (page: typeof HEADER) => readTable(page, 0, m, never, undefined, RULES);
const cells = (t: ReturnType<typeof read>) => t!.rows.map((r) => r.cells.map((c) => [c.text, c.colSpan]));

describe('boxed rows under group labels', () => {
  it('are one table: columns where any box rules them, a label across all, the names outside last', () => {
    const t = read([...HEADER, ...GROUP_A, ...BOX_A, ...GROUP_B, ...BOX_B]);
    expect(t?.columns).toEqual([LEFT, 170, 250, 320, RIGHT]);
    expect(cells(t)).toEqual([
      [
        ['imm', 2],
        ['rs1', 1],
        ['op', 1],
        ['NAME', 1],
      ],
      [['Group A', 5]],
      [
        ['0000', 2],
        ['00', 1],
        ['11', 1],
        ['ECALL', 1],
      ],
      [
        ['0001', 2],
        ['00', 1],
        ['11', 1],
        ['EBREAK', 1],
      ],
      [['Group B', 5]],
      [
        ['01', 1],
        ['10', 1],
        ['00', 1],
        ['11', 1],
        ['WFI', 1],
      ],
    ]);
    expect(t?.lines).toHaveLength(6);
  });

  it('end where a line that is no label stands between two boxes', () => {
    const prose = lines([640, ['The next group is reserved for later use.', LEFT]]);
    const t = read([...HEADER, ...GROUP_A, ...BOX_A, ...prose, ...BOX_B]);
    expect(cells(t).map((r) => r[0]![0])).toEqual(['imm', 'Group A', '0000', '0001']);
  });

  it('are no such table when no label stands between the boxes (the grid reader reads each grid)', () => {
    const page = [...HEADER, ...BOX_A];
    expect(readBoxedRows(page, page[0]!, RULES, m.pitch(9))).toBeNull();
    expect(readBoxedRows([...HEADER, ...GROUP_A, ...BOX_A], HEADER[0]!, RULES, m.pitch(9))).not.toBeNull();
  });
});
