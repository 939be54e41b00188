/**
 * Sections in document order with their parents and element ranges, and each
 * element's section: the one whose start most recently preceded it (by
 * heading, never by page; several sections can share a page).
 */
import type { Section } from '../../model/types.js';
import { parentCandidates } from './numbers.js';
import type { SectionStart } from './match.js';
import type { SectionDraft } from './sections.js';

export interface Assigned {
  sections: Section[];
  /** Section id of each element (null before the first section). */
  elementSection: (string | null)[];
  /** Index into sections of the section each element's heading starts, or -1. */
  startsSection: number[];
}

function parentOf(sections: Section[], i: number): string | null {
  const s = sections[i];
  if (s.number) {
    for (const cand of parentCandidates(s.number)) {
      for (let j = i - 1; j >= 0; j--) if (sections[j].number === cand) return sections[j].id;
    }
    return null;
  }
  for (let j = i - 1; j >= 0; j--) if (sections[j].level < s.level) return sections[j].id;
  return null;
}

export function assignSections(drafts: SectionDraft[], starts: SectionStart[], elementCount: number): Assigned {
  const order = drafts.map((_, i) => i).sort((a, b) => starts[a].start - starts[b].start || a - b);
  const sections: Section[] = order.map((i) => ({
    ...drafts[i],
    parent: null,
    start: starts[i].start,
    end: elementCount,
    subtreeEnd: elementCount,
  }));
  sections.forEach((s, i) => {
    s.parent = parentOf(sections, i);
    if (i + 1 < sections.length) s.end = sections[i + 1].start;
  });

  const byId = new Map(sections.map((s) => [s.id, s]));
  const isDescendant = (s: Section, ancestorId: string): boolean => {
    for (let p = s.parent; p !== null; p = byId.get(p)?.parent ?? null) if (p === ancestorId) return true;
    return false;
  };
  sections.forEach((s, i) => {
    let j = i + 1;
    while (j < sections.length && isDescendant(sections[j], s.id)) j++;
    s.subtreeEnd = j < sections.length ? sections[j].start : elementCount;
  });

  const elementSection: (string | null)[] = new Array(elementCount).fill(null);
  const startsSection: number[] = new Array(elementCount).fill(-1);
  sections.forEach((s, i) => {
    for (let e = s.start; e < s.end; e++) elementSection[e] = s.id;
    if (s.start < s.end) startsSection[s.start] = i;
  });
  return { sections, elementSection, startsSection };
}
