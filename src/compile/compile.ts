/**
 * The compiler's entry point: a PDF file → the document model, with progress.
 * Tagged PDFs (a structure tree with content) go through the structure-tree
 * extractor; others through the layout fallback. Both feed the one segmenter.
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { Observable } from 'rxjs';
import { cannotOpenReason } from '../model/file-reasons.js';
import { COMPILER_VERSION, type DocModel } from '../model/types.js';
import type { ExtractResult } from './blocks.js';
import { extractLayout } from './layout/index.js';
import { extractTagged } from './pdf/extract-tagged.js';
import { openPdfData, PdfOpenError, readPdfInfo } from './pdf/open.js';
import { readAllPageTexts } from './pdf/page-texts.js';
import { readStructTree, type StructTree } from './pdf/struct-tree.js';
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

/** Worker threads pay off only when each has many pages to read: each one loads the fonts again. */
const PAGES_PER_WORKER = 100;

/** Asked for: that many (each with at least a few pages); by default 2 once a file is long enough. */
function workersFor(pages: number, requested: number | undefined): number {
  if (requested !== undefined) return Math.max(1, Math.min(requested, Math.floor(pages / 4)));
  return Math.max(1, Math.min(2, Math.floor(pages / PAGES_PER_WORKER)));
}

export async function compileFile(
  file: string,
  opts: CompileOptions,
  signal: AbortSignal,
  onProgress: (page: number, pages: number) => void,
): Promise<DocModel> {
  const data = await readBytes(file);
  const sha256 = createHash('sha256').update(data).digest('hex');
  const doc = await openPdfData(file, data);
  try {
    const info = await readPdfInfo(doc);
    const pages = doc.numPages;
    const onPage = (page: number) => {
      if (!signal.aborted) onProgress(page, pages);
    };
    const diagnostics: ExtractResult['diagnostics'] = [];
    // A file that says it is tagged (MarkInfo /Marked) gets its page text read by the workers
    // while this thread parses the structure tree; otherwise the tree decides first.
    const marked = (await doc.getMarkInfo().catch(() => null))?.Marked === true;
    const textAbort = new AbortController();
    const onAbort = () => textAbort.abort();
    signal.addEventListener('abort', onAbort, { once: true });
    const startTexts = () =>
      readAllPageTexts(doc, { file, data, workers: workersFor(pages, opts.workers), onPage, signal: textAbort.signal });
    let texts = marked ? startTexts() : null;
    texts?.catch(() => undefined); // awaited below; never an unhandled rejection meanwhile

    let tree: StructTree | null = null;
    try {
      tree = await readStructTree(data);
      if (tree?.damagedObjects) {
        diagnostics.push({ severity: 'warning', code: 'damaged-objects', message: `${tree.damagedObjects} damaged object(s) skipped while reading the structure tree` });
      }
    } catch (err) {
      diagnostics.push({ severity: 'warning', code: 'struct-tree-unreadable', message: `structure tree unreadable (${(err as Error).message}); using the layout fallback` });
    }
    let extracted: ExtractResult;
    try {
      const tagged = tree && tree.contentRefs > 0 ? await extractTagged(doc, tree, await (texts ??= startTexts())) : null;
      if (tagged && tagged.coverage >= MIN_TAGGED_COVERAGE) {
        const { coverage: _, ...rest } = tagged;
        extracted = rest;
      } else {
        if (tagged) {
          diagnostics.push({
            severity: 'warning',
            code: 'structure-tree-unusable',
            message: `the structure tree reaches only ${Math.round(tagged.coverage * 100)}% of the printed text; using the layout fallback`,
          });
        }
        if (texts) {
          textAbort.abort();
          await texts.catch(() => undefined);
        }
        extracted = await extractLayout(doc, onPage);
      }
    } finally {
      signal.removeEventListener('abort', onAbort);
    }
    if (signal.aborted) throw new Error('compile cancelled');
    extracted.diagnostics.unshift(...diagnostics);
    const model: DocModel = {
      compilerVersion: COMPILER_VERSION,
      source: { file, sha256, size: data.length, pages, title: info.title },
      ...segment(extracted),
    };
    return model;
  } catch (err) {
    if (err instanceof PdfOpenError) throw err;
    const e = err as Error;
    throw e?.message?.startsWith(file) ? e : new Error(`${file}: ${e?.message ?? String(err)}`, { cause: err });
  } finally {
    await doc.destroy().catch(() => undefined);
  }
}
