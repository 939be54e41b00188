import { of, throwError } from 'rxjs';
import { PdfspecError } from '../src/core/errors.js';
import { describe, expect, it, vi } from 'vitest';
import { DiffView } from './DiffView.js';
import { KEYS, render } from '#test-support/tui/test-utils.js';
import { browseOps, diffOps, specOps } from '#test-support/tui/fixture-ops.js';
import { FX_COMPARE } from '#test-support/tui/fixture-spec.js';

function setup(compare = vi.fn(diffOps().compare_versions!)) {
  const onClose = vi.fn();
  const ui = render(<DiffView spec="fx20" width={80} height={16} onClose={onClose} />, {
    ops: { ...browseOps(), compare_versions: compare },
  });
  return { ui, onClose, compare };
}

describe('DiffView', () => {
  it("lists matched sections with same / moved / renamed, and the renamed pair's two titles", async () => {
    const { ui } = setup();
    const f = await ui.waitFor('compare fx17 → fx20');
    expect(f).toContain('[Matched (4)]  Added (2)   Removed (1)');
    expect(f).toMatch(/= 1 +1 +\[same\] Scope/);
    expect(f).toMatch(/→ 4 +3 +\[moved\] Terms and definitions/);
    expect(f).toMatch(/~ 5\.2 +4\.2 +\[renamed\] Logical reading order ⇒ Logical content order/);
  });

  it('switches tabs with Tab and the arrow keys', async () => {
    const { ui } = setup();
    await ui.waitFor('compare fx17 → fx20');
    await ui.press(KEYS.tab);
    const added = await ui.waitFor('[Added (2)]');
    expect(added).toMatch(/\+ 4\.3 +Table semantics/);
    await ui.press(KEYS.right);
    const removed = await ui.waitFor('[Removed (1)]');
    expect(removed).toMatch(/- 6 +Obsolete practices/);
    await ui.press(KEYS.left, KEYS.left);
    await ui.waitFor('[Matched (4)]');
  });

  it("filters by section prefix through the core's subtree filter", async () => {
    const compare = vi.fn((i: Record<string, unknown>) =>
      of(
        i['section']
          ? { ...FX_COMPARE, section: String(i['section']), matched: FX_COMPARE.matched.slice(2, 3), totalMatched: 1 }
          : FX_COMPARE,
      ),
    );
    const { ui } = setup(compare);
    await ui.waitFor('compare fx17 → fx20');
    await ui.press('f');
    await ui.type('4.2');
    await ui.press(KEYS.enter);
    const f = await ui.waitFor('filter: 4.2');
    await ui.waitFor('[Matched (1)]');
    expect(compare.mock.calls.map(([i]) => i['section'])).toEqual([undefined, '4.2']);
    expect(ui.frame()).not.toContain('[same] Scope');
    expect(f).toBeTruthy();
  });

  it('shows the two editions of a matched pair side by side, read with get_section from each', async () => {
    const { ui } = setup();
    await ui.waitFor('compare fx17 → fx20');
    await ui.press(KEYS.down, KEYS.down, KEYS.enter);
    const f = await ui.waitFor('older edition');
    expect(f).toMatch(/^fx17: 5\.2 Logical reading order +│ fx20: 4\.2 Logical content order$/m);
    // Words only one edition has are marked on its side, readable without colour.
    expect(f).toMatch(/^\[-5-\]\.2 Logical \[-reading-\] order +│ \{\+4\+\}\.2 Logical \{\+content\+\} order$/m);
    expect(f).toContain('{+The logical content order is+} the');
    expect(f).toMatch(/• \{\+marked content sequences\+\}/);
    expect(f.split('\n').every((l) => l.length <= 80)).toBe(true);
    await ui.press(KEYS.escape);
    await ui.waitFor('[Matched (4)]');
  });

  it('shows an added section against an empty side', async () => {
    const { ui } = setup();
    await ui.waitFor('compare fx17 → fx20');
    await ui.press(KEYS.tab, KEYS.enter);
    const f = await ui.waitFor('(not in this edition)');
    expect(f).toContain('fx20: 4.3 Table semantics');
  });

  it('closes with Esc', async () => {
    const { ui, onClose } = setup();
    await ui.waitFor('compare fx17 → fx20');
    await ui.press(KEYS.escape);
    // Ink holds a lone ESC back a moment to tell it from an escape sequence.
    await ui.waitFor(() => onClose.mock.calls.length > 0);
    expect(onClose).toHaveBeenCalled();
  });

  describe('the edition picker', () => {
    const missing = () => throwError(() => new PdfspecError('missing_file', 'no file for pdf17 (ISO 32000-1)'));

    it('opens instead of an error when the spec has no counterpart, and compares the two editions picked', async () => {
      const compare = vi.fn((i: Record<string, unknown>) =>
        i['from'] === 'fx17' && i['to'] === 'fx20' ? of(FX_COMPARE) : missing(),
      );
      const onChoose = vi.fn();
      const ui = render(<DiffView spec="fx20" onChoose={onChoose} width={80} height={16} onClose={vi.fn()} />, {
        ops: { ...browseOps(), ...specOps(), compare_versions: compare },
      });
      const f = await ui.waitFor('Compare: pick the older edition');
      expect(f).toContain('cannot compare pdf17 → iso32000-2: no file for pdf17');
      expect(f).not.toContain('✖');
      // Only available specs are offered; the cursor starts on the spec being read.
      expect(f).not.toContain('iso32000-2 ');
      await ui.press(KEYS.up, KEYS.enter);
      await ui.waitFor('Compare fx17 → pick the newer edition');
      await ui.press(KEYS.down, KEYS.enter);
      await ui.waitFor('compare fx17 → fx20');
      expect(onChoose).toHaveBeenCalledWith({ from: 'fx17', to: 'fx20' });
      expect(compare.mock.calls.at(-1)![0]).toMatchObject({ from: 'fx17', to: 'fx20' });
    });

    it('starts from the editions last picked, and `e` picks others', async () => {
      const compare = vi.fn((i: Record<string, unknown>) =>
        of({ ...FX_COMPARE, from: String(i['from']), to: String(i['to']) }),
      );
      const ui = render(
        <DiffView spec="fx20" chosen={{ from: 'fx20', to: 'fx17' }} width={80} height={16} onClose={vi.fn()} />,
        { ops: { ...browseOps(), ...specOps(), compare_versions: compare } },
      );
      await ui.waitFor('compare fx20 → fx17');
      await ui.press('e');
      await ui.waitFor('Compare: pick the older edition');
      await ui.press(KEYS.escape);
      await ui.waitFor('compare fx20 → fx17');
    });
  });
});
