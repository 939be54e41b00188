/**
 * Where each section of a source starts: at its heading element, matched by
 * normalised number + title; failing that, at the first element at or below
 * the destination's y on the destination page. Headings are looked up in an
 * index (element-index.ts), so a source of n entries costs about n look-ups.
 */
import type { ElementIndex, HeadingRef } from '../element-index.js';
import { compact } from '../normalise.js';
import { labelledNumber } from '../../../model/section-number.js';

export interface SectionStart {
  /** Index of the first element of the section (elements.length when it has none). */
  start: number;
  /** The section's own heading, when it starts at one. */
  heading: HeadingRef | null;
}

/** What matching needs of a section draft. */
export interface MatchTarget {
  number: string | null;
  title: string;
  page: number;
  y: number | null;
}

/** Tolerance, in points, for an element whose top sits a hair above the destination y. */
const Y_TOLERANCE = 2;

/** Same title, or one holds the other ("Annex A (informative) Deprecated features" vs "Deprecated features"). */
function titleMatches(a: string, b: string): boolean {
  return a !== '' && b !== '' && (a.includes(b) || b.includes(a));
}

/** The numbered heading at `s`'s destination whose title is `title`, if it is free. */
function numberedAtDestination(
  s: MatchTarget,
  title: string,
  index: ElementIndex,
  used: ReadonlySet<number>,
): HeadingRef | null {
  const h = index.headingAt(index.positionStart(s.page, s.y, Y_TOLERANCE));
  return h && !used.has(h.index) && h.page === s.page && h.number !== null && h.title === title ? h : null;
}

/**
 * Matches the drafts of one source, in order, against the headings. `used`
 * holds heading indices already taken (by this source or an earlier one); it
 * is updated.
 */
export function findStarts(
  targets: readonly MatchTarget[],
  index: ElementIndex,
  used: Set<number> = new Set(),
  /** The source numbers its entries: one without a number left it out (numberedAtDestination). */
  numbersEntries = false,
): SectionStart[] {
  let lastMatched = -1;

  // Prefer a free heading after the last match; among those, the one nearest the destination page.
  const pick = (
    cands: readonly HeadingRef[] | undefined,
    page: number,
    accept: (h: HeadingRef) => boolean,
  ): HeadingRef | null => {
    let best: HeadingRef | null = null;
    let bestAhead = false;
    for (const h of cands ?? []) {
      if (used.has(h.index) || !accept(h)) continue;
      const ahead = h.index > lastMatched;
      if (
        !best ||
        (ahead && !bestAhead) ||
        (ahead === bestAhead && Math.abs(h.page - page) < Math.abs(best.page - page))
      ) {
        best = h;
        bestAhead = ahead;
      }
    }
    return best;
  };

  return targets.map((s) => {
    const key = compact(`${s.number ?? ''} ${s.title}`);
    const title = compact(s.title);
    // Looser matches must sit on (or next to) the destination page.
    const near = (h: HeadingRef) => Math.abs(h.page - s.page) <= 1;
    let hit: HeadingRef | null = null;
    if (s.number && title === '') {
      // A bare number in the outline ("A.2.1" with no title): the heading with that number takes it.
      hit = pick(index.byNumber.get(s.number), s.page, near);
    } else if (s.number === null && title === '') {
      // An empty outline title: the heading at its destination, if one is there.
      const at = index.positionStart(s.page, s.y, Y_TOLERANCE);
      const h = index.headingAt(at);
      hit = h && !used.has(h.index) && h.page === s.page ? h : null;
    } else {
      // A number and title name one heading wherever it is; a title alone ("References", "Examples") recurs, so its
      // heading must sit on or next to the destination page.
      hit = pick(index.byKey.get(key), s.page, s.number ? () => true : near);
      if (!hit && s.number) {
        hit = pick(index.byNumber.get(s.number), s.page, (h) => near(h) && titleMatches(h.title, title));
      }
      if (!hit && s.number) {
        // A heading printed as the bare number, its title following as a heading of its own.
        hit = pick(index.byNumber.get(s.number), s.page, (h) => h.title === '' && near(h));
      }
      if (!hit && s.number) {
        // A list that numbers a division "2" where its page prints the label ("Chapter 2. The Filesystem", "CHAPTER
        // TWO THE DEBIAN ARCHIVE"): the labelled heading of that number and title.
        const labelled = (h: HeadingRef) => h.number !== null && labelledNumber(h.number) === s.number;
        hit = pick(index.near(s.page), s.page, (h) => labelled(h) && titleMatches(h.title, title));
      }
      if (!hit && !s.number) {
        hit = pick(index.near(s.page), s.page, (h) => h.number === null && titleMatches(h.key, key));
      }
      // An entry that leaves out the number its heading prints, in a source that numbers its entries (DWARF 4's
      // "Pointer to Member Type Entries" over "5.12 Pointer to Member Type Entries"): the heading of that very title
      // at its destination. A source that numbers none (RISC-V's outline) is matched by the numbering's own rules.
      if (!hit && !s.number && numbersEntries) hit = numberedAtDestination(s, title, index, used);
    }
    if (hit) {
      used.add(hit.index);
      lastMatched = hit.index;
      return { start: hit.index, heading: hit };
    }
    return { start: index.positionStart(s.page, s.y, Y_TOLERANCE), heading: null };
  });
}
