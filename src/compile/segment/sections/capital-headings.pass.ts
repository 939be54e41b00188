import { pass } from '../../pipeline/pass.js';
import { addCapitalHeadings } from './capital-headings.js';
import { addItalicHeadings } from './italic-headings.js';
import type { SectionDraft } from './sections.js';
import type { Found } from '../stages.js';
import { addedHeadings, countAddedHeadings, inStartOrder } from './added-headings.js';

/** Unnumbered sub-headings set in capitals in the body face or alone in italic, where the document uses the style. */
export const capitalHeadingsPass = pass<Found, Found>(
  'capital-headings',
  'makes unnumbered sub-headings set in capitals or alone in italic into sections, where the document uses that style',
  (w, ctx) => {
    const { found } = w;
    const capitals = addCapitalHeadings(
      w.work,
      w.firstStart,
      w.x.pageLabels,
      enclosingLevel(found.drafts, found.starts),
      new Set(found.starts.map((s) => s.start)),
    );
    found.drafts.push(...capitals.drafts);
    found.starts.push(...capitals.starts);
    ctx.report(
      addedHeadings('capital-headings', 'unnumbered sub-heading(s) set in capitals in the body face', capitals.drafts),
    );
    const italic = addItalicHeadings(
      w.work,
      w.firstStart,
      w.x.pageLabels,
      enclosingLevel(found.drafts, found.starts),
      new Set(found.starts.map((s) => s.start)),
    );
    found.drafts.push(...italic.drafts);
    found.starts.push(...italic.starts);
    ctx.report(addedHeadings('italic-headings', 'unnumbered sub-heading(s) set alone in italic', italic.drafts));
    const added = w.added + capitals.drafts.length + italic.drafts.length;
    countAddedHeadings(found.reports, added);
    return { ...w, added };
  },
);

/** The level of the section an element stands in: the last draft starting at or before it (0 before all). */
function enclosingLevel(drafts: readonly SectionDraft[], starts: readonly { start: number }[]): (i: number) => number {
  const order = inStartOrder(
    drafts.map((d, k) => ({ level: d.level, start: starts[k]!.start })),
    starts,
  );
  return (i) => {
    let level = 0;
    for (const d of order) {
      if (d.start > i) break;
      level = d.level;
    }
    return level;
  };
}
