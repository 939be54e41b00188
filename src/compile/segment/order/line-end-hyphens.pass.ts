import { pass } from '../../pipeline/pass.js';
import { decideLineEndHyphens, hyphenDiagnostic } from './line-end-hyphens.js';
import type { Ordered } from '../stages.js';

/** A hyphen at a line's end is a split word or a compound's own, decided from the whole document. */
export const lineEndHyphensPass = pass<Ordered, Ordered>(
  'line-end-hyphens',
  "joins words split at line ends and keeps compounds' hyphens, from the document's own habit",
  (w, ctx) => {
    const hyphens = decideLineEndHyphens(w.blocks);
    ctx.report(hyphenDiagnostic(hyphens));
    ctx.profile.hyphenatesWords = hyphens.kept + hyphens.joined ? hyphens.hyphenatesWords : null;
    return { ...w, blocks: hyphens.blocks };
  },
);
