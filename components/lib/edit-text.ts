/**
 * One-line text editing for the search, jump and filter inputs: printable
 * characters append, Backspace deletes, Ctrl-U clears, Ctrl-W deletes a word.
 * Returns null for keys that are not editing keys, so callers handle them.
 */
import type { Key } from 'ink';

export function editText(value: string, input: string, key: Key): string | null {
  if (key.backspace || key.delete) return value.slice(0, -1);
  if (key.ctrl && input === 'u') return '';
  if (key.ctrl && input === 'w') return value.replace(/\S*\s*$/, '');
  if (key.ctrl || key.meta || key.escape || key.return || key.tab) return null;
  if (key.upArrow || key.downArrow || key.leftArrow || key.rightArrow || key.pageUp || key.pageDown) return null;
  // eslint-disable-next-line no-control-regex
  if (!input || /[\u0000-\u001f\u007f]/.test(input)) return null;
  return value + input;
}
