/** Scroll arithmetic shared by the panes that page through rendered lines. */

export function clampTop(top: number, total: number, height: number): number {
  return Math.max(0, Math.min(top, Math.max(0, total - height)));
}

/** First line of each run of consecutive lines that contain a hit. */
export function hitStarts(flags: readonly boolean[]): number[] {
  const out: number[] = [];
  flags.forEach((f, i) => {
    if (f && !flags[i - 1]) out.push(i);
  });
  return out;
}

/** The hit after (step 1) or before (step -1) the one at `from`, or null past the last (first) one. */
export function nextHit(hits: readonly number[], from: number, step: 1 | -1): number | null {
  if (step === 1) return hits.find((h) => h > from) ?? null;
  for (let i = hits.length - 1; i >= 0; i--) if ((hits[i] ?? 0) < from) return hits[i] ?? null;
  return null;
}

/** The hit after (step 1) or before (step -1) the one at `from`, wrapping around. */
export function stepHit(hits: readonly number[], from: number, step: 1 | -1): number | null {
  if (hits.length === 0) return null;
  return nextHit(hits, from, step) ?? (step === 1 ? hits[0] : hits[hits.length - 1]) ?? null;
}
