import { describe, expect, it } from 'vitest';
import type { Key } from 'ink';
import { splitPresses } from './split-presses.js';

const flags = (k: Key) =>
  Object.entries(k)
    .filter(([, v]) => v === true)
    .map(([n]) => n);

describe('splitPresses', () => {
  it('reads a single key like one in a burst', () => {
    expect(splitPresses('q').map(([i, k]) => [i, flags(k)])).toEqual([['q', []]]);
    expect(splitPresses('\r').map(([i, k]) => [i, flags(k)])).toEqual([['', ['return']]]);
  });

  it('splits a burst into keys, recognising Enter, Tab, Backspace and Ctrl-letters', () => {
    const presses = splitPresses('7.2\r\tA\u007f\u0010');
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
});
