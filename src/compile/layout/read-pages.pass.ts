import { pageList } from '../page-list.js';
import { readPageLinks, type RawLink } from '../pdf/links.js';
import { isReaderError, readPdfInfo, type PDFDocumentProxy } from '../pdf/open.js';
import { readOutline } from '../pdf/outline.js';
import { readPageLabels } from '../pdf/page-labels.js';
import { PageReadError } from '../pdf/page-texts.js';
import { pass, type PassContext } from '../pipeline/pass.js';
import { FontStyleResolver } from './font-styles.js';
import { buildLines } from './lines.js';
import type { LayoutInput, PagesRead } from './stages.js';
import { readPageRuns } from './text-runs.js';
import type { PageLines } from './types.js';

/** Every page's text runs, as lines; the document's info, page labels and outline beside them. */
export const readPagesPass = pass<LayoutInput, PagesRead>(
  'read-pages',
  "reads every page's text runs with their fonts into lines, and the page labels and outline",
  async (w, ctx) => {
    const info = await readPdfInfo(w.doc);
    const pageLabels = await readPageLabels(w.doc);
    const outline = await readOutline(w.doc, w.outlineOptions);
    const read = await readAllPages(w);
    reportPages(read, ctx);
    return { ...w, info, pageLabels, outline, pages: read.pages, rawLinks: read.rawLinks, landscape: read.landscape };
  },
);

interface Read {
  pages: PageLines[];
  rawLinks: RawLink[][];
  empty: number[];
  rotated: number[];
  landscape: number[];
}

async function readAllPages(w: LayoutInput): Promise<Read> {
  const fonts = new FontStyleResolver();
  const out: Read = { pages: [], rawLinks: [], empty: [], rotated: [], landscape: [] };
  for (let n = 1; n <= w.doc.numPages; n++) {
    let page: Awaited<ReturnType<PDFDocumentProxy['getPage']>>;
    let pageRuns: Awaited<ReturnType<typeof readPageRuns>>;
    try {
      page = await w.doc.getPage(n);
      pageRuns = await readPageRuns(page, fonts);
    } catch (err) {
      throw new PageReadError('', n, (err as Error)?.message ?? String(err), isReaderError(err));
    }
    const { bottom, top, runs, rotated: unread, turn } = pageRuns;
    // Link rectangles are in page space; a turned page's runs are not.
    if (turn === 0)
      out.rawLinks[n - 1] = await readPageLinks(
        page,
        runs.map((r) => ({ s: r.text, x: r.x, y: r.y, w: r.width, h: r.size })),
        w.linksForPrint[n - 1] === true,
        w.plainLinks[n - 1],
      );
    const lines = buildLines(n, runs);
    if (!lines.length) out.empty.push(n);
    if (unread > 0) out.rotated.push(n);
    if (turn !== 0) out.landscape.push(n);
    out.pages.push({ page: n, bottom, top, lines, ...(turn ? { turn } : {}) });
    page.cleanup();
    w.onProgress(n);
  }
  return out;
}

function reportPages(read: Read, ctx: PassContext): void {
  const { empty, landscape, rotated } = read;
  if (empty.length)
    ctx.report({
      severity: 'warning',
      code: 'no-text',
      message: `${empty.length} page(s) have no extractable text (scanned or drawn as paths): ${pageList(empty)}`,
      page: empty[0],
    });
  if (landscape.length)
    ctx.report({
      severity: 'info',
      code: 'turned-page',
      message: `${landscape.length} page(s) set at a right angle (landscape) were read turned upright: ${pageList(landscape)}`,
      page: landscape[0],
    });
  if (rotated.length)
    ctx.report({
      severity: 'warning',
      code: 'rotated-text',
      message: `text set at an angle was not read on ${rotated.length} page(s): ${pageList(rotated)}`,
      page: rotated[0],
    });
  ctx.profile.layout.rotatedText = rotated.length > 0;
}
