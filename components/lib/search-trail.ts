/**
 * The search results a section was opened from, so that n/N go on to the next
 * (or previous) result's section once the open section has no more hits.
 */
export interface SearchTrail {
  /** The sections of the results, in result order, each once. */
  sections: readonly string[];
  /** Which of them is open. */
  at: number;
}

/** The trail of results (their sections, in order, each once) opened at `section`. */
export function trailOf(results: ReadonlyArray<{ section: string | null }>, section: string): SearchTrail {
  const sections = [...new Set(results.flatMap((r) => (r.section === null ? [] : [r.section])))];
  return { sections, at: Math.max(0, sections.indexOf(section)) };
}

/** The trail moved one result on (step 1) or back (-1), or null past either end. */
export function stepTrail(trail: SearchTrail, step: 1 | -1): SearchTrail | null {
  const at = trail.at + step;
  return at >= 0 && at < trail.sections.length ? { sections: trail.sections, at } : null;
}
