/**
 * Where each section starts: at its heading element, matched by normalised
 * number + title; failing that, at the first element at or below the
 * destination's y on the destination page.
 */
import { compact } from './normalise.js';
import type { SectionDraft } from './sections.js';
import type { WorkElement } from './work.js';

export interface SectionStart {
  /** Index of the first element of the section (elements.length when it has none). */
  start: number;
  /** True when the start is the section's own heading element. */
  byHeading: boolean;
}

/** Tolerance, in points, for an element whose top sits a hair above the destination y. */
const Y_TOLERANCE = 2;

/** Same title, or one holds the other ("Annex A (informative) Deprecated features" vs "Deprecated features"). */
function titleMatches(a: string, b: string): boolean {
  return a !== '' && b !== '' && (a.includes(b) || b.includes(a));
}

export function findStarts(sections: SectionDraft[], elements: WorkElement[]): SectionStart[] {
  type Heading = { index: number; number: string | null; key: string; title: string; page: number };
  // Headings by key and by number, so each section looks only at its own candidates (in element order).
  const byKey = new Map<string, Heading[]>();
  const byNumber = new Map<string | null, Heading[]>();
  const add = (map: Map<string | null, Heading[]>, k: string | null, h: Heading) => {
    const list = map.get(k);
    if (list) list.push(h);
    else map.set(k, [h]);
  };
  elements.forEach((e, index) => {
    if (e.kind === 'heading') {
      const h: Heading = { index, number: e.number, key: compact(`${e.number ?? ''} ${e.title}`), title: compact(e.title), page: e.page };
      add(byKey as Map<string | null, Heading[]>, h.key, h);
      add(byNumber, h.number, h);
    }
  });
  const used = new Set<number>();
  let lastMatched = -1;
  const firstOnOrAfter = firstElementByPage(elements);

  const pick = (cands: Heading[], page: number) => {
    const free = cands.filter((h) => !used.has(h.index));
    if (!free.length) return null;
    const ahead = free.filter((h) => h.index > lastMatched);
    const pool = ahead.length ? ahead : free;
    let best = pool[0]!;
    for (const h of pool) if (Math.abs(h.page - page) < Math.abs(best.page - page)) best = h;
    return best;
  };

  return sections.map((s) => {
    const key = compact(`${s.number ?? ''} ${s.title}`);
    const title = compact(s.title);
    let hit = pick(byKey.get(key) ?? [], s.page);
    // Looser matches must sit on (or next to) the destination page.
    const near = (h: { page: number }) => Math.abs(h.page - s.page) <= 1;
    const sameNumber = byNumber.get(s.number) ?? [];
    if (!hit && s.number) {
      hit = pick(sameNumber.filter((h) => near(h) && titleMatches(h.title, title)), s.page);
    }
    if (!hit && s.number) {
      // A heading printed as the bare number, its title following as a heading of its own.
      hit = pick(sameNumber.filter((h) => h.title === '' && near(h)), s.page);
    }
    if (!hit && !s.number) {
      hit = pick(sameNumber.filter((h) => near(h) && titleMatches(h.key, key)), s.page);
    }
    if (hit) {
      used.add(hit.index);
      lastMatched = hit.index;
      return { start: hit.index, byHeading: true };
    }
    return { start: positionStart(s, elements, firstOnOrAfter(s.page)), byHeading: false };
  });
}

/** For a page, the index of the first element on that page or a later one (elements.length when none). */
function firstElementByPage(elements: WorkElement[]): (page: number) => number {
  let maxPage = 0;
  for (const e of elements) maxPage = Math.max(maxPage, e.page);
  const first = new Array<number>(maxPage + 2).fill(elements.length);
  elements.forEach((e, i) => {
    if (e.page >= 0 && i < first[e.page]!) first[e.page] = i;
  });
  for (let p = maxPage - 1; p >= 0; p--) first[p] = Math.min(first[p]!, first[p + 1]!);
  return (page) => (page <= 0 ? 0 : page > maxPage ? elements.length : first[page]!);
}

/**
 * The first element at or below the destination on its page, else the first one after that page.
 * `from`: where to start looking; every element before it is on an earlier page.
 */
export function positionStart(s: { page: number; y: number | null }, elements: WorkElement[], from = 0): number {
  for (let i = from; i < elements.length; i++) {
    const e = elements[i];
    if (e.page < s.page) continue;
    if (e.page > s.page) return i;
    if (s.y === null || e.y === null || e.y <= s.y + Y_TOLERANCE) return i;
  }
  return elements.length;
}
