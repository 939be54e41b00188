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
  const headings: { index: number; number: string | null; key: string; title: string; page: number }[] = [];
  elements.forEach((e, index) => {
    if (e.kind === 'heading') {
      headings.push({ index, number: e.number, key: compact(`${e.number ?? ''} ${e.title}`), title: compact(e.title), page: e.page });
    }
  });
  const used = new Set<number>();
  let lastMatched = -1;

  const pick = (cands: typeof headings, page: number) => {
    const free = cands.filter((h) => !used.has(h.index));
    if (!free.length) return null;
    const ahead = free.filter((h) => h.index > lastMatched);
    const pool = ahead.length ? ahead : free;
    let best = pool[0];
    for (const h of pool) if (Math.abs(h.page - page) < Math.abs(best.page - page)) best = h;
    return best;
  };

  return sections.map((s) => {
    const key = compact(`${s.number ?? ''} ${s.title}`);
    const title = compact(s.title);
    let hit = pick(headings.filter((h) => h.key === key), s.page);
    // Looser matches must sit on (or next to) the destination page.
    const near = (h: { page: number }) => Math.abs(h.page - s.page) <= 1;
    if (!hit && s.number) {
      hit = pick(headings.filter((h) => h.number === s.number && near(h) && titleMatches(h.title, title)), s.page);
    }
    if (!hit && s.number) {
      // A heading printed as the bare number, its title following as a heading of its own.
      hit = pick(headings.filter((h) => h.number === s.number && h.title === '' && near(h)), s.page);
    }
    if (!hit && !s.number) {
      hit = pick(headings.filter((h) => h.number === null && near(h) && titleMatches(h.key, key)), s.page);
    }
    if (hit) {
      used.add(hit.index);
      lastMatched = hit.index;
      return { start: hit.index, byHeading: true };
    }
    return { start: positionStart(s, elements), byHeading: false };
  });
}

/** The first element at or below the destination on its page, else the first one after that page. */
export function positionStart(s: { page: number; y: number | null }, elements: WorkElement[]): number {
  for (let i = 0; i < elements.length; i++) {
    const e = elements[i];
    if (e.page < s.page) continue;
    if (e.page > s.page) return i;
    if (s.y === null || e.y === null || e.y <= s.y + Y_TOLERANCE) return i;
  }
  return elements.length;
}
