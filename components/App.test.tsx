import { Subject } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { App } from './App.js';
import { mockCore, render } from '#test-support/tui/test-utils.js';
import { browseOps } from '#test-support/tui/fixture-ops.js';

describe('App', () => {
  it("starts at the requested section of the requested spec and shows the core's notices", async () => {
    const core = mockCore(browseOps());
    const notices = new Subject<string>();
    const ui = render(<App core={core} color={false} initialSpec="fx20" initialSection="4.3" notices={notices} />, {
      core,
    });
    await ui.waitFor('§ 4.3 Table semantics');
    expect(core.calls.find((c) => c.op === 'get_structure')?.input).toEqual({ spec: 'fx20' });
    notices.next('iso32000-2 not found in PDF_SPEC_DIR; using sample20');
    const f = await ui.waitFor('! iso32000-2 not found in PDF_SPEC_DIR; using sample20');
    expect(f.split('\n').length).toBeLessThanOrEqual(23);
  });
});
