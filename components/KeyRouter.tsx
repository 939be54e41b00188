/**
 * The app's single Ink input listener. Each key goes to the handlers that
 * were active when it arrived (a snapshot), so a key that switches views is
 * never also handled by the view it switches to.
 *
 * Keys are queued and dispatched one per React commit, from this component's
 * layout effect — which React runs after the children's — so every key sees
 * the state the previous key produced: typing faster than the app renders
 * loses nothing, and after `/` the next key already reaches the search view.
 * Ink hands a pasted or fast-typed run of printable characters over as one
 * string ("/logical"); such a run is split into single characters.
 */
import { type Key, useInput } from 'ink';
import { type ReactNode, useLayoutEffect, useMemo, useState } from 'react';
import { type KeyRegistry, KeyRouterContext } from './hooks/key-router-context.js';

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/;

type Press = readonly [string, Key];

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
    const chars = [...input];
    const run = chars.length > 1 && !key.ctrl && !key.meta && !CONTROL.test(input);
    const presses: Press[] = run ? chars.map((ch) => [ch, { ...key, shift: /[A-Z]/.test(ch) }] as const) : [[input, key]];
    setQueue((q) => [...q, ...presses]);
  });
  return <KeyRouterContext.Provider value={registry}>{children}</KeyRouterContext.Provider>;
}
