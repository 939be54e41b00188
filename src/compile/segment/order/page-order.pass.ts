import { pageList } from '../../page-list.js';
import { pass } from '../../pipeline/pass.js';
import { restorePageOrder } from './reading-order.js';
import type { Extracted, Ordered } from '../stages.js';

/** Elements the structure tree reads out of page order go back to where they are printed. */
export const pageOrderPass = pass<Extracted, Ordered>(
  'page-order',
  'puts elements the structure tree reads out of page order back where they are printed',
  (w, ctx) => {
    const reordered = restorePageOrder(w.x.blocks);
    if (reordered.moved)
      ctx.report({
        severity: 'info',
        code: 'reading-order',
        message: `${reordered.moved} element(s) that the structure tree reads out of page order were put back where they are printed (page ${pageList(reordered.movedPages)})`,
        page: reordered.movedPages[0],
      });
    return { ...w, blocks: reordered.blocks };
  },
);
