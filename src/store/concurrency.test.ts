/**
 * Several real processes against one cold cache, and processes killed with
 * SIGKILL mid-compile: the cache must end up with exactly one valid entry and
 * never a corrupt one.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { packageRoot } from '../core/catalogue.js';
import { tinyPdf } from '#test-support/test-pdfs.js';
import { ModelStore } from './model-store.js';
import { storePolicies } from '../host/resilience/index.js';

const root = packageRoot();
let bundle: string;
let tmp: string;
let env: NodeJS.ProcessEnv;

beforeAll(async () => {
  // The children are plain node processes: bundle the TypeScript child once, inside the
  // repo (git-ignored .cache/) so that its packages resolve from node_modules.
  const { build } = await import('esbuild');
  const out = join(root, '.cache', 'test-bundles');
  await mkdir(out, { recursive: true });
  bundle = join(out, `store-child-${process.pid}.mjs`);
  await build({
    entryPoints: [join(root, 'test/support/test-child.ts')],
    bundle: true,
    platform: 'node',
    format: 'esm',
    packages: 'external',
    outfile: bundle,
    logLevel: 'error',
  });
});
afterAll(async () => {
  await rm(bundle, { force: true });
});

beforeEach(async () => {
  tmp = await mkdtemp(join(tmpdir(), 'pdfspec-concurrency-'));
  await mkdir(join(tmp, 'specs'));
  await writeFile(
    join(tmp, 'specs', 'Well-Tagged-PDF-WTPDF-1.0.pdf'),
    await tinyPdf({ title: 'Well-Tagged PDF (WTPDF) 1.0', pages: 2 }),
  );
  env = { ...process.env, PDF_SPEC_DIR: join(tmp, 'specs'), PDFSPEC_CACHE_DIR: join(tmp, 'cache') };
  return () => rm(tmp, { recursive: true, force: true });
});

interface Run {
  child: ChildProcess;
  done: Promise<{ code: number | null; signal: NodeJS.Signals | null; stdout: string; stderr: string }>;
}

function run(extra: NodeJS.ProcessEnv = {}): Run {
  const child = spawn(process.execPath, [bundle], { env: { ...env, ...extra }, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout!.on('data', (d) => (stdout += d));
  child.stderr!.on('data', (d) => (stderr += d));
  const done = new Promise<{ code: number | null; signal: NodeJS.Signals | null; stdout: string; stderr: string }>(
    (resolve) => child.on('close', (code, signal) => resolve({ code, signal, stdout, stderr })),
  );
  return { child, done };
}

const modelsDir = () => join(tmp, 'cache', 'models');
const cacheFiles = () => (existsSync(modelsDir()) ? readdirSync(modelsDir()).sort() : []);

async function until(cond: () => boolean, ms = 20_000): Promise<void> {
  const end = Date.now() + ms;
  while (!cond()) {
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 5));
  }
}

describe('concurrent processes, one cold cache', () => {
  it('four processes at once: all succeed with identical models, one compiles, one valid entry remains', async () => {
    const runs = [run(), run(), run(), run()];
    const results = await Promise.all(runs.map((r) => r.done));
    for (const r of results) expect(r.code, r.stderr).toBe(0);
    const outs = results.map((r) => JSON.parse(r.stdout) as { from: string; digest: string; elements: number });
    expect(new Set(outs.map((o) => o.digest)).size).toBe(1);
    expect(outs.filter((o) => o.from === 'compiled')).toHaveLength(1);
    expect(outs.filter((o) => o.from === 'cache')).toHaveLength(3);
    const files = cacheFiles();
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^m-[0-9a-f]{64}-\d+-c\d+\.pdfspec$/);
    const list = await new ModelStore({ dir: join(tmp, 'cache'), policies: storePolicies() }).list();
    expect(list.map((e) => [e.spec, e.valid])).toEqual([['wtpdf', true]]);
    // A fifth, later process reads the cache.
    const late = await run().done;
    expect(JSON.parse(late.stdout)).toEqual({ ...outs[0], from: 'cache' });
  });
});

describe('a process killed with SIGKILL', () => {
  it('mid-compile leaves no entry; the next run breaks its lock at once and rebuilds', async () => {
    const victim = run({ CHILD_HANG: '1' });
    await until(() => cacheFiles().some((f) => f.endsWith('.lock')));
    victim.child.kill('SIGKILL');
    expect((await victim.done).signal).toBe('SIGKILL');
    expect(cacheFiles().filter((f) => f.endsWith('.pdfspec'))).toEqual([]);

    const t0 = Date.now();
    const next = await run().done;
    expect(next.code, next.stderr).toBe(0);
    expect(JSON.parse(next.stdout).from).toBe('compiled');
    expect(next.stderr).toContain('breaking stale compile lock');
    expect(Date.now() - t0).toBeLessThan(20_000); // not the 30 s heartbeat timeout
    expect(cacheFiles()).toHaveLength(1);
  });

  it('while writing a big entry leaves nothing corrupt behind', async () => {
    const victim = run({ CHILD_BIG: '1', CHILD_PAGES: '1' });
    // Kill as soon as the temp file shows up (best effort: the write may finish first).
    await until(() => cacheFiles().some((f) => f.includes('.tmp-') || f.endsWith('.pdfspec')), 60_000);
    victim.child.kill('SIGKILL');
    await victim.done;
    const caught = cacheFiles().some((f) => f.includes('.tmp-'));
    console.info(
      `SIGKILL during write: temp file ${caught ? 'caught (interrupted write)' : 'not caught (write had finished)'}`,
    );
    const store = new ModelStore({ dir: join(tmp, 'cache'), policies: storePolicies() });
    for (const e of await store.list()) expect(e.valid, e.reason).toBe(true);

    const next = await run({ CHILD_BIG: '1', CHILD_PAGES: '1' }).done;
    expect(next.code, next.stderr).toBe(0);
    expect(cacheFiles().filter((f) => f.includes('.tmp-') || f.endsWith('.lock'))).toEqual([]);
    expect((await store.list()).map((e) => e.valid)).toEqual([true]);
  }, 120_000);
});
