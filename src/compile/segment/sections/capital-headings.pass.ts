import { pass } from '../../pipeline/pass.js';
import { addStyledSubHeadings, CAPITAL_STYLE } from './capital-headings.js';
import { ITALIC } from './italic-headings.js';
import { FACE } from './face-headings.js';
import { BOLD } from './bold-headings.js';
import { isTermsTitle } from '../definitions/definitions.js';
import type { SectionDraft } from './sections.js';
import type { Found } from '../stages.js';
import { addedHeadings, countAddedHeadings, inStartOrder } from './added-headings.js';

/** The sub-heading styles, each with the code and words its `reading` info uses. */
const STYLES = [
  {
    code: 'capital-headings',
    what: 'unnumbered sub-heading(s) set in capitals in the body face',
    style: CAPITAL_STYLE,
  },
  { code: 'italic-headings', what: 'unnumbered sub-heading(s) set alone in italic', style: ITALIC },
  { code: 'face-headings', what: "unnumbered sub-heading(s) set alone in the numbered headings' face", style: FACE },
  {
    code: 'bold-headings',
    what: 'unnumbered sub-heading(s) set alone in bold in the body size, or set apart and listed nowhere,',
    style: BOLD,
    outsideTerms: true,
  },
] as const;

/**
 * Unnumbered sub-headings set in capitals, alone in italic, in the numbered headings' face or in bold (outside the
 * terms clauses), where the document uses the style.
 */
export const capitalHeadingsPass = pass<Found, Found>(
  'capital-headings',
  "makes unnumbered sub-headings set in capitals, alone in italic, in the numbered headings' face or in bold into sections, where the document uses that style",
  (w, ctx) => {
    const { found } = w;
    let added = w.added;
    // Capitals first: an italic line is judged inside the sections the capital sub-headings open.
    for (const style of STYLES) {
      const taken = new Set(found.starts.map((s) => s.start));
      if ('outsideTerms' in style)
        for (const i of termsClauseLines(found.drafts, found.starts, w.work.length)) taken.add(i);
      const enclosing = enclosingLevel(found.drafts, found.starts);
      const more = addStyledSubHeadings(w.work, w.firstStart, w.x.pageLabels, enclosing, taken, style.style);
      found.drafts.push(...more.drafts);
      found.starts.push(...more.starts);
      ctx.report(addedHeadings(style.code, style.what, more.drafts));
      added += more.drafts.length;
    }
    countAddedHeadings(found.reports, added);
    return { ...w, added };
  },
);

/** The elements of the terms clauses (by title, "Terms and definitions", "Glossary" …), their subclauses included. */
function termsClauseLines(
  drafts: readonly SectionDraft[],
  starts: readonly { start: number }[],
  end: number,
): number[] {
  const order = inStartOrder(
    drafts.map((d, k) => ({ level: d.level, title: d.title, start: starts[k]!.start })),
    starts,
  );
  const out: number[] = [];
  order.forEach((d, k) => {
    if (!isTermsTitle(d.title)) return;
    const next = order.slice(k + 1).find((x) => x.level <= d.level);
    for (let i = d.start; i < (next?.start ?? end); i++) out.push(i);
  });
  return out;
}

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
