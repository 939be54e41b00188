import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { makeDir, readRegularFile } from './fs-guards.js';

const dir = mkdtempSync(join(tmpdir(), 'pdfspec-fsguards-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const haveProc = existsSync('/proc/1');
const haveMkfifo = spawnSync('mkfifo', ['--version'], { stdio: 'ignore' }).status === 0;

/** Settles within `ms`, or fails the test instead of hanging it. */
const soon = <T>(p: Promise<T>, ms = 5000) =>
  Promise.race([p, new Promise<never>((_, reject) => setTimeout(() => reject(new Error('hung')), ms))]);

describe('makeDir', () => {
  it('creates the missing levels, and accepts a directory that exists', async () => {
    await makeDir(join(dir, 'a', 'b', 'c'));
    expect(statSync(join(dir, 'a', 'b', 'c')).isDirectory()).toBe(true);
    await makeDir(join(dir, 'a', 'b', 'c'));
  });

  it('fails at once where a parent exists but refuses children (Node recursive mkdir loops for ever there)', async () => {
    if (!haveProc) return console.warn('fs-guards.test.ts: /proc case SKIPPED — no /proc/1');
    await expect(soon(makeDir('/proc/1/pdfspec-cache/models'))).rejects.toMatchObject({ code: 'ENOENT' });
  });

  it('says ENOTDIR when a file is in the way', async () => {
    writeFileSync(join(dir, 'plain'), 'x');
    await expect(makeDir(join(dir, 'plain', 'sub'))).rejects.toMatchObject({ code: 'ENOTDIR' });
  });
});

describe('readRegularFile', () => {
  it('reads a file', async () => {
    writeFileSync(join(dir, 'f.json'), '{"a":1}');
    expect((await readRegularFile(join(dir, 'f.json'))).toString()).toBe('{"a":1}');
  });

  it('refuses a FIFO at once instead of waiting for a writer', async () => {
    if (!haveMkfifo) return console.warn('fs-guards.test.ts: FIFO case SKIPPED — mkfifo not available');
    expect(spawnSync('mkfifo', [join(dir, 'hashes.json')]).status).toBe(0);
    await expect(soon(readRegularFile(join(dir, 'hashes.json')))).rejects.toMatchObject({ code: 'EINVAL' });
  });
});
