import { pass } from '../../pipeline/pass.js';
import { decideCaptionSide } from './caption-side.js';
import { classify } from './classify.js';
import type { Classified, Ordered } from '../stages.js';

/** Blocks become elements: headings, paragraphs, lists, notes, examples, code, tables with their captions. */
export const classifyPass = pass<Ordered, Classified>(
  'classify',
  'types each block: heading, paragraph, list, note, example, code or table (captions attached)',
  (w, ctx) => {
    const side = decideCaptionSide(w.blocks);
    ctx.profile.captionSide = side.side;
    if (side.side === 'below')
      ctx.report({
        severity: 'info',
        code: 'caption-side',
        message: `table captions are printed below their tables (${side.below} caption(s) right under a table, ${side.above} right above one): a caption gives its number to the table above it`,
      });
    const classified = classify(w.blocks, side.side);
    return { x: w.x, work: classified.elements, workTables: classified.tables };
  },
);
