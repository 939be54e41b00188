/**
 * Usage messages of the built binary, as a shell user meets them: `cache` and
 * `help` without a valid command, the version flags, --color beside NO_COLOR
 * and FORCE_COLOR, an unknown spec (suggestions once; other names of a spec
 * are that spec), and `--spec all` where one spec is read. No spec PDFs
 * needed: nothing here compiles.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BIN, ROOT, ensureBuilt } from './support/mcp-harness.js';

const VERSION = (JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { version: string }).version;
const ANSI = /\x1b\[/;
let home = '';

beforeAll(() => {
  ensureBuilt();
  home = mkdtempSync(join(tmpdir(), 'pdfspec-usage-'));
});
afterAll(() => rmSync(home, { recursive: true, force: true }));

function pdfspec(args: string[], env: Record<string, string> = {}) {
  return new Promise<{ code: number | null; out: string; err: string }>((done, fail) => {
    const child = spawn(process.execPath, [BIN, ...args], {
      cwd: home,
      env: { PATH: process.env.PATH ?? '', HOME: home, PDF_SPEC_DIR: home, PDFSPEC_CACHE_DIR: join(home, 'c'), ...env },
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (err += d));
    child.on('error', fail);
    child.on('close', (code) => done({ code, out, err }));
  });
}

/** One line on stderr, nothing on stdout, exit 2. */
const expectUsageError = (r: { code: number | null; out: string; err: string }, message: RegExp) => {
  expect(r.code).toBe(2);
  expect(r.out).toBe('');
  expect(r.err.trimEnd().split('\n')).toHaveLength(1);
  expect(r.err).toMatch(message);
};

describe('usage messages (pdfspec binary)', () => {
  it('`cache` alone or with an unknown subcommand names build, info and clear (exit 2)', async () => {
    expectUsageError(await pdfspec(['cache']), /^pdfspec: give a cache command: build, info or clear/);
    expectUsageError(
      await pdfspec(['cache', 'nosuch']),
      /^pdfspec: unknown cache command "nosuch"; expected build, info or clear/,
    );
  }, 30_000);

  it('`help nosuch` is an unknown command (exit 2); `help search` is search --help', async () => {
    expectUsageError(await pdfspec(['help', 'nosuch']), /^pdfspec: unknown command "nosuch"/);
    expectUsageError(await pdfspec(['help', 'serach']), /did you mean search\?/);
    const help = await pdfspec(['help', 'search']);
    expect(help.code).toBe(0);
    expect(help.out).toMatch(/^pdfspec search \[query\.\.\]/);
  }, 30_000);

  it('prints the version for -v, -V and --version', async () => {
    for (const flag of ['-v', '-V', '--version']) {
      const r = await pdfspec([flag]);
      expect([r.code, r.out, r.err], flag).toEqual([0, `${VERSION}\n`, '']);
    }
  }, 30_000);

  it('prints the version alone without loading the CLI bundle (module resolution traced)', async () => {
    const log = join(home, 'resolved.log');
    const hook = join(home, 'hook.mjs');
    const resolveHook = `import { appendFileSync } from 'node:fs';\nexport async function resolve(s, c, next) { const r = await next(s, c); appendFileSync(${JSON.stringify(log)}, r.url + '\\n'); return r; }`;
    writeFileSync(
      hook,
      `import { register } from 'node:module';\nregister('data:text/javascript,' + encodeURIComponent(${JSON.stringify(resolveHook)}));\n`,
    );
    const traced = async (args: string[]) => {
      writeFileSync(log, '');
      const r = await pdfspec(args, { NODE_OPTIONS: `--import ${hook}` });
      return { ...r, urls: readFileSync(log, 'utf8') };
    };
    // The trace sees the bundle where it is loaded: with another flag beside the version's, and for help.
    expect((await traced(['--help'])).urls).toMatch(/\/dist\/pdfspec\.js/);
    expect((await traced(['--version', '--json'])).urls).toMatch(/\/dist\/pdfspec\.js/);
    const alone = await traced(['--version']);
    expect([alone.code, alone.out, alone.err]).toEqual([0, `${VERSION}\n`, '']);
    expect(alone.urls).not.toMatch(/\/dist\//);
  }, 30_000);

  it('--color=always|never|auto decides colour, over NO_COLOR and FORCE_COLOR; another value is a usage error', async () => {
    expect((await pdfspec(['list-specs', '--color=always'], { NO_COLOR: '1' })).out).toMatch(ANSI);
    expect((await pdfspec(['--color', 'always', 'list-specs'])).out).toMatch(ANSI);
    expect((await pdfspec(['list-specs', '--color=never'], { FORCE_COLOR: '1' })).out).not.toMatch(ANSI);
    expect((await pdfspec(['list-specs', '--color=auto'], { FORCE_COLOR: '1' })).out).toMatch(ANSI);
    expect((await pdfspec(['list-specs', '--color=auto'])).out).not.toMatch(ANSI); // a pipe, not a terminal
    expectUsageError(
      await pdfspec(['list-specs', '--color=sometimes']),
      /^pdfspec: invalid --color: got "sometimes"; expected always, never or auto/,
    );
  }, 60_000);

  it('another name of a spec is that spec; an unknown spec prints its suggestions once', async () => {
    for (const [name, id] of [
      ['iso32000-1', 'pdf17'],
      ['iso-32000-1', 'pdf17'],
      ['pdf20', 'iso32000-2'],
      ['pdf2', 'iso32000-2'],
      ['iso14289-2', 'pdfua2'],
    ]) {
      const r = await pdfspec(['section', '7', '--spec', name!]);
      // No PDFs here: the spec it names is missing (exit 4), not unknown.
      expect([name, r.code, r.err]).toEqual([
        name,
        4,
        expect.stringMatching(new RegExp(`^pdfspec: no file for ${id} `)),
      ]);
    }
    const fromEnv = await pdfspec(['section', '7'], { PDFSPEC_DEFAULT_SPEC: 'iso32000-1' });
    expect(fromEnv.err).not.toMatch(/invalid PDFSPEC_DEFAULT_SPEC/);
    const typo = await pdfspec(['section', '7', '--spec', 'iso32000-3']);
    expect(typo.code).toBe(3);
    expect(typo.err.match(/did you mean/g)).toHaveLength(1);
    expect(typo.err).toMatch(/did you mean iso32000-2/);
  }, 30_000);

  it('--spec all on a command that reads one spec names the commands that take it (exit 2)', async () => {
    expectUsageError(
      await pdfspec(['section', '7', '--spec', 'all']),
      /^pdfspec: --spec all works only with search and key; section reads one spec/,
    );
    expectUsageError(await pdfspec(['requirements', '--spec=all']), /works only with search and key; requirements/);
    // compare's editions are --from and --to: the core says it.
    expectUsageError(
      await pdfspec(['compare', '--from', 'all']),
      /spec "all" is not accepted here: this reads one spec; `pdfspec search` searches every spec/,
    );
  }, 30_000);
});
