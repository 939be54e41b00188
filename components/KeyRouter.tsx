/**
 * The app's single input listener. Each key goes to the handlers that were
 * active when it is dispatched (a snapshot), so a key that switches views is
 * never also handled by the view it switches to.
 *
 * Input is read from Ink's stdin events by lib/input-events (Ink's own key
 * parser throws on sequences such as a pasted `ESC[31m`) and queued
 * (lib/key-queue). One group of inputs is dispatched per React commit, from
 * this component's layout effect — which React runs after the children's —
 * so every key sees the state the previous key produced, and after `/` the
 * next key already reaches the search view. A text field takes a whole run
 * of characters as one input, and a run of keys the views call repeatable
 * (moving, scrolling) is one update. At most CHAIN groups follow each other inside
 * one commit chain; then the router yields to the event loop, so a burst of
 * thousands of keys never reaches React's limit of nested updates, and
 * signals and timers run in between.
 */
import { useStdin } from 'ink';
import { type ReactNode, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { type KeyRegistry, KeyRouterContext } from './hooks/key-router-context.js';
import { KeyQueue } from './lib/key-queue.js';

/** Inputs dispatched in one chain of commits before yielding (React refuses more than 50 nested updates). */
const CHAIN = 20;

export function KeyRouter({ children }: { children: ReactNode }) {
  const registry = useMemo<KeyRegistry>(() => ({ entries: new Set() }), []);
  const queue = useMemo(() => new KeyQueue(), []);
  const [tick, setTick] = useState(0);
  const chain = useRef(0);
  const mounted = useRef(true);
  const { internal_eventEmitter: events, setRawMode } = useStdin();

  useLayoutEffect(() => {
    const active = [...registry.entries].filter((e) => e.active);
    const batch = queue.take({
      textField: active.some((e) => e.text),
      repeatable: (input, key) => active.every((e) => e.repeat?.(input, key) === true),
    });
    for (const [input, key, count] of batch)
      for (const e of active) if (registry.entries.has(e)) e.handler(input, key, count);
    if (queue.size === 0) {
      chain.current = 0;
    } else if (++chain.current < CHAIN) {
      setTick((t) => t + 1);
    } else {
      chain.current = 0;
      setImmediate(() => {
        if (mounted.current) setTick((t) => t + 1);
      });
    }
  }, [tick, queue, registry]);

  useEffect(() => {
    mounted.current = true;
    setRawMode(true);
    const onInput = (event: string) => {
      queue.push(event);
      setTick((t) => t + 1);
    };
    events.on('input', onInput);
    return () => {
      mounted.current = false;
      events.off('input', onInput);
      setRawMode(false);
    };
  }, [events, setRawMode, queue]);

  return <KeyRouterContext.Provider value={registry}>{children}</KeyRouterContext.Provider>;
}
