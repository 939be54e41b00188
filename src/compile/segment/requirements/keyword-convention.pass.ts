import { pass } from '../../pipeline/pass.js';
import { keywordConvention } from './keyword-convention.js';
import type { Defined } from '../stages.js';

/** BCP 14 or ISO's verbal forms: decided once, from the whole document, and kept in the profile. */
export const keywordConventionPass = pass<Defined, Defined>(
  'keyword-convention',
  'decides whether requirements use BCP 14 capitals or ISO verbal forms, from the whole document',
  (w, ctx) => {
    const convention = keywordConvention(w.work, w.workTables);
    ctx.report({
      severity: 'info',
      code: 'keyword-convention',
      message: convention.evidence,
      ...(convention.page !== undefined ? { page: convention.page } : {}),
    });
    ctx.profile.keywordConvention = convention.convention;
    if (convention.statement !== undefined) ctx.profile.keywordStatement = convention.statement;
    return w;
  },
);
