import { pass } from '../pipeline/pass.js';
import { stripMarginNumbers } from './margin-numbers.js';
import type { Measured } from './stages.js';

/** Numbered paragraphs in the margin (ISO-style "7.3.4.1" beside a paragraph) keep their number apart. */
export const marginNumbersPass = pass<Measured, Measured>(
  'margin-numbers',
  'keeps paragraph numbers printed in the margin apart from the text, as marginNumber',
  (w, ctx) => {
    const margins = stripMarginNumbers(w.pages, w.metrics);
    if (margins.count)
      ctx.report({
        severity: 'info',
        code: 'margin-numbers',
        message: `${margins.count} paragraph numbers printed in the margin were kept as marginNumber, out of the text`,
      });
    ctx.profile.layout.marginNumbers = margins.count > 0;
    return { ...w, pages: margins.pages };
  },
);
