import { pass } from '../../pipeline/pass.js';
import { contentsMatter, firstNumberedStart } from './matter.js';
import type { Bounded } from '../stages.js';
import type { WorkElement } from '../work.js';

/** A printed Contents after a front-matter section (an Abstract, Notices) is matter of its own, in no section. */
export const contentsMatterPass = pass<Bounded, Bounded>(
  'contents-matter',
  'finds a printed Contents after the first front-matter sections, which then belongs to no section',
  (w, ctx) => {
    const starts = w.found.starts.map((s) => s.start);
    const firstStart = Math.min(...starts, w.work.length);
    const firstNumbered = firstNumberedStart(w.found, w.contentEnd);
    const contents = contentsMatter(w.work, new Set(starts), firstStart, firstNumbered, w.workTables);
    if (contents) {
      const pages = [w.work[contents.start]!.page, w.work[contents.end - 1]!.page];
      ctx.report({
        severity: 'info',
        code: 'contents-matter',
        message: `a printed Contents on ${pages[0] === pages[1] ? `page ${pages[0]}` : `pages ${pages[0]}–${pages[1]}`} after the front matter's first section(s) belongs to no section (${contents.end - contents.start} element(s)); the section before it ends at its title`,
        page: pages[0],
      });
    }
    // A Contents holds no headings: an entry printed like a clause's heading ("1 Introduction 1") is its text.
    const work = contents ? w.work.map((e, k) => (inside(contents, k) ? asParagraph(e) : e)) : w.work;
    return { ...w, work, contentsMatter: contents };
  },
);

const inside = (r: { start: number; end: number }, k: number) => k >= r.start && k < r.end;

function asParagraph(e: WorkElement): WorkElement {
  if (e.kind !== 'heading') return e;
  const { page, y, marginNumber, indent } = e;
  return {
    kind: 'paragraph',
    text: e.text,
    page,
    y,
    ...(marginNumber !== undefined ? { marginNumber } : {}),
    ...(indent !== undefined ? { indent } : {}),
  };
}
