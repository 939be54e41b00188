/**
 * Take keys while `isActive`. Registration and the active flag are updated in
 * layout effects, i.e. synchronously when a render commits — so a view that
 * one key opens (`/` opens search) already receives the very next key, even
 * when a terminal or tmux delivers both in one read. Ink's own useInput binds
 * in a passive effect and would drop or misroute such keys.
 */
import type { Key } from 'ink';
import { useContext, useLayoutEffect, useRef } from 'react';
import { type KeyEntry, type KeyHandler, KeyRouterContext } from './key-router-context.js';

export type { KeyHandler };

export interface KeyOptions {
  isActive?: boolean;
  /** A text field: a run of characters (typed fast or pasted) arrives as one input, not key by key. */
  text?: boolean;
  /** Keys this view ignores or applies as functional updates (see KeyEntry.repeat). */
  repeat?: (input: string, key: Key) => boolean;
}

export function useKeys(handler: KeyHandler, options: KeyOptions = {}): void {
  const registry = useContext(KeyRouterContext);
  if (!registry) throw new Error('useKeys: no <KeyRouter> above this component');
  const entry = useRef<KeyEntry>({ handler, active: options.isActive !== false, text: options.text === true });
  useLayoutEffect(() => {
    entry.current.handler = handler;
    entry.current.active = options.isActive !== false;
    entry.current.text = options.text === true;
    entry.current.repeat = options.repeat;
  });
  useLayoutEffect(() => {
    const e = entry.current;
    registry.entries.add(e);
    return () => {
      registry.entries.delete(e);
    };
  }, [registry]);
}
