import { pass } from '../../pipeline/pass.js';
import { addCapitalHeadings } from './capital-headings.js';
import { addItalicHeadings } from './italic-headings.js';
import { addFaceHeadings } from './face-headings.js';
import type { SectionDraft } from './sections.js';
import type { Found } from '../stages.js';
import { addedHeadings, countAddedHeadings, inStartOrder } from './added-headings.js';

/** The sub-heading styles, each with the code and words its `reading` info uses. */
const STYLES = [
  {
    code: 'capital-headings',
    what: 'unnumbered sub-heading(s) set in capitals in the body face',
    add: addCapitalHeadings,
  },
  { code: 'italic-headings', what: 'unnumbered sub-heading(s) set alone in italic', add: addItalicHeadings },
  {
    code: 'face-headings',
    what: "unnumbered sub-heading(s) set alone in the numbered headings' face",
    add: addFaceHeadings,
  },
] as const;

/** Unnumbered sub-headings set in capitals, alone in italic or in the numbered headings' face, where the document uses the style. */
export const capitalHeadingsPass = pass<Found, Found>(
  'capital-headings',
  "makes unnumbered sub-headings set in capitals, alone in italic or alone in the numbered headings' face into sections, where the document uses that style",
  (w, ctx) => {
    const { found } = w;
    let added = w.added;
    // Capitals first: an italic line is judged inside the sections the capital sub-headings open.
    for (const style of STYLES) {
      const more = style.add(
        w.work,
        w.firstStart,
        w.x.pageLabels,
        enclosingLevel(found.drafts, found.starts),
        new Set(found.starts.map((s) => s.start)),
      );
      found.drafts.push(...more.drafts);
      found.starts.push(...more.starts);
      ctx.report(addedHeadings(style.code, style.what, more.drafts));
      added += more.drafts.length;
    }
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
