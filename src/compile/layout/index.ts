/**
 * The layout fallback for PDFs without a structure tree: the same raw blocks
 * the structure-tree extractor yields, recovered from text positions and
 * fonts, plus the outline and the entries of the printed Contents pages (the
 * segmenter reconciles them with the detected headings). What it cannot
 * recover is listed in diagnostics.
 */
import type { ExtractResult } from '../blocks.js';
import { resolveLinks } from '../pdf/links.js';
import type { PDFDocumentProxy } from '../pdf/open.js';
import type { OutlineOptions } from '../pdf/outline.js';
import type { PageFont } from '../pdf/page-fonts.js';
import type { PageRules } from '../pdf/page-rules.js';
import type { PlainLink } from '../pdf/plain-links.js';
import { passContext } from '../pipeline/pass.js';
import { NO_LAYOUT_FACTS, newProfile } from '../pipeline/profile.js';
import { placeFootnotes } from './footnotes.js';
import { LAYOUT_PIPELINE } from './pipeline.js';

/** What the compiler has read already, or read with pdf-lib, and hands the layout fallback. */
export interface LayoutOptions {
  outlineOptions?: OutlineOptions;
  /** Per page (index = page − 1): its links may be read for print (pdf/link-intent.ts). */
  linksForPrint?: readonly boolean[];
  /** Per page: its links as read with pdf-lib (pdf/plain-links.ts), or null where pdf.js reads them. */
  plainLinks?: readonly (PlainLink[] | null)[];
  /** The page labels, when already read (compile.ts reads them bounded); else read here. */
  labels?: string[];
  /** Per page number: its font resources as read with pdf-lib (pdf/page-fonts.ts), or null where pdf.js names them. */
  pageFonts?: (page: number) => PageFont[] | null;
  /** Per page number: its ruling lines read from its content with pdf-lib (pdf/content-rules.ts), or null. */
  pageRules?: (page: number) => PageRules | null;
}

export async function extractLayout(
  doc: PDFDocumentProxy,
  onProgress: (page: number) => void,
  { outlineOptions = {}, linksForPrint = [], plainLinks = [], labels, pageFonts, pageRules }: LayoutOptions = {},
): Promise<ExtractResult> {
  const ctx = passContext(newProfile({ ...NO_LAYOUT_FACTS, untagged: true }), [
    {
      severity: 'warning',
      code: 'untagged',
      message: 'no structure tree: elements were recovered from the text layout',
    },
  ]);
  const w = await LAYOUT_PIPELINE.runAsync(
    { doc, onProgress, outlineOptions, linksForPrint, plainLinks, labels, pageFonts, pageRules },
    ctx,
  );
  for (const title of w.outline.unresolved)
    ctx.report({
      severity: 'warning',
      code: 'outline-unresolved',
      message: `outline entry "${title}" points to no page`,
    });
  return {
    pages: doc.numPages,
    title: w.info.title,
    pageLabels: w.pageLabels,
    outline: w.outline.entries,
    contents: w.contentsEntries,
    blocks: placeFootnotes(w.blocks, w.footnotes),
    links: await resolveLinks(doc, w.rawLinks),
    method: 'layout',
    layout: { ...ctx.profile.layout },
    diagnostics: [...ctx.diagnostics, ...w.flowDiagnostics],
    ledger: w.ledger,
  };
}
