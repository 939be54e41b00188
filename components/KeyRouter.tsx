/**
 * The app's single Ink input listener. Each key goes to the handlers that
 * were active when it arrived (a snapshot), so a key that switches views is
 * never also handled by the view it switches to.
 *
 * Keys are queued and dispatched one per React commit, from this component's
 * layout effect — which React runs after the children's — so every key sees
 * the state the previous key produced: typing faster than the app renders
 * loses nothing, and after `/` the next key already reaches the search view.
 * Ink hands a pasted or fast-typed burst over as one string ("/logical",
 * "7.2\r"); such a burst is split into single key presses (lib/split-presses).
 */
import { type Key, useInput } from 'ink';
import { type ReactNode, useLayoutEffect, useMemo, useState } from 'react';
import { type KeyRegistry, KeyRouterContext } from './hooks/key-router-context.js';
import { type Press, splitPresses } from './lib/split-presses.js';

export function KeyRouter({ children }: { children: ReactNode }) {
  const registry = useMemo<KeyRegistry>(() => ({ entries: new Set() }), []);
  const [queue, setQueue] = useState<readonly Press[]>([]);

  const dispatch = (input: string, key: Key) => {
    const active = [...registry.entries].filter((e) => e.active);
    for (const e of active) if (registry.entries.has(e)) e.handler(input, key);
  };

  useLayoutEffect(() => {
    const [first, ...rest] = queue;
    if (!first) return;
    dispatch(...first);
    setQueue(rest);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [queue]);

  useInput((input, key) => {
    const presses = splitPresses(input, key);
    setQueue((q) => [...q, ...presses]);
  });
  return <KeyRouterContext.Provider value={registry}>{children}</KeyRouterContext.Provider>;
}
