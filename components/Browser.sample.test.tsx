/**
 * The browser over the real core and the bundled sample (sample20, with
 * sample17 for the diff) — the same flows as Browser.test.tsx, end to end
 * through the compiler, the cache and the core. Skipped, visibly, when the
 * sample has not been built (npm run prepare).
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { lastValueFrom } from 'rxjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCore } from '../src/core/create-core.js';
import type { Core } from '../src/core/create-core.js';
import { createProcessContext } from '../src/host/process-context.js';
import { Browser } from './Browser.js';
import { KEYS, render } from '#test-support/tui/test-utils.js';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const present =
  existsSync(join(ROOT, 'corpus', 'sample', 'sample20.pdf')) &&
  existsSync(join(ROOT, 'corpus', 'sample', 'sample17.pdf'));
if (!present)
  console.warn('[Browser.sample] skipped: corpus/sample/sample20.pdf is missing (npm run prepare builds it)');

describe.skipIf(!present)('Browser over the real core and the bundled sample', () => {
  let core: Core;
  const dirs: string[] = [];

  beforeAll(async () => {
    const specs = mkdtempSync(join(tmpdir(), 'pdfspec-tui-specs-'));
    const cache = mkdtempSync(join(tmpdir(), 'pdfspec-tui-cache-'));
    dirs.push(specs, cache);
    core = createCore(
      createProcessContext({ env: { PDF_SPEC_DIR: specs, PDFSPEC_CACHE_DIR: cache }, onNotice: () => undefined }),
    );
    // Compile both editions once, before the UI asks.
    await lastValueFrom(core.get_structure({ spec: 'sample20' }));
    await lastValueFrom(core.get_structure({ spec: 'sample17' }));
  });
  afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

  const start = async (section?: string) => {
    const ui = render(<Browser initialSpec="sample20" {...(section ? { initialSection: section } : {})} />, { core });
    await ui.waitFor('4 Principles', 10_000);
    return ui;
  };

  it('opens 4.2 from the tree and marks its requirement sentences', async () => {
    const ui = await start();
    await ui.press(KEYS.down, KEYS.down, KEYS.down, KEYS.down, KEYS.down, KEYS.right, KEYS.down, KEYS.down, KEYS.enter);
    await ui.waitFor('§ 4.2 Logical content order', 10_000);
    // The requirement marks arrive with the section's requirements, which may come a frame after its text.
    const f = await ui.waitFor('[SHALL]', 10_000);
    expect(f).toMatch(/§ 4\.2 Logical content order/);
    expect(f).toMatch(/▶\s+4\.2 Logical content/);
    const sectionText = f
      .split('\n')
      .map((l) => l.slice(l.indexOf('│') + 1))
      .join(' ')
      .replace(/\s+/g, ' ');
    expect(sectionText).toContain('[SHALL] A processor shall follow the logical content order');
  });

  it('searches "logical content order" and opens the best hit at the match', async () => {
    const expected = await lastValueFrom(core.search_spec({ spec: 'sample20', query: 'logical content order' }));
    const best = expected.results[0]!;
    const ui = await start();
    await ui.press('/');
    await ui.type('logical content order');
    await ui.waitFor(`of ${expected.totalResults} results for "logical content order"`, 10_000);
    await ui.press(KEYS.enter);
    const f = await ui.waitFor(/hit 1\/\d+/, 10_000);
    expect(f).toContain(`§ ${best.section} ${best.title}`);
  });

  it('opens the diff and shows the renamed section in both editions', async () => {
    const ui = await start();
    await ui.press('d');
    await ui.waitFor('compare sample17 → sample20', 10_000);
    await ui.press('f');
    await ui.type('7.2');
    await ui.press(KEYS.enter);
    await ui.waitFor(
      (f) => f.includes('filter: 7.2') && f.includes('[renamed] Pagination artifacts ⇒ Pagination artifact'),
      10_000,
    );
    await ui.press(KEYS.enter);
    const side = await ui.waitFor('sample17: 7.2 Pagination artifacts', 10_000);
    expect(side).toContain('sample20: 7.2 Pagination artifact');
  });

  it('fuzzy-jumps to Table 2 and draws it as a grid', async () => {
    const ui = await start();
    await ui.press(':');
    await ui.type('Table 2');
    await ui.waitFor(/› tbl\s+Table 2 {2}Artifact types/, 10_000);
    await ui.press(KEYS.enter);
    const f = await ui.waitFor('§ 7.2 Pagination artifact', 10_000);
    expect(f).toContain('Table 2 — Artifact types');
    expect(f).toMatch(/┌─+┬─+┬─+┐/);
    expect(f.split('\n').every((l) => l.length <= 80)).toBe(true);
  });

  it('lists the requirements of the current section with r', async () => {
    const ui = await start('6.2');
    await ui.waitFor('§ 6.2 Headings and sections', 10_000);
    await ui.press('r');
    const f = await ui.waitFor('Requirements in 6.2', 10_000);
    const reqs = await lastValueFrom(core.get_requirements({ spec: 'sample20', section: '6.2' }));
    await ui.waitFor(reqs.requirements[0]!.id);
    expect(reqs.totalRequirements).toBeGreaterThan(0);
    expect(f).toBeTruthy();
  });
});
