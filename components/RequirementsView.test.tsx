import { of } from 'rxjs';
import { describe, expect, it, vi } from 'vitest';
import type { ListRolesResult } from '../src/core/index.js';
import { RequirementsView } from './RequirementsView.js';
import { KEYS, render } from '#test-support/tui/test-utils.js';
import { fxRequirements } from '#test-support/tui/fixture-spec.js';

const ROLES: ListRolesResult = {
  spec: 'fx20',
  filter: { section: '4' },
  totalRequirements: 3,
  roles: [
    { role: 'processor', count: 2, levels: { shall: 1, should: 1 } },
    { role: 'file', count: 1, levels: { shall: 1 } },
  ],
};

describe('RequirementsView', () => {
  it("lists the section's requirements marked by level; l cycles the level filter through the core", async () => {
    const get = vi.fn((i: Record<string, unknown>) => {
      const all = fxRequirements(String(i['section']));
      const level = String(i['level'] ?? 'all');
      const requirements = all.requirements.filter(
        (r) => (level === 'all' || r.level === level) && (i['role'] === undefined || r.role === i['role']),
      );
      // As the core does: statistics count the filtered sentences.
      const statistics: Record<string, number> = {};
      for (const r of requirements) statistics[r.level] = (statistics[r.level] ?? 0) + 1;
      return of({
        ...all,
        filter: { section: String(i['section']), level: level as 'all' },
        totalRequirements: requirements.length,
        statistics,
        requirements,
      });
    });
    const onOpen = vi.fn();
    const ui = render(
      <RequirementsView spec="fx20" section="4" width={80} height={20} onOpen={onOpen} onClose={() => undefined} />,
      {
        ops: {
          get_requirements: get,
          list_roles: () => of(ROLES),
        },
      },
    );
    const f = await ui.waitFor('Requirements in 4');
    await ui.waitFor('R-4.3-1');
    expect(ui.frame()).toMatch(/^›\[SHALL\] R-4\.2-1 · processor A conforming reader shall/m);
    expect(ui.frame()).toMatch(/^ \[SHOULD\] R-4\.2-2/m);
    expect(ui.frame()).toContain('R-4.3-1 (Table 1, Type)');
    expect(ui.frame()).toContain('l cycles: [all 3] · shall 2 · shall not 0 · should 1 · should not 0 · may 0');
    expect(f).toBeTruthy();
    await ui.press('l');
    // The counts of every level stay, whatever the filter shows.
    await ui.waitFor('l cycles: all 3 · [shall 2] · shall not 0 · should 1 · should not 0 · may 0');
    await ui.waitFor((fr) => !fr.includes('R-4.2-2'));
    expect(get.mock.calls.map(([i]) => i['level'])).toEqual(['all', undefined, 'shall']);
    // The cursor on the second row before Enter, and the call awaited: a loaded machine renders late.
    await ui.press(KEYS.down);
    await ui.waitFor(/^›.*R-4\.3-1/m);
    await ui.press(KEYS.enter);
    await vi.waitFor(() => expect(onOpen).toHaveBeenCalledWith('4.3', 'if present, shall be StructElem.'));
  });

  it('o cycles the role filter through the roles the section binds, asking the core for that role', async () => {
    const get = vi.fn((i: Record<string, unknown>) => {
      const all = fxRequirements(String(i['section']));
      const requirements = all.requirements.filter((r) => i['role'] === undefined || r.role === i['role']);
      return of({ ...all, totalRequirements: requirements.length, requirements });
    });
    const ui = render(
      <RequirementsView
        spec="fx20"
        section="4"
        width={80}
        height={20}
        onOpen={() => undefined}
        onClose={() => undefined}
      />,
      {
        ops: {
          get_requirements: get,
          list_roles: () => of(ROLES),
        },
      },
    );
    await ui.waitFor('o role: [all 3] · processor 2 · file 1');
    await ui.press('o', 'o');
    await ui.waitFor('o role: all 3 · processor 2 · [file 1]');
    await ui.waitFor((f) => !f.includes('R-4.2-1') && f.includes('R-4.3-1'));
    expect(get.mock.calls.map(([i]) => i['role'])).toContain('file');
  });

  it('shows the items a lead-in introduces under it, indented, a bullet before each unlabelled one', async () => {
    const get = vi.fn(() => {
      const all = fxRequirements('4');
      const [first, ...rest] = all.requirements;
      const led = {
        ...first!,
        text: 'A conforming reader shall:',
        listItems: ['keep the order', 'a long item that wraps'],
      };
      return of({ ...all, requirements: [led, ...rest] });
    });
    const ui = render(
      <RequirementsView
        spec="fx20"
        section="4"
        width={40}
        height={24}
        onOpen={() => undefined}
        onClose={() => undefined}
      />,
      { ops: { get_requirements: get, list_roles: () => of(ROLES) } },
    );
    await ui.waitFor('keep the order');
    const lines = ui.frame().split('\n');
    const at = lines.findIndex((l) => l.includes('• keep the order'));
    expect(lines[at]).toMatch(/^ {9}• keep the order$/);
    expect(lines[at + 1]).toMatch(/^ {9}• a long item that wraps$/);
    expect(lines[at + 2]).toMatch(/R-4\.2-2/);
  });
});
