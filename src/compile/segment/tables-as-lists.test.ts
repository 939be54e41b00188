import { describe, expect, it } from 'vitest';
import { tablesAsLists } from './tables-as-lists.js';
import type { Defined } from './stages.js';
import type { WorkTable } from './work.js';

const table = (rows: string[][], copies: boolean[][]): WorkTable => ({
  number: null,
  caption: '',
  headers: [],
  rows,
  copies,
  rowPages: rows.map(() => 68),
  notes: [],
  notePages: [],
  page: 68,
  pageEnd: 68,
});

/** The stage with one table, as the aligned-lists pass finds it. */
function stage(t: WorkTable): Defined {
  return {
    elements: [{ type: 'table', table: 0, page: 68, section: '4.2.1' }],
    tables: [{ number: null, caption: '', headers: [], rows: t.rows, page: 68 }],
    work: [{ kind: 'table', table: 0, page: 68, y: null }],
    workTables: [t],
  } as unknown as Defined;
}

describe('tablesAsLists', () => {
  it('joins each row once: a cell that repeats a spanning cell is no second copy of its text (RISC-V, 4.2.1)', () => {
    const t = table(
      [
        ['funct7', 'rs2', 'rs1'],
        ['SFENCE.VMA', 'SFENCE.VMA', 'asid'],
      ],
      [
        [false, false, false],
        [false, true, false],
      ],
    );
    const w = tablesAsLists(stage(t), new Set([0]));
    expect(w.elements).toEqual([
      { type: 'list', items: ['funct7 rs2 rs1', 'SFENCE.VMA asid'], page: 68, section: '4.2.1' },
    ]);
    expect(w.work[0]).toMatchObject({ kind: 'list', items: ['funct7 rs2 rs1', 'SFENCE.VMA asid'] });
    expect(w.tables).toEqual([]);
  });
});
