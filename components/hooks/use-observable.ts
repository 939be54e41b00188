/**
 * The TUI's one bridge to the core's streams: subscribe to the observable the
 * factory returns, expose its latest value or error as React state, and
 * unsubscribe when the inputs change or the component unmounts (which is
 * what cancels a stale request). A factory that throws, or a stream that
 * errors, becomes an error state — never an exception in render.
 */
import { type DependencyList, useEffect, useMemo, useState } from 'react';
import type { Observable } from 'rxjs';
import { type PdfspecError, toPdfspecError } from '../../src/core/index.js';

export type ObservableState<T> =
  | { status: 'idle'; value?: undefined; error?: undefined }
  | { status: 'loading'; value?: undefined; error?: undefined }
  | { status: 'ok'; value: T; error?: undefined }
  | { status: 'error'; value?: undefined; error: PdfspecError };

const IDLE = { status: 'idle' } as const;
const LOADING = { status: 'loading' } as const;

export function useObservable<T>(factory: () => Observable<T> | null, deps: DependencyList): ObservableState<T> {
  // One token per set of inputs: a state recorded for other inputs is never
  // shown, not even for the one render before the effect below resubscribes.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const token = useMemo(() => ({}), deps);
  const [state, setState] = useState<{ token: object | null; value: ObservableState<T> }>({ token: null, value: IDLE });
  useEffect(() => {
    const set = (value: ObservableState<T>) => setState({ token, value });
    let source: Observable<T> | null;
    try {
      source = factory();
    } catch (err) {
      set({ status: 'error', error: toPdfspecError(err) });
      return undefined;
    }
    if (!source) {
      set(IDLE);
      return undefined;
    }
    set(LOADING);
    const sub = source.subscribe({
      next: (value) => set({ status: 'ok', value }),
      error: (err: unknown) => set({ status: 'error', error: toPdfspecError(err) }),
    });
    return () => sub.unsubscribe();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [token]);
  return state.token === token ? state.value : LOADING;
}
