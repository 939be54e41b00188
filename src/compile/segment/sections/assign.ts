/**
 * Sections in document order with their ids, parents and element ranges, and
 * each element's section: the one whose start most recently preceded it (by
 * heading, never by page; several sections can share a page). Elements
 * before the first section and from `contentEnd` on (back matter) belong to
 * none.
 */
import type { Section } from '../../../model/types.js';
import {
  chapterValue,
  isInAnnexes,
  labelledNumber,
  numberLevel,
  parentCandidates,
} from '../../../model/section-number.js';
import type { SectionStart } from './match.js';
import { sectionIds, type SectionDraft } from './sections.js';

export interface Assigned {
  sections: Section[];
  /** Section id of each element (null outside every section). */
  elementSection: (string | null)[];
  /** Index into sections of the section each element's heading starts, or -1. */
  startsSection: number[];
}

/**
 * Parents: the nearest preceding section whose number is the longest proper
 * prefix of this one's; for unnumbered sections, the nearest preceding
 * section of a lower level (one pass with a stack of open levels).
 */
function assignParents(sections: Section[]): void {
  const lastByNumber = new Map<string, number>();
  const open: number[] = [];
  const hosts = restartedNumbering(sections);
  sections.forEach((s, i) => {
    while (open.length && sections[open[open.length - 1]!]!.level >= s.level) open.pop();
    const host = hosts.get(i);
    if (host !== undefined) {
      s.parent = sections[host]!.id;
      lastByNumber.set(s.number!, i);
    } else if (s.number) {
      const cand = parentCandidates(s.number).find((c) => lastByNumber.has(c));
      s.parent = cand === undefined ? null : sections[lastByNumber.get(cand)!]!.id;
      lastByNumber.set(s.number, i);
      // "101.1" is a clause of "TASK 101", "2.1." of "APPENDIX 2" when it is the nearest.
      const own = labelledNumber(s.number);
      if (own !== null) lastByNumber.set(own, i);
    } else {
      s.parent = open.length ? sections[open[open.length - 1]!]!.id : null;
    }
    open.push(i);
  });
}

/**
 * A numbering that starts again: lone chapter numbers right after an unnumbered or annex heading, once the annexes
 * have begun or with a number a chapter already has ("GNU Free Documentation License", then "0. PREAMBLE" …
 * "11. RELICENSING" after the last appendix). They are the numbered clauses of that heading's text, not chapters
 * of the document: each section of the run (with the clauses numbered inside it) is nested one level below the
 * heading, which becomes their parent. Returns the run's lone numbers by index, each with its host's index; the
 * levels of the run and of the clauses inside it are set here.
 */
function restartedNumbering(sections: Section[]): Map<number, number> {
  const hosts = new Map<number, number>();
  const chapters = new Set<number>();
  let annexes = false;
  for (let i = 0; i < sections.length; i++) {
    const s = sections[i]!;
    const value = s.number === null ? null : chapterValue(s.number);
    const host = sections[i - 1];
    if (
      value !== null &&
      host &&
      (host.number === null || isInAnnexes(host.number)) &&
      (annexes || chapters.has(value))
    ) {
      i = nestRun(sections, i, host.level, hosts) - 1;
      continue;
    }
    if (value !== null) chapters.add(value);
    if (s.number !== null && isInAnnexes(s.number)) annexes = true;
  }
  return hosts;
}

/** Nests the run starting at `first` below its host (the section before it); returns the index after the run. */
function nestRun(sections: Section[], first: number, hostLevel: number, hosts: Map<number, number>): number {
  const members = new Set<string>();
  let j = first;
  for (; j < sections.length; j++) {
    const { number } = sections[j]!;
    if (number !== null && chapterValue(number) !== null) {
      members.add(number);
      hosts.set(j, first - 1);
    } else if (number === null || !members.has(number.split('.')[0]!)) break;
    sections[j]!.level = hostLevel + numberLevel(number);
  }
  return j;
}

export function assignSections(
  drafts: SectionDraft[],
  starts: SectionStart[],
  elementCount: number,
  contentEnd = elementCount,
  /** A printed Contents between sections: in none, the section before it ends at its start. */
  contents: { start: number; end: number } | null = null,
): Assigned {
  const order = drafts.map((_, i) => i).sort((a, b) => starts[a]!.start - starts[b]!.start || a - b);
  const ordered = order.map((i) => drafts[i]!);
  const ids = sectionIds(ordered);
  const sections: Section[] = order.map((i, k) => {
    const { source, ...d } = drafts[i]!;
    const start = Math.min(starts[i]!.start, contentEnd);
    return { id: ids[k]!, ...d, parent: null, start, end: contentEnd, subtreeEnd: contentEnd, source };
  });
  assignParents(sections);
  sections.forEach((s, i) => {
    if (i + 1 < sections.length) s.end = sections[i + 1]!.start;
  });

  const byId = new Map(sections.map((s) => [s.id, s]));
  const isDescendant = (s: Section, ancestorId: string): boolean => {
    const seen = new Set<string>();
    for (let p = s.parent; p !== null && !seen.has(p); p = byId.get(p)?.parent ?? null) {
      if (p === ancestorId) return true;
      seen.add(p);
    }
    return false;
  };
  sections.forEach((s, i) => {
    let j = i + 1;
    while (j < sections.length && isDescendant(sections[j]!, s.id)) j++;
    s.subtreeEnd = j < sections.length ? sections[j]!.start : contentEnd;
  });

  if (contents) clipAt(sections, contents.start);

  const elementSection: (string | null)[] = new Array(elementCount).fill(null);
  const startsSection: number[] = new Array(elementCount).fill(-1);
  sections.forEach((s, i) => {
    for (let e = s.start; e < s.end; e++) elementSection[e] = s.id;
    if (s.start < s.end) startsSection[s.start] = i;
  });
  return { sections, elementSection, startsSection };
}

/** Sections whose range runs past `at` end there (a printed Contents begins at `at`, in no section). */
function clipAt(sections: Section[], at: number): void {
  for (const s of sections) {
    if (s.start < at && s.end > at) s.end = at;
    if (s.start < at && s.subtreeEnd > at) s.subtreeEnd = at;
  }
}
