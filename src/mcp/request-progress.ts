/**
 * Which compile progress belongs to which tool call. The core has one
 * progress$ for every compile in the process, and an HTTP server shares one
 * core between all its sessions, so a call that forwarded all of it would
 * report the pages and totals of another client's compile. A call follows
 * only the specs whose models it asked for: the context's reader() records
 * each spec id in the store of the call that is running (AsyncLocalStorage
 * follows the call through the promises of spec resolution). A call with
 * spec "all" waits for every spec's model in turn, so every compile is its own.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { filter, type Observable } from 'rxjs';
import type { OperationContext, ProgressEvent } from '../core/index.js';

const specsOfCall = new AsyncLocalStorage<Set<string>>();
const recording = new WeakSet<OperationContext>();

/** Make `ctx.reader` record the spec it reads for the call that is running (once per context). */
function recordReads(ctx: OperationContext): void {
  if (recording.has(ctx)) return;
  recording.add(ctx);
  const reader = ctx.reader.bind(ctx);
  ctx.reader = (entry) => {
    specsOfCall.getStore()?.add(entry.id);
    return reader(entry);
  };
}

const asksForAll = (args: unknown): boolean =>
  args !== null &&
  typeof args === 'object' &&
  typeof (args as { spec?: unknown }).spec === 'string' &&
  (args as { spec: string }).spec.trim().toLowerCase() === 'all';

/**
 * Run `call` so that the models it reads are recorded; `progress$` passed to it
 * carries only the compile progress of those specs.
 */
export function withOwnProgress<T>(
  ctx: OperationContext,
  args: unknown,
  call: (progress$: Observable<ProgressEvent>) => Promise<T>,
): Promise<T> {
  recordReads(ctx);
  const specs = new Set<string>();
  const all = asksForAll(args);
  const own$ = ctx.progress$.pipe(filter((ev) => all || specs.has(ev.spec)));
  return specsOfCall.run(specs, () => call(own$));
}
