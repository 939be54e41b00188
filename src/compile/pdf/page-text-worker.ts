/**
 * Worker thread: opens its own copy of the document and reads the text of the
 * pages the main thread hands it, one chunk at a time (see page-texts.ts).
 */
import '../stdout-to-stderr.js';
import { parentPort, workerData } from 'node:worker_threads';
import { isReaderError, openPdfData } from './open.js';
import { FaceRuns } from './face-runs.js';
import type { PageFont } from './page-fonts.js';
import { readPageText } from './page-text.js';
import type { PlainLink } from './plain-links.js';

interface Init {
  file: string;
  data: Uint8Array;
  linksForPrint?: readonly boolean[];
  plainLinks?: readonly (PlainLink[] | null)[];
}

/** `fonts`: each page's font resources, in the order of `pages` (page-fonts.ts). */
export type WorkerRequest = { pages: number[]; fonts?: (PageFont[] | null)[] } | { done: true };
export type WorkerReply =
  | { ready: true }
  | { page: number; text: import('./page-text.js').PageText }
  | { chunkDone: true }
  | { error: string; page: number | null; readerError?: boolean };

async function main(): Promise<void> {
  const port = parentPort!;
  const { file, data, linksForPrint, plainLinks } = workerData as Init;
  const doc = await openPdfData(file, data).catch((err: Error) => {
    port.postMessage({ error: err.message, page: null } satisfies WorkerReply);
    return null;
  });
  if (!doc) return;
  port.postMessage({ ready: true } satisfies WorkerReply);
  const faces = new FaceRuns();
  port.on('message', async (msg: WorkerRequest) => {
    if ('done' in msg) {
      await doc.destroy();
      port.close();
      return;
    }
    msg.pages.forEach((n, k) => faces.learn(n, msg.fonts?.[k] ?? null));
    for (const n of msg.pages) {
      try {
        const page = await doc.getPage(n);
        const text = await readPageText(page, linksForPrint?.[n - 1] === true, plainLinks?.[n - 1], faces);
        page.cleanup();
        port.postMessage({ page: n, text } satisfies WorkerReply);
      } catch (err) {
        port.postMessage({
          error: (err as Error)?.message ?? String(err),
          page: n,
          readerError: isReaderError(err),
        } satisfies WorkerReply);
        return;
      }
    }
    port.postMessage({ chunkDone: true } satisfies WorkerReply);
  });
}

void main();
