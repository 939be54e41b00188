import { of, throwError } from 'rxjs';
import { PdfspecError } from '../src/core/errors.js';
import { describe, expect, it, vi } from 'vitest';
import { JumpView } from './JumpView.js';
import { KEYS, render } from '#test-support/tui/test-utils.js';
import { jumpOps } from '#test-support/tui/fixture-ops.js';
import { FX20_TREE, TABLE_1 } from '#test-support/tui/fixture-spec.js';

function setup(ops = jumpOps()) {
  const onOpen = vi.fn();
  const onKey = vi.fn();
  const onClose = vi.fn();
  const ui = render(
    <JumpView spec="fx20" nodes={FX20_TREE} width={80} height={12} onOpen={onOpen} onKey={onKey} onClose={onClose} />,
    { ops },
  );
  return { ui, onOpen, onKey, onClose };
}

describe('JumpView', () => {
  it('jumps to a section by its number', async () => {
    const { ui, onOpen } = setup();
    await ui.waitFor('section number or title');
    await ui.type('4.2');
    await ui.waitFor(/^› §\s+4\.2 {2}Logical content order/m);
    await ui.press(KEYS.enter);
    expect(onOpen).toHaveBeenCalledWith('4.2', undefined);
  });

  it('finds a section by a misspelt title (fuzzy)', async () => {
    const { ui, onOpen } = setup();
    await ui.type('reding ordr practise');
    await ui.waitFor(/^› §\s+5 {2}Reading order in practice/m);
    await ui.press(KEYS.enter);
    expect(onOpen).toHaveBeenCalledWith('5', undefined);
  });

  it('jumps to "Table 1" in its section, highlighting the table', async () => {
    const { ui, onOpen } = setup();
    await ui.type('table 1');
    await ui.waitFor(/^› tbl\s+Table 1 {2}Entries in a structure element dictionary {2}→ 4\.3/m);
    await ui.press(KEYS.enter);
    expect(onOpen).toHaveBeenCalledWith('4.3', 'Table 1');
  });

  it('asks the core for "Table N" directly, so it works without the per-clause list', async () => {
    const getTables = vi.fn((i: Record<string, unknown>) =>
      String(i['section']) === 'Table 1'
        ? of({ spec: 'fx20', section: 'Table 1', totalTables: 1, tables: [TABLE_1] })
        : of({ spec: 'fx20', section: String(i['section']), totalTables: 0, tables: [] }),
    );
    const { ui, onOpen } = setup({ ...jumpOps(), get_tables: getTables });
    await ui.type('Table 1');
    await ui.waitFor(/^› tbl\s+Table 1/m);
    await ui.press(KEYS.enter);
    expect(onOpen).toHaveBeenCalledWith('4.3', 'Table 1');
  });

  it('jumps to a defined term: its clause opens with the term highlighted', async () => {
    const { ui, onOpen } = setup();
    await ui.type('artefact');
    await ui.waitFor(/^› term\s+artifact {2}3\.2 \(also: artefact\) {2}→ 3$/m);
    await ui.press(KEYS.enter);
    expect(onOpen).toHaveBeenCalledWith('3', 'artifact');
  });

  it('still jumps to sections when terms and tables cannot be loaded', async () => {
    const broken = () => throwError(() => new PdfspecError('internal', 'internal error: boom'));
    const { ui, onOpen } = setup({ get_definitions: broken, get_tables: broken });
    await ui.type('5.2');
    await ui.waitFor(/› §\s+5\.2/);
    await ui.press(KEYS.enter);
    expect(onOpen).toHaveBeenCalledWith('5.2', undefined);
  });
});
