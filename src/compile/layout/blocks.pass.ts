import { setAside } from '../account/ledger.js';
import { pass } from '../pipeline/pass.js';
import { buildBlocks } from './page-flow.js';
import type { Flowed, Ruled } from './stages.js';

export const blocksPass = pass<Ruled, Flowed>(
  'blocks',
  'builds the blocks: headings, paragraphs, lists, code, captions and tables, page after page',
  (w, ctx) => {
    const flow = buildBlocks(
      w.flowLines,
      w.metrics,
      w.knownTitles,
      w.nominated,
      (page) => w.rules.get(page),
      ctx.profile.layout.monospacedBody,
    );
    ctx.profile.layout.mastheadTitles = flow.mastheadTitles > 0;
    for (const r of flow.repeated) setAside(w.ledger[r.page - 1], 'repeat', r.text);
    return { ...w, blocks: flow.blocks, flowDiagnostics: flow.diagnostics, contentsEntries: [] };
  },
);
