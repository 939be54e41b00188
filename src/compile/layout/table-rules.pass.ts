import type { PDFDocumentProxy } from '../pdf/open.js';
import { readPageRules, type PageRules } from '../pdf/page-rules.js';
import { pass } from '../pipeline/pass.js';
import type { Listed, Ruled } from './stages.js';
import { rulesReachFoot, tablePages } from './table-rules.js';
import type { Line } from './types.js';
import { mayHeadStack, mayStartUncaptioned } from './uncaptioned-start.js';

/** The page's rules from pdf.js's operator list. */
async function readFromOperators(doc: PDFDocumentProxy, n: number): Promise<PageRules> {
  const page = await doc.getPage(n);
  const rules = await readPageRules(page);
  page.cleanup();
  return rules;
}

export const tableRulesPass = pass<Listed, Ruled>(
  'table-rules',
  'reads the ruling lines drawn on the pages where the text shows a table',
  async (w) => ({
    ...w,
    rules: await readTableRules(w.doc, w.flowLines, new Set(w.landscape), w.metrics.bodySize, w.pageRules),
  }),
);

/**
 * The ruling lines of the pages where the text shows a table (tablePages): reading a page's drawing costs
 * another pass over its content, so the other pages are never asked. A turned page's runs are turned
 * upright and its drawing is not: its tables are read from the text alone.
 */
async function readTableRules(
  doc: PDFDocumentProxy,
  lines: Line[],
  turned: Set<number>,
  bodySize: number,
  fromContent: (page: number) => PageRules | null = () => null,
): Promise<Map<number, PageRules>> {
  const out = new Map<number, PageRules>();
  const queue = tablePages(lines, (ls, i) => mayStartUncaptioned(ls, i) || mayHeadStack(ls, i, bodySize));
  const queued = new Set(queue);
  for (let k = 0; k < queue.length; k++) {
    const n = queue[k]!;
    if (turned.has(n) || n > doc.numPages) continue;
    let drawn: PageRules;
    try {
      drawn = fromContent(n) ?? (await readFromOperators(doc, n));
    } catch {
      // A drawing pdf.js cannot read leaves the page's tables to their text.
      continue;
    }
    if (!drawn.horizontal.length && !drawn.vertical.length) continue;
    out.set(n, drawn);
    // A ruled table that runs to the page's foot may go on over the next page, without its caption.
    const onPage = lines.filter((l) => l.page === n);
    if (!queued.has(n + 1) && rulesReachFoot(drawn, onPage)) {
      queued.add(n + 1);
      queue.splice(k + 1, 0, n + 1);
    }
  }
  return out;
}
