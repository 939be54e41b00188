/**
 * Headings that no section source listed but a pass made sections (front matter, capitals): said in
 * `reading`, and counted in the headings source's report.
 */
import type { Diagnostic, SectionSourceReport } from '../../../model/types.js';
import type { SectionDraft } from './sections.js';

export function addedHeadings(code: string, what: string, drafts: readonly SectionDraft[]): Diagnostic | null {
  if (!drafts.length) return null;
  return {
    severity: 'info',
    code,
    message: `${drafts.length} ${what} became sections (${firstFive(drafts.map((d) => `"${d.title}"`))})`,
    page: drafts[0]!.page,
  };
}

/** The first five of a list, and an ellipsis when there are more. */
export const firstFive = (items: readonly string[]) =>
  `${items.slice(0, 5).join(', ')}${items.length > 5 ? ', …' : ''}`;

/**
 * The headings source's report counts the sections that front-matter and capital headings added after the
 * sources were reconciled: it gave them, so it is used (`deepening`) rather than `unused` (docs/model.md).
 */
export function countAddedHeadings(reports: SectionSourceReport[], added: number): void {
  const headings = reports.find((r) => r.source === 'headings');
  if (!headings || added === 0) return;
  headings.sections += added;
  if (headings.role === 'unused') headings.role = 'deepening';
}

/** The drafts ordered as their sections start (the same objects, so changes reach `drafts`). */
export function inStartOrder<D>(drafts: D[], starts: readonly { start: number }[]): D[] {
  return drafts
    .map((d, i) => ({ d, at: starts[i]!.start, i }))
    .sort((a, b) => a.at - b.at || a.i - b.i)
    .map((x) => x.d);
}
