import { pass } from '../pipeline/pass.js';
import { contentsOutline } from './contents-page.js';
import type { Flowed } from './stages.js';

export const contentsEntriesPass = pass<Flowed, Flowed>(
  'contents-entries',
  "maps the Contents' entries to the pages and headings they name",
  (w, ctx) => {
    if (!w.contents || !w.contents.entries.length) return w;
    const headings = w.blocks.flatMap((b) => (b.kind === 'heading' ? [{ text: b.text, page: b.page }] : []));
    const { entries, unmapped } = contentsOutline(w.contents, w.map, headings);
    for (const title of unmapped)
      ctx.report({
        severity: 'warning',
        code: 'contents-unmapped',
        message: `Contents entry "${title}" matches no page`,
      });
    return { ...w, contentsEntries: entries };
  },
);
