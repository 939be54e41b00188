import { leftOut } from '../account/ledger.js';
import { pass } from '../pipeline/pass.js';
import { splitFootnotes } from './footnotes.js';
import type { Footed, Measured } from './stages.js';

/** Footnotes leave the page's flow; they are placed after the paragraph that cites them. */
export const footnotesPass = pass<Measured, Footed>(
  'footnotes',
  "takes footnotes out of the page's flow (they are placed after the paragraph that cites them)",
  (w, ctx) => {
    const notes = splitFootnotes(w.pages, w.metrics);
    for (const m of notes.marks) leftOut(w.ledger[m.page - 1], 'footnote-marks', m.text);
    if (notes.marks.length)
      ctx.report({
        severity: 'info',
        code: 'footnote-marks',
        page: notes.marks[0]!.page,
        message: `${notes.marks.length} raised footnote mark(s) after a word ("recorded¹²") left the text: the page prints the notes they call`,
      });
    return { ...w, pages: notes.pages, footnotes: notes.footnotes };
  },
);
