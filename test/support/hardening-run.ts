/**
 * Running the built `pdfspec` as a user would, for the hardening tests: one
 * process per call, a kill timer so nothing can hang a test, and optionally as
 * an unprivileged user — root reads any file whatever its mode, so the
 * "unreadable file" case needs a non-root process (setpriv, util-linux).
 */
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { BIN, ROOT } from './mcp-harness.js';

export interface CliRun {
  code: number | null;
  signal: NodeJS.Signals | null;
  out: string;
  err: string;
  timedOut: boolean;
}

export const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;

/** nobody:nogroup, used to drop root so that file modes apply. */
export const NOBODY = { uid: 65534, gid: 65534 };

/** Whether `setpriv` can run node as nobody here (root, util-linux present, repo readable by others). */
export const canDropRoot: boolean =
  isRoot &&
  spawnSync(
    'setpriv',
    [`--reuid=${NOBODY.uid}`, `--regid=${NOBODY.gid}`, '--clear-groups', process.execPath, '-e', 'process.exit(0)'],
    { stdio: 'ignore' },
  ).status === 0;

/** Command and argv that run `pdfspec …`, as nobody when asked. */
export function command(argv: string[], asNobody = false): [string, string[]] {
  if (!asNobody) return [process.execPath, [BIN, ...argv]];
  return [
    'setpriv',
    [`--reuid=${NOBODY.uid}`, `--regid=${NOBODY.gid}`, '--clear-groups', process.execPath, BIN, ...argv],
  ];
}

export function baseEnv(specDir: string, cacheDir: string, extra: Record<string, string> = {}): Record<string, string> {
  return {
    PATH: process.env.PATH ?? '',
    HOME: tmpdir(),
    PDF_SPEC_DIR: specDir,
    PDFSPEC_CACHE_DIR: cacheDir,
    NO_COLOR: '1',
    ...extra,
  };
}

export function runCli(
  argv: string[],
  env: Record<string, string>,
  opts: { asNobody?: boolean; timeoutMs?: number; onSpawn?: (pid: number) => void } = {},
): Promise<CliRun> {
  const [cmd, args] = command(argv, opts.asNobody);
  return new Promise((done, fail) => {
    const child = spawn(cmd, args, { cwd: tmpdir(), env, stdio: ['ignore', 'pipe', 'pipe'] });
    if (child.pid) opts.onSpawn?.(child.pid);
    let out = '';
    let err = '';
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill('SIGKILL');
    }, opts.timeoutMs ?? 120_000);
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (err += d));
    child.on('error', fail);
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      done({ code, signal, out, err, timedOut });
    });
  });
}

/** `pdfspec serve` with the SDK client, optionally as nobody. */
export async function startMcp(
  env: Record<string, string>,
  asNobody = false,
): Promise<{ client: Client; stderr: () => string; close: () => Promise<void> }> {
  const [cmd, args] = command(['serve'], asNobody);
  const transport = new StdioClientTransport({ command: cmd, args, env, cwd: ROOT, stderr: 'pipe' });
  let stderr = '';
  transport.stderr?.on('data', (d: Buffer) => (stderr += d.toString()));
  const client = new Client({ name: 'pdfspec-hardening', version: '0' });
  await client.connect(transport);
  return { client, stderr: () => stderr, close: () => client.close() };
}

export const RAW_CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/;
/** A JavaScript stack frame or an uncaught error's name at the start of a line. */
export const STACK = /\n\s+at |\bat [^\s]+ \(?[^\s]*:\d+:\d+\)?|^(Type|Reference|Syntax|Range)Error\b/m;

/**
 * Private copies of the bundled samples in `specDir`: they take the sample17
 * and sample20 ids (PDF_SPEC_DIR is scanned before the package's own copies),
 * so a concurrent `npm run prepare` rewriting corpus/sample cannot change the
 * files under a running test. A copy is taken only when it is a whole PDF.
 */
export async function copySamples(samplesDir: string, specDir: string, ids = ['sample17', 'sample20']): Promise<void> {
  for (const id of ids) {
    for (let attempt = 0; ; attempt++) {
      const bytes = readFileSync(join(samplesDir, `${id}.pdf`));
      const whole =
        bytes.subarray(0, 5).toString('latin1') === '%PDF-' && bytes.subarray(-32).toString('latin1').includes('%%EOF');
      if (whole) {
        writeFileSync(join(specDir, `${id}.pdf`), bytes);
        break;
      }
      if (attempt >= 20) throw new Error(`${id}.pdf in ${samplesDir} is not a whole PDF (being rebuilt?)`);
      await new Promise((r) => setTimeout(r, 250));
    }
  }
}

/** `fn` over `items`, at most `n` at a time; results in the order of `items`. */
export async function pool<T, R>(items: readonly T[], n: number, fn: (t: T) => Promise<R>): Promise<R[]> {
  const out: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: n }, async () => {
      while (next < items.length) {
        const i = next++;
        out[i] = await fn(items[i]!);
      }
    }),
  );
  return out;
}
