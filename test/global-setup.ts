// vitest globalSetup, before any test: the build (dist/, which the tests that
// spawn bin/pdfspec.js run), the bundled samples (corpus/sample/) and every
// fixture (test/fixtures/out/). Each step leaves files alone that are current.
// It also makes the folder where this run's test files share the fixture models
// they compile (test/support/compiled-fixture.ts), and removes it after the run.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureFixtures } from '../tools/fixtures/ensure.js';
import { repoRoot } from '../tools/fixtures/locations.js';
import { buildSample } from '../tools/sample/build-sample.js';

export default async function setup(): Promise<() => void> {
  const root = repoRoot();
  execFileSync(process.execPath, [join(root, 'tools', 'build.mjs')], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await buildSample();
  await ensureFixtures();
  const models = mkdtempSync(join(tmpdir(), 'pdfspec-test-models-'));
  process.env.PDFSPEC_TEST_MODELS = models;
  return () => rmSync(models, { recursive: true, force: true });
}
