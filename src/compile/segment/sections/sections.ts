/**
 * Section drafts: outline and Contents entries with number and title split
 * and normalised, level from the number; section ids in document order.
 * Start elements, sources and parents are decided later (reconcile.ts,
 * assign.ts).
 */
import type { OutlineEntry } from '../../blocks.js';
import type { HeadingRef } from '../element-index.js';
import type { SectionStart } from './match.js';
import type { WorkElement } from '../work.js';
import type { SectionSource } from '../../../model/types.js';
import { parseNumberedTitle, slugify } from './numbers.js';
import { numberLevel } from '../../../model/section-number.js';

export interface SectionDraft {
  number: string | null;
  title: string;
  level: number;
  page: number;
  pageLabel: string;
  /** The outline destination's y; null for sections from Contents pages or headings. */
  y: number | null;
  source: SectionSource;
}

/**
 * Some outlines print a number alone with its title as the only child entry
 * ("4.1" > "author" in PDF Declarations): that is one numbered section.
 */
export function mergeBareNumbers(outline: OutlineEntry[]): OutlineEntry[] {
  const out: OutlineEntry[] = [];
  for (let i = 0; i < outline.length; i++) {
    const entry = outline[i]!;
    const next = outline[i + 1];
    const { number, title } = parseNumberedTitle(entry.title);
    const siblingsAfter = outline[i + 2];
    const onlyChild = next && next.depth === entry.depth + 1 && (!siblingsAfter || siblingsAfter.depth <= entry.depth);
    if (
      number &&
      title === '' &&
      onlyChild &&
      parseNumberedTitle(next.title).number === null &&
      next.page === entry.page
    ) {
      out.push({ ...entry, title: `${number} ${parseNumberedTitle(next.title).title}` });
      i++;
      continue;
    }
    out.push(entry);
  }
  return out;
}

/** One outline or Contents entry → a draft; unnumbered entries take their nesting depth + 1 as level. */
export function entryDraft(entry: OutlineEntry, pageLabels: readonly string[], source: SectionSource): SectionDraft {
  const { number, title } = parseNumberedTitle(entry.title);
  return {
    number,
    title,
    level: number ? numberLevel(number) : entry.depth + 1,
    page: entry.page,
    pageLabel: pageLabels[entry.page - 1] ?? String(entry.page),
    y: source === 'outline' ? entry.y : null,
    source,
  };
}

/**
 * Ids in document order: the number, or the slug of the title; a repeated id
 * gets "-2", "-3" (and keeps counting past a slug printed as such elsewhere).
 */
export function sectionIds(drafts: readonly { number: string | null; title: string }[]): string[] {
  const used = new Map<string, number>();
  return drafts.map((d) => {
    const base = d.number ?? slugify(d.title);
    const seen = used.get(base) ?? 0;
    used.set(base, seen + 1);
    let id = seen === 0 ? base : `${base}-${seen + 1}`;
    for (let n = seen + 2; seen > 0 && used.has(id); n++) id = `${base}-${n}`;
    if (seen > 0) used.set(id, 1);
    return id;
  });
}

/** A heading in the body → a draft (source `headings`); an unnumbered one takes its tag level, or its style's rank. */
export function headingDraft(h: HeadingRef, pageLabels: readonly string[], title = h.text): SectionDraft {
  return {
    number: h.number,
    title,
    level: h.number ? numberLevel(h.number) : (h.tagLevel ?? 1),
    page: h.page,
    pageLabel: pageLabels[h.page - 1] ?? String(h.page),
    y: null,
    source: 'headings',
  };
}

/** A label's title: its closing colon ("Abstract:", "Name of Standard:") is printed, not part of it. */
export const withoutLabelColon = (text: string): string => text.trim().replace(/:$/, '');

/**
 * An unnumbered line that no source listed made a section: the element becomes a heading (a paragraph is rewritten
 * in place), and its draft and start are added to `out`.
 */
export function promoteUnnumbered(
  work: WorkElement[],
  i: number,
  level: number,
  pageLabels: readonly string[],
  out: { drafts: SectionDraft[]; starts: SectionStart[] },
): void {
  const e = work[i]!;
  const text = e.kind === 'heading' ? e.title : e.kind === 'paragraph' ? e.text : '';
  const title = withoutLabelColon(text);
  if (e.kind === 'paragraph')
    work[i] = { kind: 'heading', text, number: null, title, tagLevel: null, page: e.page, y: e.y };
  out.drafts.push({
    number: null,
    title,
    level,
    page: e.page,
    pageLabel: pageLabels[e.page - 1] ?? String(e.page),
    y: null,
    source: 'headings',
  });
  out.starts.push({ start: i, heading: null });
}
