/**
 * The layout fallback for PDFs without a structure tree: the same raw blocks
 * the structure-tree extractor yields, recovered from text positions and
 * fonts, plus the outline and the entries of the printed Contents pages (the
 * segmenter reconciles them with the detected headings). What it cannot
 * recover is listed in diagnostics.
 */
import type { ExtractResult, OutlineEntry } from '../blocks.js';
import { readPageLinks, resolveLinks, type RawLink } from '../pdf/links.js';
import type { PlainLink } from '../pdf/plain-links.js';
import { isReaderError, readPdfInfo, type PDFDocumentProxy } from '../pdf/open.js';
import { PageReadError } from '../pdf/page-texts.js';
import { readOutline, type OutlineOptions } from '../pdf/outline.js';
import { readPageLabels } from '../pdf/page-labels.js';
import { contentsOutline, findContentsPages, type PageMap } from './contents-page.js';
import { monospacedBody, nominatedHeadings } from './nominated-headings.js';
import { markFigureLines } from './figure-lines.js';
import { FontStyleResolver } from './font-styles.js';
import { removeFurniture } from './furniture.js';
import { readColumns } from './columns.js';
import { pageList, pageRanges } from '../page-list.js';
import { placeFootnotes, splitFootnotes } from './footnotes.js';
import { buildLines } from './lines.js';
import { readPageRules, type PageRules } from '../pdf/page-rules.js';
import { rulesReachFoot, tablePages } from './table-rules.js';
import { stripLineNumbers } from './line-numbers.js';
import { stripMarginNumbers } from './margin-numbers.js';
import { measure } from './metrics.js';
import { buildBlocks, type Diagnostic } from './page-flow.js';
import { readPageRuns } from './text-runs.js';
import type { Line, PageLines } from './types.js';

/**
 * The ruling lines of the pages where the text shows a table (tablePages): reading a page's drawing costs
 * another pass over its content, so the other pages are never asked. A turned page's runs are turned
 * upright and its drawing is not: its tables are read from the text alone.
 */
async function readTableRules(
  doc: PDFDocumentProxy,
  lines: Line[],
  turned: Set<number>,
): Promise<Map<number, PageRules>> {
  const out = new Map<number, PageRules>();
  const queue = tablePages(lines);
  const queued = new Set(queue);
  for (let k = 0; k < queue.length; k++) {
    const n = queue[k]!;
    if (turned.has(n) || n > doc.numPages) continue;
    let drawn: PageRules;
    try {
      const page = await doc.getPage(n);
      drawn = await readPageRules(page);
      page.cleanup();
    } catch {
      // A drawing pdf.js cannot read leaves the page's tables to their text.
      continue;
    }
    if (!drawn.horizontal.length && !drawn.vertical.length) continue;
    out.set(n, drawn);
    // A ruled table that runs to the page's foot may go on over the next page, without its caption.
    if (
      !queued.has(n + 1) &&
      rulesReachFoot(
        drawn,
        lines.filter((l) => l.page === n),
      )
    ) {
      queued.add(n + 1);
      queue.splice(k + 1, 0, n + 1);
    }
  }
  return out;
}

export async function extractLayout(
  doc: PDFDocumentProxy,
  onProgress: (page: number) => void,
  outlineOptions: OutlineOptions = {},
  /** Per page (index = page − 1): its links may be read for print (pdf/link-intent.ts). */
  linksForPrint: readonly boolean[] = [],
  /** Per page: its links as read with pdf-lib (pdf/plain-links.ts), or null where pdf.js reads them. */
  plainLinks: readonly (PlainLink[] | null)[] = [],
  /** The page labels, when already read (compile.ts reads them bounded); else read here. */
  labels?: string[],
): Promise<ExtractResult> {
  const info = await readPdfInfo(doc);
  const pageLabels = labels ?? (await readPageLabels(doc)).labels;
  const outline = await readOutline(doc, outlineOptions);
  const fonts = new FontStyleResolver();
  const read: PageLines[] = [];
  const diagnostics: Diagnostic[] = [
    {
      severity: 'warning',
      code: 'untagged',
      message: 'no structure tree: elements were recovered from the text layout',
    },
  ];
  const empty: number[] = [];
  const rotated: number[] = [];
  const landscape: number[] = [];
  const rawLinks: RawLink[][] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    let page: Awaited<ReturnType<PDFDocumentProxy['getPage']>>;
    let pageRuns: Awaited<ReturnType<typeof readPageRuns>>;
    try {
      page = await doc.getPage(n);
      pageRuns = await readPageRuns(page, fonts);
    } catch (err) {
      throw new PageReadError('', n, (err as Error)?.message ?? String(err), isReaderError(err));
    }
    const { bottom, top, runs, rotated: unread, turn } = pageRuns;
    // Link rectangles are in page space; a turned page's runs are not.
    if (turn === 0)
      rawLinks[n - 1] = await readPageLinks(
        page,
        runs.map((r) => ({ s: r.text, x: r.x, y: r.y, w: r.width, h: r.size })),
        linksForPrint[n - 1] === true,
        plainLinks[n - 1],
      );
    const lines = buildLines(n, runs);
    if (!lines.length) empty.push(n);
    if (unread > 0) rotated.push(n);
    if (turn !== 0) landscape.push(n);
    read.push({ page: n, bottom, top, lines, ...(turn ? { turn } : {}) });
    page.cleanup();
    onProgress(n);
  }
  if (empty.length) {
    diagnostics.push({
      severity: 'warning',
      code: 'no-text',
      message: `${empty.length} page(s) have no extractable text (scanned or drawn as paths): ${pageList(empty)}`,
      page: empty[0],
    });
  }
  if (landscape.length) {
    diagnostics.push({
      severity: 'info',
      code: 'turned-page',
      message: `${landscape.length} page(s) set at a right angle (landscape) were read turned upright: ${pageList(landscape)}`,
      page: landscape[0],
    });
  }
  if (rotated.length) {
    diagnostics.push({
      severity: 'warning',
      code: 'rotated-text',
      message: `text set at an angle was not read on ${rotated.length} page(s): ${pageList(rotated)}`,
      page: rotated[0],
    });
  }

  const furniture = removeFurniture(read);
  // Two columns of prose are read one after the other, never as one line across the gutter (columns.ts).
  const columns = readColumns(furniture.pages);
  if (columns.columnPages.length) {
    diagnostics.push({
      severity: 'info',
      code: 'columns',
      message: `${columns.columnPages.length} page(s) set in two columns were read left column first: pages ${pageRanges(columns.columnPages)}`,
      page: columns.columnPages[0],
    });
  }
  if (monospacedBody(columns.pages)) {
    // Set wholly in a fixed-width font (RFCs), the font says nothing about code: lines are read as text, but
    // indented blocks that read as code (listings, figures) are code.
    const figures = markFigureLines(columns.pages);
    diagnostics.push({
      severity: 'info',
      code: 'monospaced-body',
      message: `the body text is set in a fixed-width font: monospaced lines are read as text, not as code, except ${figures} line(s) of indented listings and figures`,
    });
  }
  const numbered = stripLineNumbers(columns.pages);
  if (numbered.count) {
    diagnostics.push({
      severity: 'info',
      code: 'line-numbers',
      message: `${numbered.count} line numbers printed in the margin were taken out of the text`,
    });
  }
  const metrics = measure(numbered.pages);
  const margins = stripMarginNumbers(numbered.pages, metrics);
  const notes = splitFootnotes(margins.pages, metrics);
  // A printed Contents page is a section list, never body text — whether or not there is an outline.
  const contents = findContentsPages(notes.pages);
  const flowLines = notes.pages.flatMap((p) => p.lines).filter((l) => !contents?.lines.has(l));
  // Titles named by either list let unnumbered headings ("Foreword") be recognised; a junk outline names none.
  const knownTitles = [...outline.entries.map((e) => e.title), ...(contents?.entries.map((e) => e.title) ?? [])];
  // Printed numbers through /PageLabels when the file has real ones, else from the running footer/header.
  const trivialLabels = pageLabels.every((l, i) => l === String(i + 1));
  const map: PageMap = { printed: trivialLabels ? furniture.printedNumbers : pageLabels };
  const nominated = nominatedHeadings(outline.entries, contents, map);
  const rules = await readTableRules(doc, flowLines, new Set(landscape));
  const flow = buildBlocks(flowLines, metrics, knownTitles, nominated, (page) => rules.get(page));
  if (margins.count) {
    diagnostics.push({
      severity: 'info',
      code: 'margin-numbers',
      message: `${margins.count} paragraph numbers printed in the margin were kept as marginNumber, out of the text`,
    });
  }

  const contentsEntries: OutlineEntry[] = [];
  if (contents && contents.entries.length) {
    const headings = flow.blocks.flatMap((b) => (b.kind === 'heading' ? [{ text: b.text, page: b.page }] : []));
    const { entries, unmapped } = contentsOutline(contents, map, headings);
    contentsEntries.push(...entries);
    for (const title of unmapped) {
      diagnostics.push({
        severity: 'warning',
        code: 'contents-unmapped',
        message: `Contents entry "${title}" matches no page`,
      });
    }
  }

  for (const title of outline.unresolved) {
    diagnostics.push({
      severity: 'warning',
      code: 'outline-unresolved',
      message: `outline entry "${title}" points to no page`,
    });
  }
  return {
    pages: doc.numPages,
    title: info.title,
    pageLabels,
    outline: outline.entries,
    contents: contentsEntries,
    blocks: placeFootnotes(flow.blocks, notes.footnotes),
    links: await resolveLinks(doc, rawLinks),
    method: 'layout',
    diagnostics: [...diagnostics, ...flow.diagnostics],
  };
}
