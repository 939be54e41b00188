// bin/pdfspec.js turns on Node's module compile cache where the running Node has one
// (module.enableCompileCache, Node ≥ 22.1): the bundle's bytecode lands in NODE_COMPILE_CACHE
// and later runs use it. On an older Node the command runs as before and writes nothing there.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import module from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const bin = join(root, 'bin/pdfspec.js');
const base = mkdtempSync(join(tmpdir(), 'pdfspec-compile-cache-'));
afterAll(() => rmSync(base, { recursive: true, force: true }));

/**
 * `pdfspec --help` (a command that loads the CLI bundle; `--version` alone does not) with the given variables;
 * NODE_DISABLE_COMPILE_CACHE counts as set even when empty, so it is left out unless given.
 */
function helpText(env: NodeJS.ProcessEnv): string {
  const { NODE_DISABLE_COMPILE_CACHE: _, ...inherited } = process.env;
  return execFileSync(process.execPath, [bin, '--help'], { env: { ...inherited, ...env }, encoding: 'utf8' }).trim();
}

const filesUnder = (dir: string): string[] =>
  existsSync(dir)
    ? readdirSync(dir, { recursive: true, withFileTypes: true })
        .filter((d) => d.isFile())
        .map((d) => d.name)
    : [];

describe('module compile cache', () => {
  const hasCache = typeof (module as { enableCompileCache?: unknown }).enableCompileCache === 'function';

  it(`${hasCache ? 'stores the bundle compiled' : 'is left alone on this Node'} (${process.version})`, () => {
    const dir = join(base, 'on');
    const first = helpText({ NODE_COMPILE_CACHE: dir });
    expect(first).toMatch(/^pdfspec <command>/);
    if (hasCache) expect(filesUnder(dir).length).toBeGreaterThan(0);
    else expect(filesUnder(dir)).toEqual([]);
    // A second run reads what the first stored, with the same answer.
    expect(helpText({ NODE_COMPILE_CACHE: dir })).toBe(first);
  });

  it('NODE_DISABLE_COMPILE_CACHE turns it off', () => {
    const dir = join(base, 'off');
    expect(helpText({ NODE_COMPILE_CACHE: dir, NODE_DISABLE_COMPILE_CACHE: '1' })).toMatch(/^pdfspec <command>/);
    expect(filesUnder(dir)).toEqual([]);
  });
});
