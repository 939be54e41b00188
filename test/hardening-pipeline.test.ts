/**
 * A client that pipelines thousands of calls on the real `pdfspec serve`
 * (stdio): after a warm-up of 500 calls, 2,000 more written at once must not
 * grow the server's resident memory by more than a generous bound (its
 * answers held all at once grew it by 190–300 MB), every call is answered
 * once and in full, and no MaxListenersExceededWarning appears. Memory is
 * read from /proc (Linux); elsewhere the test is skipped with a warning.
 */
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BIN, ROOT, SAMPLES, ensureBuilt } from './support/mcp-harness.js';
import { STACK, baseEnv, copySamples } from './support/hardening-run.js';
import { INITIALIZE, INITIALIZED, toolCall } from './support/raw-server.js';

const haveProc = existsSync('/proc/self/status');
if (!haveProc) console.warn("test/hardening-pipeline.test.ts: SKIPPED — no /proc to read the server's memory from");

const WARM_UP = 500;
const CALLS = 2_000;
/** Growth of resident memory allowed over the 2,000 calls after the warm-up (measured: about 35 MB). */
const MAX_GROWTH_MB = 100;
/** A call with a large answer (50 hits with their context), so that answers held at once show. */
const SEARCH = { spec: 'sample20', query: 'the', max_results: 50 };

const rssMb = (pid: number) =>
  Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? NaN) / 1024;

describe.skipIf(!haveProc)('hardening: 2,000 calls pipelined on stdio', () => {
  let tmp = '';
  let child: ChildProcessWithoutNullStreams;
  let stderr = '';
  const answers = new Map<unknown, number>();
  let bad = 0;

  beforeAll(async () => {
    ensureBuilt();
    tmp = mkdtempSync(join(tmpdir(), 'pdfspec-pipeline-'));
    mkdirSync(join(tmp, 'specs'));
    await copySamples(SAMPLES, join(tmp, 'specs'));
    child = spawn(process.execPath, [BIN, 'serve'], {
      cwd: ROOT,
      env: baseEnv(join(tmp, 'specs'), join(tmp, 'cache')),
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let pending = '';
    child.stdout.on('data', (d: Buffer) => {
      pending += d.toString();
      const lines = pending.split('\n');
      pending = lines.pop()!;
      for (const l of lines) {
        const a = JSON.parse(l) as { id: unknown; result?: { isError?: boolean; structuredContent?: unknown } };
        answers.set(a.id, (answers.get(a.id) ?? 0) + 1);
        if (typeof a.id === 'number' && (!a.result || a.result.isError || !a.result.structuredContent)) bad++;
      }
    });
    child.stderr.on('data', (d) => (stderr += d));
    child.stdin.write(`${JSON.stringify(INITIALIZE)}\n${JSON.stringify(INITIALIZED)}\n`);
  }, 60_000);

  afterAll(async () => {
    if (child && child.exitCode === null) {
      const closed = new Promise((r) => child.once('close', r));
      child.stdin.end();
      await closed;
    }
    if (tmp) rmSync(tmp, { recursive: true, force: true });
  });

  /** Write `count` calls at once (ids from `first`), then wait for every answer, sampling memory meanwhile. */
  async function pipeline(first: number, count: number): Promise<number> {
    const lines = Array.from({ length: count }, (_, i) => JSON.stringify(toolCall(first + i, 'search_spec', SEARCH)));
    child.stdin.write(`${lines.join('\n')}\n`);
    let peak = 0;
    const deadline = Date.now() + 240_000;
    while (answers.size < first + count + 1 && Date.now() < deadline && child.exitCode === null) {
      peak = Math.max(peak, rssMb(child.pid!));
      await new Promise((r) => setTimeout(r, 20));
    }
    return peak;
  }

  it('keeps resident memory flat after the warm-up, answers every call once, and warns of no listener leak', async () => {
    await pipeline(0, WARM_UP);
    const base = rssMb(child.pid!);
    const peak = await pipeline(WARM_UP, CALLS);
    for (let id = 0; id < WARM_UP + CALLS; id++) expect([id, answers.get(id)]).toEqual([id, 1]);
    expect(bad).toBe(0);
    expect(
      peak - base,
      `resident memory ${base.toFixed(0)} MB after the warm-up, ${peak.toFixed(0)} MB at peak`,
    ).toBeLessThan(MAX_GROWTH_MB);
    expect(stderr).not.toMatch(/MaxListenersExceededWarning/);
    expect(stderr).not.toMatch(STACK);
  }, 300_000);
});
