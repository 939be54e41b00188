/**
 * The latest progress event of a compile still running, else null. A compile
 * that ends — with a model, an error or cancelled — sends an event marked
 * `done` (or one at its last page): its bar goes, and another spec's compile
 * still running keeps its own.
 */
import { asyncScheduler, map, scan, throttleTime } from 'rxjs';
import type { ProgressEvent } from '../../src/core/index.js';
import { useCore } from './use-core.js';
import { useObservable } from './use-observable.js';

/** The compiles running, by spec, in the order their last events came. */
function running(live: ReadonlyMap<string, ProgressEvent>, e: ProgressEvent): ReadonlyMap<string, ProgressEvent> {
  const next = new Map(live);
  next.delete(e.spec);
  if (!e.done && e.page < e.pages) next.set(e.spec, e);
  return next;
}

export function useProgress(): ProgressEvent | null {
  const core = useCore();
  const state = useObservable(
    () =>
      core.context.progress$.pipe(
        scan(running, new Map<string, ProgressEvent>()),
        map((live) => [...live.values()].at(-1) ?? null),
        // Compiles emit per page; the bar needs a few updates a second at most.
        throttleTime(100, asyncScheduler, { leading: true, trailing: true }),
      ),
    [core],
  );
  return state.status === 'ok' ? state.value : null;
}
