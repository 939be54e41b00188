/** Greedy pairing in document order: each truth item takes the first unused compiled item that matches it. */

/** Pairs truth items with compiled items; `same` decides a pair. Returns, per truth item, the compiled index or -1. */
export function pair<T, M>(truth: readonly T[], got: readonly M[], same: (t: T, m: M) => boolean): number[] {
  const used = new Set<number>();
  return truth.map((t) => {
    const i = got.findIndex((m, j) => !used.has(j) && same(t, m));
    if (i >= 0) used.add(i);
    return i;
  });
}

/** The indexes below `n` that no pair took. */
export const unpaired = (n: number, pairs: readonly number[]): number[] => {
  const used = new Set(pairs);
  return [...Array(n).keys()].filter((i) => !used.has(i));
};
