/**
 * Hostile files in PDF_SPEC_DIR, made at test time (test/support/hostile-files.ts):
 * an outline and a structure tree nested 5000 deep, an outline numbered 1000
 * components deep, a page tree that lies
 * about its page count or loops, a name tree and an array nested thousands
 * deep, a file whose text exhausts the compile's heap, an encrypted and a
 * truncated file, a FIFO and a symbolic link loop — next to the two good
 * samples. Every command of the built CLI and every MCP tool runs against each
 * of them with a timeout, and must give the documented answer: the file read
 * (with a diagnostic saying what was left out), or refused with its reason as
 * exit 4 / missing_file; never a crash, a hang or a stack trace, and every
 * other spec keeps working. Nothing may be left behind in either directory.
 */
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXIT_CODES } from '../src/core/errors.js';
import { HOSTILE_FILES, HOSTILE_HEAP_MB, hostileNames, type HostileFile } from './support/hostile-files.js';
import { SAMPLES, ensureBuilt } from './support/mcp-harness.js';
import {
  type CliRun,
  RAW_CONTROL,
  STACK,
  baseEnv,
  copySamples,
  pool,
  runCli,
  startMcp,
} from './support/hardening-run.js';

const haveSamples = existsSync(join(SAMPLES, 'sample20.pdf')) && existsSync(join(SAMPLES, 'sample17.pdf'));
if (!haveSamples)
  console.warn('test/hardening-hostile.test.ts: SKIPPED — bundled samples missing; run `npm run prepare`');

/** A command that takes longer than this has hung. */
const TIMEOUT_MS = 90_000;

/** Every command that reads a spec, with arguments that are valid for a readable hostile file. */
const COMMANDS: Array<[string, (id: string) => string[]]> = [
  ['structure', (id) => ['structure', '--spec', id, '--json']],
  ['section', (id) => ['section', '1', '--spec', id, '--json']],
  ['search', (id) => ['search', 'hostile', '--spec', id, '--json']],
  ['requirements', (id) => ['requirements', '--spec', id, '--json']],
  ['definitions', (id) => ['definitions', '--spec', id, '--json']],
  ['tables', (id) => ['tables', '1', '--spec', id, '--json']],
  ['compare', (id) => ['compare', '--from', 'sample17', '--to', id, '--json']],
  ['cache build', (id) => ['cache', 'build', '--spec', id, '--json']],
];

/** Notices that may accompany any answer: a compile starting, or waiting for another process's compile. */
const NOTICE = /^pdfspec: (compiling|waiting for another pdfspec process)/;

/** The same through MCP. */
const TOOLS: Array<[string, (id: string) => Record<string, unknown>]> = [
  ['get_structure', (id) => ({ spec: id })],
  ['get_section', (id) => ({ spec: id, section: '1' })],
  ['search_spec', (id) => ({ spec: id, query: 'hostile' })],
  ['get_requirements', (id) => ({ spec: id })],
  ['get_definitions', (id) => ({ spec: id })],
  ['get_tables', (id) => ({ spec: id, section: '1' })],
  ['compare_versions', (id) => ({ from: 'sample17', to: id })],
];

const HOSTILE_CASE_COUNT = HOSTILE_FILES.length * (COMMANDS.length + TOOLS.length);
console.log(
  `hardening-hostile: ${HOSTILE_FILES.length} crafted files × (${COMMANDS.length} CLI commands + ${TOOLS.length} MCP tools) = ${HOSTILE_CASE_COUNT} cases`,
);

let tmp = '';
let specDir = '';
const env = (cache: string) => baseEnv(specDir, join(tmp, cache), { PDFSPEC_COMPILE_HEAP_MB: HOSTILE_HEAP_MB });
const pdfspec = (argv: string[], cache = 'cache') => runCli(argv, env(cache), { timeoutMs: TIMEOUT_MS });

interface Listed {
  id: string;
  available: boolean;
  reason?: string;
  file: string | null;
}

async function listSpecs(cache = 'cache'): Promise<Listed[]> {
  const r = await pdfspec(['list-specs', '--json'], cache);
  expect(r.code, r.err).toBe(0);
  return (JSON.parse(r.out) as { specs: Listed[] }).specs;
}

function expectNoCrash(r: CliRun): void {
  expect(r.timedOut, 'hung').toBe(false);
  expect(r.signal).toBeNull();
  expect(r.err).not.toMatch(STACK);
  expect(r.err).not.toMatch(RAW_CONTROL);
}

/** How deep a section tree nests, counted without recursion. */
function depthOf(roots: Array<{ children: unknown[] }>): number {
  let max = 0;
  const stack = roots.map((node) => ({ node, depth: 1 }));
  while (stack.length) {
    const { node, depth } = stack.pop()!;
    max = Math.max(max, depth);
    for (const c of node.children as Array<{ children: unknown[] }>) stack.push({ node: c, depth: depth + 1 });
  }
  return max;
}

/** The cache dir holds nothing half-done: no temp files of writers, no compile locks. */
function expectCleanCache(cache: string): void {
  const dir = join(tmp, cache);
  const names = [
    ...(existsSync(dir) ? readdirSync(dir) : []),
    ...(existsSync(join(dir, 'models')) ? readdirSync(join(dir, 'models')) : []),
  ];
  expect(names.filter((n) => n.includes('.tmp-') || n.endsWith('.lock') || n.endsWith('.part'))).toEqual([]);
}

describe.skipIf(!haveSamples)('hardening: hostile files', () => {
  let firstListing: Listed[] = [];

  beforeAll(async () => {
    ensureBuilt();
    tmp = mkdtempSync(join(tmpdir(), 'pdfspec-hostile-'));
    specDir = join(tmp, 'specs');
    const { mkdirSync } = await import('node:fs');
    mkdirSync(specDir);
    await copySamples(SAMPLES, specDir);
    for (const f of HOSTILE_FILES) await f.make(join(specDir, f.name));
    firstListing = await listSpecs();
  }, 120_000);

  afterAll(() => {
    if (tmp) rmSync(tmp, { recursive: true, force: true });
  });

  it('lists every file at once, those the scan can judge already unavailable with their reason', () => {
    for (const f of HOSTILE_FILES) {
      const e = firstListing.find((s) => s.file === join(specDir, f.name));
      expect(e, f.name).toMatchObject({ id: f.id });
      if (f.verdict.usable || f.verdict.listedFirst) expect([f.name, e!.available]).toEqual([f.name, true]);
      else expect([f.name, e!.available, e!.reason]).toEqual([f.name, false, expect.stringMatching(f.verdict.reason)]);
    }
  });

  describe('every CLI command on every file', () => {
    const runs = new Map<string, CliRun[]>();
    beforeAll(async () => {
      // Files in parallel, each file's commands in order (the first compiles, the rest read the cache).
      await pool(HOSTILE_FILES, 3, async (f) => {
        const out: CliRun[] = [];
        for (const [, argv] of COMMANDS) out.push(await pdfspec(argv(f.id)));
        runs.set(f.id, out);
      });
    }, 900_000);

    it.each(HOSTILE_FILES.map((f) => [`${f.name} (${f.what})`, f] as const))('%s', (_label, f: HostileFile) => {
      runs.get(f.id)!.forEach((r, i) => {
        const [name] = COMMANDS[i]!;
        expectNoCrash(r);
        if (f.verdict.usable) {
          const record = JSON.parse(r.out);
          // A list that matches nothing exits 1 with one line saying so (the hostile files define no terms, section 1 has no table).
          const empty =
            (name === 'definitions' && record.totalDefinitions === 0) ||
            (name === 'tables' && record.totalTables === 0);
          const said =
            name === 'tables' ? `pdfspec: no tables for "1" in ${f.id}` : `pdfspec: no definitions in ${f.id}`;
          expect([name, r.code, r.err.split('\n').filter((l) => l && !NOTICE.test(l))]).toEqual([
            name,
            empty ? 1 : 0,
            empty ? [said] : [],
          ]);
          if (name === 'structure') {
            const codes = record.reading.diagnostics.map((d: { code: string }) => d.code);
            if (f.verdict.diagnostic) expect(codes).toContain(f.verdict.diagnostic);
            expect(record.sections[0].sectionNumber).toBe('1');
            expect(depthOf(record.sections)).toBeLessThanOrEqual(16);
          }
          if (name === 'section') expect(record.sectionNumber).toBe('1');
          if (name === 'search') expect(record.totalResults).toBeGreaterThan(0);
          if (name === 'requirements')
            expect(record.requirements.map((q: { text: string }) => q.text)).toEqual([
              'A reader shall survive it and go on with every other file.',
            ]);
        } else {
          expect([name, r.code]).toEqual([name, EXIT_CODES.missing_file]);
          const lines = r.err.split('\n').filter((l) => l && !NOTICE.test(l));
          expect(lines, r.err).toHaveLength(1);
          expect(lines[0]).toContain(join(specDir, f.name));
          expect(lines[0]).toMatch(new RegExp(f.verdict.reason.source.replace(/^\^|\$$/g, '')));
          const record = JSON.parse(r.out);
          // cache build reports a spec it compiled and found damaged as a record, one known to be unusable as the error.
          const error = record.results?.[0]?.error ?? record.error;
          expect(error.code).toBe('missing_file');
        }
      });
    });

    it('afterwards lists the files a compile found damaged as unavailable, with the reason', async () => {
      const specs = await listSpecs();
      for (const f of HOSTILE_FILES) {
        const e = specs.find((s) => s.file === join(specDir, f.name))!;
        if (f.verdict.usable) expect([f.name, e.available]).toEqual([f.name, true]);
        else expect([f.name, e.available, e.reason]).toEqual([f.name, false, expect.stringMatching(f.verdict.reason)]);
      }
    });

    it('search --spec all and cache build --all go on past every bad file', async () => {
      const all = await pdfspec(['search', 'reading order', '--spec', 'all', '--json']);
      expectNoCrash(all);
      expect(all.code, all.err).toBe(0);
      expect(new Set(JSON.parse(all.out).results.map((r: { spec: string }) => r.spec))).toContain('sample20');
      const hostile = await pdfspec(['search', 'hostile', '--spec', 'all', '--json']);
      expect(new Set(JSON.parse(hostile.out).results.map((r: { spec: string }) => r.spec))).toEqual(
        new Set(HOSTILE_FILES.filter((f) => f.verdict.usable).map((f) => f.id)),
      );

      const build = await pdfspec(['cache', 'build', '--all', '--json']);
      expectNoCrash(build);
      expect(build.code).toBe(EXIT_CODES.missing_file);
      const results = JSON.parse(build.out).results as Array<{
        spec: string;
        status: string;
        error?: { code: string };
      }>;
      for (const f of HOSTILE_FILES) {
        const r = results.find((x) => x.spec === f.id);
        expect([f.id, r?.status]).toEqual([
          f.id,
          f.verdict.usable ? 'cached' : expect.stringMatching(/^(unavailable|failed)$/),
        ]);
      }
      expect(results.find((x) => x.spec === 'sample20')?.status).toMatch(/^(built|cached)$/);
    }, 300_000);

    it('leaves nothing behind: the spec dir as it was made, no temp files or locks in the cache', () => {
      expect(readdirSync(specDir).sort()).toEqual([...hostileNames(), 'sample17.pdf', 'sample20.pdf'].sort());
      expectCleanCache('cache');
    });
  });

  describe('every MCP tool on every file, in one server that must survive them all', () => {
    it('answers each call (isError missing_file for the bad files) and keeps serving', async () => {
      // A cache of its own: this server meets every file (the memory-hungry one included) for the first time.
      const mcp = await startMcp(env('mcp-cache'));
      try {
        for (const f of HOSTILE_FILES) {
          for (const [tool, args] of TOOLS) {
            const r = await mcp.client.callTool({ name: tool, arguments: args(f.id) }, undefined, {
              timeout: TIMEOUT_MS,
            });
            const label = `${tool} on ${f.name}`;
            if (f.verdict.usable) {
              expect([label, r.isError ?? false]).toEqual([label, false]);
            } else {
              expect([label, r.isError]).toEqual([label, true]);
              const { error } = JSON.parse((r.content as Array<{ text: string }>)[0]!.text);
              expect([label, error.code]).toEqual([label, 'missing_file']);
              expect(error.message).toContain(f.name);
              expect(error.message).toMatch(new RegExp(f.verdict.reason.source.replace(/^\^|\$$/g, '')));
            }
          }
        }
        const list = await mcp.client.callTool({ name: 'list_specs', arguments: {} });
        const specs = (list.structuredContent as { specs: Listed[] }).specs;
        for (const f of HOSTILE_FILES)
          expect([f.id, specs.find((s) => s.id === f.id)?.available]).toEqual([f.id, f.verdict.usable]);
        const good = await mcp.client.callTool({
          name: 'search_spec',
          arguments: { spec: 'sample20', query: 'reading order' },
        });
        expect(good.isError).toBeFalsy();
        expect(mcp.stderr()).not.toMatch(STACK);
      } finally {
        await mcp.close();
      }
      expectCleanCache('mcp-cache');
    }, 600_000);
  });
});
