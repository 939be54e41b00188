import { of } from 'rxjs';
import { describe, expect, it, vi } from 'vitest';
import type { ListRolesResult } from '../src/core/index.js';
import { ChecklistView } from './ChecklistView.js';
import { KEYS, render } from '#test-support/tui/test-utils.js';
import { fxChecklist } from '#test-support/tui/fixture-implementing.js';

const roles: ListRolesResult = {
  spec: 'fx20',
  filter: { section: '4' },
  totalRequirements: 3,
  roles: [
    { role: 'processor', count: 2, levels: { shall: 1, should: 1 } },
    { role: 'file', count: 1, levels: { shall: 1 } },
  ],
};

describe('ChecklistView', () => {
  it('groups the section’s requirements by section; x ticks one off; o filters by role; Enter opens', async () => {
    const get = vi.fn((i: Record<string, unknown>) => of(fxChecklist(i)));
    const onOpen = vi.fn();
    const ui = render(
      <ChecklistView spec="fx20" section="4" width={100} height={20} onOpen={onOpen} onClose={() => undefined} />,
      { ops: { get_checklist: get, list_roles: () => of(roles) } },
    );
    await ui.waitFor('Checklist of 4: 0 of 3 done');
    expect(ui.frame()).toContain('o role: [all 3] · processor 2 · file 1');
    expect(ui.frame()).toMatch(/^4\.2 Logical content order$/m);
    expect(ui.frame()).toMatch(/^›\[ \] R-4\.2-1 shall · processor · p\. 2 A conforming reader shall/m);
    expect(ui.frame()).toMatch(/^4\.3 Table semantics$/m);
    await ui.press('x');
    await ui.waitFor('Checklist of 4: 1 of 3 done');
    expect(ui.frame()).toMatch(/^›\[x\] R-4\.2-1/m);
    await ui.press('o');
    await ui.waitFor('o role: all 3 · [processor 2] · file 1');
    await ui.waitFor((f) => !f.includes('R-4.3-1'));
    expect(get.mock.calls.map(([i]) => i['role'])).toEqual([undefined, 'processor']);
    await ui.press(KEYS.down, KEYS.enter);
    expect(onOpen).toHaveBeenCalledWith('4.2', expect.stringContaining('should'));
  });
});
