/**
 * A search without hits about a standard the corpus does not hold (the
 * catalogue's coverage.gaps: PDF/A, PAdES …) must not read as "there is no such
 * requirement". This finds the gap a query is about, from the gap's own words:
 * the area's name ("PAdES"), its gloss ("archival PDF") and the numbers of the
 * standards that cover it ("19005", "319 142").
 */
import type { CoverageGap } from '../catalogue.js';
import { escapeRegExp } from '../../model/regexp.js';

/** The words that name a gap's area, each a pattern that matches it as a whole word, in any case. */
export function gapPatterns(gap: CoverageGap): RegExp[] {
  const m = /^(.*?)\s*\((.*)\)\s*$/.exec(gap.area);
  const names = m ? [m[1]!, m[2]!] : [gap.area];
  const numbers = gap.standards.flatMap((s) => /(\d[\d ]*\d)(?:-\d+)*$/.exec(s)?.[1] ?? []);
  const terms = [...new Set([...names, ...numbers].map((t) => t.trim()).filter((t) => t.length > 1))];
  return terms.map((t) => new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(t)}(?![\\p{L}])`, 'iu'));
}

/** The first gap whose area the query names, or null. */
export function coverageGapOf(query: string, gaps: readonly CoverageGap[]): CoverageGap | null {
  return gaps.find((g) => gapPatterns(g).some((p) => p.test(query))) ?? null;
}

/** "PAdES (…) is not in this corpus: ETSI EN 319 142-1, ETSI EN 319 142-2 cover it. <consequence>" (no closing stop). */
export function describeGap(gap: CoverageGap): string {
  const covered = gap.standards.length ? `: ${gap.standards.join(', ')} cover it` : '';
  return `${gap.area} is not in this corpus${covered}. ${gap.consequence.replace(/\.\s*$/, '')}`;
}
