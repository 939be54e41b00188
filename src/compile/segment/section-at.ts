import { firstIndexWhere } from '../../model/sorted-search.js';
import type { Section } from '../../model/types.js';

/**
 * The section whose own range holds element `at`: the last one starting at or before it (sections are in
 * document order and their own ranges follow each other). Undefined before the first section.
 */
export function sectionAt(sections: readonly Section[], at: number): Section | undefined {
  return sections[firstIndexWhere(sections.length, (i) => sections[i]!.start > at) - 1];
}
