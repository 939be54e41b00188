import { accountPages } from '../../account/account.js';
import { setAside } from '../../account/ledger.js';
import { pageRanges } from '../../page-list.js';
import { pass } from '../../pipeline/pass.js';
import { unbalanced } from '../../../model/text-account.js';
import type { Accounted, Keyed } from '../stages.js';

/** Pages named in the diagnostic; the account in the model lists every one. */
const NAMED_PAGES = 20;

/** Every page's text looked up in the model: where it went, and what went nowhere (account/account.ts). */
export const textAccountPass = pass<Keyed, Accounted>(
  'text-account',
  "accounts for every page's text: in the model, set aside as furniture, reported as left out, or lost",
  (w, ctx) => {
    if (!w.x.ledger) return { ...w, textAccount: null };
    // A header printed again over a table's later part was read and dropped on purpose: a repeat, not a loss.
    for (const t of w.workTables)
      for (const r of t.repeatedRows ?? []) setAside(w.x.ledger[r.page - 1], 'repeat', r.text);
    const textAccount = accountPages(w.x.ledger, w.elements, w.tables);
    const lost = textAccount.filter(unbalanced);
    let text = 0;
    let unaccounted = 0;
    for (const p of textAccount) {
      text += p.text;
      unaccounted += p.unaccounted ?? 0;
    }
    ctx.profile.textAccounted = text ? (text - unaccounted) / text : 1;
    if (lost.length) {
      const pages = lost.map((p) => p.page);
      const shown = pageRanges(pages.slice(0, NAMED_PAGES)) + (pages.length > NAMED_PAGES ? ', …' : '');
      const chars = lost.reduce((n, p) => n + (p.unaccounted ?? 0), 0);
      ctx.report({
        severity: 'warning',
        code: 'text-unaccounted',
        message: `${chars} of the ${text} characters pdf.js reads are in no element, no furniture and no other diagnostic, on ${pages.length} page(s): ${shown}`,
        page: pages[0],
      });
    }
    return { ...w, textAccount };
  },
);
