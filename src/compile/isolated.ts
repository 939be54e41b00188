/**
 * Compiling and probing a PDF in a worker thread, so that no file can take
 * the process down. pdf.js runs parts of its work outside any promise we hold
 * (its message port copies a 5000-deep outline until the stack overflows), a
 * file can exhaust the heap, and each of these would otherwise end the CLI,
 * the MCP server or the TUI for every spec. In a worker they end the worker:
 * the file is reported `damaged (…)` and everything else goes on.
 *
 * The workers are kept while there is work and a second after: starting one
 * and loading the compiler and pdf.js into it costs more CPU than compiling a
 * ten-page document, and a cold command probes the folder before it compiles.
 * A compile has its worker to itself (a crash or a cancel ends only that
 * compile); probes share a worker that is not compiling. A worker whose
 * compile failed with an error of ours, or was cancelled, is not used again.
 * The worker script is dist/isolated-worker.js beside this chunk; running from
 * the TypeScript sources (unit tests) there is none, and the work runs
 * in-process. Only a cache miss loads this module: a warm command never
 * starts a thread.
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
import { compileWorkerLimits } from './worker-heap.js';

export interface IsolationOptions {
  /** The worker script; default dist/isolated-worker.js, null to run in-process. */
  script?: string | null;
  /** Heap limit of the worker (MiB); default the process's own, so a file that needs more ends only its worker. */
  heapMb?: number;
  /** How long a worker with nothing to do is kept (ms); default IDLE_MS. */
  idleMs?: number;
}

/** A worker with nothing to do is closed after this long (ms). */
const IDLE_MS = 1000;

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

function startWorker(script: string, opts: IsolationOptions): Worker {
  // No inherited node flags (they may not suit a worker); what it prints it sends to stderr (stdout-to-stderr.ts).
  return new Worker(script, {
    execArgv: [],
    resourceLimits: compileWorkerLimits(heapOf(opts)),
  });
}

function failureError(file: string, f: IsolatedFailure): Error {
  if ('open' in f) return new PdfOpenError(file, f.open);
  return Object.assign(new Error(f.error.message), { name: f.error.name });
}

/** What a worker was asked to do, and where its answer goes. */
interface Job {
  compile: boolean;
  reply(msg: IsolatedReply): void;
  crash(reason: string): void;
}

interface Reader {
  worker: Worker;
  /** The script and heap limit it was started with: only work asking for the same may go to it. */
  key: string;
  jobs: Map<number, Job>;
  idle: NodeJS.Timeout | null;
  idleMs: number;
}

const readers = new Set<Reader>();
let nextId = 1;

function retire(reader: Reader): void {
  readers.delete(reader);
  if (reader.idle) clearTimeout(reader.idle);
  reader.idle = null;
}

function startReader(script: string, opts: IsolationOptions, key: string): Reader {
  const idleMs = opts.idleMs ?? IDLE_MS;
  const reader: Reader = { worker: startWorker(script, opts), key, jobs: new Map(), idle: null, idleMs };
  const crash = (reason: string) => {
    retire(reader);
    const jobs = [...reader.jobs.values()];
    reader.jobs.clear();
    for (const job of jobs) job.crash(reason);
  };
  reader.worker.on('message', (msg: IsolatedReply) => reader.jobs.get(msg.id)?.reply(msg));
  reader.worker.on('error', (err) => crash(crashReason(err, null)));
  reader.worker.on('exit', (code) => crash(crashReason(null, code)));
  readers.add(reader);
  return reader;
}

/** A kept worker that may take the job (a compile wants one with nothing to do), or a new one. */
function readerFor(compile: boolean, script: string, opts: IsolationOptions): Reader {
  const key = `${heapOf(opts)}:${script}`;
  const free = (r: Reader) =>
    r.key === key && ![...r.jobs.values()].some((j) => j.compile) && (!compile || r.jobs.size === 0);
  return [...readers].find(free) ?? startReader(script, opts, key);
}

function begin(reader: Reader, job: Job, request: (id: number) => IsolatedRequest): number {
  const id = nextId++;
  if (reader.idle) clearTimeout(reader.idle);
  reader.idle = null;
  reader.worker.ref();
  reader.jobs.set(id, job);
  reader.worker.postMessage(request(id));
  return id;
}

/** The job is answered: an idle worker must not keep the process alive, and it goes after a while. */
function finish(reader: Reader, id: number): void {
  reader.jobs.delete(id);
  if (reader.jobs.size || !readers.has(reader)) return;
  reader.worker.unref();
  reader.idle = setTimeout(() => {
    retire(reader);
    void reader.worker.terminate();
  }, reader.idleMs);
  reader.idle.unref();
}

function stop(reader: Reader): void {
  retire(reader);
  void reader.worker.terminate();
}

/** compile$ in a worker thread: progress events, then the model; a crash of the worker is a PdfOpenError. */
export function isolatedCompile$(file: string, opts: IsolationOptions = {}): Observable<CompileEvent> {
  const script = scriptOf(opts);
  if (!script) return inProcessCompile$(file);
  return new Observable<CompileEvent>((sub) => {
    const reader = readerFor(true, script, opts);
    let settled = false;
    const id = begin(
      reader,
      {
        compile: true,
        reply: (msg) => {
          if ('progress' in msg) return sub.next({ type: 'progress', page: msg.progress[0], pages: msg.progress[1] });
          settled = true;
          finish(reader, id);
          if ('model' in msg) {
            sub.next({ type: 'model', model: msg.model as DocModel });
            return sub.complete();
          }
          if ('error' in msg) stop(reader);
          if ('open' in msg || 'error' in msg) sub.error(failureError(file, msg));
        },
        crash: (reason) => {
          settled = true;
          sub.error(new PdfOpenError(file, reason));
        },
      },
      (id) => ({ compile: file, id }),
    );
    return () => {
      if (settled) return;
      reader.jobs.delete(id);
      stop(reader);
    };
  });
}

function inProcessCompile$(file: string): Observable<CompileEvent> {
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

/** probePdf in a worker thread: titles and page count, or a PdfOpenError (a crash included). */
export async function isolatedProbe(file: string, opts: IsolationOptions = {}): Promise<ProbeInfo> {
  const script = scriptOf(opts);
  if (!script) return (await import('./pdf/open.js')).probePdf(file);
  const reader = readerFor(false, script, opts);
  return new Promise<ProbeInfo>((resolve, reject) => {
    const id = begin(
      reader,
      {
        compile: false,
        reply: (msg) => {
          finish(reader, id);
          if ('info' in msg) resolve(msg.info);
          else if ('open' in msg || 'error' in msg) reject(failureError(file, msg));
        },
        crash: (reason) => reject(new PdfOpenError(file, reason)),
      },
      (id) => ({ probe: file, id }),
    );
  });
}
