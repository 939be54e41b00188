/**
 * What could stall pdfspec for ever, against the built CLI and a real
 * `pdfspec serve`: a regular expression that backtracks without end (RE2
 * matches it in linear time), compile locks that can be neither taken nor
 * broken (a directory in the lock's place; a dead process's lock in a
 * read-only or sticky cache, as an unprivileged user), a models folder that
 * is a symbolic link, and a server stopped in the middle of a compile
 * (SIGTERM, end of stdin): every call answered, no lock left behind.
 */
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPILER_VERSION } from '../src/model/types.js';
import { SAMPLES, ensureBuilt } from './support/mcp-harness.js';
import { STACK, baseEnv, canDropRoot, copySamples, isRoot, runCli } from './support/hardening-run.js';
import { INITIALIZE, INITIALIZED, startRawServer, toolCall } from './support/raw-server.js';

const T = 120_000;
const modesApply = !isRoot || canDropRoot;
let tmp = '';
let specDir = '';
let n = 0;
const freshCache = () => join(tmp, `cache-${++n}`);

/** Where the compile lock of sample20's entry goes in `cache`. */
function lockOf(cache: string): string {
  const bytes = readFileSync(join(specDir, 'sample20.pdf'));
  const sha = createHash('sha256').update(bytes).digest('hex');
  return join(cache, 'models', `m-${sha}-${bytes.length}-c${COMPILER_VERSION}.pdfspec.lock`);
}

/** A lock left by a process that no longer exists. */
function deadLock(path: string): void {
  writeFileSync(path, JSON.stringify({ pid: 999_999_999, host: hostname(), startedAt: new Date().toISOString() }));
}

const locksIn = (cache: string) =>
  existsSync(join(cache, 'models')) ? readdirSync(join(cache, 'models')).filter((f) => f.endsWith('.lock')) : [];

/** stderr lines other than the compile notice. */
const said = (err: string) => err.split('\n').filter((l) => l && !/^pdfspec: compiling /.test(l));

describe('hardening: nothing may stall pdfspec', () => {
  beforeAll(async () => {
    ensureBuilt();
    tmp = mkdtempSync(join(tmpdir(), 'pdfspec-stalls-'));
    chmodSync(tmp, 0o755); // nobody must reach the spec dir
    specDir = join(tmp, 'specs');
    mkdirSync(specDir);
    await copySamples(SAMPLES, specDir);
  }, T);

  afterAll(() => {
    if (tmp) rmSync(tmp, { recursive: true, force: true });
  });

  describe('a regular expression that backtracks without end', () => {
    it(
      'search --regex "(\\w+\\s?)+$" answers, exit 0',
      async () => {
        const r = await runCli(
          ['search', '--regex', '(\\w+\\s?)+$', '--spec', 'sample20', '--json'],
          baseEnv(specDir, freshCache()),
          {
            timeoutMs: 60_000,
          },
        );
        expect(r.timedOut, 'hung').toBe(false);
        expect(r.code, r.err).toBe(0);
        expect(JSON.parse(r.out).totalResults).toBeGreaterThan(10);
      },
      T,
    );

    it('lookaround and backreferences are refused in one line naming RE2', async () => {
      const r = await runCli(['search', '--regex', '(a)\\1', '--spec', 'sample20'], baseEnv(specDir, freshCache()));
      expect(r.code).toBe(2);
      expect(said(r.err)).toEqual(['pdfspec: invalid <query>: got "(a)\\\\1"; backreferences are not supported (RE2)']);
    });

    it(
      'over MCP, the same search and another call are both answered',
      async () => {
        const s = startRawServer([], baseEnv(specDir, freshCache()));
        try {
          s.send(INITIALIZE);
          s.send(INITIALIZED);
          s.send(toolCall('regex', 'search_spec', { spec: 'sample20', query: '(\\w+\\s?)+$', regex: true }));
          s.send(toolCall('other', 'list_specs', {}));
          await s.until(() => s.answers().filter((a) => a.id === 'regex' || a.id === 'other').length === 2);
          for (const a of s.answers().filter((x) => x.id === 'regex' || x.id === 'other'))
            expect(a.result?.isError).toBeFalsy();
        } finally {
          s.child.stdin!.end();
          await s.exited;
        }
      },
      T,
    );
  });

  describe('compile locks that cannot be taken or broken cost the cache, never the answer', () => {
    it(
      'a directory where the lock belongs: answered at once, one line saying why',
      async () => {
        const cache = freshCache();
        mkdirSync(lockOf(cache), { recursive: true });
        const r = await runCli(['structure', '--spec', 'sample20', '--verbose'], baseEnv(specDir, cache), {
          timeoutMs: 60_000,
        });
        expect(r.timedOut, 'hung').toBe(false);
        expect(r.code, r.err).toBe(0);
        expect(r.err).toMatch(
          /cannot use the compile lock .*\.lock: it is not a regular file; compiling without the cache/,
        );
        expect(r.err).not.toMatch(/breaking stale compile lock|waiting for another/);
      },
      T,
    );

    it.skipIf(!modesApply).each([
      [
        'a read-only cache',
        0o555,
        /cannot break the stale compile lock .*: permission denied; compiling without the cache/,
      ],
      [
        'a shared cache (mode 1777) whose lock another user left',
        0o1777,
        /cannot break the stale compile lock .*: permission denied; compiling without the cache/,
      ],
    ])(
      "%s, with a dead process's lock: answered, one line, no loop",
      async (_, mode, message) => {
        const cache = freshCache();
        mkdirSync(join(cache, 'models'), { recursive: true });
        deadLock(lockOf(cache));
        chmodSync(join(cache, 'models'), mode);
        const r = await runCli(['structure', '--spec', 'sample20'], baseEnv(specDir, cache), {
          asNobody: isRoot,
          timeoutMs: 60_000,
        });
        expect(r.timedOut, 'hung').toBe(false);
        expect(r.code, r.err).toBe(0);
        expect(said(r.err)).toEqual([expect.stringMatching(message)]);
        expect(r.err).not.toMatch(STACK);
      },
      T,
    );

    it(
      'a models folder that is a symbolic link is never written through',
      async () => {
        const cache = freshCache();
        const outside = join(tmp, `outside-${n}`);
        mkdirSync(outside);
        mkdirSync(cache);
        symlinkSync(outside, join(cache, 'models'));
        const r = await runCli(['structure', '--spec', 'sample20'], baseEnv(specDir, cache), { timeoutMs: 60_000 });
        expect(r.code, r.err).toBe(0);
        expect(said(r.err)).toEqual([
          `pdfspec: cannot write ${join(cache, 'models')}: it is a symbolic link, and pdfspec never writes through one; compiling without the cache`,
        ]);
        expect(readdirSync(outside)).toEqual([]);
        const clear = await runCli(['cache', 'clear'], baseEnv(specDir, cache));
        expect(clear.code).toBe(5);
        expect(readdirSync(outside)).toEqual([]);
      },
      T,
    );
  });

  describe('a server stopped in the middle of a compile answers the call and leaves no lock', () => {
    it.each([
      ['SIGTERM', (s: ReturnType<typeof startRawServer>) => s.child.kill('SIGTERM')],
      ['SIGINT', (s: ReturnType<typeof startRawServer>) => s.child.kill('SIGINT')],
      ['the end of stdin', (s: ReturnType<typeof startRawServer>) => s.child.stdin!.end()],
    ])(
      '%s',
      async (_, stop) => {
        const cache = freshCache();
        const s = startRawServer([], baseEnv(specDir, cache));
        s.send(INITIALIZE);
        s.send(INITIALIZED);
        s.send(toolCall('cold', 'get_structure', { spec: 'sample20' }));
        await s.until(() => /compiling sample20/.test(s.stderr()) && locksIn(cache).length > 0);
        stop(s);
        const exit = await Promise.race([s.exited, new Promise<'hung'>((r) => setTimeout(() => r('hung'), 30_000))]);
        if (exit === 'hung') s.child.kill('SIGKILL');
        expect(exit).toEqual({ code: 0, signal: null });
        const answer = s.answers().find((a) => a.id === 'cold');
        expect(answer, s.stderr()).toBeDefined();
        // Either the compile won the race and the call has its answer, or it was cut short and says why.
        if (answer!.result?.isError)
          expect(JSON.parse(answer!.result.content![0]!.text).error.message).toMatch(/server is stopping/);
        expect(locksIn(cache)).toEqual([]);
        expect(s.stderr()).not.toMatch(STACK);
      },
      T,
    );
  });

  it(
    'a CLI command stopped by SIGTERM mid-compile ends by that signal and leaves no lock',
    async () => {
      const cache = freshCache();
      let pid = 0;
      const running = runCli(['structure', '--spec', 'sample20'], baseEnv(specDir, cache), {
        timeoutMs: 60_000,
        onSpawn: (p) => (pid = p),
      });
      const deadline = Date.now() + 30_000;
      while (!locksIn(cache).length && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
      expect(locksIn(cache)).toHaveLength(1);
      process.kill(pid, 'SIGTERM');
      const r = await running;
      expect(r.signal).toBe('SIGTERM');
      expect(locksIn(cache)).toEqual([]);
    },
    T,
  );
});
