import { of } from 'rxjs';
import { describe, expect, it, vi } from 'vitest';
import { type Target, SectionPane } from './SectionPane.js';
import { KEYS, render, type MockOps } from '#test-support/tui/test-utils.js';
import { browseOps } from '#test-support/tui/fixture-ops.js';
import { fxSection } from '#test-support/tui/fixture-spec.js';

function pane(target: Target, opts: { ops?: MockOps; width?: number; height?: number } = {}) {
  const calls = { visible: vi.fn(), navigate: vi.fn(), error: vi.fn() };
  const ui = render(
    <SectionPane
      spec="fx20"
      target={target}
      width={opts.width ?? 60}
      height={opts.height ?? 20}
      focused
      active
      onVisibleSection={calls.visible}
      onNavigate={calls.navigate}
      onError={calls.error}
    />,
    { ops: opts.ops ?? browseOps() },
  );
  return { ui, ...calls };
}

describe('SectionPane', () => {
  it('renders headings, wrapped paragraphs, bullets, dimmed notes, and marks requirements by level', async () => {
    const { ui } = pane({ section: '4.2', nonce: 1 }, { height: 30 });
    const f = await ui.waitFor('[SHOULD]');
    expect(f).toMatch(/^§ 4\.2 Logical content order +pp\. 2–3 {2}all$/m);
    expect(f).toMatch(/^4\.2 Logical content order\n─+$/m);
    expect(f.replace(/\s+/g, ' ')).toContain(
      '[SHALL] A conforming reader shall present content in the logical content order of the structure tree. [SHOULD] Writers should avoid',
    );
    expect(f).toMatch(/^ {2}• marked content sequences$/m);
    // The note mentions "shall" but is never a requirement.
    expect(f).toMatch(/^ {2}NOTE 1 {2}A note about logical content order; a note shall/m);
    expect(f.match(/\[SHALL\]/g)).toHaveLength(1);
    expect(f.split('\n').every((l) => l.length <= 60)).toBe(true);
  });

  it('draws tables as boxed grids within the width, and scrolls a too-wide table sideways with ←/→', async () => {
    const { ui } = pane({ section: '4.3', nonce: 1 }, { width: 50, height: 40 });
    const f = await ui.waitFor('Table 2 — Attribute owners');
    expect(f).toMatch(/^Table 1 — Entries in a structure element\ndictionary$/m);
    expect(f).toMatch(/^┌─+┬─+┬─+┐$/m);
    expect(f).toMatch(/│ \[SHALL\] if present, shall │/);
    expect(f.split('\n').every((l) => l.length <= 50)).toBe(true);
    expect(f).toContain('│ Owner');
    // The table's footnote and NOTE follow its grid, outside every column.
    expect(f).toMatch(
      /^└─+┴─+┴─+┘\n {2}a The ID entry is described in 14\.7\.2\.\n {2}NOTE Entries not listed here are ignored by$/m,
    );
    expect(f).not.toContain('HTML-3.2');
    await ui.press(KEYS.right, KEYS.right, KEYS.right, KEYS.right, KEYS.right, KEYS.right, KEYS.right, KEYS.right);
    const scrolled = await ui.waitFor('HTML-3.2');
    expect(scrolled).not.toContain('│ Owner');
    // Only the wide table moves; the text above stays where it was.
    expect(scrolled).toContain('Table 1 lists the entries.');
    // It stops at the table's right edge, whatever the key repeat.
    await ui.press(...Array.from({ length: 12 }, () => KEYS.right));
    expect(ui.frame()).toMatch(/OEB-1\.00 │$/m);
  });

  it('scrolls by line and page, jumps to top and bottom, and reports the section at the top', async () => {
    const { ui, visible } = pane({ section: '5', nonce: 1 }, { height: 10 });
    await ui.waitFor('5.1 General');
    expect(visible).toHaveBeenLastCalledWith('5');
    await ui.press(KEYS.pageDown);
    await ui.waitFor('Column paragraph 1 ');
    expect(visible).toHaveBeenLastCalledWith('5.2');
    await ui.press('G');
    await ui.waitFor('Column paragraph 40 ');
    expect(ui.frame()).toMatch(/100%$/m);
    await ui.press(KEYS.pageUp, 'g');
    await ui.waitFor(/^5 Reading order in practice$/m);
    await ui.press('j', 'j');
    await ui.waitFor((f) => !/^5 Reading order in practice$/m.test(f));
  });

  it('moves to the next and previous section with n and p', async () => {
    const { ui, navigate } = pane({ section: '4.1', nonce: 1 });
    await ui.waitFor('4.1 General');
    await ui.press('n', 'p');
    // The second key is handled when Ink gets to it: on a loaded machine, after the press's settle time.
    await vi.waitFor(() => expect(navigate.mock.calls).toEqual([[1], [-1]]), { timeout: 3000 });
  });

  it('opens at the first search hit, and n/N step through the hits', async () => {
    const { ui, navigate } = pane({ section: '4.2', highlight: 'logical content order', nonce: 1 }, { height: 8 });
    const first = await ui.waitFor('hit 1/');
    const total = Number(/hit 1\/(\d+)/.exec(first)?.[1]);
    expect(total).toBeGreaterThanOrEqual(3);
    await ui.press('n');
    await ui.waitFor(`hit 2/${total}`);
    await ui.press('N', 'N');
    await ui.waitFor(`hit ${total}/${total}`);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('fetches a long section page by page as the reader nears the end', async () => {
    const whole = fxSection('5.2')!;
    const getSection = vi.fn((i: Record<string, unknown>) => {
      const offset = i['offset'] as number;
      const content = whole.content.slice(offset, offset + 10);
      const next = offset + content.length;
      const truncated = next < whole.content.length;
      return of({
        ...whole,
        content,
        paging: { offset, limit: 10, total: whole.content.length, truncated, nextOffset: truncated ? next : null },
      });
    });
    const { ui } = pane({ section: '5.2', nonce: 1 }, { ops: { ...browseOps(), get_section: getSection }, height: 10 });
    await ui.waitFor('Column paragraph 1 ');
    expect(ui.frame()).toMatch(/\+$/m);
    await ui.press('G');
    await ui.press('G');
    await ui.press('G');
    await ui.press('G');
    await ui.press('G');
    await ui.waitFor('Column paragraph 40 ');
    expect(getSection.mock.calls.map(([i]) => i['offset'])).toEqual([0, 10, 20, 30, 40]);
  });

  it('reports an unknown section instead of crashing', async () => {
    const { ui, error } = pane({ section: '99', nonce: 1 });
    const f = await ui.waitFor('✖ no section 99 in fx20');
    expect(f).toBeTruthy();
    expect(error).toHaveBeenLastCalledWith(expect.objectContaining({ code: 'unknown_section' }));
  });
});
