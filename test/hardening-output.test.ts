/**
 * Output is never cut without a word: a stdout that accepts the first bytes of
 * an answer and then fails (a full file system, `ulimit -f`) ends the run with
 * exit 5 and one line on stderr, for every command and format. Node itself
 * ignores SIGXFSZ and the short count of write(2) on a file, so without the
 * guard such a run writes a prefix and exits 0.
 *
 * `ulimit -f` (EFBIG) runs everywhere bash does; the 64 KiB tmpfs (ENOSPC)
 * needs root and a kernel that lets it mount, and is skipped with a message
 * otherwise.
 */
import { spawn, spawnSync } from 'node:child_process';
import {
  closeSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BIN, SAMPLES, ensureBuilt } from './support/mcp-harness.js';
import { STACK, baseEnv, copySamples, isRoot, runCli } from './support/hardening-run.js';

const haveSamples = existsSync(join(SAMPLES, 'sample20.pdf'));
const haveBash = spawnSync('bash', ['-c', 'ulimit -f 1'], { stdio: 'ignore' }).status === 0;
if (!haveSamples)
  console.warn('test/hardening-output.test.ts: SKIPPED — bundled samples missing; run `npm run prepare`');
if (!haveBash) console.warn('test/hardening-output.test.ts: ulimit cases SKIPPED — no bash with ulimit -f');

const T = 60_000;
let tmp = '';
let env: Record<string, string> = {};

/** Commands and formats whose answer on sample20 is well over a few KiB. */
const CASES: string[][] = [
  ['search', '--regex', '.', '--all', '--spec', 'sample20'],
  ['search', '--regex', '.', '--all', '--json', '--spec', 'sample20'],
  ['search', '--regex', '.', '--all', '--ndjson', '--spec', 'sample20'],
  ['structure', '--json', '--spec', 'sample20'],
  ['section', '4', '--json', '--spec', 'sample20'],
  ['requirements', '--spec', 'sample20'],
  ['list-specs', '--json'],
  ['--help'],
];
const LABELLED = CASES.map((argv) => [argv.join(' '), argv] as const);

/** Run pdfspec with stdout on `file`, under `shell` (a bash prelude such as a ulimit), and read stderr. */
function runToFile(argv: string[], file: string, prelude = ''): Promise<{ code: number | null; err: string }> {
  const fd = openSync(file, 'w');
  return new Promise((resolve) => {
    const script = `${prelude}exec "$0" "$@"`;
    const child = spawn('bash', ['-c', script, process.execPath, BIN, ...argv], {
      env,
      cwd: tmpdir(),
      stdio: ['ignore', fd, 'pipe'],
    });
    let err = '';
    const timer = setTimeout(() => child.kill('SIGKILL'), T);
    child.stderr!.on('data', (d) => (err += d));
    child.on('close', (code) => {
      clearTimeout(timer);
      closeSync(fd);
      resolve({ code, err });
    });
  });
}

function errorLine(err: string): string {
  const lines = err.split('\n').filter((l) => l && !/^pdfspec: (compiling|waiting for another)/.test(l));
  expect(lines, err).toHaveLength(1);
  expect(lines[0]).not.toMatch(STACK);
  return lines[0]!;
}

describe.skipIf(!haveSamples)('hardening: output is never cut without a word', () => {
  const full: Record<string, number> = {};
  beforeAll(async () => {
    ensureBuilt();
    tmp = mkdtempSync(join(tmpdir(), 'pdfspec-output-'));
    const specDir = join(tmp, 'specs');
    mkdirSync(specDir);
    await copySamples(SAMPLES, specDir);
    env = baseEnv(specDir, join(tmp, 'cache'));
    for (const argv of CASES) {
      const r = await runCli(argv, env, { timeoutMs: T });
      expect(r.code, r.err).toBe(0);
      full[argv.join(' ')] = Buffer.byteLength(r.out);
    }
  }, 120_000);

  afterAll(() => {
    if (tmp) rmSync(tmp, { recursive: true, force: true });
  });

  describe.skipIf(!haveBash)('a file that stops growing after 1 KiB (ulimit -f: EFBIG)', () => {
    it.each(LABELLED)(
      'pdfspec %s: exit 5, one line',
      async (_label, argv) => {
        expect(full[argv.join(' ')]).toBeGreaterThan(2048);
        const file = join(tmp, `ulimit-${argv.join('_').replace(/\W/g, '')}`);
        const r = await runToFile(argv, file, 'ulimit -f 1 && ');
        expect(statSync(file).size).toBeLessThan(full[argv.join(' ')]!);
        expect([r.code, errorLine(r.err)]).toEqual([5, 'pdfspec: cannot write output: file too large']);
      },
      T,
    );
  });

  describe('a full file system (64 KiB tmpfs: ENOSPC)', () => {
    let mnt = '';
    beforeAll(() => {
      if (!isRoot) return;
      mnt = join(tmp, 'tmpfs');
      mkdirSync(mnt);
      if (spawnSync('mount', ['-t', 'tmpfs', '-o', 'size=64k', 'tmpfs', mnt], { stdio: 'ignore' }).status !== 0)
        mnt = '';
    });
    afterAll(() => {
      if (mnt) spawnSync('umount', [mnt], { stdio: 'ignore' });
    });

    it.each(LABELLED.slice(0, 3))(
      'pdfspec %s: exit 5, one line',
      async (_label, argv) => {
        if (!mnt) {
          console.warn('test/hardening-output.test.ts: tmpfs case SKIPPED — cannot mount a tmpfs here (not root?)');
          return;
        }
        for (const name of readdirSync(mnt)) rmSync(join(mnt, name));
        writeFileSync(join(mnt, 'filler'), Buffer.alloc(60 * 1024)); // 4 KiB left
        const r = await runToFile(argv, join(mnt, 'out'));
        expect(statSync(join(mnt, 'out')).size).toBeLessThan(full[argv.join(' ')]!);
        expect([r.code, errorLine(r.err)]).toEqual([5, 'pdfspec: cannot write output: no space left on device']);
      },
      T,
    );
  });
});
