/**
 * Ink reports everything between two escape sequences as one input: a paste,
 * or a burst from tmux or a fast typist — "7.2\r" arrives as a single string
 * with no key flags. Split such a burst into single key presses, with the
 * flags each key has on its own (Enter, Tab, Backspace, Ctrl-letter), so every
 * key is handled the same whether typed or pasted.
 */
import type { Key } from 'ink';

export const NO_KEY: Key = {
  upArrow: false,
  downArrow: false,
  leftArrow: false,
  rightArrow: false,
  pageDown: false,
  pageUp: false,
  home: false,
  end: false,
  return: false,
  escape: false,
  ctrl: false,
  shift: false,
  tab: false,
  backspace: false,
  delete: false,
  meta: false,
  super: false,
  hyper: false,
  capsLock: false,
  numLock: false,
};

export type Press = readonly [string, Key];

function pressOf(ch: string): Press {
  const code = ch.codePointAt(0) ?? 0;
  if (ch === '\r' || ch === '\n') return ['', { ...NO_KEY, return: true }];
  if (ch === '\t') return ['', { ...NO_KEY, tab: true }];
  if (ch === '\u007f' || ch === '\b') return ['', { ...NO_KEY, backspace: true }];
  // Ctrl-A … Ctrl-Z arrive as 0x01–0x1a; Ink reports them as ctrl + the letter.
  if (code >= 1 && code <= 26) return [String.fromCharCode(code + 96), { ...NO_KEY, ctrl: true }];
  return [ch, { ...NO_KEY, shift: /^[A-Z]$/.test(ch) }];
}

/** The key presses of a run of text (no escape sequences in it). */
export function splitPresses(input: string): Press[] {
  return [...input].map(pressOf);
}
