/**
 * Outline entries → section drafts: number and title split and normalised,
 * ids (number, or a slug of the title, made unique), level from the number.
 * Start elements and parents are decided later (match.ts, assign.ts).
 */
import type { OutlineEntry } from '../blocks.js';
import { numberLevel, parseNumberedTitle, slugify } from './numbers.js';

export interface SectionDraft {
  id: string;
  number: string | null;
  title: string;
  level: number;
  page: number;
  pageLabel: string;
  y: number | null;
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
    if (number && title === '' && onlyChild && parseNumberedTitle(next.title).number === null && next.page === entry.page) {
      out.push({ ...entry, title: `${number} ${parseNumberedTitle(next.title).title}` });
      i++;
      continue;
    }
    out.push(entry);
  }
  return out;
}

export function buildSections(outline: OutlineEntry[], pageLabels: string[]): SectionDraft[] {
  const used = new Map<string, number>();
  return mergeBareNumbers(outline).map((entry) => {
    const { number, title } = parseNumberedTitle(entry.title);
    const base = number ?? slugify(title);
    const seen = used.get(base) ?? 0;
    used.set(base, seen + 1);
    let id = seen === 0 ? base : `${base}-${seen + 1}`;
    // "foo-2" could itself be a real slug printed earlier; keep counting until unique.
    for (let n = seen + 2; seen > 0 && used.has(id); n++) id = `${base}-${n}`;
    if (seen > 0) used.set(id, 1);
    return {
      id,
      number,
      title,
      level: number ? numberLevel(number) : entry.depth + 1,
      page: entry.page,
      pageLabel: pageLabels[entry.page - 1] ?? String(entry.page),
      y: entry.y,
    };
  });
}
