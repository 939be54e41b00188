/**
 * The terminal UI takes any input: pastes of any length into `/` and `:`,
 * pastes holding line breaks, ESC, tabs and colour sequences, and bursts of
 * thousands of keys. None of it may end the UI or show the internal-error
 * view; pasted text is capped in the field with a visible note, and the UI
 * answers the next key afterwards.
 */
import { of } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { Browser } from './Browser.js';
import { MAX_INPUT } from './lib/edit-text.js';
import { KEYS, render } from '#test-support/tui/test-utils.js';
import { browseOps, jumpOps } from '#test-support/tui/fixture-ops.js';
import { FX_SEARCH_LCO } from '#test-support/tui/fixture-spec.js';

const PASTE_START = '\u001B[200~';
const PASTE_END = '\u001B[201~';
const CRASHED = 'internal error';
const TEN_KB = 'logical content order '.repeat(466); // 10,252 characters

function browser() {
  return render(<Browser />, { ops: { ...browseOps(), ...jumpOps(), search_spec: () => of(FX_SEARCH_LCO) } });
}

/** The text in the field of the view's second line ("/ …" or ": …"). */
const field = (frame: string) => frame.split('\n')[1] ?? '';

describe('pastes into the search and jump fields', () => {
  it.each([
    ['/', 70],
    [':', 70],
    ['/', TEN_KB.length],
    [':', TEN_KB.length],
  ])('%s with %i characters pasted at once: kept up to the cap, with a note past it', async (open, length) => {
    const ui = browser();
    await ui.waitFor('Logical structure');
    await ui.press(open);
    ui.stdin.write(TEN_KB.slice(0, length));
    const f = await ui.waitFor((fr) => field(fr).includes('order') || fr.includes(CRASHED), 5000);
    expect(f).not.toContain(CRASHED);
    if (length > MAX_INPUT) await ui.waitFor(`at most ${MAX_INPUT} characters: the rest was left out`);
    else expect(f).not.toContain('at most');
    // The field still edits, and Esc still closes it.
    await ui.press(KEYS.backspace);
    await ui.press(KEYS.escape);
    await ui.waitFor(/· browse/);
  });

  it('a raw burst with line breaks, ESC, tabs and ESC[31m is read key by key, and nothing ends the UI', async () => {
    const ui = browser();
    await ui.waitFor('Logical structure');
    await ui.press('/');
    ui.stdin.write('abc\u001B[31mred\tdef\nghi\u001B\t\u001B[0m');
    await new Promise((r) => setTimeout(r, 300));
    expect(ui.frame()).not.toContain(CRASHED);
    await ui.press('?');
    const f = await ui.waitFor(/· help/);
    expect(f).not.toContain(CRASHED);
  });

  it('a bracketed paste is text: its line breaks and tabs become spaces, its colour sequences go', async () => {
    const ui = browser();
    await ui.waitFor('Logical structure');
    await ui.press('/');
    ui.stdin.write(`${PASTE_START}logical\u001B[31m content\n\torder${PASTE_END}`);
    const f = await ui.waitFor('/ logical content order▏');
    expect(f).toMatch(/· search/);
    expect(f).not.toContain(CRASHED);
  });

  it('a bracketed paste outside a text field does nothing (it is not read as commands)', async () => {
    const ui = browser();
    await ui.waitFor('Logical structure');
    ui.stdin.write(`${PASTE_START}dsrq?/:${PASTE_END}`);
    await new Promise((r) => setTimeout(r, 200));
    await ui.press('j', 'j');
    const f = await ui.waitFor(/›\s+3 Terms and definitions/);
    expect(f).toMatch(/· browse/);
  });
});

describe('bursts of keys', () => {
  it('2,000 ↓ in one read in the search results select the last result, and Enter opens it', async () => {
    const ui = browser();
    await ui.waitFor('Logical structure');
    await ui.press('/');
    ui.stdin.write('logical content order');
    await ui.waitFor('3 of 3 results');
    ui.stdin.write(KEYS.down.repeat(2000));
    await ui.waitFor(/› 3 Terms and definitions/);
    await ui.press(KEYS.enter);
    await ui.waitFor('§ 3 Terms and definitions');
  });

  it('2,000 j in one read move the tree cursor to the last row', async () => {
    const ui = browser();
    await ui.waitFor('Logical structure');
    ui.stdin.write('j'.repeat(2000));
    const f = await ui.waitFor(/›\s+Bibliography|›.*Annex/, 10_000);
    expect(f).not.toContain(CRASHED);
    await ui.press('?');
    await ui.waitFor(/· help/);
  });

  it('2,000 j, k and PgDn keys, each its own read, in the section pane: every one handled, nothing ends the UI', async () => {
    const ui = browser();
    await ui.waitFor('Logical structure');
    await ui.press(KEYS.down, KEYS.down, KEYS.down, KEYS.down, KEYS.enter);
    await ui.waitFor(/fx20 § 5 /);
    for (let i = 0; i < 2000; i++) ui.stdin.write(['j', 'k', KEYS.pageDown][i % 3]!);
    // 667 PgDn and as many j as k: the pane ends at the bottom of the section.
    const f = await ui.waitFor('Column paragraph 40', 20_000);
    expect(f).not.toContain(CRASHED);
    await ui.press('g');
    await ui.waitFor(/│5 Reading order in practice/);
  });
});
