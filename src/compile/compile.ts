/**
 * The compiler's entry point: a PDF file → the document model, with progress.
 * Tagged PDFs (a structure tree with content) go through the structure-tree
 * extractor; others through the layout fallback. Both feed the one segmenter.
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { Observable } from 'rxjs';
import { FILE_REASONS, cannotOpenReason } from '../model/file-reasons.js';
import { COMPILER_VERSION, type DocModel } from '../model/types.js';
import type { ExtractResult } from './blocks.js';
import { setAside } from './account/ledger.js';
import { tablesFromDrawing } from './layout/drawn-tables.js';
import { extractLayout } from './layout/index.js';
import { extractTagged } from './pdf/extract-tagged.js';
import { withBalancedPageTree } from './pdf/balanced-page-tree.js';
import { printIntentPages } from './pdf/link-intent.js';
import { pageRulesReader } from './pdf/content-rules.js';
import { pageFontsReader } from './pdf/page-fonts.js';
import { plainLinkPages } from './pdf/plain-links.js';
import {
  checkPdfBytes,
  isReaderError,
  openPdfData,
  PdfOpenError,
  readPdfInfo,
  type PDFDocumentProxy,
} from './pdf/open.js';
import type { OutlineOptions } from './pdf/outline.js';
import { readPageLabels } from './pdf/page-labels.js';
import type { PageText } from './pdf/page-text.js';
import { PageReadError, readAllPageTexts, type PageTextOptions } from './pdf/page-texts.js';
import {
  claimedPageCount,
  loadRawDoc,
  MAX_OUTLINE_DEPTH,
  MAX_OUTLINE_ITEMS,
  outlineShape,
  type RawDoc,
} from './pdf/raw-doc.js';
import { MAX_STRUCT_DEPTH, readStructTree, type StructTree } from './pdf/struct-tree.js';
import { segment } from './segment/index.js';

export type CompileEvent = { type: 'progress'; page: number; pages: number } | { type: 'model'; model: DocModel };

export interface CompileOptions {
  /**
   * Worker threads reading page text (1 = in-process). Default: 2 for files of
   * 200 pages or more, else 1 — each worker loads the fonts again.
   */
  workers?: number;
}

export function compile$(file: string, opts: CompileOptions = {}): Observable<CompileEvent> {
  return new Observable<CompileEvent>((subscriber) => {
    const abort = new AbortController();
    compileFile(file, opts, abort.signal, (page, pages) => subscriber.next({ type: 'progress', page, pages })).then(
      (model) => {
        subscriber.next({ type: 'model', model });
        subscriber.complete();
      },
      (err) => subscriber.error(err),
    );
    return () => abort.abort();
  });
}

async function readBytes(file: string): Promise<Uint8Array> {
  try {
    return new Uint8Array(await readFile(file));
  } catch (err) {
    throw new PdfOpenError(file, cannotOpenReason(err));
  }
}

/** Below this share of the printed text reached by the structure tree, the layout fallback does better. */
const MIN_TAGGED_COVERAGE = 0.3;

/**
 * Worker threads pay off only when each has many pages to read: each one loads pdf.js, opens the file and loads
 * the fonts again. Measured on 2 cores, tagged files, one thread against two workers: 250, 325 (DWARF 4) and 500
 * pages took 25–40 % more CPU with workers and no less time; 1000 pages 10 % more CPU and 14 % less time.
 */
const PAGES_PER_WORKER = 400;

/** Asked for: that many (each with at least a few pages); by default 2 once a file is long enough. */
export function workersFor(pages: number, requested: number | undefined): number {
  if (requested !== undefined) return Math.max(1, Math.min(requested, Math.floor(pages / 4)));
  return Math.max(1, Math.min(2, Math.floor(pages / PAGES_PER_WORKER)));
}

type Diagnostics = ExtractResult['diagnostics'];

/**
 * pdf-lib's view of the file, read before pdf.js opens it: the page tree (to
 * rebalance it and to resolve page references), the outline's shape (to
 * bound what is asked of pdf.js). What looks wrong becomes a diagnostic.
 */
async function readRaw(
  data: Uint8Array,
  diagnostics: Diagnostics,
): Promise<{ raw: RawDoc | null; outline: OutlineOptions }> {
  let raw: RawDoc;
  try {
    raw = await loadRawDoc(data);
  } catch (err) {
    diagnostics.push({
      severity: 'warning',
      code: 'objects-unreadable',
      message: `the file's objects could not be read on their own (${(err as Error).message}); no structure tree`,
    });
    return { raw: null, outline: {} };
  }
  for (const problem of raw.pages.problems)
    diagnostics.push({ severity: 'warning', code: 'page-tree', message: problem });
  if (raw.pages.repeats)
    diagnostics.push({
      severity: 'warning',
      code: 'page-tree',
      message: `the page tree lists pages it listed before ${raw.pages.repeats} more time(s); each page object is one page, read once where it first appears`,
    });
  const claimed = claimedPageCount(raw.doc);
  if (claimed !== null && claimed !== raw.pages.refs.length && !raw.pages.problems.length) {
    diagnostics.push({
      severity: 'warning',
      code: 'page-count',
      message: `the page tree says it holds ${claimed} pages; it holds ${raw.pages.refs.length}, and every one was read`,
    });
  } else if (raw.pages.miscounted && !raw.pages.problems.length) {
    diagnostics.push({
      severity: 'warning',
      code: 'page-count',
      message: `${raw.pages.miscounted} page tree node(s) give a wrong /Count; all ${raw.pages.refs.length} pages were read`,
    });
  }
  const shape = outlineShape(raw.doc);
  let refuse: string | null = null;
  if (shape.depth > MAX_OUTLINE_DEPTH) refuse = `its entries nest more than ${MAX_OUTLINE_DEPTH} levels deep`;
  else if (shape.items > MAX_OUTLINE_ITEMS) refuse = `it has more than ${MAX_OUTLINE_ITEMS} entries`;
  // pdf.js stops a chain at the first repeat and hands back a cut-down outline as if it were whole.
  else if (shape.cyclic)
    refuse = 'an entry links back into the list (/Next or /First forms a loop), so it cannot be read whole';
  if (refuse)
    diagnostics.push({ severity: 'warning', code: 'outline-refused', message: `the outline was not read: ${refuse}` });
  // Reading the outline needs the page of each destination; pdf-lib's page tree has it (see balanced-page-tree.ts).
  const index = raw.pages.index;
  return { raw, outline: { refuse, pageOf: raw.pages.refs.length ? (ref) => index.get(ref) : undefined } };
}

/**
 * pdf.js opens the bytes with a balanced page tree when the file's own is one wide node. Should it refuse
 * those bytes, the fault is pdfspec's own rewrite, never the file's: the file is opened as it is (slower on
 * a very wide tree) and the diagnostic says so.
 */
async function openBalanced(
  file: string,
  data: Uint8Array,
  raw: RawDoc | null,
  diagnostics: Diagnostics,
): Promise<{ doc: PDFDocumentProxy; bytes: Uint8Array }> {
  const patched = raw ? withBalancedPageTree(data, raw) : data;
  if (patched === data) return { doc: await openPdfData(file, data), bytes: data };
  try {
    return { doc: await openPdfData(file, patched), bytes: patched };
  } catch (err) {
    const doc = await openPdfData(file, data);
    diagnostics.push({
      severity: 'warning',
      code: 'page-tree-rebalance-failed',
      message: `pdfspec's balanced page tree could not be opened (${(err as Error).message}); the file was read with its own page tree. This is a bug in pdfspec, please report it with the file`,
    });
    return { doc, bytes: data };
  }
}

export async function compileFile(
  file: string,
  opts: CompileOptions,
  signal: AbortSignal,
  onProgress: (page: number, pages: number) => void,
): Promise<DocModel> {
  const data = await readBytes(file);
  // The file is identified by all its bytes, and read up to its last %%EOF (data appended after it is no PDF).
  const pdf = checkPdfBytes(file, data);
  const sha256 = createHash('sha256').update(data).digest('hex');
  const diagnostics: Diagnostics = [];
  const { raw, outline } = await readRaw(pdf, diagnostics);
  // pdf.js gets the same file, with a balanced page tree when the file's own is one wide node.
  const { doc, bytes } = await openBalanced(file, pdf, raw, diagnostics);
  try {
    const info = await readPdfInfo(doc);
    const pages = doc.numPages;
    const { labels, note } = await readPageLabels(doc, raw?.doc ?? null);
    if (note) diagnostics.push({ severity: 'warning', code: 'page-labels', message: note });
    const onPage = (page: number) => {
      if (!signal.aborted) onProgress(page, pages);
    };
    const extracted = await extractByTreeOrLayout(
      { file, doc, bytes, raw, outline, labels, opts, signal, onPage },
      diagnostics,
    );
    if (signal.aborted) throw new Error('compile cancelled');
    extracted.diagnostics.unshift(...diagnostics);
    const model: DocModel = {
      compilerVersion: COMPILER_VERSION,
      source: { file, sha256, size: data.length, pages, title: info.title },
      ...segment(extracted),
    };
    return model;
  } catch (err) {
    throw fileError(file, err);
  } finally {
    await doc.destroy().catch(() => undefined);
  }
}

/** The file as opened: pdf.js's document (over `bytes`) and what pdf-lib read of it. */
interface OpenFile {
  file: string;
  doc: PDFDocumentProxy;
  bytes: Uint8Array;
  raw: RawDoc | null;
  outline: OutlineOptions;
  /** The page labels, read bounded (pdf/page-labels.ts). */
  labels: string[];
  opts: CompileOptions;
  signal: AbortSignal;
  onPage: (page: number) => void;
}

/** The structure-tree extractor when the tree reaches enough of the printed text, else the layout fallback. */
async function extractByTreeOrLayout(f: OpenFile, diagnostics: Diagnostics): Promise<ExtractResult> {
  const { doc, raw, outline, labels, onPage } = f;
  const pages = doc.numPages;
  const linksForPrint =
    raw && !raw.pages.problems.length ? printIntentPages(raw.doc, raw.pages.refs, pages) : undefined;
  // Links read with pdf-lib spare pdf.js a second text pass over each page with links (plain-links.ts).
  const plainLinks = raw && !raw.pages.problems.length ? plainLinkPages(raw.doc, raw.pages.refs, pages) : undefined;
  // Font names read from the resources spare pdf.js an operator list on most pages (page-fonts.ts).
  const pageFonts = raw && !raw.pages.problems.length ? pageFontsReader(raw.doc, raw.pages.refs, pages) : undefined;
  // Ruling lines read from the content spare pdf.js an operator list on each table page (content-rules.ts).
  const pageRules = raw && !raw.pages.problems.length ? pageRulesReader(raw.doc, raw.pages.refs, pages) : undefined;
  const workers = workersFor(pages, f.opts.workers);
  const texts = new PageTextReading(
    doc,
    { file: f.file, data: f.bytes, workers, onPage, linksForPrint, plainLinks, pageFonts },
    f.signal,
  );
  try {
    // A file that says it is tagged (MarkInfo /Marked) gets its page text read by the workers
    // while this thread walks the structure tree; otherwise the tree decides first.
    if ((await doc.getMarkInfo().catch(() => null))?.Marked === true) texts.start();
    const tree = raw ? readTreeReporting(raw, diagnostics) : null;
    const tagged =
      tree && tree.contentRefs > 0 ? await extractTagged(doc, tree, await texts.start(), outline, labels) : null;
    if (tagged && tagged.coverage >= MIN_TAGGED_COVERAGE) {
      const { coverage: _, hints, ...rest } = tagged;
      // Where the drawing shows a table the tree does not give as one, the drawing wins.
      const drawn = await tablesFromDrawing(doc, rest.blocks, hints, { pageFonts, pageRules });
      for (const k of drawn.markers) setAside(rest.ledger?.[k.page - 1], 'repeat', k.text);
      return { ...rest, blocks: drawn.blocks, diagnostics: [...rest.diagnostics, ...drawn.diagnostics] };
    }
    if (tagged) {
      diagnostics.push({
        severity: 'warning',
        code: 'structure-tree-unusable',
        message: `the structure tree reaches only ${Math.round(tagged.coverage * 100)}% of the printed text; using the layout fallback`,
      });
    }
    await texts.stop();
    return await extractLayout(doc, onPage, {
      outlineOptions: outline,
      linksForPrint,
      plainLinks,
      labels,
      pageFonts,
      pageRules,
    });
  } finally {
    texts.release();
  }
}

/**
 * The page text, read by worker threads, started at most once. A cancelled compile stops it, and so does the
 * layout fallback, which reads the pages itself.
 */
class PageTextReading {
  private texts: Promise<PageText[]> | null = null;
  private readonly abort = new AbortController();
  private readonly onAbort = () => this.abort.abort();

  constructor(
    private readonly doc: PDFDocumentProxy,
    private readonly opts: Omit<PageTextOptions, 'signal'>,
    private readonly signal: AbortSignal,
  ) {
    signal.addEventListener('abort', this.onAbort, { once: true });
  }

  start(): Promise<PageText[]> {
    if (!this.texts) {
      this.texts = readAllPageTexts(this.doc, { ...this.opts, signal: this.abort.signal });
      this.texts.catch(() => undefined); // awaited by whoever asks; never an unhandled rejection meanwhile
    }
    return this.texts;
  }

  async stop(): Promise<void> {
    if (!this.texts) return;
    this.abort.abort();
    await this.texts.catch(() => undefined);
  }

  release(): void {
    this.signal.removeEventListener('abort', this.onAbort);
  }
}

/** A tree that cannot be read, or only in part, is reported; the layout fallback reads the file instead. */
function readTreeReporting(raw: RawDoc, diagnostics: Diagnostics): StructTree | null {
  try {
    const tree = readStructTree(raw);
    if (tree?.damagedObjects) {
      diagnostics.push({
        severity: 'warning',
        code: 'damaged-objects',
        message: `${tree.damagedObjects} damaged object(s) skipped while reading the structure tree`,
      });
    }
    if (tree?.tooDeep) {
      diagnostics.push({
        severity: 'warning',
        code: 'structure-too-deep',
        message: `${tree.tooDeep} structure element(s) nested more than ${MAX_STRUCT_DEPTH} levels deep were not read`,
      });
    }
    return tree;
  } catch (err) {
    diagnostics.push({
      severity: 'warning',
      code: 'struct-tree-unreadable',
      message: `structure tree unreadable (${(err as Error).message}); using the layout fallback`,
    });
    return null;
  }
}

/** What a failure says: pdf.js failing on the file's content is the file's fault (a damaged file), not a bug of ours. */
function fileError(file: string, err: unknown): Error {
  if (err instanceof PdfOpenError) return err;
  if (err instanceof PageReadError && err.readerError)
    return new PdfOpenError(file, FILE_REASONS.damaged(`page ${err.page ?? '?'}: ${err.reason}`));
  if (isReaderError(err)) return new PdfOpenError(file, FILE_REASONS.damaged((err as Error).message));
  const e = err as Error;
  return e?.message?.startsWith(file) ? e : new Error(`${file}: ${e?.message ?? String(err)}`, { cause: err });
}
