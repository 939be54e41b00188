/**
 * The signs of a lost table read from a tagged page's text (table-hints.ts): marked text no element points at,
 * and lines whose words stand a gutter apart.
 */
import { describe, expect, it } from 'vitest';
import type { PageText, Piece, Run } from './page-text.js';
import type { StructNode } from './struct-tree.js';
import { tableHints } from './table-hints.js';

const run = (s: string, x: number, y: number, w = s.length * 5): Run => ({ s, x, y, w, h: 10, eol: false });
const page = (mcids: [number, Piece[]][], untaggedChars = 0): PageText => ({
  mcids: new Map(mcids),
  artifacts: [],
  untaggedChars,
});
const tree = (refs: { page: number; mcid: number }[]): StructNode => ({
  role: 'Document',
  kids: [{ role: 'P', kids: refs }],
});

describe('signs of a lost table on a tagged page', () => {
  it('names the pages whose marked text no element points at, not text outside every MCID', () => {
    const text = run('ML-KEM-512 256 3329 2 3 2 10 4 128 ML-KEM-768 256 3329 3 2 2 10 4 192', 100, 500);
    const pages = [
      page([
        [0, [run('Table 2. Approved parameter sets', 100, 520)]],
        [1, [text]],
      ]),
      page([], 400),
    ];
    expect(tableHints(tree([{ page: 1, mcid: 0 }]), pages).unreached).toEqual([1]);
    expect(
      tableHints(
        tree([
          { page: 1, mcid: 0 },
          { page: 1, mcid: 1 },
        ]),
        pages,
      ).unreached,
    ).toEqual([]);
  });

  it('counts a nested MCID as reached where its outer one is', () => {
    const outer = page([
      [0, [run('The parameter', 100, 500), { nested: 1 }]],
      [1, [run('k determines the dimensions of the matrix A in K-PKE.KeyGen', 170, 500)]],
    ]);
    expect(tableHints(tree([{ page: 1, mcid: 0 }]), [outer]).unreached).toEqual([]);
  });

  it('names the pages with three lines holding a gutter', () => {
    const rows = [0, 1, 2].map((k): [number, Run[]] => [
      k,
      [run('Name', 90, 600 - 20 * k), run('UAB', 220, 600 - 20 * k)],
    ]);
    const prose = [0, 1, 2].map((k): [number, Run[]] => [
      k,
      [run('words', 90, 600 - 20 * k), run('more', 118, 600 - 20 * k)],
    ]);
    const refs = [0, 1, 2].map((mcid) => ({ page: 1, mcid }));
    expect(tableHints(tree(refs), [page(rows)]).gapped).toEqual([1]);
    expect(tableHints(tree(refs), [page(prose)]).gapped).toEqual([]);
    // The gutters of a table the tree gives as one are the table's, no sign of a lost one.
    const table: StructNode = { role: 'Document', kids: [{ role: 'Table', kids: [{ role: 'TR', kids: refs }] }] };
    expect(tableHints(table, [page(rows)]).gapped).toEqual([]);
  });
});
