/**
 * The views dispatch from the key table: every key of the reading group opens
 * the view its action names, whatever the table binds it to — change the
 * table and the dispatch follows.
 */
import { describe, expect, it } from 'vitest';
import { Browser } from './Browser.js';
import { KEYMAP, keysLabel } from './lib/keymap.js';
import { KEYS, render } from '#test-support/tui/test-utils.js';
import { browseOps, diffOps, jumpOps, specOps } from '#test-support/tui/fixture-ops.js';

/** What a key name of the table sends on stdin. */
const SEQUENCES: Record<string, string> = {
  ...{ up: KEYS.up, down: KEYS.down, left: KEYS.left, right: KEYS.right },
  ...{ pageup: KEYS.pageUp, pagedown: KEYS.pageDown, enter: KEYS.enter, esc: KEYS.escape, tab: KEYS.tab },
  ...{ backspace: KEYS.backspace, space: ' ', 'shift-tab': '\u001B[Z' },
};
const sequence = (name: string) =>
  SEQUENCES[name] ?? (name.startsWith('ctrl-') ? String.fromCharCode(name.charCodeAt(5) - 96) : name);

const MODE_OF: Record<string, string> = {
  search: 'search',
  jump: 'jump',
  diff: 'diff',
  specs: 'specs',
  requirements: 'requirements',
  checklist: 'checklist',
  help: 'help',
};

const opening = KEYMAP.find((g) => g.scope === 'reading')!
  .bindings.filter((b) => MODE_OF[b.action])
  .flatMap((b) => b.keys.map((k) => [keysLabel(b), k, MODE_OF[b.action]!] as const));

describe('reading keys come from the table', () => {
  it.each(opening)('%s: %s opens %s', async (_label, name, mode) => {
    const ui = render(<Browser />, { ops: { ...browseOps(), ...jumpOps(), ...diffOps(), ...specOps() } });
    await ui.waitFor('Logical structure');
    await ui.press(sequence(name));
    const f = await ui.waitFor(new RegExp(`· ${mode}\\b`));
    expect(f).not.toContain('internal error');
  });

  it('has a key for each view it opens', () => {
    expect(new Set(opening.map(([, , mode]) => mode))).toEqual(new Set(Object.values(MODE_OF)));
  });
});
