import { Subject } from 'rxjs';
import { describe, expect, it } from 'vitest';
import type { ProgressEvent } from '../src/core/operation-context.js';
import { Browser } from './Browser.js';
import { formatEta, progressLine } from './ProgressBar.js';
import { lineText } from './lib/line.js';
import { mockCore, render } from '#test-support/tui/test-utils.js';
import { browseOps } from '#test-support/tui/fixture-ops.js';

describe('progressLine', () => {
  it('shows pages done, the spec and an ETA from the elapsed time per page, within the width', () => {
    const text = lineText(progressLine({ spec: 'iso32000-2', page: 250, pages: 1000, elapsedMs: 10_000 }, 80));
    expect(text).toContain('compiling iso32000-2');
    expect(text).toContain('250/1000 pages');
    expect(text).toContain('ETA 30s'); // 40 ms a page × 750 pages
    expect(text.length).toBeLessThanOrEqual(80);
    const filled = (text.match(/█/g) ?? []).length;
    const empty = (text.match(/░/g) ?? []).length;
    expect(filled / (filled + empty)).toBeCloseTo(0.25, 1);
  });

  it('formats long ETAs in minutes', () => {
    expect(formatEta(125_000)).toBe('2m05s');
  });
});

describe('compile progress in the browser', () => {
  it('shows the bar while a spec compiles and removes it when done; the UI stays usable', async () => {
    const progress$ = new Subject<ProgressEvent>();
    const core = mockCore(browseOps(), progress$);
    const ui = render(<Browser />, { core });
    await ui.waitFor('Logical structure');
    progress$.next({ spec: 'iso32000-2', page: 100, pages: 1000, elapsedMs: 5_000 });
    const f = await ui.waitFor('compiling iso32000-2');
    expect(f).toContain('100/1000 pages · ETA 45s');
    expect(f.split('\n').length).toBeLessThanOrEqual(23);
    // The reader starts at the first clause (1 Scope, marked ▶); the tree cursor moves past it.
    await ui.press('j', 'j');
    await ui.waitFor(/›\s+3 Terms and definitions/);
    progress$.next({ spec: 'iso32000-2', page: 1000, pages: 1000, elapsedMs: 50_000 });
    await ui.waitFor((frame) => !frame.includes('compiling'));
  });
});

describe('compile progress that ends in an error', () => {
  it('the bar goes when the compile ends before its last page (done), while another compile keeps its bar', async () => {
    const progress$ = new Subject<ProgressEvent>();
    const core = mockCore(browseOps(), progress$);
    const ui = render(<Browser />, { core });
    await ui.waitFor('Logical structure');
    progress$.next({ spec: 'iso32000-2', page: 100, pages: 1000, elapsedMs: 5_000 });
    progress$.next({ spec: 'pdf17', page: 10, pages: 700, elapsedMs: 1_000 });
    await ui.waitFor('compiling pdf17');
    progress$.next({ spec: 'pdf17', page: 12, pages: 700, elapsedMs: 1_200, done: true });
    await ui.waitFor('compiling iso32000-2');
    progress$.next({ spec: 'iso32000-2', page: 101, pages: 1000, elapsedMs: 5_100, done: true });
    await ui.waitFor((frame) => !frame.includes('compiling'));
  });
});
