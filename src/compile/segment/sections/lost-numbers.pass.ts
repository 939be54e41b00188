import { pass } from '../../pipeline/pass.js';
import { joinSplitNumbers, labelAnnexTitles, restoreLostNumbers } from './lost-numbers.js';
import type { Found } from '../stages.js';
import { firstFive, inStartOrder } from './added-headings.js';

/** Numbers printed but missing from the text layer, read from the numbering around them. */
export const lostNumbersPass = pass<Found, Found>(
  'lost-numbers',
  'restores section numbers printed but missing from the text layer, from the numbering around them',
  (w, ctx) => {
    const drafts = inStartOrder(w.found.drafts, w.found.starts);
    const joined = joinSplitNumbers(drafts);
    if (joined.length)
      ctx.report({
        severity: 'info',
        code: 'split-numbers',
        message: `${joined.length} section number(s) printed with a space after a dot were read whole, as the numbering around them says (${firstFive(joined.map((r) => `${r.replaced} + "${r.title}" → ${r.number}`))})`,
        page: joined[0]!.page,
      });
    const texts = () => w.work.flatMap((e) => (e.kind === 'list' ? e.items : e.kind === 'table' ? [] : [e.text]));
    const labelled = labelAnnexTitles(drafts, texts);
    if (labelled.length)
      ctx.report({
        severity: 'info',
        code: 'annex-titles',
        message: `${labelled.length} unnumbered title(s) over an annex's first clause, the annex cited in the text, read as the annex (${firstFive(labelled.map((r) => `${r.number} "${r.title}"`))})`,
        page: labelled[0]!.page,
      });
    const restored = restoreLostNumbers(drafts);
    if (restored.length)
      ctx.report({
        severity: 'info',
        code: 'lost-numbers',
        message: `${restored.length} section number(s) printed but missing from the text layer were read from the numbering around them (${firstFive(restored.map((r) => `${r.number} "${r.title}"`))})`,
        page: restored[0]!.page,
      });
    return w;
  },
);
