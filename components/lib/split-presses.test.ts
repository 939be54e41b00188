import { describe, expect, it } from 'vitest';
import type { Key } from 'ink';
import { splitPresses } from './split-presses.js';

const none = { ctrl: false, meta: false, return: false } as Key;
const flags = (k: Key) =>
  Object.entries(k)
    .filter(([, v]) => v === true)
    .map(([n]) => n);

describe('splitPresses', () => {
  it('keeps a single key as it came', () => {
    const key = { ...none, upArrow: true } as Key;
    expect(splitPresses('', key)).toEqual([['', key]]);
    expect(splitPresses('q', none)).toEqual([['q', none]]);
  });

  it('splits a burst into keys, recognising Enter, Tab, Backspace and Ctrl-letters', () => {
    const presses = splitPresses('7.2\r\tA\u007f\u0010', none);
    expect(presses.map(([i, k]) => [i, flags(k)])).toEqual([
      ['7', []],
      ['.', []],
      ['2', []],
      ['', ['return']],
      ['', ['tab']],
      ['A', ['shift']],
      ['', ['backspace']],
      ['p', ['ctrl']],
    ]);
  });

  it('never splits escape sequences', () => {
    expect(splitPresses('\u001B[A', none)).toHaveLength(1);
  });
});
