/**
 * One-line text editing for the search, jump and filter inputs: typed or
 * pasted characters append, and the key table's field actions edit
 * (Backspace deletes a character, Ctrl-U clears, Ctrl-W deletes a word). A
 * field holds at most MAX_INPUT characters; the rest of a longer paste is
 * left out, and the field says so (inputNote).
 */
import { type Line, seg } from './line.js';

/** The longest text a search, jump or filter field holds. */
export const MAX_INPUT = 200;

/** `value` with `text` appended, within MAX_INPUT characters. */
export function appendText(value: string, text: string): string {
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f-\u009f]/.test(text)) return value;
  return [...(value + text)].slice(0, MAX_INPUT).join('');
}

/** The key table's field actions and typed text, over a field's value and its setter. */
export function fieldActions(value: string, set: (next: string) => void) {
  return {
    text: (t: string) => set(appendText(value, t)),
    'delete-char': () => set([...value].slice(0, -1).join('')),
    'clear-field': () => set(''),
    'delete-word': () => set(value.replace(/\S*\s*$/, '')),
  };
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
