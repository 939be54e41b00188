/**
 * Warm load time of a big cached model, each in a fresh node process — what a
 * warm CLI command pays for the store. Compares the partitioned entry (parts
 * parsed on demand) with one plain JSON file parsed whole.
 *
 *   npx tsx tools/bench/store-load.ts [runs]
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { firstValueFrom } from 'rxjs';
import { storePolicies } from '../../src/host/resilience/index.js';
import { storedSearchText } from '../../src/core/search/search-index.js';
import { ModelStore, type CacheKey } from '../../src/store/model-store.js';
import { syntheticModel } from '../../test/support/synthetic-model.js';

const MODES = ['sections', 'elements', 'requirements', 'all', 'json-whole'] as const;
type Mode = (typeof MODES)[number];

async function child(mode: Mode, dir: string, sha256: string, size: string): Promise<void> {
  const t0 = performance.now();
  if (mode === 'json-whole') {
    const m = JSON.parse(readFileSync(join(dir, 'whole.json'), 'utf8')) as { sections: unknown[] };
    process.stdout.write(JSON.stringify({ loadMs: performance.now() - t0, n: m.sections.length }));
    return;
  }
  const store = new ModelStore({ dir, policies: storePolicies() });
  const key: CacheKey = { sha256, size: Number(size), compilerVersion: store.compilerVersion };
  const m = (await firstValueFrom(store.read$(key)))!.model;
  const tRead = performance.now();
  let n = m.sections.length;
  if (mode === 'elements' || mode === 'all') n += m.elements.length;
  if (mode === 'requirements' || mode === 'all') n += m.requirements.length;
  if (mode === 'all') n += m.tables.length + m.definitions.length;
  process.stdout.write(JSON.stringify({ readMs: tRead - t0, loadMs: performance.now() - t0, n }));
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function main(runs: number): Promise<void> {
  const self = fileURLToPath(import.meta.url);
  const dir = mkdtempSync(join(tmpdir(), 'pdfspec-store-bench-'));
  try {
    const model = syntheticModel();
    const store = new ModelStore({ dir, policies: { ...storePolicies(), searchText: storedSearchText } });
    const key: CacheKey = { sha256: 'f'.repeat(64), size: 20_000_000, compilerVersion: store.compilerVersion };
    await store.write(key, model, { spec: 'synthetic', file: '/synthetic/spec.pdf' });
    writeFileSync(join(dir, 'whole.json'), JSON.stringify(model));
    const bytes = statSync(store.entryPath(key)).size;
    console.log(
      `synthetic model: ${model.source.pages} pages, ${model.sections.length} sections, ${model.elements.length} elements, ` +
        `${model.tables.length} tables, ${model.requirements.length} requirements; entry ${(bytes / 1e6).toFixed(1)} MB`,
    );
    const bare: number[] = [];
    for (let i = 0; i < runs; i++) {
      const t = performance.now();
      spawnSync(process.execPath, ['-e', '0']);
      bare.push(performance.now() - t);
    }
    console.log(`node startup alone: ${median(bare).toFixed(0)} ms (median of ${runs})`);
    console.log('mode           in-process load   whole process (wall)');
    for (const mode of MODES) {
      const inner: number[] = [];
      const wall: number[] = [];
      for (let i = 0; i < runs; i++) {
        const t = performance.now();
        const r = spawnSync(
          process.execPath,
          [...process.execArgv, self, 'child', mode, dir, key.sha256, String(key.size)],
          { encoding: 'utf8' },
        );
        wall.push(performance.now() - t);
        if (r.status !== 0) throw new Error(`child ${mode} failed: ${r.stderr}`);
        inner.push((JSON.parse(r.stdout) as { loadMs: number }).loadMs);
      }
      console.log(
        `${mode.padEnd(14)} ${median(inner).toFixed(0).padStart(8)} ms        ${median(wall).toFixed(0).padStart(8)} ms`,
      );
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const [, , cmd, ...rest] = process.argv;
if (cmd === 'child') await child(rest[0] as Mode, rest[1]!, rest[2]!, rest[3]!);
else await main(Number(cmd ?? 7));
