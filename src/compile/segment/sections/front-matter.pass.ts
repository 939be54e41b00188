import { pass } from '../../pipeline/pass.js';
import { addFrontMatterHeadings } from './front-matter-headings.js';
import type { Found } from '../stages.js';
import { addedHeadings } from './added-headings.js';
import { contentsMatter, firstNumberedStart } from './matter.js';
import { addRunInLabelHeadings } from './run-in-labels.js';

/** Foreword, Introduction, a glossary or reference list no source listed: sections all the same. */
export const frontMatterPass = pass<Found, Found>(
  'front-matter-headings',
  'makes front-matter, glossary and reference-list headings that no source listed into sections',
  (w, ctx) => {
    const { found } = w;
    const firstNumbered = firstNumberedStart(found, w.work.length);
    const starts = new Set(found.starts.map((s) => s.start));
    const contents = contentsMatter(w.work, starts, w.firstStart, firstNumbered, w.workTables);
    const front = addFrontMatterHeadings(w.work, w.firstStart, w.x.pageLabels, starts, firstNumbered, contents);
    for (const s of front.starts) starts.add(s.start);
    const labelled = addRunInLabelHeadings(w.work, w.x.pageLabels, starts);
    found.drafts.push(...front.drafts, ...labelled.drafts);
    found.starts.push(...front.starts, ...labelled.starts);
    ctx.report(
      addedHeadings(
        'front-matter-headings',
        'front-matter, glossary or reference-list heading(s) that no source listed',
        front.drafts,
      ),
    );
    ctx.report(
      addedHeadings('run-in-label-headings', 'front-matter clause(s) titled by run-in labels', labelled.drafts),
    );
    return { ...w, added: w.added + front.drafts.length + labelled.drafts.length };
  },
);
