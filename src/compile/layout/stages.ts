/**
 * What the layout extractor's work holds after each stage of its pipeline (pipeline.ts): the pages as lines,
 * cleaned of what is not body text, then the blocks.
 */
import type { OutlineEntry, RawBlock } from '../blocks.js';
import type { PageLedger } from '../account/ledger.js';
import type { RawLink } from '../pdf/links.js';
import type { PDFDocumentProxy, PdfInfo } from '../pdf/open.js';
import type { OutlineOptions, OutlineRead } from '../pdf/outline.js';
import type { PageFont } from '../pdf/page-fonts.js';
import type { PlainLink } from '../pdf/plain-links.js';
import type { PageRules } from '../pdf/page-rules.js';
import type { Diagnostic } from '../../model/types.js';
import type { ContentsPages, PageMap } from './contents-page.js';
import type { LayoutMetrics } from './metrics.js';
import type { Nominated } from './nominated-headings.js';
import type { Line, PageLines } from './types.js';

export interface LayoutInput {
  readonly doc: PDFDocumentProxy;
  readonly onProgress: (page: number) => void;
  readonly outlineOptions: OutlineOptions;
  /** Per page (index = page − 1): its links may be read for print (pdf/link-intent.ts). */
  readonly linksForPrint: readonly boolean[];
  /** Per page: its links as read with pdf-lib (pdf/plain-links.ts), or null where pdf.js reads them. */
  readonly plainLinks: readonly (PlainLink[] | null)[];
  /** The page labels, when already read (compile.ts reads them bounded); else read-pages reads them. */
  readonly labels?: string[];
  /** Per page number: its font resources as read with pdf-lib, or null where pdf.js names the fonts. */
  readonly pageFonts?: (page: number) => PageFont[] | null;
  /** Per page number: its ruling lines read from its content with pdf-lib, or null where pdf.js reads them. */
  readonly pageRules?: (page: number) => PageRules | null;
}

export interface PagesRead extends LayoutInput {
  info: PdfInfo;
  pageLabels: string[];
  outline: OutlineRead;
  /** The pages as lines, cleaned step by step by the passes that follow. */
  pages: PageLines[];
  rawLinks: RawLink[][];
  /** Pages set at a right angle, read turned upright (their drawings are not turned). */
  landscape: number[];
  /** Per page (index = page − 1): what pdf.js read, and what the passes set aside (the text account). */
  ledger: PageLedger[];
}

export interface Unfurnished extends PagesRead {
  /** Printed page number found in each page's furniture (index 0 = page 1), or null. */
  printedNumbers: (string | null)[];
}

export interface Measured extends Unfurnished {
  metrics: LayoutMetrics;
}

export interface Footed extends Measured {
  /** One paragraph block per footnote, in page order. */
  footnotes: RawBlock[];
}

export interface Listed extends Footed {
  contents: ContentsPages | null;
  /** The lines of the body: every page's lines but the Contents pages'. */
  flowLines: Line[];
  /** Titles named by the outline or the Contents: unnumbered headings ("Foreword") are recognised by them. */
  knownTitles: string[];
  map: PageMap;
  nominated: Nominated;
}

export interface Ruled extends Listed {
  /** The ruling lines of the pages where the text shows a table. */
  rules: Map<number, PageRules>;
}

export interface Flowed extends Ruled {
  blocks: RawBlock[];
  /** The block builder's own diagnostics, reported after the extractor's (their order in `reading`). */
  flowDiagnostics: Diagnostic[];
  contentsEntries: OutlineEntry[];
}
