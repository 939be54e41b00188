import { pass } from '../../pipeline/pass.js';
import { joinPageBreakRuns } from './page-break-runs.js';
import type { Classified } from '../stages.js';

/** A sentence cut by a page break into two paragraphs is read as one paragraph. */
export const pageBreakRunsPass = pass<Classified, Classified>(
  'page-break-runs',
  'joins a paragraph that a page break cut mid-sentence to its part on the next page',
  (w, ctx) => {
    const { elements, joined } = joinPageBreakRuns(w.work);
    ctx.profile.pageBreakRuns = joined;
    if (joined) {
      ctx.report({
        severity: 'info',
        code: 'page-break-runs',
        message: `${joined} paragraph(s) cut mid-sentence by a page break were read as one with their part on the next page`,
      });
    }
    return { ...w, work: elements };
  },
);
