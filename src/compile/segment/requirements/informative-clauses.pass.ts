import { pass } from '../../pipeline/pass.js';
import { informativeClauses, normativeOnlyStatement } from './informative-clauses.js';
import type { Defined } from '../stages.js';

const named = (ids: readonly string[]) => `${ids.slice(0, 8).join(', ')}${ids.length > 8 ? ', …' : ''}`;

/** Where the document limits its keywords to normative text: the clauses it marks informative, kept in the profile. */
export const informativeClausesPass = pass<Defined, Defined>(
  'informative-clauses',
  'finds the clauses a document marks informative when it limits its keywords to its normative text',
  (w, ctx) => {
    const statement = normativeOnlyStatement(
      w.work,
      ctx.profile.keywordStatement === undefined ? null : { text: ctx.profile.keywordStatement },
    );
    if (statement === null) return w;
    const { marked, front } = informativeClauses(w.sections, w.work);
    ctx.profile.informativeClauses = { marked: [...marked], front: [...front] };
    if (marked.size + front.size) {
      ctx.report({
        severity: 'info',
        code: 'informative-clauses',
        message: `the document limits its keywords to normative text ("${statement.text.slice(0, 100)}${statement.text.length > 100 ? '…' : ''}"): no requirements read in ${marked.size} clause(s) marked informative${marked.size ? ` (${named([...marked])})` : ''}${front.size ? ` nor in the own text of ${named([...front])}` : ''}`,
        ...(statement.page !== null ? { page: statement.page } : {}),
      });
    }
    return w;
  },
);
