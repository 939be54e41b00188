import { pass } from '../pipeline/pass.js';
import { splitFootnotes } from './footnotes.js';
import type { Footed, Measured } from './stages.js';

/** Footnotes leave the page's flow; they are placed after the paragraph that cites them. */
export const footnotesPass = pass<Measured, Footed>(
  'footnotes',
  "takes footnotes out of the page's flow (they are placed after the paragraph that cites them)",
  (w) => {
    const notes = splitFootnotes(w.pages, w.metrics);
    return { ...w, pages: notes.pages, footnotes: notes.footnotes };
  },
);
