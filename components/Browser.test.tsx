import { describe, expect, it } from 'vitest';
import { Browser } from './Browser.js';
import { KEYS, render } from '#test-support/tui/test-utils.js';
import { browseOps, diffOps, jumpOps, specOps } from '#test-support/tui/fixture-ops.js';
import { fxStructure } from '#test-support/tui/fixture-spec.js';
import { PdfspecError } from '../src/core/errors.js';
import { throwError } from 'rxjs';
import { FX_SEARCH_LCO } from '#test-support/tui/fixture-spec.js';
import { of } from 'rxjs';

describe('Browser', () => {
  it('opens a section from the tree and keeps it highlighted while reading', async () => {
    const ui = render(<Browser />, { ops: browseOps() });
    await ui.waitFor('Logical structure');
    // foreword, 1, 3, 4 → onto "4", expand, down to 4.1, 4.2, open.
    await ui.press(KEYS.down, KEYS.down, KEYS.down, KEYS.right, KEYS.down, KEYS.down, KEYS.enter);
    await ui.waitFor('§ 4.2 Logical content order');
    await ui.waitFor(/▶\s+▸ 4\.2 Logical content/);
    await ui.waitFor('[SHALL] A conforming reader shall');
  });

  it('opens at the first clause, not at the front matter', async () => {
    const ui = render(<Browser />, { ops: browseOps() });
    await ui.waitFor('§ 1 Scope');
    expect(ui.frame()).not.toContain('§ Foreword');
  });

  it('shows which pane has the focus: the divider points at it, without colour too', async () => {
    const ui = render(<Browser />, { ops: browseOps() });
    await ui.waitFor('Logical structure');
    const tree = ui.frame().split('\n')[1]!;
    expect(tree).toMatch(/«/);
    await ui.press(KEYS.tab);
    await ui.waitFor((f) => (f.split('\n')[1] ?? '').includes('»'));
  });

  it('moves the current-section mark as the reader scrolls into a subsection', async () => {
    const ui = render(<Browser />, { ops: browseOps() });
    await ui.waitFor('Logical structure');
    await ui.press(KEYS.down, KEYS.down, KEYS.down, KEYS.down, KEYS.enter);
    await ui.waitFor(/fx20 § 5 /);
    await ui.press(KEYS.pageDown);
    const f = await ui.waitFor(/fx20 § 5\.2 /);
    expect(f).toContain('Column paragraph');
    // 5 is collapsed, so the mark stays on the nearest visible ancestor.
    expect(f).toMatch(/▶▸ 5 Reading order/);
    await ui.press('G');
    await ui.waitFor('Column paragraph 40');
    await ui.press('g');
    await ui.waitFor(/│5 Reading order in practice/);
  });

  it('searches "logical content order" and jumps to the hit', async () => {
    const ui = render(<Browser />, { ops: { ...browseOps(), search_spec: () => of(FX_SEARCH_LCO) } });
    await ui.waitFor('Logical structure');
    await ui.press('/');
    await ui.type('logical content order');
    await ui.waitFor('3 of 3 results for "logical content order"');
    await ui.press(KEYS.down, KEYS.enter);
    const f = await ui.waitFor('§ 4.2.1 Artifacts and order');
    await ui.waitFor('hit 1/1');
    await ui.waitFor(/▶\s+4\.2\.1 Artifacts/);
    expect(f).toBeTruthy();
  });

  it('n and N go on to the next and previous search result once the open section has no more hits', async () => {
    const ui = render(<Browser />, { ops: { ...browseOps(), search_spec: () => of(FX_SEARCH_LCO) } });
    await ui.waitFor('Logical structure');
    await ui.press('/');
    await ui.type('logical content order');
    await ui.waitFor('3 of 3 results for "logical content order"');
    await ui.press(KEYS.down, KEYS.enter);
    await ui.waitFor('hit 1/1');
    await ui.waitFor('§ 4.2.1 Artifacts and order');
    // The second result's only hit: n opens the third result's section, N from there the second again.
    await ui.press('n');
    await ui.waitFor('§ 3 Terms and definitions');
    await ui.press('N');
    await ui.waitFor('§ 4.2.1 Artifacts and order');
    await ui.press('N');
    await ui.waitFor('§ 4.2 Logical content order');
    // Before the first result there is none: N stays.
    await ui.press('N');
    await ui.waitFor('§ 4.2 Logical content order');
    expect(ui.frame()).toContain('§ 4.2 Logical content order');
  });

  it('opens the diff and shows the renamed section side by side', async () => {
    const ui = render(<Browser />, { ops: { ...browseOps(), ...diffOps() } });
    await ui.waitFor('Logical structure');
    await ui.press('d');
    const f = await ui.waitFor('compare fx17 → fx20');
    expect(f).toContain('[renamed] Logical reading order ⇒ Logical content order');
    await ui.press(KEYS.down, KEYS.down, KEYS.enter);
    const side = await ui.waitFor('fx17: 5.2 Logical reading order');
    expect(side).toContain('fx20: 4.2 Logical content order');
    expect(side).toContain('[-older edition');
  });

  it('fuzzy-jumps to a table with ":"', async () => {
    const ui = render(<Browser />, { ops: { ...browseOps(), ...jumpOps() } });
    await ui.waitFor('Logical structure');
    await ui.press(':');
    await ui.type('Table 1');
    await ui.waitFor(/› tbl\s+Table 1/);
    await ui.press(KEYS.enter);
    const f = await ui.waitFor('§ 4.3 Table semantics');
    expect(f).toContain('Table 1 — Entries in a structure element dictionary');
    expect(f).toMatch(/┌─+┬/);
  });

  it('follows a resize: two panes at 80×24, one pane at 50 columns', async () => {
    const ui = render(<Browser initialSection="4.2" />, { ops: browseOps() });
    await ui.waitFor('§ 4.2 Logical content order');
    const wide = ui.frame().split('\n');
    expect(wide.length).toBeLessThanOrEqual(23);
    expect(Math.max(...wide.map((l) => l.length))).toBeLessThanOrEqual(80);
    ui.resize(50, 16);
    // Ink may draw a frame of the new width before the one of the new height: wait for the frame that has both.
    const narrow = await ui.waitFor((f) => !f.includes('│§') && f.split('\n').length <= 15);
    const lines = narrow.split('\n');
    expect(lines.length).toBeLessThanOrEqual(15);
    expect(Math.max(...lines.map((l) => l.length))).toBeLessThanOrEqual(50);
    expect(narrow).toContain('§ 4.2 Logical content order');
    ui.resize(120, 40);
    const big = await ui.waitFor((f) => f.split('\n').length > 30);
    expect(big).toContain('Foreword');
    expect(big).toContain('§ 4.2 Logical content order');
  });

  it.each([
    ['q', 'q'],
    ['Ctrl-C', KEYS.ctrlC],
  ])('quits on %s: Ink unmounts and lets go of stdin', async (_name, key) => {
    const ui = render(<Browser />, { ops: browseOps() });
    await ui.waitFor('Logical structure');
    expect(ui.stdin.listenerCount('readable')).toBeGreaterThan(0);
    await ui.press(key);
    await ui.waitFor(() => ui.stdin.listenerCount('readable') === 0);
  });

  it('reports an unknown section in the status line and stays usable', async () => {
    const ui = render(<Browser initialSection="99.9" />, { ops: browseOps() });
    const f = await ui.waitFor('✖ no section 99.9 in fx20 — did you mean 4.2, 4.3');
    expect(f).toContain('Logical structure');
    await ui.press(KEYS.tab, KEYS.enter);
    await ui.waitFor('§ Foreword');
  });

  it('shows a missing spec file in the status line, and the spec switcher gets the reader going again', async () => {
    const missing = new PdfspecError(
      'missing_file',
      'iso32000-2: ISO_32000-2_sponsored-ec2.pdf not found in PDF_SPEC_DIR',
      'get it from the PDF Association',
    );
    const ops = {
      ...browseOps(),
      ...specOps(),
      get_structure: (i: Record<string, unknown>) =>
        i['spec'] === 'fx17' ? of(fxStructure('fx17')) : throwError(() => missing),
    };
    const ui = render(<Browser initialSpec="iso32000-2" />, { ops });
    const f = await ui.waitFor('✖ iso32000-2: ISO_32000-2_sponsored-ec2.pdf not found');
    expect(f.replace(/\s+/g, ' ')).toContain('— get it from the PDF Association (s: pick another spec)');
    expect(f).toContain('No structure.');
    await ui.press('s');
    await ui.waitFor('● fx17');
    await ui.press(KEYS.down, KEYS.enter);
    // A new spec opens at its first clause, past the front matter.
    const after = await ui.waitFor((fr) => fr.includes('fx17 · 15 sections') && fr.includes('§ 1 Scope'));
    expect(after).not.toContain('✖');
  });
});

describe('Browser: cross-references', () => {
  it('Tab selects a reference and says where it points; Enter follows it, Backspace goes back', async () => {
    const ui = render(<Browser initialSection="4.2.1" />, { ops: browseOps() });
    await ui.waitFor('§ 4.2.1 Artifacts and order');
    await ui.press(KEYS.tab);
    await ui.waitFor('4.2 → 4.2 Logical content order (Enter: follow, Backspace: back)');
    await ui.press(KEYS.tab);
    await ui.waitFor('Table 1 → Table 1 in 4.3 Table semantics');
    await ui.press(KEYS.tab);
    await ui.waitFor('9.9: names nothing in this document (unresolved)');
    // An unresolved reference goes nowhere.
    await ui.press(KEYS.enter);
    await ui.waitFor('§ 4.2.1 Artifacts and order');
    await ui.press(KEYS.tab);
    await ui.waitFor('4.2 → 4.2 Logical content order');
    await ui.press(KEYS.enter);
    await ui.waitFor('§ 4.2 Logical content order');
    await ui.press(KEYS.backspace);
    await ui.waitFor('§ 4.2.1 Artifacts and order');
  });

  it('lets go of a selected reference, its status note and its mark, when the focus moves to the tree', async () => {
    const ui = render(<Browser initialSection="4.2.1" />, { ops: browseOps() });
    await ui.waitFor('§ 4.2.1 Artifacts and order');
    await ui.press(KEYS.tab);
    await ui.waitFor('4.2 → 4.2 Logical content order (Enter: follow, Backspace: back)');
    await ui.press(KEYS.escape);
    const f = await ui.waitFor((fr) => (fr.split('\n')[1] ?? '').includes('«'));
    await ui.waitFor((fr) => !fr.includes('(Enter: follow, Backspace: back)'));
    expect(f).toBeTruthy();
    // Back in the section, Tab starts again at the first reference.
    await ui.press(KEYS.tab);
    await ui.waitFor((fr) => (fr.split('\n')[1] ?? '').includes('»'));
    await ui.press(KEYS.tab);
    await ui.waitFor('4.2 → 4.2 Logical content order (Enter: follow, Backspace: back)');
  });

  it('follows a table reference to its section with the table highlighted', async () => {
    const ui = render(<Browser initialSection="4.2.1" />, { ops: browseOps() });
    await ui.waitFor('§ 4.2.1 Artifacts and order');
    await ui.press(KEYS.tab, KEYS.tab, KEYS.enter);
    await ui.waitFor((f) => f.includes('§ 4.3 Table semantics') && f.includes('hit 1/'));
  });

  it('jumps to a dictionary key from ":"', async () => {
    const ui = render(<Browser />, { ops: { ...browseOps(), ...jumpOps() } });
    await ui.waitFor('Logical structure');
    await ui.press(':');
    await ui.type('/StructParents');
    await ui.waitFor('key  /StructParents  page dictionary · integer · conditional (Table 1)');
    await ui.press(KEYS.enter);
    // The key's pane first (here a spec-only row), then Enter opens its table in its section.
    await ui.waitFor('Enter: Table 1 in 4.3 · Esc: back');
    await ui.press(KEYS.enter);
    await ui.waitFor('§ 4.3 Table semantics');
  });

  it('the diff view has a requirements tab with the word diff', async () => {
    const ui = render(<Browser />, { ops: { ...browseOps(), ...diffOps() } });
    await ui.waitFor('Logical structure');
    await ui.press('d');
    await ui.waitFor('compare fx17 → fx20');
    await ui.press('4');
    const f = await ui.waitFor('[Requirements (3)]');
    expect(f).toContain('[may → should] Writers [-may-]{+should+} avoid');
    expect(f).toContain('+            R-4.1-1    [shall] Readers shall follow the structure tree.');
  });
});
