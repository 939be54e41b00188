/**
 * pdfspec installed the way a user installs it: `npm pack` (which runs
 * `prepack`: the build and the samples), then `npm install -g --prefix DIR`
 * of the tarball from an empty folder, with the npm registry as the only
 * source of dependencies. pdf.js's optional canvas (a native module that only
 * draws) is then removed from the installed tree, as a local install with
 * --omit=optional or a platform without its binary leaves it out (npm installs
 * optional dependencies of a global install regardless). The installed
 * command must answer a search from the bundled samples — reading them with
 * pdf.js and saying nothing of the canvas — serve MCP tools/list, and draw the
 * terminal UI. test/install-checkout.test.ts keeps the canvas.
 *
 * Needs the npm registry (or npm's cache): an install that fails fails the
 * test, loudly. The terminal UI part needs tmux and is skipped with a message
 * without it. Uses npm's usual cache, so a warm machine installs in seconds.
 */
import { execFile, execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOOLS } from '../src/mcp/tools/index.js';
import { REPO_ROOT } from './support/fixture-paths.js';

const run = promisify(execFile);

/** The parent `npm test` passes its npm_* settings down; an install into DIR must not see them. */
function cleanEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [k, v] of Object.entries(process.env))
    if (!/^npm_/i.test(k) && k !== 'PDF_SPEC_DIR' && k !== 'PDFSPEC_CACHE_DIR') env[k] = v;
  return { ...env, ...extra };
}

function hasTmux(): boolean {
  try {
    execFileSync('tmux', ['-V'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

let work = '';
let prefix = '';
let bin = '';
let tarball = '';
/** Every spec folder and cache the installed command sees is empty and private to this test. */
let env: NodeJS.ProcessEnv = {};

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'pdfspec-install-'));
  prefix = join(work, 'prefix');
  const empty = join(work, 'empty');
  mkdirSync(empty);
  await run('npm', ['pack', '--pack-destination', work, '--silent'], {
    cwd: REPO_ROOT,
    env: cleanEnv(),
    maxBuffer: 16 << 20,
  });
  const packed = readdirSync(work).filter((f) => /^pdfspec-.*\.tgz$/.test(f));
  expect(packed).toHaveLength(1);
  tarball = join(work, packed[0]!);
  await run('npm', ['install', '-g', '--prefix', prefix, tarball, '--no-audit', '--no-fund', '--loglevel=error'], {
    cwd: empty,
    env: cleanEnv(),
    maxBuffer: 16 << 20,
  });
  bin = join(prefix, 'bin', 'pdfspec');
  rmSync(join(prefix, 'lib', 'node_modules', 'pdfspec', 'node_modules', '@napi-rs'), { recursive: true, force: true });
  env = cleanEnv({ PDFSPEC_CACHE_DIR: join(work, 'cache'), HOME: work, NO_COLOR: '1' });
}, 300_000);

afterAll(() => {
  if (work) rmSync(work, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 }); // a process just killed in tmux may still be closing files
});

describe('the packed and installed package', () => {
  it('holds the build, the catalogue, the samples and the docs, and no sources, tests or tools', () => {
    const files = execFileSync('tar', ['-tzf', tarball], { encoding: 'utf8' })
      .split('\n')
      .filter(Boolean)
      .map((f) => f.replace(/^package\//, ''));
    for (const f of [
      'package.json',
      'README.md',
      'LICENSE',
      'CHANGELOG.md',
      'bin/pdfspec.js',
      'bin/package.json',
      'dist/pdfspec.js',
      'dist/compile.js',
      'dist/page-text-worker.js',
      'dist/isolated-worker.js',
      'dist/lazy-re2js.cjs',
      'dist/lazy-fuse.cjs',
      'corpus/catalogue.json',
      'corpus/samples.json',
      'corpus/sample/sample17.pdf',
      'corpus/sample/sample20.pdf',
      'corpus/sample/facts.json',
    ]) {
      expect(files).toContain(f);
    }
    expect(files.filter((f) => /^(src|test|tools|components|\.ci|scripts|node_modules)\//.test(f))).toEqual([]);
    expect(files.filter((f) => /\.ts$|\.tsx$|\.map$/.test(f))).toEqual([]);
  });

  it('installs only the runtime dependencies', () => {
    const modules = join(prefix, 'lib', 'node_modules', 'pdfspec', 'node_modules');
    for (const dep of ['pdfjs-dist', 'ink', 'react', '@modelcontextprotocol/sdk'])
      expect(existsSync(join(modules, dep)), dep).toBe(true);
    for (const dev of ['pdfkit', 'vitest', 'typescript', 'esbuild', 'tsx'])
      expect(existsSync(join(modules, dev)), dev).toBe(false);
    // The premise of the search below: pdf.js of the installed tree cannot find its canvas.
    const pdfjs = createRequire(join(modules, 'pdfjs-dist', 'package.json'));
    expect(() => pdfjs.resolve('@napi-rs/canvas')).toThrow(/Cannot find module/);
  });

  it('answers a search from the bundled samples', async () => {
    const { stdout, stderr } = await run(bin, ['search', 'logical content order'], { cwd: work, env });
    expect(stdout.split('\n')[0]).toMatch(/^sample20\t4\.2\t/);
    expect(stderr).toMatch(/sample20/);
    expect(stderr).not.toMatch(/canvas|DOMMatrix|Warning/);
  }, 120_000);

  it('finds the packages it loads on first use (re2js for --regex, fuse.js for "did you mean")', async () => {
    const { stdout } = await run(bin, ['search', 'logical\\s+con\\w+', '--regex', '--spec', 'sample20'], {
      cwd: work,
      env,
    });
    expect(stdout.split('\n')[0]).toMatch(/^sample20\t/);
    const typo = await run(bin, ['serch', 'x'], { cwd: work, env }).then(
      () => '',
      (e: { stderr: string }) => e.stderr,
    );
    expect(typo).toMatch(/did you mean search/);
  }, 120_000);

  it('serves MCP: tools/list names exactly the eight operations', async () => {
    const client = new Client({ name: 'install-test', version: '1.0.0' });
    await client.connect(
      new StdioClientTransport({ command: bin, args: ['serve'], env: env as Record<string, string>, stderr: 'ignore' }),
    );
    try {
      const { tools } = await client.listTools();
      // The eight MCP tools (refs and key are CLI operations, reached over MCP through get_section and get_tables).
      expect(tools.map((t) => t.name).sort()).toEqual(TOOLS.map((t) => t.name).sort());
      expect(tools).toHaveLength(8);
      expect(client.getServerVersion()?.version).toBe(
        JSON.parse(execFileSync('tar', ['-xzOf', tarball, 'package/package.json'], { encoding: 'utf8' })).version,
      );
    } finally {
      await client.close();
    }
  }, 60_000);

  const tmux = hasTmux();
  if (!tmux) console.warn('[install] skipped the terminal UI check: tmux is not installed');
  it.skipIf(!tmux)(
    'draws the terminal UI (browse --spec sample20)',
    async () => {
      const socket = `pdfspec-install-${process.pid}`;
      const t = (...args: string[]) => execFileSync('tmux', ['-L', socket, ...args], { encoding: 'utf8' });
      const vars = `PDFSPEC_CACHE_DIR='${env.PDFSPEC_CACHE_DIR}' HOME='${work}' TERM=xterm-256color`;
      // Ink draws nothing interactive when it believes it runs in CI.
      t(
        'new-session',
        '-d',
        '-s',
        'ui',
        '-x',
        '80',
        '-y',
        '24',
        `env -u CI -u CONTINUOUS_INTEGRATION ${vars} '${bin}' browse --spec sample20; sleep 60`,
      );
      try {
        let screen = '';
        for (const until = Date.now() + 30_000; Date.now() < until; await new Promise((r) => setTimeout(r, 100))) {
          screen = t('capture-pane', '-p', '-t', 'ui');
          if (/4 Principles/.test(screen) && /q:quit/.test(screen)) break;
        }
        expect(screen).toMatch(/^ pdfspec +sample20 · \d+ sections/m);
        expect(screen).toMatch(/4 Principles/);
        t('send-keys', '-t', 'ui', 'q');
      } finally {
        try {
          t('kill-server');
        } catch {
          // already gone
        }
      }
    },
    60_000,
  );
});
