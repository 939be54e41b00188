/**
 * The text of every page, grouped by MCID — the expensive part of compiling.
 * With workers > 1 the pages are shared out, a small chunk at a time, to worker
 * threads that each open the document; results are kept by page number, so the
 * order of arrival does not matter. Without a compiled worker script (running
 * from TypeScript sources, e.g. under vitest) it reads the pages in-process.
 */
import type { PlainLink } from './plain-links.js';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { PDFDocumentProxy } from 'pdfjs-dist/types/src/display/api.js';
import { isReaderError } from './open.js';
import { FaceRuns } from './face-runs.js';
import type { PageFont } from './page-fonts.js';
import { readPageText, type PageText } from './page-text.js';
import type { WorkerReply, WorkerRequest } from './page-text-worker.js';
import { compileWorkerLimits } from '../worker-heap.js';

const CHUNK = 4;

export interface PageTextOptions {
  file: string;
  data: Uint8Array;
  workers: number;
  onPage: (page: number) => void;
  signal?: AbortSignal;
  /** Per page (index = page − 1): its links may be read for print (link-intent.ts). */
  linksForPrint?: readonly boolean[];
  /** Per page: its links as read with pdf-lib (plain-links.ts), or null where pdf.js reads them. */
  plainLinks?: readonly (PlainLink[] | null)[];
  /** A page's font resources read with pdf-lib (page-fonts.ts): which runs are italic or bold (face-runs.ts). */
  pageFonts?: (page: number) => PageFont[] | null;
}

export class PageReadError extends Error {
  constructor(
    /** Named in the message; '' when the caller adds it. */
    file: string,
    readonly page: number | null,
    readonly reason: string,
    /** pdf.js itself failed on the page (the file is damaged there), rather than our code. */
    readonly readerError = false,
  ) {
    super(`${file ? `${file}: ` : ''}${page === null ? '' : `page ${page}: `}${reason}`);
    this.name = 'PageReadError';
  }
}

function workerScript(): string | null {
  const url = new URL('./page-text-worker.js', import.meta.url);
  const path = fileURLToPath(url);
  return existsSync(path) ? path : null;
}

export async function readAllPageTexts(doc: PDFDocumentProxy, opts: PageTextOptions): Promise<PageText[]> {
  const pages = doc.numPages;
  const script = workerScript();
  const workers = Math.min(opts.workers, Math.ceil(pages / CHUNK));
  if (workers > 1 && script) return readInWorkers(script, pages, workers, opts);
  const out: PageText[] = new Array(pages);
  const faces = new FaceRuns();
  for (let n = 1; n <= pages; n++) {
    if (opts.signal?.aborted) throw new Error('compile cancelled');
    try {
      const page = await doc.getPage(n);
      faces.learn(n, opts.pageFonts?.(n) ?? null);
      out[n - 1] = await readPageText(page, opts.linksForPrint?.[n - 1] === true, opts.plainLinks?.[n - 1], faces);
      page.cleanup();
    } catch (err) {
      throw new PageReadError(opts.file, n, (err as Error)?.message ?? String(err), isReaderError(err));
    }
    opts.onPage(n);
  }
  return out;
}

function readInWorkers(script: string, pages: number, count: number, opts: PageTextOptions): Promise<PageText[]> {
  return new Promise((resolve, reject) => {
    const out: PageText[] = new Array(pages);
    let next = 1;
    let received = 0;
    let finished = false;
    const pool: Worker[] = [];
    const stop = () => {
      for (const w of pool) void w.terminate();
    };
    const fail = (err: Error) => {
      if (finished) return;
      finished = true;
      stop();
      reject(err);
    };
    const feed = (w: Worker) => {
      if (next > pages) {
        w.postMessage({ done: true } satisfies WorkerRequest);
        return;
      }
      const chunk: number[] = [];
      while (chunk.length < CHUNK && next <= pages) chunk.push(next++);
      const fonts = opts.pageFonts ? chunk.map((n) => opts.pageFonts!(n)) : undefined;
      w.postMessage({ pages: chunk, ...(fonts ? { fonts } : {}) } satisfies WorkerRequest);
    };
    opts.signal?.addEventListener('abort', () => fail(new Error('compile cancelled')), { once: true });
    for (let i = 0; i < count; i++) {
      // No inherited node flags: "--input-type" or "-e" of the parent process would break the worker.
      // What it prints it sends to stderr (stdout-to-stderr.ts): stdout may be the MCP protocol channel.
      const w = new Worker(script, {
        workerData: {
          file: opts.file,
          data: opts.data,
          linksForPrint: opts.linksForPrint,
          plainLinks: opts.plainLinks,
        },
        execArgv: [],
        resourceLimits: compileWorkerLimits(),
      });
      pool.push(w);
      w.on('message', (msg: WorkerReply) => {
        if (finished) return;
        if ('error' in msg) return fail(new PageReadError(opts.file, msg.page, msg.error, msg.readerError));
        if ('ready' in msg || 'chunkDone' in msg) return feed(w);
        out[msg.page - 1] = msg.text;
        received++;
        opts.onPage(received);
        if (received === pages) {
          finished = true;
          stop();
          resolve(out);
        }
      });
      w.on('error', (err) => fail(new PageReadError(opts.file, null, err.message)));
      w.on('exit', (code) => {
        if (!finished && code !== 0) fail(new PageReadError(opts.file, null, `page reader exited with code ${code}`));
      });
    }
  });
}
