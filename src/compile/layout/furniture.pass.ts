import { setAside } from '../account/ledger.js';
import { pass } from '../pipeline/pass.js';
import { furnitureKey, removeFurniture } from './furniture.js';
import type { PagesRead, Unfurnished } from './stages.js';

/** Lines whose text repeats on the pages at their edges are furniture: running headers, footers, stamps. */
export const furniturePass = pass<PagesRead, Unfurnished>(
  'furniture',
  'removes running headers, footers, page numbers and stamps repeated on the pages',
  (w) => {
    const furniture = removeFurniture(w.pages);
    w.pages.forEach((before, i) => {
      const kept = new Set(furniture.pages[i]?.lines);
      for (const l of before.lines)
        if (!kept.has(l))
          setAside(w.ledger[before.page - 1], furnitureKey(l.text) === '#' ? 'page-number' : 'running', l.text);
    });
    return { ...w, pages: furniture.pages, printedNumbers: furniture.printedNumbers };
  },
);
