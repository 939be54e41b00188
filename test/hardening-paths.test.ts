/**
 * No path escape: a `spec`, `section`, `from`/`to`, `--as` or a downloaded
 * file's suggested name can never make pdfspec read (or write) outside
 * PDF_SPEC_DIR and the cache directory.
 *
 * Checked without strace: the places an escaping path would reach are FIFOs.
 * Opening a FIFO for reading blocks until a writer appears, so a process that
 * tried to read one would hang and hit the kill timer; stat-ing it does not.
 * Each attempt must instead fail at once with the documented error, and the
 * error must not contain the contents of a real outside file (/etc/passwd).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAMPLES, ensureBuilt } from './support/mcp-harness.js';
import { STACK, baseEnv, copySamples, runCli, startMcp } from './support/hardening-run.js';

const haveSample = existsSync(join(SAMPLES, 'sample20.pdf'));
const haveMkfifo = spawnSync('mkfifo', ['--version'], { stdio: 'ignore' }).status === 0;
if (!haveSample) console.warn('test/hardening-paths.test.ts: SKIPPED — bundled samples missing; run `npm run prepare`');
if (!haveMkfifo) console.warn('test/hardening-paths.test.ts: SKIPPED — mkfifo not available');

/** Lines of /etc/passwd that would show up if its content leaked into an error. */
const PASSWD = existsSync('/etc/passwd')
  ? readFileSync('/etc/passwd', 'utf8')
      .split('\n')
      .filter((l) => l.includes(':x:'))
      .slice(0, 3)
  : [];

let tmp = '';
let specDir = '';
let cacheDir = '';
let env: Record<string, string> = {};

/** Attempts, each relative to where a naive join would put it: <tmp>/specs and <tmp>/cache/models. */
const ESCAPES = [
  '../outside/secret',
  '../outside/secret.pdf',
  '../../outside/secret.pdf',
  '../../../outside/secret.pdf',
  '../outside/secret.pdfspec',
  '../../outside/secret.pdfspec',
  '../../../../../../../../etc/passwd',
  '/etc/passwd',
];

describe.skipIf(!haveSample || !haveMkfifo)('hardening: no path escape', () => {
  beforeAll(async () => {
    ensureBuilt();
    tmp = mkdtempSync(join(tmpdir(), 'pdfspec-hard-paths-'));
    specDir = join(tmp, 'specs');
    cacheDir = join(tmp, 'cache');
    mkdirSync(specDir);
    mkdirSync(join(cacheDir, 'models'), { recursive: true });
    mkdirSync(join(tmp, 'outside'));
    await copySamples(SAMPLES, specDir);
    for (const name of ['secret', 'secret.pdf', 'secret.pdfspec']) {
      expect(spawnSync('mkfifo', [join(tmp, 'outside', name)]).status).toBe(0);
    }
    env = baseEnv(specDir, cacheDir);
    const warm = await runCli(['cache', 'build', '--spec', 'sample20'], env);
    expect(warm.code, warm.err).toBe(0);
  }, 300_000);

  afterAll(() => {
    if (tmp) rmSync(tmp, { recursive: true, force: true });
  });

  it('control: reading one of those FIFOs really does hang (so the checks below can fail)', async () => {
    const { spawn } = await import('node:child_process');
    const child = spawn(process.execPath, [
      '-e',
      `require('node:fs').readFileSync(${JSON.stringify(join(tmp, 'outside', 'secret.pdf'))})`,
    ]);
    const ended = await Promise.race([
      new Promise((r) => child.on('close', () => r(true))),
      new Promise((r) => setTimeout(() => r(false), 1500)),
    ]);
    child.kill('SIGKILL');
    expect(ended).toBe(false);
  });

  const cases: Array<[string, string[], number]> = [
    ...ESCAPES.map((p): [string, string[], number] => [`--spec ${p}`, ['structure', '--spec', p], 3]),
    ...ESCAPES.map((p): [string, string[], number] => [`section ${p}`, ['section', '--spec', 'sample20', p], 3]),
    ...ESCAPES.map((p): [string, string[], number] => [`tables ${p}`, ['tables', '--spec', 'sample20', p], 3]),
    ...ESCAPES.map((p): [string, string[], number] => [
      `requirements --section ${p}`,
      ['requirements', '--spec', 'sample20', '--section', p],
      3,
    ]),
    ...ESCAPES.map((p): [string, string[], number] => [
      `compare --from ${p}`,
      ['compare', '--from', p, '--to', 'sample20'],
      3,
    ]),
    ...ESCAPES.map((p): [string, string[], number] => [
      `fetch --as ${p}`,
      ['fetch', 'http://127.0.0.1:9/x.pdf', '--as', p],
      3,
    ]),
  ];

  it.each(cases)('%s fails at once with one line, without reading outside', async (_name, argv, code) => {
    const r = await runCli(argv, env, { timeoutMs: 30_000 });
    expect(r.timedOut, 'blocked on a FIFO outside PDF_SPEC_DIR: something tried to read it').toBe(false);
    expect(r.code).toBe(code);
    const lines = r.err.split('\n').filter(Boolean);
    expect(lines, r.err).toHaveLength(1);
    expect(lines[0]).not.toMatch(STACK);
    for (const l of PASSWD) expect(r.err + r.out).not.toContain(l);
  });

  it('the same through MCP: isError, no hang, no leak', async () => {
    const mcp = await startMcp(env);
    try {
      for (const p of ESCAPES) {
        for (const [tool, args] of [
          ['get_structure', { spec: p }],
          ['get_section', { spec: 'sample20', section: p }],
          ['get_tables', { spec: 'sample20', section: p }],
          ['search_spec', { spec: p, query: 'x' }],
          ['compare_versions', { from: 'sample20', to: p }],
        ] as const) {
          const r = await mcp.client.callTool({ name: tool, arguments: args }, undefined, { timeout: 30_000 });
          expect([tool, p, r.isError]).toEqual([tool, p, true]);
          const text = (r.content as Array<{ text: string }>)[0]!.text;
          expect(JSON.parse(text).error.code).toMatch(/^unknown_(spec|section|table)$/);
          for (const l of PASSWD) expect(text).not.toContain(l);
        }
      }
    } finally {
      await mcp.close();
    }
  }, 120_000);

  it('nothing was created outside the spec and cache directories', () => {
    expect(readdirSync(tmp).sort()).toEqual(['cache', 'outside', 'specs']);
    expect(readdirSync(join(tmp, 'outside')).sort()).toEqual(['secret', 'secret.pdf', 'secret.pdfspec']);
    expect(readdirSync(specDir).sort()).toEqual(['sample17.pdf', 'sample20.pdf']);
  });
});
