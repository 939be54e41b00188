import { describe, expect, it } from 'vitest';
import type { Key } from 'ink';
import { inputEvent, pastedText } from './input-events.js';
import { KeyQueue } from './key-queue.js';

const flags = (k: Key) =>
  Object.entries(k)
    .filter(([, v]) => v === true)
    .map(([n]) => n);
const read = (event: string) => {
  const e = inputEvent(event);
  return e.kind === 'presses' ? e.presses.map(([i, k]) => [i, flags(k)]) : e.kind;
};

describe('inputEvent: what one Ink input event means, never a throw', () => {
  it.each([
    ['\u001B[A', [['', ['upArrow']]]],
    ['\u001BOB', [['', ['downArrow']]]],
    ['\u001B[6~', [['', ['pageDown']]]],
    ['\u001B[5~', [['', ['pageUp']]]],
    ['\u001B[Z', [['', ['shift', 'tab']]]],
    ['\u001B[1;5C', [['', ['rightArrow', 'ctrl']]]],
    ['\u001B', [['', ['escape']]]],
    ['\u001Bq', [['q', ['meta']]]],
    [
      '\u001B\t',
      [
        ['', ['escape']],
        ['', ['tab']],
      ],
    ],
    ['\r', [['', ['return']]]],
    [
      'jk',
      [
        ['j', []],
        ['k', []],
      ],
    ],
  ])('%j', (event, presses) => {
    expect(read(event)).toEqual(presses);
  });

  it.each(['\u001B[31m', '\u001B[0m', '\u001B[2J', '\u001B[I', '\u001B[?1049h', '\u001B[<0;10;5M', '\u001B[999~'])(
    'drops %j (not a key)',
    (event) => {
      expect(read(event)).toEqual([]);
    },
  );

  it('announces a bracketed paste', () => {
    expect(read('\u001B[200~')).toBe('paste-start');
    expect(read('\u001B[201~')).toBe('paste-end');
  });

  it('makes pasted line breaks and tabs spaces and drops other controls', () => {
    expect(pastedText('a\r\nb\tc\u0007d')).toBe('a b cd');
  });
});

describe('KeyQueue: one dispatch per group', () => {
  const none = { textField: false, repeatable: () => false };
  const moves = { textField: false, repeatable: (input: string) => input === 'j' || input === 'k' };

  it('gives a text field a run of characters as one input, then the key after it alone', () => {
    const q = new KeyQueue();
    q.push('logical order\r');
    expect(q.take({ textField: true, repeatable: () => true }).map(([i, , n]) => [i, n])).toEqual([
      ['logical order', 1],
    ]);
    expect(flags(q.take(none)[0]![1])).toEqual(['return']);
    expect(q.size).toBe(0);
  });

  it('counts identical repeatable keys and keeps different ones in order, up to the first that is not', () => {
    const q = new KeyQueue();
    q.push('j'.repeat(2000) + 'kkjq');
    expect(q.take(moves).map(([i, , n]) => [i, n])).toEqual([
      ['j', 2000],
      ['k', 2],
      ['j', 1],
    ]);
    expect(q.take(moves).map(([i, , n]) => [i, n])).toEqual([['q', 1]]);
  });

  it('sends a key that is not repeatable alone', () => {
    const q = new KeyQueue();
    q.push('jj');
    expect(q.take(none)).toHaveLength(1);
    expect(q.size).toBe(1);
  });

  it('turns a bracketed paste into text for a field, and drops it elsewhere', () => {
    const q = new KeyQueue();
    for (const e of ['\u001B[200~', 'a\nb', '\u001B[31m', 'c', '\u001B[201~']) q.push(e);
    expect(q.take({ textField: true, repeatable: () => false }).map(([i]) => i)).toEqual(['a bc']);
    for (const e of ['\u001B[200~', 'dq', '\u001B[201~', 'x']) q.push(e);
    expect(q.take(none).map(([i]) => i)).toEqual(['x']);
  });
});
