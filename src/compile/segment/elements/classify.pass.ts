import { pass } from '../../pipeline/pass.js';
import { decideCaptionSide, decideFigureSide, drawingSideOf } from './caption-side.js';
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
    const figures = decideFigureSide(w.blocks);
    if (figures.side) {
      ctx.profile.figureCaptionSide = figures.side;
      ctx.report({
        severity: 'info',
        code: 'figure-caption-side',
        message: `tables are captioned as figures, ${figures.side} them (${figures.below} figure caption(s) under their object, ${figures.above} over one): an uncaptioned table takes the figure caption ${figures.side} it as its number`,
      });
    }
    const drawingSide = drawingSideOf(figures);
    if (!figures.side && figures.tableCaptions >= 2 && drawingSide)
      ctx.report({
        severity: 'info',
        code: 'figure-caption-side',
        message: `${figures.below + figures.above} figure caption(s) beside a grid left to their figures: the document captions its tables as tables (${figures.tableCaptions} table caption(s) beside a table); a grid right under a figure caption is the figure's drawing, its text kept as lines, no table`,
      });
    const classified = classify(w.blocks, side.side, figures.side, drawingSide);
    if (classified.drawings.length)
      ctx.report({
        severity: 'info',
        code: 'figure-caption-side',
        message: `${classified.drawings.join(', ')}: a grid without column titles beside the caption, read as the figure's drawing, no table`,
      });
    return { x: w.x, work: classified.elements, workTables: classified.tables };
  },
);
