/**
 * The terminal UI in a real terminal: the built binary runs in a tmux session
 * of 80×24, keys are sent with send-keys and the screen is read back with
 * capture-pane. Same flows as the ink-testing-library tests, on the bundled
 * sample (sample20, with sample17 for the diff).
 *
 * Needs tmux, the build (dist/) and the sample (corpus/sample/, built by
 * `npm install`); without them the suite is skipped with a message saying why.
 * The last 80×24 screen of the search flow is written to
 * test/fixtures/out/tui-capture.txt (the README's capture comes from there).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageLabelsPdf } from './support/hostile-pdfs.js';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const BIN = join(ROOT, 'bin', 'pdfspec.js');
const SAMPLE = join(ROOT, 'corpus', 'sample', 'sample20.pdf');

function hasTmux(): boolean {
  try {
    execFileSync('tmux', ['-V'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

const missing = [
  hasTmux() ? null : 'tmux is not installed',
  existsSync(join(ROOT, 'dist', 'pdfspec.js')) ? null : 'the build is missing (npm run build)',
  existsSync(SAMPLE) ? null : 'the bundled sample is missing (npm run prepare)',
].filter((x): x is string => x !== null);
if (missing.length) console.warn(`[tui-tmux] skipped: ${missing.join('; ')}`);

const SOCKET = `pdfspec-tui-${process.pid}`;
const tmux = (...args: string[]) => execFileSync('tmux', ['-L', SOCKET, ...args], { encoding: 'utf8' });
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

let session = 0;
let cacheDir = '';
let specDir = '';

/** Start `pdfspec browse …` in a fresh 80×24 session; returns its name. */
function start(args: string[], env: Record<string, string> = {}): string {
  const name = `s${++session}`;
  const vars = { PDF_SPEC_DIR: specDir, PDFSPEC_CACHE_DIR: cacheDir, TERM: 'xterm-256color', ...env };
  // Ink draws nothing interactive when it thinks it runs in CI, so CI is unset;
  // after quitting, the shell prints a marker with the exit code.
  const cmd = `env -u CI -u CONTINUOUS_INTEGRATION ${Object.entries(vars)
    .map(([k, v]) => `${k}='${v}'`)
    .join(' ')} node '${BIN}' ${args.join(' ')}; echo "EXITED:$?"; sleep 60`;
  tmux('new-session', '-d', '-s', name, '-x', '80', '-y', '24', cmd);
  return name;
}

const capture = (name: string, colour = false) => tmux('capture-pane', '-p', ...(colour ? ['-e'] : []), '-t', name);
const keys = (name: string, ...k: string[]) => tmux('send-keys', '-t', name, ...k);
/** Send literal text (tmux delivers it as one burst, like a paste). */
const text = (name: string, s: string) => tmux('send-keys', '-t', name, '-l', s);

async function waitFor(
  name: string,
  check: string | RegExp | ((screen: string) => boolean),
  timeoutMs = 30_000,
): Promise<string> {
  const until = Date.now() + timeoutMs;
  const ok =
    typeof check === 'function'
      ? check
      : (screen: string) => (typeof check === 'string' ? screen.includes(check) : check.test(screen));
  for (;;) {
    const screen = capture(name);
    if (ok(screen)) return screen;
    if (Date.now() > until) throw new Error(`timed out waiting for ${String(check)}; screen:\n${screen}`);
    await sleep(100);
  }
}

const widest = (screen: string) => Math.max(...screen.split('\n').map((l) => [...l].length));

describe.skipIf(missing.length > 0)('terminal UI in tmux (80×24, sample20)', () => {
  beforeAll(async () => {
    cacheDir = mkdtempSync(join(tmpdir(), 'pdfspec-tui-cache-'));
    specDir = mkdtempSync(join(tmpdir(), 'pdfspec-tui-specs-'));
    // Compile the sample once, so each flow starts from a warm cache.
    execFileSync('node', [BIN, 'structure', '--spec', 'sample20'], {
      env: { ...process.env, PDF_SPEC_DIR: specDir, PDFSPEC_CACHE_DIR: cacheDir },
      stdio: 'ignore',
    });
    execFileSync('node', [BIN, 'structure', '--spec', 'sample17'], {
      env: { ...process.env, PDF_SPEC_DIR: specDir, PDFSPEC_CACHE_DIR: cacheDir },
      stdio: 'ignore',
    });
  });

  afterAll(() => {
    try {
      tmux('kill-server');
    } catch {
      // no server left
    }
    rmSync(cacheDir, { recursive: true, force: true });
    rmSync(specDir, { recursive: true, force: true });
  });

  it('starts with no arguments on a terminal, on the best available spec, and says so', async () => {
    const s = start([]);
    const screen = await waitFor(s, /4 Principles/);
    expect(screen).toMatch(/^ pdfspec +sample20 · \d+ sections/m);
    expect(screen).toMatch(/^! iso32000-2 .*sample20/m);
    keys(s, 'q');
    await waitFor(s, 'EXITED:0');
  });

  it('refuses bad input with one line and exit code 2', async () => {
    const s = start(['browse', "--spec ''"]);
    const screen = await waitFor(s, 'EXITED:2');
    expect(screen).toMatch(/^pdfspec: invalid --spec: got ""; expected a non-empty string/m);
  });

  it('opens a section from the tree', async () => {
    const s = start(['browse', '--spec', 'sample20']);
    await waitFor(s, /4 Principles/);
    // Foreword, Introduction, 1, 2, 3, 4 → onto "4 Principles", expand, 4.1, 4.2, open.
    keys(s, 'Down', 'Down', 'Down', 'Down', 'Down', 'Right', 'Down', 'Down', 'Enter');
    // Ink may show a frame with the pane already on 4.2 and the cursor still on its way, and the requirement
    // markers arrive with their own request: wait for all three (under load the section can come first).
    const screen = await waitFor(
      s,
      (sc) =>
        sc.includes('§ 4.2 Logical content order') && /▶\s+4\.2 Logical content/.test(sc) && sc.includes('[SHALL]'),
    );
    expect(screen).toContain('[SHALL]');
    expect(widest(screen)).toBeLessThanOrEqual(80);
    keys(s, 'q');
    await waitFor(s, 'EXITED:0');
  });

  it('searches "logical content order" and jumps to the hit', async () => {
    const s = start(['browse', '--spec', 'sample20']);
    await waitFor(s, /4 Principles/);
    text(s, '/logical content order');
    const results = await waitFor(s, /\d+ of \d+ results for "logical content order"/);
    expect(results).toMatch(/› \S+ .*p\. \d+/);
    mkdirSync(join(ROOT, 'test', 'fixtures', 'out'), { recursive: true });
    writeFileSync(join(ROOT, 'test', 'fixtures', 'out', 'tui-capture-search.txt'), results);
    keys(s, 'Enter');
    const screen = await waitFor(s, /hit 1\/\d+/);
    expect(screen).toMatch(/§ \S+/);
    writeFileSync(join(ROOT, 'test', 'fixtures', 'out', 'tui-capture.txt'), screen);
    keys(s, 'q');
    await waitFor(s, 'EXITED:0');
  });

  it('opens the diff and sees the renamed section side by side', async () => {
    const s = start(['browse', '--spec', 'sample20']);
    await waitFor(s, /4 Principles/);
    keys(s, 'd');
    await waitFor(s, 'compare sample17 → sample20');
    keys(s, 'f');
    text(s, '7.2');
    keys(s, 'Enter');
    const list = await waitFor(s, (screen) => screen.includes('filter: 7.2') && screen.includes('[renamed]'));
    expect(list).toContain('~ 7.2      7.2      [renamed] Pagination artifacts ⇒ Pagination artifact');
    expect(list).not.toContain('[same] Scope');
    keys(s, 'Enter');
    const side = await waitFor(
      s,
      (screen) =>
        screen.includes('sample17: 7.2 Pagination artifacts') && screen.includes('sample20: 7.2 Pagination artifact'),
    );
    expect(side).not.toContain('loading');
    expect(widest(side)).toBeLessThanOrEqual(80);
    keys(s, 'q');
    await waitFor(s, 'EXITED:0');
  });

  it('fuzzy-jumps to a table', async () => {
    const s = start(['browse', '--spec', 'sample20']);
    await waitFor(s, /4 Principles/);
    keys(s, ':');
    text(s, 'Table 2');
    await waitFor(s, /› tbl\s+Table 2/);
    keys(s, 'Enter');
    const screen = await waitFor(s, '§ 7.2 Pagination artifact');
    expect(screen).toContain('Table 2 — Artifact types');
    expect(screen).toMatch(/┌─+┬/);
    expect(widest(screen)).toBeLessThanOrEqual(80);
    keys(s, 'q');
    await waitFor(s, 'EXITED:0');
  });

  it('follows a resize and quits with Ctrl-C, restoring the screen', async () => {
    const s = start(['browse', '4.2', '--spec', 'sample20']);
    await waitFor(s, '§ 4.2 Logical content order');
    tmux('resize-window', '-t', s, '-x', '120', '-y', '40');
    const big = await waitFor(s, (screen) => widest(screen) > 100);
    expect(widest(big)).toBeLessThanOrEqual(120);
    expect(big.split('\n').filter((l) => l.includes('│')).length).toBeGreaterThan(30);
    tmux('resize-window', '-t', s, '-x', '50', '-y', '20');
    const narrow = await waitFor(s, (screen) => widest(screen) <= 50 && screen.includes('§ 4.2 Logical content order'));
    expect(widest(narrow)).toBeLessThanOrEqual(50);
    expect(narrow).toContain('§ 4.2 Logical content order');
    keys(s, 'C-c');
    const after = await waitFor(s, 'EXITED:0');
    // Back on the normal screen: the UI is gone, the shell's line is there.
    expect(after).not.toContain('§ 4.2');
  });

  it('takes any input: a 10 KB burst into search, a bracketed paste with ESC[31m and line breaks, 2,000 keys', async () => {
    const s = start(['browse', '--spec', 'sample20']);
    await waitFor(s, /4 Principles/);
    keys(s, '/');
    text(s, 'logical content order '.repeat(466));
    await waitFor(s, 'at most 200 characters: the rest was left out');
    keys(s, 'C-u');
    tmux('set-buffer', '-b', 'hostile', 'logical\u001b[31m content\n\torder');
    tmux('paste-buffer', '-p', '-b', 'hostile', '-t', s);
    await waitFor(s, /\d+ of \d+ results for "logical content order"/);
    keys(s, 'Escape');
    await waitFor(s, /· browse/);
    keys(s, 'Tab');
    keys(s, '-N', '2000', 'j');
    keys(s, '-N', '700', 'PageDown');
    keys(s, '-N', '2000', 'k');
    keys(s, '?');
    const help = await waitFor(s, /· help/, 20_000);
    expect(help).not.toContain('internal error');
    keys(s, 'q');
    await waitFor(s, 'EXITED:0');
  });

  describe('a file whose page labels are two million characters each (/S /R /St 2000000000)', () => {
    let labelDir = '';
    beforeAll(() => {
      labelDir = mkdtempSync(join(tmpdir(), 'pdfspec-tui-labels-'));
      writeFileSync(join(labelDir, 'roman.pdf'), pageLabelsPdf(56, '/S /R /St 2000000000'));
    });
    afterAll(() => rmSync(labelDir, { recursive: true, force: true }));
    /** The pid of the pdfspec process in a session (the pane runs a shell whose child it is). */
    const nodePid = (name: string) => {
      const shell = tmux('list-panes', '-t', name, '-F', '#{pane_pid}').trim();
      return Number(readFileSync(`/proc/${shell}/task/${shell}/children`, 'utf8').trim().split(/\s+/)[0]);
    };

    it.each([
      ['q', 'EXITED:0'],
      ['SIGTERM', 'EXITED:143'],
      ['SIGHUP', 'EXITED:129'],
    ])(
      'loads it, shows it and ends on %s, while compiling and after',
      async (stop, exited) => {
        for (const when of ['compiling', 'loaded']) {
          const cache = mkdtempSync(join(tmpdir(), 'pdfspec-tui-labels-cache-'));
          const s = start(['browse', '--spec', 'roman'], { PDF_SPEC_DIR: labelDir, PDFSPEC_CACHE_DIR: cache });
          if (when === 'compiling') await waitFor(s, /compiling roman|Loading structure/);
          else await waitFor(s, /roman · \d+ sections/, 60_000);
          if (stop === 'q') keys(s, 'q');
          else process.kill(nodePid(s), stop as NodeJS.Signals);
          await waitFor(s, exited, 10_000);
          rmSync(cache, { recursive: true, force: true });
        }
      },
      120_000,
    );
  });

  it('respects NO_COLOR: markers in text, no colour codes', async () => {
    const s = start(['browse', '4.2', '--spec', 'sample20'], { NO_COLOR: '1' });
    await waitFor(s, '[SHALL]');

    const sgr = [...capture(s, true).matchAll(/\u001B\[([0-9;]*)m/g)].map((m) => m[1] ?? '');
    const colours = sgr.filter((p) => p.split(';').some((n) => /^(3[0-8]|4[0-8]|9[0-7]|10[0-7])$/.test(n)));
    expect(colours).toEqual([]);
    keys(s, 'q');
    await waitFor(s, 'EXITED:0');
  });

  describe('the pager for long human output', () => {
    let pagerDir = '';
    const fakePager = () => {
      pagerDir ||= mkdtempSync(join(tmpdir(), 'pdfspec-pager-'));
      const script = join(pagerDir, 'pager.sh');
      // Records that it ran, with the LESS it got, and what it was given; shows nothing.
      writeFileSync(script, `#!/bin/sh\n{ echo "PAGER LESS=$LESS"; cat; } > '${join(pagerDir, 'paged.txt')}'\n`, {
        mode: 0o755,
      });
      rmSync(join(pagerDir, 'paged.txt'), { force: true });
      return script;
    };
    const paged = () =>
      existsSync(join(pagerDir, 'paged.txt')) ? readFileSync(join(pagerDir, 'paged.txt'), 'utf8') : null;
    afterAll(() => rmSync(pagerDir, { recursive: true, force: true }));

    it('pages output longer than the terminal through $PAGER', async () => {
      const s = start(['structure', '--spec', 'sample20'], { PAGER: fakePager() });
      await waitFor(s, 'EXITED:0');
      const text = paged();
      expect(text).toMatch(/^PAGER LESS=FRX\n/);
      expect(text).toContain('4.2');
      expect(text!.split('\n').length).toBeGreaterThan(24);
    });

    it('writes short output, --no-pager output and piped output straight out', async () => {
      for (const [args, pipe] of [
        [['section', '1', '--spec', 'sample20'], false],
        [['structure', '--spec', 'sample20', '--no-pager'], false],
        [['structure', '--spec', 'sample20'], true],
      ] as const) {
        const script = fakePager();
        const s = start(pipe ? [...args, '| cat'] : [...args], { PAGER: script });
        const screen = await waitFor(s, 'EXITED:0');
        expect(paged(), args.join(' ')).toBeNull();
        expect(screen).toMatch(/\d/);
      }
    });

    it('writes the text itself when the pager cannot be started', async () => {
      const s = start(['structure', '--spec', 'sample20'], { PAGER: '/nonexistent/pager' });
      const screen = await waitFor(s, 'EXITED:0');
      expect(screen).toMatch(/7\.2 +Pagination artifact/);
    });
  });
});
