/**
 * One-line text editing for the search, jump and filter inputs: printable
 * characters append (a pasted run at once), Backspace deletes, Ctrl-U clears,
 * Ctrl-W deletes a word. Returns null for keys that are not editing keys, so
 * callers handle them. A field holds at most MAX_INPUT characters; the rest of
 * a longer paste is left out, and the field says so (inputNote).
 */
import type { Key } from 'ink';
import { type Line, seg } from './line.js';

/** The longest text a search, jump or filter field holds. */
export const MAX_INPUT = 200;

export function editText(value: string, input: string, key: Key): string | null {
  if (key.backspace || key.delete) return value.slice(0, -1);
  if (key.ctrl && input === 'u') return '';
  if (key.ctrl && input === 'w') return value.replace(/\S*\s*$/, '');
  if (key.ctrl || key.meta || key.escape || key.return || key.tab) return null;
  if (key.upArrow || key.downArrow || key.leftArrow || key.rightArrow || key.pageUp || key.pageDown) return null;
  // eslint-disable-next-line no-control-regex
  if (!input || /[\u0000-\u001f\u007f-\u009f]/.test(input)) return null;
  return [...(value + input)].slice(0, MAX_INPUT).join('');
}

/** The note a full field shows beside its text. */
export function inputNote(value: string): string | null {
  return [...value].length >= MAX_INPUT ? `at most ${MAX_INPUT} characters: the rest was left out` : null;
}

/** A field as one line: the prompt, the end of its text when it does not fit, the cursor. */
export function inputLine(prompt: string, value: string, width: number): Line {
  const room = Math.max(1, width - prompt.length - 1);
  const chars = [...value];
  const shown = chars.length <= room ? value : `…${chars.slice(chars.length - room + 1).join('')}`;
  return { segments: [seg(prompt, 'accent'), seg(shown), seg('▏', 'accent')] };
}

/** The field's info line, led by inputNote's note when the field is full. */
export function withInputNote(value: string, info: Line): Line {
  const note = inputNote(value);
  return note ? { ...info, segments: [seg(`${note} · `, 'notice'), ...info.segments] } : info;
}
