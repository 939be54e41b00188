/**
 * Term entries a section list names as clauses. An ISO terms clause prints each entry's number on a line of its own
 * over the term ("4.1" / "author" / the definition), and an outline may list "4.1 author" under "4 Terms and
 * definitions" (PDF Declarations): an entry so printed under a terms clause, with no clause numbered under it, is a
 * term entry — the definitions read it — not a section.
 */
import type { Diagnostic } from '../../../model/types.js';
import { lastComponent } from '../../../model/section-number.js';
import { isTermsTitle } from '../definitions/definitions.js';
import type { Reconciled } from './reconcile.js';
import type { WorkElement } from '../work.js';

/** Indices of the drafts that are term entries (see above). */
export function termEntryDrafts(found: Pick<Reconciled, 'drafts' | 'starts'>, work: readonly WorkElement[]): number[] {
  const { drafts, starts } = found;
  const terms = new Set(drafts.flatMap((d) => (d.number !== null && isTermsTitle(d.title) ? [d.number] : [])));
  const numbers = drafts.flatMap((d) => (d.number === null ? [] : [d.number]));
  return drafts.flatMap((d, i) => {
    if (d.number === null || !terms.has(lastComponent(d.number)?.enclosing ?? '')) return [];
    if (numbers.some((n) => n.startsWith(`${d.number}.`))) return [];
    const e = work[starts[i]!.start];
    const bare = (e?.kind === 'heading' || e?.kind === 'paragraph') && e.text.trim().replace(/\.$/, '') === d.number;
    return bare ? [i] : [];
  });
}

/** The found sections without their term entries, the entries' number lines marked as such, and what was done. */
export function dropTermEntries(found: Reconciled, work: WorkElement[]): Diagnostic[] {
  const entries = new Set(termEntryDrafts(found, work));
  if (!entries.size) return [];
  const names: string[] = [];
  for (const i of entries) {
    const e = work[found.starts[i]!.start]!;
    if (e.kind === 'heading') work[found.starts[i]!.start] = { ...e, termEntry: true };
    names.push(`"${[found.drafts[i]!.number, found.drafts[i]!.title].join(' ')}"`);
  }
  // The sources' reports count sections taken: an entry dropped here is no section of its source.
  for (const i of entries) {
    const report = found.reports.find((r) => r.source === found.drafts[i]!.source && r.sections > 0);
    if (!report) continue;
    report.sections -= 1;
    if (found.starts[i]!.heading && report.confirmed > 0) report.confirmed -= 1;
  }
  found.drafts = found.drafts.filter((_, i) => !entries.has(i));
  found.starts = found.starts.filter((_, i) => !entries.has(i));
  return [
    {
      severity: 'info',
      code: 'term-entry-sections',
      message: `${entries.size} entr(ies) of a terms clause that a section list names (${names.slice(0, 3).join(', ')}${names.length > 3 ? ', …' : ''}) are term entries, printed as a number over the term: no sections`,
    },
  ];
}
