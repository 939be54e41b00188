import { pass } from '../../pipeline/pass.js';
import { joinUnmarkedBreaks, unmarkedBreaksDiagnostic } from './unmarked-breaks.js';
import type { Ordered } from '../stages.js';

/** A word split at a line end with no hyphen printed is joined where the document prints it whole elsewhere. */
export const unmarkedBreaksPass = pass<Ordered, Ordered>(
  'unmarked-breaks',
  'joins words split at line ends without a hyphen in the text layer, from the words the document prints whole',
  (w, ctx) => {
    const breaks = joinUnmarkedBreaks(w.blocks);
    ctx.report(unmarkedBreaksDiagnostic(breaks));
    return { ...w, blocks: breaks.blocks };
  },
);
