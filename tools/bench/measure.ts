/** Runs a whole process and measures wall time and peak RSS — the unit every benchmark row is made of. */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { repoRoot } from '../fixtures/locations.js';
import { performance } from 'node:perf_hooks';

export const ROOT = repoRoot();

/**
 * The node binary every measured process runs on (`--node PATH`; default the
 * one running the bench). Floors (`node -e 0`) and the bare pdf.js pass use it
 * too, so each ratio compares two processes of the same Node.
 */
let NODE = process.execPath;
export const nodeBin = () => NODE;
export function setNodeBin(path: string): void {
  NODE = path;
}
const REPORTER = join(ROOT, 'tools', 'bench', 'rss-reporter.cjs');

export interface RunResult {
  ms: number;
  /** Peak RSS in MiB of the process tree's node process (null for non-node commands). */
  rssMiB: number | null;
  code: number | null;
  stdout: string;
  stderr: string;
}

export async function run(
  cmd: string,
  args: string[],
  env: NodeJS.ProcessEnv = {},
  opts: { input?: string } = {},
): Promise<RunResult> {
  const dir = mkdtempSync(join(tmpdir(), 'pdfspec-rss-'));
  const rssFile = join(dir, 'rss');
  const isNode = cmd === NODE || cmd === process.execPath || cmd === 'node';
  const childEnv: NodeJS.ProcessEnv = { ...process.env, ...env, NO_COLOR: '1' };
  if (isNode) {
    childEnv.NODE_OPTIONS = `${env.NODE_OPTIONS ?? ''} --require ${REPORTER}`.trim();
    childEnv.PDFSPEC_BENCH_RSS_FILE = rssFile;
  }
  const t0 = performance.now();
  const child = spawn(isNode ? NODE : cmd, args, { env: childEnv, stdio: ['pipe', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (d) => (stdout += d));
  child.stderr.setEncoding('utf8').on('data', (d) => (stderr += d));
  // A child that exits without reading its input (`node -e 0`) closes the pipe first: not an error.
  child.stdin.on('error', () => undefined);
  child.stdin.end(opts.input ?? '');
  const code: number | null = await new Promise((res) => child.on('close', (c) => res(c)));
  const ms = performance.now() - t0;
  let rssMiB: number | null = null;
  try {
    const kib = readFileSync(rssFile, 'utf8').trim().split('\n').map(Number);
    rssMiB = Math.max(...kib) / 1024;
  } catch {
    /* not a node process, or it died before exit */
  }
  rmSync(dir, { recursive: true, force: true });
  return { ms, rssMiB, code, stdout, stderr };
}

export function stats(values: number[]): { median: number; p95: number; min: number } {
  const s = [...values].sort((a, b) => a - b);
  const at = (q: number) => s[Math.min(s.length - 1, Math.ceil(q * s.length) - 1)]!;
  return { median: at(0.5), p95: at(0.95), min: s[0]! };
}

export const fmtMs = (ms: number) =>
  ms >= 10_000 ? `${(ms / 1000).toFixed(1)} s` : ms >= 1000 ? `${(ms / 1000).toFixed(2)} s` : `${ms.toFixed(0)} ms`;
export const fmtMiB = (m: number | null) => (m == null ? '–' : `${m.toFixed(0)} MiB`);
