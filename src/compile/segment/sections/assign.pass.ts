import type { Diagnostic, Section } from '../../../model/types.js';
import { pass } from '../../pipeline/pass.js';
import { assignSections } from './assign.js';
import type { Assigned, Bounded } from '../stages.js';
import type { WorkElement } from '../work.js';

/** The sections with their parents and ranges, and the section of every element. */
export const assignPass = pass<Bounded, Assigned>(
  'assign-sections',
  'orders the sections, gives each its parent and range, and each element its section',
  (w, ctx) => {
    const assigned = assignSections(
      w.found.drafts,
      w.found.starts,
      w.work.length,
      w.contentEnd,
      w.contentsMatter ?? null,
    );
    ctx.report(...matterDiagnostics(w.work, assigned.sections, w.contentEnd));
    return { ...w, ...assigned };
  },
);

/** Says which elements lie outside every section, before the first one and after the last. */
function matterDiagnostics(work: WorkElement[], sections: Section[], contentEnd: number): Diagnostic[] {
  const out: Diagnostic[] = [];
  const span = (from: number, to: number) => {
    const first = work[from]!.page;
    const last = work[to - 1]!.page;
    return first === last ? `page ${first}` : `pages ${first}–${last}`;
  };
  const firstStart = sections[0]?.start ?? work.length;
  if (firstStart > 0) {
    out.push({
      severity: 'info',
      code: 'front-matter',
      message: `${firstStart} element(s) on ${span(0, firstStart)} come before the first section: front matter, in no section`,
      page: work[0]!.page,
    });
  }
  if (contentEnd < work.length) {
    out.push({
      severity: 'info',
      code: 'back-matter',
      message: `${work.length - contentEnd} element(s) on ${span(contentEnd, work.length)} follow the last section on a back cover or copyright page: back matter, in no section`,
      page: work[contentEnd]!.page,
    });
  }
  return out;
}
