/**
 * A warm command (its model cached) loads what it needs and nothing more: re2js only for a regular-expression
 * search, fuse.js only for a "did you mean" among words, zod only for input the check without zod cannot pass
 * (src/core/light-input.ts: a bad parameter, whose message zod words) or for the MCP tool list. Each command runs as a process of the built CLI with a
 * load trace (support/load-trace.mjs); the files it loaded are read through dist/modules.json, which names the
 * modules bundled into each file of dist/. It asserts on what is loaded, never on time.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseEnv, copySamples, runCli } from './support/hardening-run.js';
import { REPO_ROOT } from './support/fixture-paths.js';

const DIST = join(REPO_ROOT, 'dist');
const TRACE = join(REPO_ROOT, 'test', 'support', 'load-trace.mjs');

let work: string;
let env: Record<string, string>;
let modulesOf: Record<string, string[]>;

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'pdfspec-warm-'));
  const specs = join(work, 'specs');
  mkdirSync(specs);
  await copySamples(join(REPO_ROOT, 'corpus', 'sample'), specs, ['sample20']);
  env = baseEnv(specs, join(work, 'cache'), { NODE_OPTIONS: `--import=${TRACE}` });
  modulesOf = JSON.parse(readFileSync(join(DIST, 'modules.json'), 'utf8')) as Record<string, string[]>;
  // The cold run that compiles the sample, so that every command below is warm.
  const cold = await runCli(['search', 'logical structure', '--spec', 'sample20'], env);
  expect(cold.code, cold.err).toBe(0);
}, 120_000);

afterAll(() => rmSync(work, { recursive: true, force: true }));

let runs = 0;
/** The bundled modules (source paths, node_modules/<package>/…) a warm run of `argv` loaded, and its exit code. */
async function loadedBy(
  argv: string[],
): Promise<{ code: number | null; err: string; modules: Set<string>; files: string[]; builtins: Set<string> }> {
  const trace = join(work, `trace-${runs++}.txt`);
  const run = await runCli(argv, { ...env, LOAD_TRACE: trace });
  const lines = readFileSync(trace, 'utf8').split('\n');
  const builtins = new Set(lines.filter((line) => line.startsWith('node:')));
  const files = [
    ...new Set(
      lines
        .map((line) => line.replace(/^file:\/\//, ''))
        .filter((path) => path.startsWith(`${DIST}/`))
        .map((path) => path.slice(DIST.length + 1)),
    ),
  ];
  const modules = new Set(files.flatMap((file) => modulesOf[file] ?? [`unknown file ${file}`]));
  return { code: run.code, err: run.err, modules, files, builtins };
}

const packageLoaded = (modules: Set<string>, pkg: string) =>
  [...modules].some((m) => m.startsWith(`node_modules/${pkg}/`));

describe('--version', () => {
  it('loads no ES module: the launcher is CommonJS and reads package.json alone', async () => {
    const run = await runCli(['--version'], { ...env, NODE_OPTIONS: '', NODE_DEBUG: 'esm' });
    expect(run.code).toBe(0);
    expect(run.out.trim()).toBe(JSON.parse(readFileSync(join(REPO_ROOT, 'package.json'), 'utf8')).version);
    // Node's ES module loader says each module it runs (NODE_DEBUG=esm); a CommonJS launcher gives it none.
    expect(run.err).not.toMatch(/ModuleJob|Translating/);
  });
});

describe('a warm command', () => {
  it('search in words loads neither re2js nor fuse.js nor zod', async () => {
    const { code, modules, files } = await loadedBy(['search', 'logical structure', '--spec', 'sample20']);
    expect(code).toBe(0);
    // The trace sees the command's own modules, so an absence below is not a blind trace.
    expect(files).toContain('pdfspec.js');
    expect(modules).toContain('src/core/search/search-model.ts');
    expect(packageLoaded(modules, 're2js')).toBe(false);
    expect(packageLoaded(modules, 'fuse.js')).toBe(false);
    expect(packageLoaded(modules, 'zod')).toBe(false);
  });

  it('search loads neither node:crypto nor node:assert (~6 and ~3 ms of every command)', async () => {
    const { code, builtins } = await loadedBy(['search', 'logical structure', '--spec', 'sample20']);
    expect(code).toBe(0);
    // The trace sees built-ins: fs is what the command reads its cache entry with.
    expect(builtins).toContain('node:fs');
    expect(builtins).not.toContain('node:crypto');
    expect(builtins).not.toContain('node:assert');
  });

  it("loads the operations' names from one file, not one file each", async () => {
    const { files } = await loadedBy(['search', 'logical structure', '--spec', 'sample20']);
    const holdingNames = files.filter((f) => modulesOf[f]?.some((m) => /^src\/core\/ops\/[^/]+\/name\.ts$/.test(m)));
    expect(holdingNames).toHaveLength(1);
    expect(modulesOf[holdingNames[0]!]!.filter((m) => m.endsWith('/name.ts'))).toHaveLength(14);
  });

  it('imports a handful of files, not one per shared chunk (the warm chunk of tools/warm-chunk.mjs)', async () => {
    for (const argv of [
      ['search', 'logical structure', '--spec', 'sample20'],
      ['section', '4.2', '--spec', 'sample20'],
      ['list-specs'],
    ]) {
      const { code, files } = await loadedBy(argv);
      expect(code).toBe(0);
      // Every .js file of dist/ it imports, the entry among them; 36–46 before the regrouping.
      expect(files.filter((f) => f.endsWith('.js')).length).toBeLessThanOrEqual(5);
    }
  });

  it.each([
    [['section', '4.2', '--spec', 'sample20']],
    [['tables', '--all', '--spec', 'sample20']],
    [['definitions', '--spec', 'sample20']],
    [['list-specs']],
  ])('%j loads neither re2js nor fuse.js nor zod', async (argv) => {
    const { code, modules } = await loadedBy(argv);
    expect(code).toBe(0);
    expect(packageLoaded(modules, 're2js')).toBe(false);
    expect(packageLoaded(modules, 'fuse.js')).toBe(false);
    expect(packageLoaded(modules, 'zod')).toBe(false);
  });

  it('a bad parameter loads zod, whose message names it and its range', async () => {
    const trace = await loadedBy(['search', 'x', '--max-results', '51', '--spec', 'sample20']);
    expect(trace.code).toBe(2);
    expect(trace.err).toMatch(/^pdfspec: invalid --max-results: got 51; expected an integer from 1 to 50\b/);
    expect(packageLoaded(trace.modules, 'zod')).toBe(true);
  });

  it('a regular-expression search loads re2js; a misspelt command loads fuse.js for its suggestions', async () => {
    const regex = await loadedBy(['search', 'logical\\s+con\\w+', '--regex', '--spec', 'sample20']);
    expect(regex.code).toBe(0);
    expect(packageLoaded(regex.modules, 're2js')).toBe(true);
    const typo = await loadedBy(['serch', 'x']);
    expect(typo.code).toBe(2);
    expect(packageLoaded(typo.modules, 'fuse.js')).toBe(true);
  });
});
