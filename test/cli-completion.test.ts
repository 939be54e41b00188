/**
 * The completion scripts as a shell runs them: `pdfspec completion bash` sourced
 * into bash (and the fish script into fish, where fish is installed), with the
 * built pdfspec on PATH. Tab completes by prefix, and `completion <Tab>` offers
 * the shells.
 */
import { execFile, execFileSync } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BIN, ensureBuilt } from './support/mcp-harness.js';

let binDir = '';
let env: NodeJS.ProcessEnv = {};

beforeAll(() => {
  ensureBuilt();
  // The scripts call `pdfspec` by name, as an installed one would be.
  binDir = mkdtempSync(join(tmpdir(), 'pdfspec-completion-'));
  writeFileSync(join(binDir, 'pdfspec'), `#!/bin/sh\nexec "${process.execPath}" "${BIN}" "$@"\n`);
  chmodSync(join(binDir, 'pdfspec'), 0o755);
  env = { ...process.env, PATH: `${binDir}${delimiter}${process.env.PATH ?? ''}`, NO_COLOR: '1' };
});
afterAll(() => rmSync(binDir, { recursive: true, force: true }));

const shellRun = (shell: string, script: string) =>
  new Promise<string[]>((resolve, reject) =>
    execFile(shell, ['-c', script], { env, timeout: 60_000 }, (err, stdout, stderr) =>
      err ? reject(new Error(`${shell} failed: ${stderr}`)) : resolve(stdout.split('\n').filter(Boolean)),
    ),
  );

/** What bash's Tab offers for the words (the last is the one being completed). */
const bashTab = (...words: string[]) =>
  shellRun(
    'bash',
    `source <(pdfspec completion bash)
COMP_WORDS=(${words.map((w) => `'${w}'`).join(' ')}); COMP_CWORD=${words.length - 1}
_pdfspec_complete; printf '%s\\n' "\${COMPREPLY[@]}"`,
  );

const haveFish = () => {
  try {
    return execFileSync('fish', ['--version'], { stdio: 'ignore' }) !== undefined;
  } catch {
    return false;
  }
};

describe('bash completion', () => {
  it('completes a command by its prefix: `se` offers search, section and serve, not browse', async () => {
    expect((await bashTab('pdfspec', 'se')).sort()).toEqual(['search', 'section', 'serve']);
    expect(await bashTab('pdfspec', 'brow')).toEqual(['browse']);
  }, 60_000);

  it('offers the shells after `completion`', async () => {
    expect(await bashTab('pdfspec', 'completion', '')).toEqual(['bash', 'zsh', 'fish']);
    expect(await bashTab('pdfspec', 'completion', 'f')).toEqual(['fish']);
  }, 60_000);

  it('completes options and option values by prefix too', async () => {
    expect(await bashTab('pdfspec', 'search', '--ca')).toEqual(['--case-sensitive']);
    expect(await bashTab('pdfspec', 'requirements', '--level', 'shall')).toEqual(['shall', 'shall\\ not']); // quoted for the command line
  }, 60_000);
});

describe.skipIf(!haveFish())('fish completion', () => {
  it('completes by prefix and offers the shells after `completion`', async () => {
    const tab = (line: string) =>
      shellRun('fish', `pdfspec completion fish | source; complete -C "${line}"`).then((lines) =>
        lines.map((l) => l.split('\t')[0]),
      );
    expect((await tab('pdfspec se')).sort()).toEqual(['search', 'section', 'serve']);
    expect((await tab('pdfspec completion ')).sort()).toEqual(['bash', 'fish', 'zsh']);
  }, 60_000);
});
