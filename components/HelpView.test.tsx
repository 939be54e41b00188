import { describe, expect, it, vi } from 'vitest';
import { HelpView } from './HelpView.js';
import { KEYMAP, keysLabel } from './lib/keymap.js';
import { KEYS, render } from '#test-support/tui/test-utils.js';

const flat = (frame: string) => frame.replace(/\s+/g, ' ');

describe('HelpView', () => {
  it('shows every binding of the key table, keys and what they do, and closes with ? or Esc', async () => {
    const onClose = vi.fn();
    const ui = render(<HelpView width={160} height={200} onClose={onClose} />);
    const f = flat(await ui.waitFor('Reading'));
    for (const g of KEYMAP) {
      expect(f).toContain(g.title);
      for (const b of g.bindings) expect(f).toContain(`${keysLabel(b)} ${b.help}`);
    }
    await ui.press('?');
    await ui.press(KEYS.escape);
    // Ink holds a lone ESC back a moment to tell it from an escape sequence.
    await ui.waitFor(() => onClose.mock.calls.length >= 2);
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('fits a small terminal by scrolling', async () => {
    const ui = render(<HelpView width={80} height={5} onClose={() => undefined} />);
    await ui.waitFor('Reading');
    await ui.press(KEYS.pageDown, KEYS.pageDown);
    await ui.waitFor((f) => !f.includes('Reading'));
    await ui.press('g');
    await ui.waitFor('Anywhere');
  });

  it('wraps a long action under itself instead of cutting it', async () => {
    const longest = KEYMAP.flatMap((g) => g.bindings).reduce((a, b) => (b.help.length > a.help.length ? b : a));
    const width = 40;
    const ui = render(<HelpView width={width} height={400} onClose={() => undefined} />);
    const f = await ui.waitFor('Reading');
    const rows = f.split('\n');
    for (const r of rows) expect(r.trimEnd().length).toBeLessThanOrEqual(width);
    expect(flat(f)).toContain(longest.help.replace(/\s+/g, ' '));
  });
});
