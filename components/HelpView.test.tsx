import { describe, expect, it, vi } from 'vitest';
import { HelpView } from './HelpView.js';
import { KEYMAP } from './lib/keymap.js';
import { KEYS, render } from '#test-support/tui/test-utils.js';

describe('HelpView', () => {
  it('lists every key of the key map, scrolls, and closes with ? or Esc', async () => {
    const onClose = vi.fn();
    const ui = render(<HelpView width={80} height={60} onClose={onClose} />);
    const f = await ui.waitFor('While reading');
    for (const b of KEYMAP.flatMap((g) => g.bindings)) expect(f).toContain(b.keys);
    await ui.press('?');
    await ui.press(KEYS.escape);
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('fits a small terminal by scrolling', async () => {
    const ui = render(<HelpView width={80} height={5} onClose={() => undefined} />);
    await ui.waitFor('While reading');
    await ui.press(KEYS.pageDown, KEYS.pageDown);
    await ui.waitFor((f) => !f.includes('While reading'));
  });

  it('wraps a long action under itself instead of cutting it', async () => {
    const longest = KEYMAP.flatMap((g) => g.bindings).reduce((a, b) => (b.action.length > a.action.length ? b : a));
    const width = 40;
    const ui = render(<HelpView width={width} height={200} onClose={() => undefined} />);
    const f = await ui.waitFor('While reading');
    const rows = f.split('\n');
    for (const r of rows) expect(r.trimEnd().length).toBeLessThanOrEqual(width);
    // Every word of the longest action is on screen, in order.
    const text = rows.join(' ').replace(/\s+/g, ' ');
    expect(text).toContain(longest.action.replace(/\s+/g, ' '));
  });
});
