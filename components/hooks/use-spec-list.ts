/**
 * The catalogue as a list with a cursor, for the spec switcher and the
 * edition picker: one subscription to the spec list, the cursor starting on the
 * spec being read and staying inside the list as it loads.
 */
import { useState } from 'react';
import { LIST_SPECS, type ListSpecsResult } from '../../src/core/index.js';
import { clampIndex } from '../lib/list-window.js';
import { useCore } from './use-core.js';
import { type ObservableState, useObservable } from './use-observable.js';

export interface SpecList {
  state: ObservableState<ListSpecsResult>;
  /** The specs shown: all of them, or only the available ones. */
  specs: ListSpecsResult['specs'];
  /** The cursor's index in `specs`. */
  sel: number;
  /** Moves the cursor by `delta` rows, within the list. */
  move(delta: number): void;
}

export function useSpecList(current: string | undefined, availableOnly: boolean): SpecList {
  const core = useCore();
  const state = useObservable(() => core[LIST_SPECS]({}), [core]);
  const all = state.status === 'ok' ? state.value.specs : [];
  const specs = availableOnly ? all.filter((s) => s.available) : all;
  const [selected, setSelected] = useState<number | null>(null);
  const sel = clampIndex(
    selected ??
      Math.max(
        0,
        specs.findIndex((s) => s.id === current),
      ),
    specs.length,
  );
  return { state, specs, sel, move: (delta) => setSelected(clampIndex(sel + delta, specs.length)) };
}
