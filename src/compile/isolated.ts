/**
 * Compiling and probing a PDF in a worker thread, so that no file can take
 * the process down. pdf.js runs parts of its work outside any promise we hold
 * (its message port copies a 5000-deep outline until the stack overflows), a
 * file can exhaust the heap, and each of these would otherwise end the CLI,
 * the MCP server or the TUI for every spec. In a worker they end the worker:
 * the file is reported `damaged (…)` and everything else goes on.
 *
 * One worker per compile (it is cheap next to a compile, and a crash cannot
 * leave state behind); one shared worker for probes, closed when idle. The
 * worker script is dist/isolated-worker.js beside this chunk; running from the
 * TypeScript sources (unit tests) there is none, and the work runs in-process.
 * Only a cache miss loads this module: a warm command never starts a thread.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { getHeapStatistics } from 'node:v8';
import { Worker } from 'node:worker_threads';
import { Observable } from 'rxjs';
import { FILE_REASONS } from '../model/file-reasons.js';
import type { DocModel } from '../model/types.js';
import type { CompileEvent } from './compile.js';
import type { IsolatedFailure, IsolatedReply, IsolatedRequest } from './isolated-worker.js';
import { PdfOpenError, type ProbeInfo } from './pdf/open.js';
import { forwardToStderr } from './worker-output.js';

export interface IsolationOptions {
  /** The worker script; default dist/isolated-worker.js, null to run in-process. */
  script?: string | null;
  /** Heap limit of the worker (MiB); default the process's own, so a file that needs more ends only its worker. */
  heapMb?: number;
}

/** A probe worker with nothing to do is closed after this long (ms). */
const PROBE_IDLE_MS = 1000;

function defaultScript(): string | null {
  const path = fileURLToPath(new URL('./isolated-worker.js', import.meta.url));
  return existsSync(path) ? path : null;
}

const scriptOf = (opts: IsolationOptions) => (opts.script === undefined ? defaultScript() : opts.script);
const heapOf = (opts: IsolationOptions) => opts.heapMb ?? Math.ceil(getHeapStatistics().heap_size_limit / 2 ** 20);

/** Why a worker ended without an answer, as a file reason: the file made the reader crash. */
export function crashReason(err: (Error & { code?: string }) | null, exitCode: number | null): string {
  if (err?.code === 'ERR_WORKER_OUT_OF_MEMORY') return FILE_REASONS.damaged('reading it ran out of memory');
  if (err) return FILE_REASONS.damaged(`reading it crashed: ${err.message}`);
  return FILE_REASONS.damaged(`reading it stopped unexpectedly (exit code ${exitCode})`);
}

function startWorker(script: string, opts: IsolationOptions, workerData?: unknown): Worker {
  // No inherited node flags (they may not suit a worker); anything it prints goes to stderr, as stdout may carry MCP.
  const w = new Worker(script, {
    workerData,
    execArgv: [],
    stdout: true,
    resourceLimits: { maxOldGenerationSizeMb: heapOf(opts) },
  });
  forwardToStderr(w.stdout);
  return w;
}

function failureError(file: string, f: IsolatedFailure): Error {
  if ('open' in f) return new PdfOpenError(file, f.open);
  return Object.assign(new Error(f.error.message), { name: f.error.name });
}

/** compile$ in a worker thread: progress events, then the model; a crash of the worker is a PdfOpenError. */
export function isolatedCompile$(file: string, opts: IsolationOptions = {}): Observable<CompileEvent> {
  const script = scriptOf(opts);
  if (!script) {
    return new Observable<CompileEvent>((sub) => {
      let inner: { unsubscribe(): void } | null = null;
      let closed = false;
      import('./compile.js').then(
        ({ compile$ }) => {
          if (!closed) inner = compile$(file).subscribe(sub);
        },
        (err: unknown) => sub.error(err),
      );
      return () => {
        closed = true;
        inner?.unsubscribe();
      };
    });
  }
  return new Observable<CompileEvent>((sub) => {
    let settled = false;
    const w = startWorker(script, opts, { compile: file });
    const settle = (fn: () => void) => {
      if (settled) return;
      settled = true;
      fn();
      void w.terminate();
    };
    w.on('message', (msg: IsolatedReply) => {
      if ('progress' in msg) return void sub.next({ type: 'progress', page: msg.progress[0], pages: msg.progress[1] });
      if ('model' in msg) {
        return settle(() => {
          sub.next({ type: 'model', model: msg.model as DocModel });
          sub.complete();
        });
      }
      if ('open' in msg || 'error' in msg) settle(() => sub.error(failureError(file, msg)));
    });
    w.on('error', (err) => settle(() => sub.error(new PdfOpenError(file, crashReason(err, null)))));
    w.on('exit', (code) => settle(() => sub.error(new PdfOpenError(file, crashReason(null, code)))));
    return () => {
      settled = true;
      void w.terminate();
    };
  });
}

interface ProbeWorker {
  worker: Worker;
  pending: Map<number, { file: string; resolve: (info: ProbeInfo) => void; reject: (err: Error) => void }>;
  idle: NodeJS.Timeout | null;
}

let probes: ProbeWorker | null = null;
let nextId = 1;

function probeWorker(script: string, opts: IsolationOptions): ProbeWorker {
  if (probes) return probes;
  const worker = startWorker(script, opts);
  const pw: ProbeWorker = { worker, pending: new Map(), idle: null };
  // A crash fails every probe in flight (one at a time in practice) and retires this worker.
  const crash = (reason: string) => {
    if (probes === pw) probes = null;
    for (const p of pw.pending.values()) p.reject(new PdfOpenError(p.file, reason));
    pw.pending.clear();
  };
  worker.on('message', (msg: IsolatedReply) => {
    if (!('id' in msg) || msg.id === undefined) return;
    const p = pw.pending.get(msg.id);
    if (!p) return;
    pw.pending.delete(msg.id);
    if ('info' in msg) p.resolve(msg.info);
    else if ('open' in msg || 'error' in msg) p.reject(failureError(p.file, msg));
    if (!pw.pending.size) {
      // Idle: it must not keep the process alive, and it goes after a while.
      worker.unref();
      pw.idle = setTimeout(() => {
        if (probes === pw) probes = null;
        void worker.terminate();
      }, PROBE_IDLE_MS);
      pw.idle.unref();
    }
  });
  worker.on('error', (err) => crash(crashReason(err, null)));
  worker.on('exit', (code) => crash(crashReason(null, code)));
  probes = pw;
  return pw;
}

/** probePdf in the shared probe worker: titles and page count, or a PdfOpenError (a crash included). */
export async function isolatedProbe(file: string, opts: IsolationOptions = {}): Promise<ProbeInfo> {
  const script = scriptOf(opts);
  if (!script) return (await import('./pdf/open.js')).probePdf(file);
  const pw = probeWorker(script, opts);
  if (pw.idle) clearTimeout(pw.idle);
  pw.idle = null;
  pw.worker.ref();
  const id = nextId++;
  return new Promise<ProbeInfo>((resolve, reject) => {
    pw.pending.set(id, { file, resolve, reject });
    pw.worker.postMessage({ probe: file, id } satisfies IsolatedRequest);
  });
}
