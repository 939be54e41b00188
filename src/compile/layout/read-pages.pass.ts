import { contentDamaged, withContentErrors, type DamagedPage } from '../pdf/content-errors.js';
import { pageList } from '../page-list.js';
import { readPageLinks, type RawLink } from '../pdf/links.js';
import { isReaderError, readPdfInfo, type PDFDocumentProxy } from '../pdf/open.js';
import { readOutline } from '../pdf/outline.js';
import { readPageLabels } from '../pdf/page-labels.js';
import { PageReadError } from '../pdf/page-texts.js';
import { pass, type PassContext } from '../pipeline/pass.js';
import { countable, leftOut, newLedger, setAside, type PageLedger } from '../account/ledger.js';
import { FontStyleResolver } from '../pdf/font-styles.js';
import { buildLines, runsOf } from './lines.js';
import type { LayoutInput, PagesRead } from './stages.js';
import { readPageRuns, type PageRuns } from './text-runs.js';
import { titleBands } from './angled-titles.js';
import type { PageLines, Run } from './types.js';

/** Every page's text runs, as lines; the document's info, page labels and outline beside them. */
export const readPagesPass = pass<LayoutInput, PagesRead>(
  'read-pages',
  "reads every page's text runs with their fonts into lines, and the page labels and outline",
  async (w, ctx) => {
    const info = await readPdfInfo(w.doc);
    const pageLabels = w.labels ?? (await readPageLabels(w.doc)).labels;
    const outline = await readOutline(w.doc, w.outlineOptions);
    const read = await readAllPages(w);
    reportPages(read, ctx);
    return {
      ...w,
      info,
      pageLabels,
      outline,
      pages: read.pages,
      rawLinks: read.rawLinks,
      landscape: read.landscape,
      ledger: read.ledger,
    };
  },
);

interface Read {
  pages: PageLines[];
  rawLinks: RawLink[][];
  empty: number[];
  rotated: number[];
  landscape: number[];
  /** Pages with text too small to read, and how many characters of it. */
  tiny: { pages: number[]; chars: number };
  damaged: DamagedPage[];
  ledger: PageLedger[];
}

async function readAllPages(w: LayoutInput): Promise<Read> {
  const fonts = new FontStyleResolver(w.pageFonts);
  const out: Read = {
    pages: [],
    rawLinks: [],
    empty: [],
    rotated: [],
    landscape: [],
    tiny: { pages: [], chars: 0 },
    damaged: [],
    ledger: [],
  };
  for (let n = 1; n <= w.doc.numPages; n++) {
    let page: Awaited<ReturnType<PDFDocumentProxy['getPage']>>;
    let pageRuns: Awaited<ReturnType<typeof readPageRuns>>;
    try {
      page = await w.doc.getPage(n);
      const read = await withContentErrors(() => readPageRuns(page, fonts));
      pageRuns = read.value;
      if (read.errors.length)
        out.damaged.push({ page: n, error: read.errors[0]!, lastText: pageRuns.text.slice(-200) });
    } catch (err) {
      // Damage the reader cannot get past costs the page, not the file: the page is named, with no text.
      if (!isReaderError(err) || !page!)
        throw new PageReadError('', n, (err as Error)?.message ?? String(err), isReaderError(err));
      out.damaged.push({ page: n, error: (err as Error)?.message ?? String(err), lastText: '' });
      pageRuns = unreadPage(page);
    }
    const { bottom, top, turn } = pageRuns;
    const { runs, unreadAngled } = withTitleBand(pageRuns);
    const unread = unreadAngled.length;
    const ledger = newLedger(pageRuns.text);
    if (out.damaged.at(-1)?.page === n) ledger.contentError = out.damaged.at(-1)!.error;
    for (const t of unreadAngled) leftOut(ledger, 'rotated-text', t);
    for (const t of pageRuns.edges) setAside(ledger, 'running', t);
    for (const t of pageRuns.tiny) leftOut(ledger, 'tiny-text', t);
    const tiny = countable(pageRuns.tiny.join(' ')).length;
    if (tiny) {
      out.tiny.pages.push(n);
      out.tiny.chars += tiny;
    }
    out.ledger.push(ledger);
    // Link rectangles are in page space; a turned page's runs are not.
    if (turn === 0)
      out.rawLinks[n - 1] = await readPageLinks(
        page,
        pageRuns.runs.map((r) => ({ s: r.text, x: r.x, y: r.y, w: r.width, h: r.size })),
        w.linksForPrint[n - 1] === true,
        w.plainLinks[n - 1],
      );
    const lines = buildLines(n, runs);
    // A run printed twice over itself (fake bold) is read once: the copy is set aside.
    const read = new Set(lines.flatMap(runsOf));
    for (const r of runs) if (!read.has(r)) setAside(ledger, 'repeat', r.text);
    // Only a page pdf.js reads no text from is one without text: text read at an angle is reported as such.
    if (!countable(pageRuns.text).length) out.empty.push(n);
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
  for (const d of contentDamaged(read.damaged)) ctx.report(d);
  if (read.tiny.pages.length)
    ctx.report({
      severity: 'warning',
      code: 'tiny-text',
      message: `${read.tiny.chars} characters in text too small to read (under 1 pt) were not read, on ${read.tiny.pages.length} page(s): ${pageList(read.tiny.pages)}`,
      page: read.tiny.pages[0],
    });
}

/**
 * The page's runs with its bands of column titles set at a right angle read as upright titles (angled-titles.ts),
 * and the angled texts left unread.
 */
function withTitleBand(pageRuns: PageRuns): { runs: Run[]; unreadAngled: string[] } {
  const bands = titleBands(pageRuns.across, pageRuns.runs);
  if (!bands.length) return { runs: pageRuns.runs, unreadAngled: pageRuns.angled };
  const read = new Set(bands.flatMap((b) => b.read.map((r) => r.at)));
  const unreadAngled = pageRuns.angled.filter((_, k) => !read.has(k));
  const moved = new Map(bands.flatMap((b) => [...b.moved]));
  const runs = pageRuns.runs.map((r) => {
    const y = moved.get(r);
    return y === undefined ? r : { ...r, y };
  });
  return { runs: [...runs, ...bands.flatMap((b) => b.titles)], unreadAngled };
}

/** A page pdf.js could not read at all: no runs, its whole box. */
function unreadPage(page: Awaited<ReturnType<PDFDocumentProxy['getPage']>>): Awaited<ReturnType<typeof readPageRuns>> {
  const [, y1, , y2] = page.view as [number, number, number, number];
  const base = {
    page: page.pageNumber,
    runs: [],
    turn: 0 as const,
    text: '',
    angled: [],
    across: [],
    edges: [],
    tiny: [],
  };
  return { ...base, bottom: Math.min(y1, y2), top: Math.max(y1, y2) };
}
