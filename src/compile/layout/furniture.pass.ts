import { pass } from '../pipeline/pass.js';
import { removeFurniture } from './furniture.js';
import type { PagesRead, Unfurnished } from './stages.js';

/** Lines whose text repeats on the pages at their edges are furniture: running headers, footers, stamps. */
export const furniturePass = pass<PagesRead, Unfurnished>(
  'furniture',
  'removes running headers, footers, page numbers and stamps repeated on the pages',
  (w) => {
    const furniture = removeFurniture(w.pages);
    return { ...w, pages: furniture.pages, printedNumbers: furniture.printedNumbers };
  },
);
