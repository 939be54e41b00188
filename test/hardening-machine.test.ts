/**
 * What the machine can do to pdfspec, through the built CLI: a cache directory
 * under /proc or behind a file, FIFOs where its indexes should be, a
 * read-only cache, a wrong hash in hashes.json, a full stdout (/dev/full),
 * and for `fetch` a stop signal mid-download, the leftovers of a killed one,
 * and a target folder it cannot write. Each must end with the documented exit
 * code and one line that says what happened — never a hang, a stack trace, a
 * false "built"/"removed", or a file left behind.
 *
 * Root ignores file modes, so the read-only cases run pdfspec as nobody
 * (setpriv) and are skipped with a message where that is not possible.
 */
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  closeSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPILER_VERSION } from '../src/model/types.js';
import { type FlakyServer, makePdf, startFlakyServer } from './support/hardening-http-server.js';
import { BIN, SAMPLES, ensureBuilt } from './support/mcp-harness.js';
import { STACK, baseEnv, canDropRoot, command, copySamples, isRoot, runCli } from './support/hardening-run.js';

const haveSamples = existsSync(join(SAMPLES, 'sample20.pdf')) && existsSync(join(SAMPLES, 'sample17.pdf'));
const haveProc = existsSync('/proc/1');
const haveDevFull = existsSync('/dev/full');
const haveMkfifo = spawnSync('mkfifo', ['--version'], { stdio: 'ignore' }).status === 0;
const modesApply = !isRoot || canDropRoot;
if (!haveSamples)
  console.warn('test/hardening-machine.test.ts: SKIPPED — bundled samples missing; run `npm run prepare`');
if (!haveProc) console.warn('test/hardening-machine.test.ts: /proc cache case SKIPPED — no /proc/1');
if (!haveDevFull) console.warn('test/hardening-machine.test.ts: full-stdout case SKIPPED — no /dev/full');
if (!haveMkfifo) console.warn('test/hardening-machine.test.ts: FIFO cases SKIPPED — mkfifo not available');
if (!modesApply)
  console.warn(
    'test/hardening-machine.test.ts: read-only cases SKIPPED — running as root without setpriv, so file modes do not apply',
  );

const T = 60_000;
let tmp = '';
let specDir = '';

const oneLine = (err: string) => {
  const lines = err.split('\n').filter((l) => l && !/^pdfspec: (compiling|waiting for another)/.test(l));
  expect(lines, err).toHaveLength(1);
  expect(lines[0]).not.toMatch(STACK);
  return lines[0]!;
};

describe.skipIf(!haveSamples)('hardening: what the machine does', () => {
  beforeAll(async () => {
    ensureBuilt();
    tmp = mkdtempSync(join(tmpdir(), 'pdfspec-machine-'));
    chmodSync(tmp, 0o755); // nobody must reach the spec dir
    specDir = join(tmp, 'specs');
    mkdirSync(specDir);
    await copySamples(SAMPLES, specDir);
  }, 60_000);

  afterAll(() => {
    if (tmp) rmSync(tmp, { recursive: true, force: true });
  });

  describe('an unusable cache directory costs speed, never an answer', () => {
    const places: Array<[string, () => string]> = [
      ...(haveProc
        ? [
            ["under /proc (Node's recursive mkdir loops for ever there)", () => '/proc/1/pdfspec-cache'] as [
              string,
              () => string,
            ],
          ]
        : []),
      [
        'behind a regular file',
        () => {
          writeFileSync(join(tmp, 'not-a-dir'), 'x');
          return join(tmp, 'not-a-dir', 'cache');
        },
      ],
    ];
    it.each(places)(
      '%s: every command answers; cache build says nothing was cached (exit 5)',
      async (_name, where) => {
        const env = baseEnv(specDir, where());
        for (const argv of [
          ['list-specs'],
          ['structure', '--spec', 'sample20'],
          ['search', 'reading order', '--spec', 'sample20'],
          ['cache', 'info'],
          ['cache', 'clear'],
        ]) {
          const r = await runCli(argv, env, { timeoutMs: T });
          expect([argv.join(' '), r.timedOut, r.code]).toEqual([argv.join(' '), false, 0]);
          expect(r.err).not.toMatch(STACK);
        }
        const build = await runCli(['cache', 'build', '--spec', 'sample20'], env, { timeoutMs: T });
        expect(build.code).toBe(5);
        expect(build.out).toMatch(/^not-cached\tsample20\t.*compiled, but nothing was cached: cannot write /);
        expect(build.out).not.toMatch(/\bbuilt\b/);
      },
      300_000,
    );
  });

  it.skipIf(!haveMkfifo)(
    'FIFOs where the hash index, the scan index and a cache entry belong are never read (no hang)',
    async () => {
      const cache = join(tmp, 'fifo-cache');
      mkdirSync(join(cache, 'models'), { recursive: true });
      const bytes = readFileSync(join(specDir, 'sample20.pdf'));
      const entry = `m-${createHash('sha256').update(bytes).digest('hex')}-${bytes.length}-c${COMPILER_VERSION}.pdfspec`;
      for (const p of [join(cache, 'hashes.json'), join(cache, 'scan.json'), join(cache, 'models', entry)])
        expect(spawnSync('mkfifo', [p]).status).toBe(0);
      const r = await runCli(['structure', '--spec', 'sample20', '--json'], baseEnv(specDir, cache), { timeoutMs: T });
      expect(r.timedOut, 'blocked on a FIFO').toBe(false);
      expect(r.code, r.err).toBe(0);
      expect(JSON.parse(r.out).sections.length).toBeGreaterThan(3);
    },
    120_000,
  );

  describe.skipIf(!haveDevFull)('a stdout that cannot be written (> /dev/full)', () => {
    it.each([
      ['search', 'reading'],
      ['search', 'reading', '--json'],
      ['structure', '--ndjson'],
      ['list-specs'],
      ['cache', 'info'],
      ['--help'],
    ])(
      'pdfspec %s …: one line, exit 5',
      async (...argv: string[]) => {
        const env = baseEnv(specDir, join(tmp, 'full-cache'));
        const [cmd, args] = command([
          ...argv,
          ...(argv[0] === 'search' || argv[0] === 'structure' ? ['--spec', 'sample20'] : []),
        ]);
        const full = openSync('/dev/full', 'w');
        const r = await new Promise<{ code: number | null; err: string }>((resolve) => {
          const child = spawn(cmd, args, { env, stdio: ['ignore', full, 'pipe'] });
          let err = '';
          child.stderr!.on('data', (d) => (err += d));
          child.on('close', (code) => resolve({ code, err }));
        });
        closeSync(full);
        expect(r.code).toBe(5);
        expect(oneLine(r.err)).toBe('pdfspec: cannot write output: no space left on device');
      },
      T,
    );
  });

  it('a wrong but valid hash in hashes.json is corrected: one recompile, then the cache is used again', async () => {
    const cache = join(tmp, 'hash-cache');
    const env = baseEnv(specDir, cache);
    for (const spec of ['sample17', 'sample20'])
      expect((await runCli(['cache', 'build', '--spec', spec], env, { timeoutMs: T })).code).toBe(0);
    const index = JSON.parse(readFileSync(join(cache, 'hashes.json'), 'utf8')) as {
      rows: Record<string, { facts: string }>;
    };
    const s17 = index.rows[join(specDir, 'sample17.pdf')]!.facts;
    index.rows[join(specDir, 'sample20.pdf')]!.facts = s17; // points at the other file's model
    writeFileSync(join(cache, 'hashes.json'), JSON.stringify(index));

    const first = await runCli(['structure', '--spec', 'sample20', '--json', '--verbose'], env, { timeoutMs: T });
    expect(first.code, first.err).toBe(0);
    expect(JSON.parse(first.out).spec).toBe('sample20');
    expect(first.err).toMatch(/^pdfspec: compiling sample20 /m);
    expect(first.err).toMatch(/wrong hash for .*sample20\.pdf; corrected/);
    const second = await runCli(['structure', '--spec', 'sample20', '--json'], env, { timeoutMs: T });
    expect(second.code).toBe(0);
    expect(second.err).not.toMatch(/compiling/);
    expect(second.out).toBe(first.out);
  }, 120_000);

  describe.skipIf(!modesApply)('a read-only cache (as nobody)', () => {
    let cache = '';
    let env: Record<string, string> = {};
    beforeAll(async () => {
      cache = join(tmp, 'ro-cache');
      env = baseEnv(specDir, cache);
      const warm = await runCli(['cache', 'build', '--spec', 'sample20'], env, { timeoutMs: T });
      expect(warm.code, warm.err).toBe(0);
      for (const d of [cache, join(cache, 'models')]) chmodSync(d, 0o555);
    }, 120_000);

    it('answers from it', async () => {
      const r = await runCli(['structure', '--spec', 'sample20'], env, { asNobody: isRoot, timeoutMs: T });
      expect(r.code, r.err).toBe(0);
    });

    it(
      'cache build of a spec it cannot store: "not-cached", the reason, exit 5',
      async () => {
        const r = await runCli(['cache', 'build', '--spec', 'sample17'], env, { asNobody: isRoot, timeoutMs: T });
        expect(r.code).toBe(5);
        expect(r.out).toMatch(/^not-cached\tsample17\t.*nothing was cached: cannot write .*: permission denied/);
      },
      T,
    );

    it('cache clear: reports what it could not remove, exit 5, and everything is still there', async () => {
      const before = readdirSync(join(cache, 'models')).sort();
      const r = await runCli(['cache', 'clear'], env, { asNobody: isRoot, timeoutMs: T });
      expect(r.code).toBe(5);
      expect(oneLine(r.err)).toMatch(
        /^pdfspec: could not remove everything from .*: permission denied \(\d+ left, e\.g\. /,
      );
      expect(readdirSync(join(cache, 'models')).sort()).toEqual(before);
    });
  });

  describe('fetch', () => {
    let server: FlakyServer;
    let body: Buffer;
    beforeAll(async () => {
      server = await startFlakyServer();
      body = await makePdf('PDF Declarations', 3);
    }, 60_000);
    afterAll(() => server?.close());

    const fetchEnv = (dir: string) =>
      baseEnv(dir, join(tmp, 'fetch-cache'), {
        PDFSPEC_RETRY_BASE_MS: '10',
        PDFSPEC_RETRY_MAX_MS: '50',
        PDFSPEC_FETCH_IDLE_MS: '60000',
      });
    const parts = (dir: string) => (existsSync(dir) ? readdirSync(dir).filter((n) => n.endsWith('.part')) : []);

    it.each([
      ['SIGTERM', 143],
      ['SIGHUP', 129],
    ] as const)(
      '%s mid-download: exit %i, nothing left behind',
      async (signal, code) => {
        const dir = join(tmp, `fetch-${signal}`);
        server.script(`/${signal}.pdf`, [{ stall: body, after: 3000 }]);
        const child = spawn(process.execPath, [BIN, 'fetch', server.url(`/${signal}.pdf`)], {
          env: fetchEnv(dir),
          stdio: ['ignore', 'pipe', 'pipe'],
        });
        let err = '';
        child.stderr.on('data', (d) => (err += d));
        const closed = new Promise<number | null>((resolve) => child.on('close', (c) => resolve(c)));
        const deadline = Date.now() + 30_000;
        while (!parts(dir).length && Date.now() < deadline) await new Promise((r) => setTimeout(r, 25));
        expect(parts(dir)).toHaveLength(1);
        child.kill(signal);
        const got = await Promise.race([closed, new Promise<'hung'>((r) => setTimeout(() => r('hung'), 15_000))]);
        if (got === 'hung') child.kill('SIGKILL');
        expect(got).toBe(code);
        expect(err).toContain(`stopped (${signal}); nothing was saved from http`);
        expect(readdirSync(dir)).toEqual([]);
      },
      60_000,
    );

    it(
      'sweeps the .part files of downloads that died (SIGKILL), and keeps a live one',
      async () => {
        const dir = join(tmp, 'fetch-sweep');
        mkdirSync(dir);
        const dead = '.pdfspec-fetch-999999999-abcd1234.part';
        const live = `.pdfspec-fetch-${process.pid}-abcd1234.part`;
        writeFileSync(join(dir, dead), 'half a download');
        writeFileSync(join(dir, live), 'a download in progress');
        server.script('/PDF-Declarations.pdf', [{ ok: body }]);
        const r = await runCli(['fetch', server.url('/PDF-Declarations.pdf')], fetchEnv(dir), { timeoutMs: T });
        expect(r.code, r.err).toBe(0);
        expect(readdirSync(dir).sort()).toEqual([live, 'PDF-Declarations.pdf']);
      },
      T,
    );

    it(
      'a target folder it cannot write is named, with the local cause, never blamed on the network',
      async () => {
        writeFileSync(join(tmp, 'a-file'), 'x');
        server.script('/x.pdf', [{ ok: body }]);
        const r = await runCli(['fetch', server.url('/x.pdf')], fetchEnv(join(tmp, 'a-file')), { timeoutMs: T });
        expect(r.code).toBe(5);
        // The progress printer's own lines ("fetching …") aside, one error line.
        const line = oneLine(
          r.err
            .split('\n')
            .filter((l) => l.startsWith('pdfspec: '))
            .join('\n'),
        );
        expect(line).toMatch(
          new RegExp(
            `^pdfspec: cannot save into ${join(tmp, 'a-file').replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}: not a directory`,
          ),
        );
        expect(line).not.toMatch(/network|URL/);
      },
      T,
    );

    it.skipIf(!modesApply)(
      'a read-only target folder (as nobody): "permission denied", exit 5, nothing left',
      async () => {
        const dir = join(tmp, 'fetch-ro');
        mkdirSync(dir);
        chmodSync(dir, 0o555);
        server.script('/ro.pdf', [{ ok: body }]);
        const env = { ...fetchEnv(dir), PDFSPEC_CACHE_DIR: join(tmp, 'fetch-ro-cache') };
        const r = await runCli(['fetch', server.url('/ro.pdf')], env, { asNobody: isRoot, timeoutMs: T });
        expect(r.code).toBe(5);
        expect(r.err).toMatch(
          new RegExp(`pdfspec: cannot save into ${dir.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}: permission denied`),
        );
        expect(r.err).not.toMatch(/network/);
        expect(readdirSync(dir)).toEqual([]);
        expect(statSync(dir).mode & 0o777).toBe(0o555);
      },
      T,
    );
  });

  it(
    'words after -- are the query, even when they look like options',
    async () => {
      const env = baseEnv(specDir, join(tmp, 'dash-cache'));
      const r = await runCli(['search', '--spec', 'sample20', '--json', '--', '--spec'], env, { timeoutMs: T });
      expect(JSON.parse(r.out).query).toBe('--spec');
      expect(r.code).toBe(1); // nothing matches "--spec": like grep
      const s = await runCli(['section', '--spec', 'sample20', '--json', '--', '4.2'], env, { timeoutMs: T });
      expect([s.code, JSON.parse(s.out).sectionNumber]).toEqual([0, '4.2']);
    },
    T,
  );
});
