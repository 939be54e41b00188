/**
 * The structure-tree extractor for tagged PDFs: outline, page labels, the text
 * of every page by MCID, and one walk of the tree in reading order.
 */
import { NO_LAYOUT_FACTS } from '../pipeline/profile.js';
import type { PDFDocumentProxy } from 'pdfjs-dist/types/src/display/api.js';
import type { ExtractResult } from '../blocks.js';
import { resolveLinks } from './links.js';
import { readPdfInfo } from './open.js';
import { readOutline, type OutlineOptions } from './outline.js';
import { readPageLabels } from './page-labels.js';
import type { PageText } from './page-text.js';
import { structToBlocks } from './struct-blocks.js';
import { taggedCoverage } from './tagged-coverage.js';
import { dropTaggedFurniture } from './tagged-furniture.js';
import { dropTaggedLineNumbers } from './tagged-line-numbers.js';
import type { StructTree } from './struct-tree.js';

const COVERAGE_WARNING = 0.8;

/** `texts`: every page's text by MCID (page-texts.ts), index 0 = page 1. */
export async function extractTagged(
  doc: PDFDocumentProxy,
  tree: StructTree,
  texts: PageText[],
  outlineOptions: OutlineOptions = {},
  /** The page labels, when already read (compile.ts reads them bounded); else read here. */
  labels?: string[],
): Promise<ExtractResult & { coverage: number }> {
  const [info, pageLabels, outline, links] = await Promise.all([
    readPdfInfo(doc),
    labels ?? readPageLabels(doc).then((r) => r.labels),
    readOutline(doc, outlineOptions),
    resolveLinks(
      doc,
      texts.map((t) => t?.links),
    ),
  ]);
  const lineNumbers = dropTaggedLineNumbers(texts);
  const walked = structToBlocks(tree.root, (page) => texts[page - 1]);
  const { blocks, dropped } = dropTaggedFurniture(walked, texts);
  const diagnostics: ExtractResult['diagnostics'] = outline.unresolved.map((title) => ({
    severity: 'warning',
    code: 'outline-unresolved',
    message: `outline entry "${title}" points to no page`,
  }));
  if (lineNumbers) {
    diagnostics.push({
      severity: 'info',
      code: 'line-numbers',
      message: `${lineNumbers} line numbers printed in the margin (tagged as text) were taken out of the text`,
    });
  }
  const coverage = taggedCoverage(blocks, texts);
  if (coverage.ratio < COVERAGE_WARNING) {
    diagnostics.push({
      severity: 'warning',
      code: 'structure-tree-partial',
      message: `the structure tree reaches ${Math.round(coverage.ratio * 100)}% of the printed text; the rest is untagged or not referenced`,
    });
  }
  for (const d of dropped) {
    diagnostics.push({
      severity: 'info',
      code: 'tagged-furniture',
      message: `dropped running header/footer text tagged as content: "${d.text}"`,
      page: d.page,
    });
  }
  return {
    coverage: coverage.ratio,
    pages: doc.numPages,
    title: info.title,
    pageLabels,
    outline: outline.entries,
    contents: [],
    blocks,
    links,
    method: 'structure-tree',
    layout: { ...NO_LAYOUT_FACTS, lineNumbers: lineNumbers > 0 },
    diagnostics,
  };
}
