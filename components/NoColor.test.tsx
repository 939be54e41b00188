import { describe, expect, it, vi } from 'vitest';

// Colour output must be possible in this process for the test to mean anything:
// chalk decides at import time, so this runs before the imports below.
vi.hoisted(() => {
  process.env['FORCE_COLOR'] = '1';
});

import { SectionPane } from './SectionPane.js';
import { colourFromEnv } from './lib/theme.js';
import { render } from '#test-support/tui/test-utils.js';
import { browseOps } from '#test-support/tui/fixture-ops.js';

// SGR parameters that set a foreground or background colour.

const colourCodes = (frame: string) =>
  [...frame.matchAll(/\u001B\[([0-9;]*)m/g)]
    .map((m) => m[1] ?? '')
    .filter((p) => p.split(';').some((n) => /^(3[0-8]|4[0-8]|9[0-7]|10[0-7])$/.test(n)));

const pane = (color: boolean) =>
  render(
    <SectionPane
      spec="fx20"
      target={{ section: '4.2', nonce: 1 }}
      width={60}
      height={20}
      focused
      active
      onVisibleSection={() => undefined}
      onNavigate={() => undefined}
      onError={() => undefined}
    />,
    { ops: browseOps(), color },
  );

describe('NO_COLOR', () => {
  it('reads NO_COLOR the no-color.org way: set and non-empty', () => {
    expect(colourFromEnv({ NO_COLOR: '1' })).toBe(false);
    expect(colourFromEnv({ NO_COLOR: '' })).toBe(true);
    expect(colourFromEnv({})).toBe(true);
  });

  it('colours requirement levels when colour is on', async () => {
    const ui = pane(true);
    const f = await ui.waitFor('[SHALL]');
    expect(colourCodes(f).length).toBeGreaterThan(0);
  });

  it('without colour, keeps the text markers and emits no colour codes', async () => {
    const ui = pane(false);
    const f = await ui.waitFor('[SHALL]');
    expect(f).toContain('[SHOULD]');
    expect(colourCodes(f)).toEqual([]);
  });
});
