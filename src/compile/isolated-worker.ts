/**
 * Worker thread of isolated.ts: compiles one file (workerData.compile), or
 * probes the files it is sent one message at a time. Whatever a file does to
 * this thread — an exception outside any promise, a stack overflow inside
 * pdf.js, running out of heap — ends this thread only; the process that
 * started it reports the file as damaged and goes on.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { compileFile } from './compile.js';
import { PdfOpenError, probePdf, type ProbeInfo } from './pdf/open.js';

export type IsolatedRequest = { probe: string; id: number };
export type IsolatedFailure = { open: string } | { error: { name: string; message: string } };
export type IsolatedReply =
  | { progress: [page: number, pages: number] }
  | { model: unknown }
  | { id: number; info: ProbeInfo }
  | ({ id?: number } & IsolatedFailure);

/** Progress is sent at most this often (ms); the last page always. */
const PROGRESS_MS = 50;

function failure(err: unknown): IsolatedFailure {
  if (err instanceof PdfOpenError) return { open: err.reason };
  const e = err as Error | null;
  return { error: { name: e?.name ?? 'Error', message: e?.message ?? String(err) } };
}

const port = parentPort!;
const { compile: file } = (workerData ?? {}) as { compile?: string };

if (file !== undefined) {
  let last = 0;
  compileFile(file, {}, new AbortController().signal, (page, pages) => {
    const now = Date.now();
    if (now - last < PROGRESS_MS && page < pages) return;
    last = now;
    port.postMessage({ progress: [page, pages] } satisfies IsolatedReply);
  }).then(
    (model) => port.postMessage({ model } satisfies IsolatedReply),
    (err: unknown) => port.postMessage(failure(err) satisfies IsolatedReply),
  );
} else {
  port.on('message', (msg: IsolatedRequest) => {
    probePdf(msg.probe).then(
      (info) => port.postMessage({ id: msg.id, info } satisfies IsolatedReply),
      (err: unknown) => port.postMessage({ id: msg.id, ...failure(err) } satisfies IsolatedReply),
    );
  });
}
