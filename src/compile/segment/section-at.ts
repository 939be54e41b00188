import type { Section } from '../../model/types.js';

/**
 * The section whose own range holds element `at`: the last one starting at or before it (sections are in
 * document order and their own ranges follow each other). Undefined before the first section.
 */
export function sectionAt(sections: readonly Section[], at: number): Section | undefined {
  let lo = 0;
  let hi = sections.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (sections[mid]!.start <= at) lo = mid + 1;
    else hi = mid;
  }
  return sections[lo - 1];
}
