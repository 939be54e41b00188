import { pass } from '../../pipeline/pass.js';
import type { Numbered } from '../stages.js';
import { romanFrontMatter } from './roman-front-matter.js';

/** The front matter's clauses numbered "i." … in lower-case Roman, however the tree tagged them: headings. */
export const romanFrontMatterPass = pass<Numbered, Numbered>(
  'roman-front-matter',
  'makes the front matter\'s clauses numbered "i.", "ii." … headings, however they were tagged',
  (w, ctx) => {
    const roman = romanFrontMatter(w.work);
    if (roman.promoted)
      ctx.report({
        severity: 'info',
        code: 'roman-front-matter',
        message: `${roman.promoted} front-matter title(s) numbered in lower-case Roman ("i. Preface") became headings`,
      });
    return { ...w, work: roman.work };
  },
);
