import { lastValueFrom } from 'rxjs';
import { describe, expect, it, vi } from 'vitest';
import { createCore } from '../src/core/create-core.js';
import { KeyPane } from './KeyPane.js';
import { KEYS, render } from '#test-support/tui/test-utils.js';
import { testContext } from '#test-support/test-model.js';

// A real entry of the shipped Arlington model, looked up by the core with no spec installed.
const entry = async () =>
  (await lastValueFrom(createCore(testContext([])).find_key({ key: 'StructParents', dictionary: 'page' }))).keys[0]!;

describe('KeyPane', () => {
  it("shows the model's row; without a spec table Enter opens nothing and Esc goes back", async () => {
    const k = await entry();
    const onOpen = vi.fn();
    const onClose = vi.fn();
    const ui = render(<KeyPane entry={k} width={100} height={20} onOpen={onOpen} onClose={onClose} />);
    const f = await ui.waitFor('/StructParents  PageObject  (Arlington model only)');
    expect(f).toContain(`since: PDF ${k.model!.since}`);
    expect(f).toContain(`required: conditional: required if ${k.model!.condition}`);
    expect(f).toContain(`table: ${k.model!.table}`);
    await ui.press(KEYS.enter);
    expect(onOpen).not.toHaveBeenCalled();
    await ui.press(KEYS.escape);
    // Ink holds a lone ESC back a moment to tell it from an escape sequence: wait for it, however loaded the machine.
    await ui.waitFor(() => onClose.mock.calls.length > 0);
    expect(onClose).toHaveBeenCalled();
  });
});
