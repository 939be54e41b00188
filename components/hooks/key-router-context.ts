/**
 * The registry behind useKeys: every component that takes keys registers a
 * handler here, and the one KeyRouter listener dispatches each key to the
 * handlers that were active when the key arrived.
 */
import type { Key } from 'ink';
import { createContext } from 'react';

/** A key for a view; `count` is how many times it was pressed in a row (1 unless the view said it repeats). */
export type KeyHandler = (input: string, key: Key, count: number) => void;

export interface KeyEntry {
  handler: KeyHandler;
  active: boolean;
  /** A text field: a run of typed or pasted characters reaches it as one input. */
  text: boolean;
  /**
   * Whether this view can take the key in one update with the keys around it: it ignores the key, or
   * applies it (`count` times) as a functional state update. Without it, every key goes alone.
   */
  repeat?: (input: string, key: Key) => boolean;
}

export interface KeyRegistry {
  readonly entries: Set<KeyEntry>;
}

export const KeyRouterContext = createContext<KeyRegistry | null>(null);
KeyRouterContext.displayName = 'KeyRouterContext';
