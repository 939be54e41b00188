/**
 * The catalogue as a list with a cursor, for the spec switcher and the
 * edition picker: one subscription to the spec list, the cursor starting on the
 * spec being read and staying inside the list as it loads.
 */
import { useState } from 'react';
import { LIST_SPECS, type ListSpecsResult } from '../../src/core/index.js';
import { clampIndex, listMoves } from '../lib/list-window.js';
import { useCore } from './use-core.js';
import { type ObservableState, useObservable } from './use-observable.js';

export interface SpecList {
  state: ObservableState<ListSpecsResult>;
  /** The specs shown: all of them, or only the available ones. */
  specs: ListSpecsResult['specs'];
  /** The cursor's index in `specs`. */
  sel: number;
  /** The key table's moves of the cursor, within the list (functional updates). */
  moves: ReturnType<typeof listMoves>;
}

export function useSpecList(current: string | undefined, availableOnly: boolean): SpecList {
  const core = useCore();
  const state = useObservable(() => core[LIST_SPECS]({}), [core]);
  const all = state.status === 'ok' ? state.value.specs : [];
  const specs = availableOnly ? all.filter((s) => s.available) : all;
  const [selected, setSelected] = useState<number | null>(null);
  const start = Math.max(
    0,
    specs.findIndex((s) => s.id === current),
  );
  const sel = clampIndex(selected ?? start, specs.length);
  const moves = listMoves((update) => setSelected((s) => update(s ?? start)), specs.length, 10);
  return { state, specs, sel, moves };
}
