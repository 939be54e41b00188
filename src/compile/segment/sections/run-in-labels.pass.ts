import { pass } from '../../pipeline/pass.js';
import type { Numbered } from '../stages.js';
import { splitRunInLabels } from './run-in-labels.js';

/** The front matter's clauses titled by a run-in label ("Applicability: This standard …"): headings. */
export const runInLabelsPass = pass<Numbered, Numbered>(
  'run-in-labels',
  'splits the front matter\'s run-in labelled clauses ("Applicability: …") into heading and text',
  (w, ctx) => {
    const chain = [...w.numbering.headings];
    const end = chain.length ? Math.min(...chain) : 0;
    const split = splitRunInLabels(w.work, end);
    if (!split.labels) return w;
    ctx.report({
      severity: 'info',
      code: 'run-in-labels',
      message: `${split.labels} paragraph(s) before the first numbered clause open with a label set apart and a colon: each label titles a clause`,
      page: split.work.find((e) => e.kind === 'heading')?.page,
    });
    ctx.profile.runInLabels = split.labels;
    const remap = (s: ReadonlySet<number>) => new Set([...s].map(split.moved));
    const numbering = {
      ...w.numbering,
      elements: split.work,
      headings: remap(w.numbering.headings),
      restarted: remap(w.numbering.restarted),
    };
    return { ...w, work: split.work, numbering };
  },
);
