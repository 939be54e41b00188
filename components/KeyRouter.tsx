/**
 * The app's single Ink input listener. Each key goes to the handlers that
 * were active when it arrived (a snapshot), so a key that switches views is
 * never also handled by the view it switches to.
 */
import { useInput } from 'ink';
import { type ReactNode, useMemo } from 'react';
import { type KeyRegistry, KeyRouterContext } from './hooks/key-router-context.js';

export function KeyRouter({ children }: { children: ReactNode }) {
  const registry = useMemo<KeyRegistry>(() => ({ entries: new Set() }), []);
  useInput((input, key) => {
    const active = [...registry.entries].filter((e) => e.active);
    for (const e of active) if (registry.entries.has(e)) e.handler(input, key);
  });
  return <KeyRouterContext.Provider value={registry}>{children}</KeyRouterContext.Provider>;
}
