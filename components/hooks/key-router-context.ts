/**
 * The registry behind useKeys: every component that takes keys registers a
 * handler here, and the one KeyRouter listener dispatches each key to the
 * handlers that were active when the key arrived.
 */
import type { Key } from 'ink';
import { createContext } from 'react';

export type KeyHandler = (input: string, key: Key) => void;

export interface KeyEntry {
  handler: KeyHandler;
  active: boolean;
}

export interface KeyRegistry {
  readonly entries: Set<KeyEntry>;
}

export const KeyRouterContext = createContext<KeyRegistry | null>(null);
KeyRouterContext.displayName = 'KeyRouterContext';
