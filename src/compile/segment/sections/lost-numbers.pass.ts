import { pass } from '../../pipeline/pass.js';
import { restoreLostNumbers } from './lost-numbers.js';
import type { Found } from '../stages.js';
import { firstFive, inStartOrder } from './added-headings.js';

/** Numbers printed but missing from the text layer, read from the numbering around them. */
export const lostNumbersPass = pass<Found, Found>(
  'lost-numbers',
  'restores section numbers printed but missing from the text layer, from the numbering around them',
  (w, ctx) => {
    const restored = restoreLostNumbers(inStartOrder(w.found.drafts, w.found.starts));
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
