import { pass } from '../../pipeline/pass.js';
import { classify } from './classify.js';
import type { Classified, Ordered } from '../stages.js';

/** Blocks become elements: headings, paragraphs, lists, notes, examples, code, tables with their captions. */
export const classifyPass = pass<Ordered, Classified>(
  'classify',
  'types each block: heading, paragraph, list, note, example, code or table (captions attached)',
  (w) => {
    const classified = classify(w.blocks);
    return { x: w.x, work: classified.elements, workTables: classified.tables };
  },
);
