/**
 * What one input event of Ink means as key presses. Ink's stdin reader cuts the
 * terminal's bytes into events — a run of text, or one escape sequence — and
 * its own key parser throws on sequences it does not name (`ESC[31m` pasted from
 * a coloured terminal). Every event is read here instead, and nothing throws:
 * the keys the UI knows become presses, a bracketed paste (`ESC[200~` …
 * `ESC[201~`) is announced as such, and any other sequence (colours, focus
 * reports, mouse) is dropped.
 */
import type { Key } from 'ink';
import { NO_KEY, splitPresses, type Press } from './split-presses.js';

export type InputEvent = { kind: 'presses'; presses: Press[] } | { kind: 'paste-start' } | { kind: 'paste-end' };

const ESC = '\u001B';
const NOTHING: InputEvent = { kind: 'presses', presses: [] };
const press = (key: Partial<Key>, input = ''): InputEvent => ({
  kind: 'presses',
  presses: [[input, { ...NO_KEY, ...key }]],
});

/** The key a CSI or SS3 sequence ends in (its final byte), with `~` sequences by their number. */
const FINAL: Readonly<Record<string, Partial<Key>>> = {
  A: { upArrow: true },
  B: { downArrow: true },
  C: { rightArrow: true },
  D: { leftArrow: true },
  H: { home: true },
  F: { end: true },
  Z: { tab: true, shift: true },
};
const TILDE: Readonly<Record<string, Partial<Key>>> = {
  '1': { home: true },
  '7': { home: true },
  '4': { end: true },
  '8': { end: true },
  '3': { delete: true },
  '5': { pageUp: true },
  '6': { pageDown: true },
};

/** xterm's modifier parameter (`ESC[1;5A`: 5 = 1 + Ctrl). */
function modifiers(param: string | undefined): Partial<Key> {
  const m = Number(param ?? '1') - 1;
  if (!Number.isInteger(m) || m <= 0) return {};
  return { ...(m & 1 ? { shift: true } : {}), ...(m & 2 ? { meta: true } : {}), ...(m & 4 ? { ctrl: true } : {}) };
}

function controlSequence(body: string, meta: boolean): InputEvent {
  // body: "[A", "[1;5A", "[6~", "OA", "[200~" …
  const csi = /^\[([\d;]*)([A-Za-z~])$/.exec(body) ?? /^O()([A-Z])$/.exec(body);
  if (!csi) return NOTHING;
  const [, params = '', final = ''] = csi;
  const [first, mod] = params.split(';');
  if (final === '~') {
    if (first === '200') return { kind: 'paste-start' };
    if (first === '201') return { kind: 'paste-end' };
    const key = first !== undefined ? TILDE[first] : undefined;
    return key ? press({ ...key, ...modifiers(mod), ...(meta ? { meta } : {}) }) : NOTHING;
  }
  const key = FINAL[final];
  if (!key || (params && first !== '1')) return NOTHING; // "[31m", "[2J", "[I" (focus) … are not keys
  return press({ ...key, ...modifiers(mod), ...(meta ? { meta } : {}) });
}

function escapeEvent(event: string): InputEvent {
  if (event === ESC) return press({ escape: true });
  const rest = event.slice(1);
  if (rest.startsWith(ESC)) return controlSequence(rest.slice(1), true);
  if (rest.startsWith('[') || rest.startsWith('O')) {
    const seq = controlSequence(rest, false);
    // "ESC O" alone, or "ESC [" alone, is Alt-O / Alt-[ on some terminals.
    return seq !== NOTHING || rest.length > 1 ? seq : press({ meta: true }, rest);
  }
  const ch = [...rest][0] ?? '';
  // Alt-letter arrives as ESC + the letter; ESC followed by a control character is two keys (a pasted ESC, then Tab).
  if (ch >= ' ' && ch !== '\u007f') return press({ meta: true }, ch);
  return { kind: 'presses', presses: [['', { ...NO_KEY, escape: true }], ...splitPresses(ch)] };
}

/** The presses of one Ink input event; never throws. */
export function inputEvent(event: string): InputEvent {
  if (!event) return NOTHING;
  if (event.startsWith(ESC)) return escapeEvent(event);
  return { kind: 'presses', presses: splitPresses(event) };
}

/** Pasted text as it goes into a one-line field: line breaks and tabs become spaces, other controls go. */
export function pastedText(raw: string): string {
  // eslint-disable-next-line no-control-regex
  return raw.replace(/[\t\r\n]+/g, ' ').replace(/[\u0000-\u001f\u007f-\u009f]/g, '');
}
