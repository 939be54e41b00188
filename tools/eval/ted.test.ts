import { describe, expect, it } from 'vitest';
import { treeEditDistance, treeSize, type Tree } from './ted.js';

/** A tree from "f(d(a c(b)) e)": a label, then its children in parentheses, separated by spaces. */
function parse(text: string): Tree<string> {
  let at = 0;
  const one = (): Tree<string> => {
    const label = /^[^\s()]+/.exec(text.slice(at))![0];
    at += label.length;
    const children: Tree<string>[] = [];
    if (text[at] === '(') {
      at++;
      while (text[at] !== ')') {
        if (text[at] === ' ') at++;
        else children.push(one());
      }
      at++;
    }
    return { label, children };
  };
  return one();
}

const unit = (a: string, b: string) => (a === b ? 0 : 1);
const ted = (a: string, b: string) => treeEditDistance(parse(a), parse(b), unit);

/**
 * The definition itself, by brute force over forests: the rightmost root of either forest is deleted (its
 * children take its place), inserted, or renamed into the other's rightmost root (their children forests
 * then paired, and the forests to their left).
 */
function reference(a: Tree<string>, b: Tree<string>): number {
  const memo = new Map<string, number>();
  const key = (f: readonly Tree<string>[]): string => f.map((t) => `${t.label}(${key(t.children)})`).join(' ');
  const size = (f: readonly Tree<string>[]) => f.reduce((n, t) => n + treeSize(t), 0);
  const d = (f: readonly Tree<string>[], g: readonly Tree<string>[]): number => {
    if (!f.length || !g.length) return size(f) + size(g);
    const k = `${key(f)}|${key(g)}`;
    const known = memo.get(k);
    if (known !== undefined) return known;
    const v = f[f.length - 1]!;
    const w = g[g.length - 1]!;
    const restF = f.slice(0, -1);
    const restG = g.slice(0, -1);
    const best = Math.min(
      d([...restF, ...v.children], g) + 1,
      d(f, [...restG, ...w.children]) + 1,
      d(v.children, w.children) + d(restF, restG) + unit(v.label, w.label),
    );
    memo.set(k, best);
    return best;
  };
  return d([a], [b]);
}

/** A seeded random tree of `n` nodes with labels from "abc" (mulberry32, so a failure can be replayed). */
function randomTree(n: number, next: () => number): Tree<string> {
  const nodes: { label: string; children: Tree<string>[] }[] = [];
  for (let i = 0; i < n; i++) {
    const node = { label: 'abc'[Math.floor(next() * 3)]!, children: [] as Tree<string>[] };
    if (i > 0) nodes[Math.floor(next() * i)]!.children.push(node);
    nodes.push(node);
  }
  return nodes[0]!;
}

function mulberry32(seed: number): () => number {
  let s = seed;
  return () => {
    s = (s + 0x6d2b79f5) | 0;
    let t = Math.imul(s ^ (s >>> 15), 1 | s);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('tree edit distance (Zhang–Shasha)', () => {
  it('is 0 between equal trees and counts one rename, insert or delete as 1', () => {
    expect(ted('f(a b)', 'f(a b)')).toBe(0);
    expect(ted('f(a b)', 'f(a c)')).toBe(1);
    expect(ted('f(a)', 'f(a b)')).toBe(1);
    expect(ted('f(a b)', 'f(b)')).toBe(1);
  });

  it('deletes an inner node by giving its children to its parent', () => {
    // r(x(a b)) → r(a b): delete x, one edit, not three.
    expect(ted('r(x(a b))', 'r(a b)')).toBe(1);
    expect(ted('r(a b)', 'r(x(a b))')).toBe(1);
  });

  it("gives the paper's example distance of 2", () => {
    // Zhang and Shasha's figure: d moves under c by deleting c above it and inserting c over d.
    expect(ted('f(d(a c(b)) e)', 'f(c(d(a b)) e)')).toBe(2);
  });

  it('keeps the order of siblings: a swap costs two edits', () => {
    expect(ted('r(a b)', 'r(b a)')).toBe(2);
  });

  it('uses the rename cost it is given', () => {
    const half = (a: string, b: string) => (a === b ? 0 : 0.5);
    expect(treeEditDistance(parse('r(a b)'), parse('r(c b)'), half)).toBe(0.5);
  });

  it('agrees with the definition computed by brute force on 300 random pairs of small trees', () => {
    const next = mulberry32(35);
    for (let k = 0; k < 300; k++) {
      const a = randomTree(1 + Math.floor(next() * 7), next);
      const b = randomTree(1 + Math.floor(next() * 7), next);
      expect(treeEditDistance(a, b, unit), JSON.stringify([a, b])).toBe(reference(a, b));
    }
  });

  it('finds a row left out of a long table as two edits (the row and its cell)', () => {
    const rows = Array.from({ length: 300 }, (_, r) => ({ label: 'tr', children: [{ label: `${r}`, children: [] }] }));
    const table: Tree<string> = { label: 'tbody', children: rows };
    expect(treeSize(table)).toBe(601);
    expect(treeEditDistance(table, { label: 'tbody', children: rows.filter((_, r) => r !== 150) }, unit)).toBe(2);
  });
});
