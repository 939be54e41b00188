/**
 * The keys waiting to be handled, and how they are grouped for one dispatch
 * (one state update of the UI):
 * - a text field takes a run of typed or pasted characters as one input (a
 *   10 KB paste is one update, not ten thousand);
 * - a run of keys that every active view calls repeatable (moving, scrolling:
 *   views apply them as functional updates, so they compose within one
 *   update) goes at once, each key with its count of identical presses in a
 *   row — 2,000 `j` are one `j` × 2000;
 * - any other key goes alone, so it sees the state the keys before it left.
 * A bracketed paste (`ESC[200~` … `ESC[201~`) is text with its line breaks
 * and tabs made spaces; outside a text field it is dropped, never read as
 * commands.
 */
import type { Key } from 'ink';
import { inputEvent, pastedText } from './input-events.js';
import { NO_KEY } from './split-presses.js';

/** The most text one dispatch carries (the fields keep far less). */
export const MAX_TEXT_RUN = 100_000;

/** One key for the views, and how many times it was pressed in a row. */
export type Dispatch = readonly [input: string, key: Key, count: number];

export interface TakeOptions {
  /** A text field is active: characters go to it as text. */
  textField: boolean;
  /** Whether every active view can take this key together with others in one update. */
  repeatable(input: string, key: Key): boolean;
}

interface Pending {
  input: string;
  key: Key;
  paste?: true;
}

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
const FLAGS = Object.keys(NO_KEY).filter((k) => k !== 'shift') as Array<keyof Key>;

/** Characters a text field would append: no key flag but Shift, no control character. */
export function isCharacterPress(input: string, key: Key): boolean {
  return input !== '' && !CONTROL.test(input) && !FLAGS.some((f) => key[f] === true);
}

const isCharacter = (p: Pending) => p.paste === true || isCharacterPress(p.input, p.key);

const samePress = (a: Pending, b: Pending) =>
  a.input === b.input && (Object.keys(NO_KEY) as Array<keyof Key>).every((f) => a.key[f] === b.key[f]);

export class KeyQueue {
  private items: Pending[] = [];
  private head = 0;
  private paste: string[] | null = null;
  private pasteLength = 0;

  get size(): number {
    return this.items.length - this.head;
  }

  /** Add one Ink input event (a run of text or one escape sequence). */
  push(event: string): void {
    const e = inputEvent(event);
    if (e.kind === 'paste-start') {
      this.paste = [];
      this.pasteLength = 0;
    } else if (e.kind === 'paste-end') {
      if (this.paste) this.items.push({ input: pastedText(this.paste.join('')), key: NO_KEY, paste: true });
      this.paste = null;
    } else if (this.paste) {
      // Inside a paste only the text counts; escape sequences in it (colours) are left out.
      if (!event.startsWith('\u001B') && this.pasteLength < MAX_TEXT_RUN) {
        this.paste.push(event.slice(0, MAX_TEXT_RUN - this.pasteLength));
        this.pasteLength += event.length;
      }
    } else for (const [input, key] of e.presses) this.items.push({ input, key });
  }

  /** The next inputs to dispatch in one update: none when nothing is waiting. */
  take(opts: TakeOptions): Dispatch[] {
    if (opts.textField) {
      let text = '';
      while (this.peek() && isCharacter(this.peek()!)) {
        if (text.length < MAX_TEXT_RUN) text += this.items[this.head]!.input;
        this.head++;
      }
      if (text) return this.settle([[text.slice(0, MAX_TEXT_RUN), NO_KEY, 1]]);
    }
    while (this.peek()?.paste) this.head++;
    const first = this.peek();
    if (!first) return this.settle([]);
    this.head++;
    if (!opts.repeatable(first.input, first.key)) return this.settle([[first.input, first.key, 1]]);
    const run: Array<[Pending, number]> = [[first, 1]];
    for (let next = this.peek(); next && !next.paste; next = this.peek()) {
      if (opts.textField && isCharacter(next)) break;
      const last = run[run.length - 1]!;
      if (samePress(last[0], next)) last[1]++;
      else if (opts.repeatable(next.input, next.key)) run.push([next, 1]);
      else break;
      this.head++;
    }
    return this.settle(run.map(([p, n]) => [p.input, p.key, n] as const));
  }

  private peek(): Pending | undefined {
    return this.items[this.head];
  }

  private settle(out: Dispatch[]): Dispatch[] {
    if (this.head >= this.items.length) {
      this.items = [];
      this.head = 0;
    }
    return out;
  }
}
