import { pass } from '../../pipeline/pass.js';
import { parseNumberedTitle } from './numbers.js';
import { reconcileSections } from './reconcile.js';
import { loneText } from './deepen.js';
import { dropTermEntries } from './term-entry-sections.js';
import type { Found, Numbered } from '../stages.js';

/**
 * The outline, the printed Contents and the headings among the elements, reconciled into one list of
 * sections; paragraphs that read as the next numbered subclause become headings.
 */
export const reconcilePass = pass<Numbered, Found>(
  'reconcile-sections',
  'reconciles the outline, the Contents pages and the headings into one section list',
  (w, ctx) => {
    const found = reconcileSections({
      outline: w.x.outline,
      contents: w.x.contents,
      elements: w.work,
      pageLabels: w.x.pageLabels,
      sequence: w.numbering.headings,
      restarted: w.numbering.restarted,
    });
    ctx.report(...found.diagnostics, ...dropTermEntries(found, w.work));
    for (const i of found.promoted) {
      const e = w.work[i]!;
      const text = loneText(e);
      if (text !== null)
        w.work[i] = {
          kind: 'heading',
          text,
          tagLevel: null,
          ...parseNumberedTitle(text),
          page: e.page,
          y: e.y,
        };
    }
    const firstStart = found.starts.reduce((min, s) => Math.min(min, s.start), w.work.length);
    return { ...w, found, firstStart, added: 0 };
  },
);
