/** The latest compile progress event while a compile is running, else null. */
import { map, throttleTime, asyncScheduler } from 'rxjs';
import type { ProgressEvent } from '../../src/core/index.js';
import { useCore } from './use-core.js';
import { useObservable } from './use-observable.js';

export function useProgress(): ProgressEvent | null {
  const core = useCore();
  const state = useObservable(
    () =>
      core.context.progress$.pipe(
        // Compiles emit per page; the bar needs a few updates a second at most.
        throttleTime(100, asyncScheduler, { leading: true, trailing: true }),
        map((e) => (e.page >= e.pages ? null : e)),
      ),
    [core],
  );
  return state.status === 'ok' ? state.value : null;
}
