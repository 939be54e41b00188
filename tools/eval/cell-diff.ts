/**
 * The wrong cells of a table, for `npm run eval -- --verbose`: rows aligned to rows, then cells to cells
 * (least-cost alignment, the costs of TEDS), and every difference printed expected beside got. The score
 * itself is TEDS (teds.ts); this only shows where it was lost.
 */
import { sameGrid, sameRow, textDistance, type Grid } from './teds.js';

type Pair = [number | null, number | null];

/** Needleman–Wunsch: the least-cost alignment of `a` with `b`, as index pairs (null: a gap on that side). */
export function align<T>(a: readonly T[], b: readonly T[], sub: (x: T, y: T) => number, gap: (x: T) => number): Pair[] {
  const cols = b.length + 1;
  const cost = new Float64Array((a.length + 1) * cols);
  // Each substitution's cost, kept for the way back (a row's costs a whole alignment of its cells).
  const subs = new Float64Array((a.length + 1) * cols);
  for (let i = 1; i <= a.length; i++) cost[i * cols] = cost[(i - 1) * cols]! + gap(a[i - 1]!);
  for (let j = 1; j <= b.length; j++) cost[j] = cost[j - 1]! + gap(b[j - 1]!);
  for (let i = 1; i <= a.length; i++)
    for (let j = 1; j <= b.length; j++) {
      subs[i * cols + j] = sub(a[i - 1]!, b[j - 1]!);
      cost[i * cols + j] = Math.min(
        cost[(i - 1) * cols + j - 1]! + subs[i * cols + j]!,
        cost[(i - 1) * cols + j]! + gap(a[i - 1]!),
        cost[i * cols + j - 1]! + gap(b[j - 1]!),
      );
    }
  const pairs: Pair[] = [];
  let i = a.length;
  let j = b.length;
  const near = (x: number, y: number) => Math.abs(x - y) < 1e-9;
  while (i > 0 || j > 0) {
    const here = cost[i * cols + j]!;
    if (i > 0 && j > 0 && near(here, cost[(i - 1) * cols + j - 1]! + subs[i * cols + j]!)) pairs.push([--i, --j]);
    else if (i > 0 && near(here, cost[(i - 1) * cols + j]! + gap(a[i - 1]!))) pairs.push([--i, null]);
    else pairs.push([null, --j]);
  }
  return pairs.reverse();
}

const cellPairs = (a: readonly string[], b: readonly string[]) => align(a, b, textDistance, () => 1);

/** The cost of turning one row into another: its cells aligned (a row's own node costs nothing to rename). */
function rowCost(a: readonly string[], b: readonly string[]): number {
  if (sameRow(a, b)) return 0;
  return cellPairs(a, b).reduce((sum, [i, j]) => sum + (i === null || j === null ? 1 : textDistance(a[i]!, b[j]!)), 0);
}

const shown = (row: readonly string[]) => row.map((c) => JSON.stringify(c)).join(' | ');

function rowDiffs(part: string, want: string[][], got: string[][]): string[] {
  const out: string[] = [];
  for (const [i, j] of align(want, got, rowCost, (r) => r.length + 1)) {
    if (j === null) out.push(`${part} row ${i! + 1} missing: ${shown(want[i!]!)}`);
    else if (i === null) out.push(`${part} row extra (got row ${j + 1}): ${shown(got[j]!)}`);
    else {
      const w = want[i]!;
      const g = got[j]!;
      for (const [c, d] of cellPairs(w, g)) {
        const where = `${part} row ${i + 1}, column ${(c ?? d!) + 1}`;
        if (d === null) out.push(`${where}: expected ${JSON.stringify(w[c!])}  got no cell`);
        else if (c === null) out.push(`${part} row ${i + 1}: extra cell ${JSON.stringify(g[d])} (got column ${d + 1})`);
        else if (w[c] !== g[d]) out.push(`${where}: expected ${JSON.stringify(w[c])}  got ${JSON.stringify(g[d])}`);
      }
    }
  }
  return out;
}

/** Every difference between the expected and the compiled table, one line each; none when they are the same. */
export function cellDiffs(want: Grid, got: Grid): string[] {
  if (sameGrid(want, got)) return [];
  return [...rowDiffs('header', want.header, got.header), ...rowDiffs('body', want.body, got.body)];
}
