import { describe, expect, it, vi } from 'vitest';
import { StructurePane } from './StructurePane.js';
import { KEYS, render } from '#test-support/tui/test-utils.js';
import { FX20_TREE } from '#test-support/tui/fixture-spec.js';

const pane = (props: Partial<Parameters<typeof StructurePane>[0]> = {}) => {
  const onOpen = vi.fn();
  const ui = render(
    <StructurePane
      nodes={FX20_TREE}
      width={40}
      height={8}
      focused
      current={null}
      reveal={null}
      onOpen={onOpen}
      {...props}
    />,
  );
  return { ui, onOpen };
};

describe('StructurePane', () => {
  it('shows top-level sections with printed page labels at the right edge', async () => {
    const { ui } = pane();
    const f = await ui.waitFor('Logical structure');
    expect(f).toMatch(/^› {2}Foreword {2,}ii$/m);
    expect(f).toMatch(/ ▸ 4 Logical structure {2,}2$/m);
    expect(f).not.toContain('4.1 General');
  });

  it('moves with ↑↓ and j k, expands with → and collapses with ←, opens with Enter', async () => {
    const { ui, onOpen } = pane();
    await ui.waitFor('Logical structure');
    await ui.press('j', 'j', KEYS.down, KEYS.right);
    await ui.waitFor('4.1 General');
    expect(ui.frame()).toMatch(/›▾ 4 Logical structure/);
    await ui.press(KEYS.right, 'j', KEYS.right);
    await ui.waitFor('4.2.1 Artifacts and order');
    await ui.press(KEYS.left);
    await ui.waitFor((f) => !f.includes('4.2.1'));
    await ui.press(KEYS.left);
    await ui.waitFor(/›▾ 4 Logical structure/);
    await ui.press(KEYS.left);
    await ui.waitFor((f) => !f.includes('4.1 General'));
    await ui.press('k', KEYS.enter);
    expect(onOpen).toHaveBeenLastCalledWith('3');
  });

  it('scrolls to keep the cursor in view and truncates long titles to the width', async () => {
    const { ui } = pane({ height: 4 });
    await ui.waitFor('Foreword');
    await ui.press('G');
    const f = await ui.waitFor('Annex A');
    expect(f).not.toContain('Foreword');
    expect(f.split('\n').every((l) => l.length <= 40)).toBe(true);
  });

  it('reveals the current section: expands its ancestors, marks it and puts the cursor on it', async () => {
    const { ui } = pane({ current: '4.2.1', reveal: { section: '4.2.1', nonce: 1 }, height: 12 });
    const f = await ui.waitFor('4.2.1 Artifacts');
    expect(f).toMatch(/^▶ {6}4\.2\.1 Artifacts and order/m);
  });

  it('marks the nearest visible ancestor when the current section is collapsed away', async () => {
    const { ui } = pane({ current: '5.2' });
    const f = await ui.waitFor('Reading order');
    expect(f).toMatch(/▶▸ 5 Reading order/);
  });
});
