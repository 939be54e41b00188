/**
 * `npm install -g /path/to/checkout`, as the README tells a user to install
 * before pdfspec is on the npm registry: from a fresh clone (no node_modules,
 * no dist/, no samples) into a temp prefix. npm links the folder and runs its
 * `prepare`, which has to install its own build tools there (a global install
 * gives it none) and build; the installed command must then answer. The
 * tarball route is test/install.test.ts; git URLs: tools/check-install.sh.
 *
 * Needs the npm registry (or npm's cache), and git; takes a minute or two.
 */
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, realpathSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from './support/fixture-paths.js';

const run = promisify(execFile);

/** The parent `npm test` passes its npm_* settings down; an install into a temp prefix must not see them. */
function cleanEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [k, v] of Object.entries(process.env))
    if (!/^npm_/i.test(k) && k !== 'PDF_SPEC_DIR' && k !== 'PDFSPEC_CACHE_DIR') env[k] = v;
  return { ...env, ...extra };
}

const work = mkdtempSync(join(tmpdir(), 'pdfspec-install-checkout-'));
afterAll(() => rmSync(work, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 }));

describe('npm install -g of a fresh checkout', () => {
  it('builds in the checkout without dev dependencies given, and installs a working pdfspec', async () => {
    const clone = join(work, 'pdfspec');
    const prefix = join(work, 'prefix');
    await run('git', ['clone', '--quiet', '--no-hardlinks', REPO_ROOT, clone], { env: cleanEnv() });
    expect(existsSync(join(clone, 'dist'))).toBe(false);
    await run('npm', ['install', '-g', '--prefix', prefix, clone, '--no-audit', '--no-fund', '--loglevel=error'], {
      cwd: work,
      env: cleanEnv(),
      maxBuffer: 64 << 20,
    });
    // The command and the package it links to exist (a failed prepare left a link to nothing).
    const bin = join(prefix, 'bin', 'pdfspec');
    expect(realpathSync(join(prefix, 'lib', 'node_modules', 'pdfspec'))).toBe(realpathSync(clone));
    expect(existsSync(join(clone, 'dist', 'pdfspec.js'))).toBe(true);
    const env = cleanEnv({ PDFSPEC_CACHE_DIR: join(work, 'cache'), HOME: work, NO_COLOR: '1' });
    const version = await run(bin, ['--version'], { env, cwd: work });
    expect(version.stdout.trim()).toMatch(/^\d+\.\d+\.\d+/);
    const { stdout } = await run(bin, ['search', 'logical content order', '--spec', 'sample20'], { env, cwd: work });
    expect(stdout.split('\n')[0]).toMatch(/^sample20\t4\.2\t/);
  }, 600_000);
});
