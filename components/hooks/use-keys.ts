/**
 * Take keys while `isActive`. Registration and the active flag are updated in
 * layout effects, i.e. synchronously when a render commits — so a view that
 * one key opens (`/` opens search) already receives the very next key, even
 * when a terminal or tmux delivers both in one read. Ink's own useInput binds
 * in a passive effect and would drop or misroute such keys.
 */
import { useContext, useLayoutEffect, useRef } from 'react';
import { type KeyEntry, type KeyHandler, KeyRouterContext } from './key-router-context.js';

export type { KeyHandler };

export function useKeys(handler: KeyHandler, options: { isActive?: boolean } = {}): void {
  const registry = useContext(KeyRouterContext);
  if (!registry) throw new Error('useKeys: no <KeyRouter> above this component');
  const entry = useRef<KeyEntry>({ handler, active: options.isActive !== false });
  useLayoutEffect(() => {
    entry.current.handler = handler;
    entry.current.active = options.isActive !== false;
  });
  useLayoutEffect(() => {
    const e = entry.current;
    registry.entries.add(e);
    return () => {
      registry.entries.delete(e);
    };
  }, [registry]);
}
