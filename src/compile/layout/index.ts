/**
 * The layout fallback for PDFs without a structure tree: the same raw blocks
 * the structure-tree extractor yields, recovered from text positions and
 * fonts, plus the section list from the outline, the printed Contents pages or
 * the detected headings. What it cannot recover is listed in diagnostics.
 */
import type { ExtractResult } from '../blocks.js';
import { isReaderError, readPdfInfo, type PDFDocumentProxy } from '../pdf/open.js';
import { PageReadError } from '../pdf/page-texts.js';
import { readOutline, type OutlineOptions } from '../pdf/outline.js';
import { readPageLabels } from '../pdf/page-labels.js';
import { findContentsPages, type PageMap } from './contents-page.js';
import { FontStyleResolver } from './font-styles.js';
import { removeFurniture } from './furniture.js';
import { buildLines } from './lines.js';
import { measure } from './metrics.js';
import { buildBlocks, type Diagnostic } from './page-flow.js';
import { chooseSections } from './section-source.js';
import { readPageRuns } from './text-runs.js';
import type { PageLines } from './types.js';

const list = (pages: number[]) => `${pages.slice(0, 10).join(', ')}${pages.length > 10 ? ', …' : ''}`;

export async function extractLayout(doc: PDFDocumentProxy, onProgress: (page: number) => void, outlineOptions: OutlineOptions = {}): Promise<ExtractResult> {
  const info = await readPdfInfo(doc);
  const pageLabels = await readPageLabels(doc);
  const outline = await readOutline(doc, outlineOptions);
  const fonts = new FontStyleResolver();
  const read: PageLines[] = [];
  const diagnostics: Diagnostic[] = [
    { severity: 'warning', code: 'untagged', message: 'no structure tree: elements were recovered from the text layout' },
  ];
  const empty: number[] = [];
  const rotated: number[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    let page: Awaited<ReturnType<PDFDocumentProxy['getPage']>>;
    let pageRuns: Awaited<ReturnType<typeof readPageRuns>>;
    try {
      page = await doc.getPage(n);
      pageRuns = await readPageRuns(page, fonts);
    } catch (err) {
      throw new PageReadError('', n, (err as Error)?.message ?? String(err), isReaderError(err));
    }
    const { bottom, top, runs, rotated: turned } = pageRuns;
    const lines = buildLines(n, runs);
    if (!lines.length) empty.push(n);
    if (turned > 0) rotated.push(n);
    read.push({ page: n, bottom, top, lines });
    page.cleanup();
    onProgress(n);
  }
  if (empty.length) {
    diagnostics.push({
      severity: 'warning',
      code: 'no-text',
      message: `${empty.length} page(s) have no extractable text (scanned or drawn as paths): ${list(empty)}`,
      page: empty[0],
    });
  }
  if (rotated.length) {
    diagnostics.push({
      severity: 'warning',
      code: 'rotated-text',
      message: `text set at an angle was not read on ${rotated.length} page(s): ${list(rotated)}`,
      page: rotated[0],
    });
  }

  const furniture = removeFurniture(read);
  const metrics = measure(furniture.pages);
  // A printed Contents page is a section list, never body text — whether or not there is an outline.
  const contents = findContentsPages(furniture.pages);
  const flowLines = furniture.pages.flatMap((p) => p.lines).filter((l) => !contents?.lines.has(l));
  const knownTitles = outline.entries.length ? outline.entries.map((e) => e.title) : (contents?.entries.map((e) => e.title) ?? []);
  const flow = buildBlocks(flowLines, metrics, knownTitles);

  // Printed numbers through /PageLabels when the file has real ones, else from the running footer/header.
  const trivialLabels = pageLabels.every((l, i) => l === String(i + 1));
  const map: PageMap = { printed: trivialLabels ? furniture.printedNumbers : pageLabels };
  const sections = chooseSections(outline.entries, contents, map, flow.blocks);

  for (const title of outline.unresolved) {
    diagnostics.push({ severity: 'warning', code: 'outline-unresolved', message: `outline entry "${title}" points to no page` });
  }
  return {
    pages: doc.numPages,
    title: info.title,
    pageLabels,
    outline: sections.outline,
    blocks: flow.blocks,
    method: 'layout',
    sectionSource: sections.sectionSource,
    diagnostics: [...diagnostics, ...sections.diagnostics, ...flow.diagnostics],
  };
}
