import { describe, expect, it, vi } from 'vitest';
import { SpecsView } from './SpecsView.js';
import { KEYS, render } from '#test-support/tui/test-utils.js';
import { specOps } from '#test-support/tui/fixture-ops.js';

describe('SpecsView', () => {
  it('lists the specs with category, pages and availability; Enter switches to an available one', async () => {
    const onSelect = vi.fn();
    const ui = render(
      <SpecsView current="fx20" width={80} height={10} onSelect={onSelect} onClose={() => undefined} />,
      { ops: specOps() },
    );
    const f = await ui.waitFor('fx17');
    expect(f).toMatch(/^ ○ iso32000-2 +standard +1020 pp {2}ISO 32000-2 \(PDF 2\.0\) \(no file\)/m);
    expect(f).toMatch(/^ ● fx17 +sample +10 pp {2}Fixture, 1\.7-like edition/m);
    expect(f).toMatch(/^▶● fx20 +sample +12 pp/m);
    await ui.press(KEYS.up, KEYS.up, KEYS.enter);
    expect(onSelect).not.toHaveBeenCalled(); // iso32000-2 has no file
    await ui.press(KEYS.down, KEYS.enter);
    expect(onSelect).toHaveBeenCalledWith('fx17');
  });
});
