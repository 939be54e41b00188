/**
 * Worker thread of isolated.ts: compiles or probes the files it is sent, one
 * message each, for as long as isolated.ts keeps it. Whatever a file does to
 * this thread — an exception outside any promise, a stack overflow inside
 * pdf.js, running out of heap — ends this thread only; the process that
 * started it reports the file as damaged and goes on.
 */
import './stdout-to-stderr.js';
import { parentPort } from 'node:worker_threads';
import { compileFile } from './compile.js';
import { PdfOpenError, probePdf, type ProbeInfo } from './pdf/open.js';

export type IsolatedRequest = { probe: string; id: number } | { compile: string; id: number };
export type IsolatedFailure = { open: string } | { error: { name: string; message: string } };
export type IsolatedReply = { id: number } & (
  { progress: [page: number, pages: number] } | { model: unknown } | { info: ProbeInfo } | IsolatedFailure
);

/** Progress is sent at most this often (ms); the last page always. */
const PROGRESS_MS = 50;

function failure(err: unknown): IsolatedFailure {
  if (err instanceof PdfOpenError) return { open: err.reason };
  const e = err as Error | null;
  return { error: { name: e?.name ?? 'Error', message: e?.message ?? String(err) } };
}

const port = parentPort!;
const reply = (msg: IsolatedReply) => port.postMessage(msg);

function compileOne(file: string, id: number): void {
  let last = 0;
  compileFile(file, {}, new AbortController().signal, (page, pages) => {
    const now = Date.now();
    if (now - last < PROGRESS_MS && page < pages) return;
    last = now;
    reply({ id, progress: [page, pages] });
  }).then(
    (model) => reply({ id, model }),
    (err: unknown) => reply({ id, ...failure(err) }),
  );
}

port.on('message', (msg: IsolatedRequest) => {
  if ('compile' in msg) return compileOne(msg.compile, msg.id);
  probePdf(msg.probe).then(
    (info) => reply({ id: msg.id, info }),
    (err: unknown) => reply({ id: msg.id, ...failure(err) }),
  );
});
