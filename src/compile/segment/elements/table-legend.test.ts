import { describe, expect, it } from 'vitest';
import { workTable } from '#test-support/work-table.js';
import { legendRowToNotes } from './table-legend.js';

const MATRIX = [
  ['101 Hazard identification', 'MGT', 'G', 'S'],
  ['102 Hazard tracking', 'ENG', 'S', 'N/A'],
  ['103 Risk acceptance', 'ENG', 'G', 'G'],
];

describe('a key printed as the last row of a table', () => {
  it('is its notes, a note per filled cell, where its codes are printed above (MIL-STD-882E TABLE A-I)', () => {
    const key = [
      'Task Type ENG – Engineering MGT – Management',
      'Codes G – Generally S – Selectively N/A – Not',
      '',
      '',
    ];
    const t = workTable(['Task', 'Type', 'Design', 'Disposal'], [...MATRIX, key]);
    expect(legendRowToNotes(t)).toBe(true);
    expect(t.rows).toEqual(MATRIX);
    expect(t.notes).toEqual(key.slice(0, 2));
    expect(t.rowPages).toHaveLength(3);
  });

  it('stays a row where its codes are not the table’s, or a cell holds no list of codes', () => {
    const foreign = ['Levels A – Alpha B – Beta C – Gamma', '', '', ''];
    expect(legendRowToNotes(workTable(['Task', 'Type', 'Design', 'Disposal'], [...MATRIX, foreign]))).toBe(false);
    const prose = ['104 Closure', 'ENG – see 5.2', 'G', 'G'];
    expect(legendRowToNotes(workTable(['Task', 'Type', 'Design', 'Disposal'], [...MATRIX, prose]))).toBe(false);
  });
});
