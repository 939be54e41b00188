/**
 * Signs, read from a tagged file's page text, that the tree may have lost a table on a page: marked text it does
 * not reach (MCIDs no element points at), and lines whose words stand apart in columns. The
 * drawing of such a page is read again (layout/drawn-tables.ts); a sign alone changes nothing.
 */
import type { PageText, Piece, Run } from './page-text.js';
import { isMcRef, type McRef, type StructNode } from './struct-tree.js';
import { nonSpace } from './tagged-coverage.js';

export interface TableHints {
  /** Pages with at least `UNREACHED` characters of marked text no element of the tree points at. */
  unreached: number[];
  /** Pages with at least `GAPPED_LINES` lines holding a gap as wide as a column gutter, outside the tree's tables. */
  gapped: number[];
}

export const NO_HINTS: TableHints = { unreached: [], gapped: [] };

/** Non-space characters of a page's text the tree may miss before it is said to have lost some. */
const UNREACHED = 30;
/** Lines with a gutter on a page before its text is said to stand in columns. */
const GAPPED_LINES = 3;
/** A gap between two runs on one baseline this many times their height wide is a gutter, not a word space. */
const GUTTER = 1.5;

const isRun = (p: Piece): p is Run => !('nested' in p);

export function tableHints(root: StructNode, texts: readonly (PageText | undefined)[]): TableHints {
  const { referenced, inTables } = referencedMcids(root);
  const unreached: number[] = [];
  const gapped: number[] = [];
  texts.forEach((t, i) => {
    if (!t) return;
    const page = i + 1;
    const reached = reachedMcids(t, referenced.get(page) ?? new Set());
    // Text outside every MCID is left out: it is mostly furniture nobody marked (a download stamp on each page).
    let missed = 0;
    for (const [mcid, pieces] of t.mcids)
      if (!reached.has(mcid)) missed += pieces.filter(isRun).reduce((n, r) => n + nonSpace(r.s), 0);
    if (missed >= UNREACHED) unreached.push(page);
    // Lines the tree gives as a table's cells say nothing: their gutters are the table's.
    const tabled = inTables.get(page) ?? new Set<number>();
    const outside = [...t.mcids].filter(([mcid]) => !tabled.has(mcid)).flatMap(([, pieces]) => pieces.filter(isRun));
    const lines = linesWithGutter(outside);
    if (lines >= GAPPED_LINES) gapped.push(page);
  });
  return { unreached, gapped };
}

/** The MCIDs the tree points at, page by page: all of them, and those inside a Table element. */
function referencedMcids(root: StructNode): { referenced: McidsByPage; inTables: McidsByPage } {
  const referenced: McidsByPage = new Map();
  const inTables: McidsByPage = new Map();
  const add = (to: McidsByPage, ref: McRef) => {
    const set = to.get(ref.page);
    if (set) set.add(ref.mcid);
    else to.set(ref.page, new Set([ref.mcid]));
  };
  const stack: { node: StructNode; inTable: boolean }[] = [{ node: root, inTable: false }];
  while (stack.length) {
    const { node, inTable } = stack.pop()!;
    const here = inTable || node.role === 'Table';
    for (const kid of node.kids) {
      if (!isMcRef(kid)) stack.push({ node: kid, inTable: here });
      else {
        add(referenced, kid);
        if (here) add(inTables, kid);
      }
    }
  }
  return { referenced, inTables };
}

type McidsByPage = Map<number, Set<number>>;

/** The MCIDs read on a page: those the tree points at, and those nested in them (read where they sit). */
function reachedMcids(t: PageText, referenced: ReadonlySet<number>): Set<number> {
  const out = new Set(referenced);
  const queue = [...referenced];
  while (queue.length) {
    for (const p of t.mcids.get(queue.pop()!) ?? [])
      if ('nested' in p && !out.has(p.nested)) {
        out.add(p.nested);
        queue.push(p.nested);
      }
  }
  return out;
}

/** How many baselines hold two runs of text a gutter apart. */
function linesWithGutter(runs: readonly Run[]): number {
  const byLine = new Map<number, Run[]>();
  for (const r of runs) {
    if (!r.s.trim() || r.h <= 0) continue;
    const key = Math.round(r.y);
    const line = byLine.get(key);
    if (line) line.push(r);
    else byLine.set(key, [r]);
  }
  let n = 0;
  for (const line of byLine.values()) {
    line.sort((a, b) => a.x - b.x);
    if (line.some((r, k) => k > 0 && r.x - (line[k - 1]!.x + line[k - 1]!.w) >= GUTTER * r.h)) n++;
  }
  return n;
}
