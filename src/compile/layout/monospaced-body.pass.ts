import { pass } from '../pipeline/pass.js';
import { markFigureLines } from './figure-lines.js';
import { monospacedBody } from './nominated-headings.js';
import type { Unfurnished } from './stages.js';

/**
 * Set wholly in a fixed-width font (RFCs), the font says nothing about code: lines are read as text, but
 * indented blocks that read as code (listings, figures) are code.
 */
export const monospacedBodyPass = pass<Unfurnished, Unfurnished>(
  'monospaced-body',
  'in a body set in a fixed-width font, marks indented listings and figures as code',
  (w, ctx) => {
    if (!monospacedBody(w.pages)) return w;
    const figures = markFigureLines(w.pages);
    ctx.report({
      severity: 'info',
      code: 'monospaced-body',
      message: `the body text is set in a fixed-width font: monospaced lines are read as text, not as code, except ${figures} line(s) of indented listings and figures`,
    });
    ctx.profile.layout.monospacedBody = true;
    return w;
  },
);
