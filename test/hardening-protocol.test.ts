/**
 * Malformed JSON-RPC against the real `pdfspec serve`, written straight to its
 * stdin (no SDK client in between, which would refuse to send most of these):
 * lines that are not JSON, invalid envelopes, bad params, 11 MiB lines,
 * arguments nested 100,000 deep. Every request with an id gets exactly one
 * answer with the documented code, lines without a readable id get one answer
 * with id null, stdout carries nothing but JSON-RPC, stderr no stack trace,
 * and the server still answers afterwards.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { protocolCases } from './support/hostile-jsonrpc.js';
import { BIN, ROOT, SAMPLES, ensureBuilt } from './support/mcp-harness.js';
import { STACK, baseEnv, copySamples } from './support/hardening-run.js';

const haveSamples = existsSync(join(SAMPLES, 'sample20.pdf'));
if (!haveSamples)
  console.warn('test/hardening-protocol.test.ts: SKIPPED — bundled samples missing; run `npm run prepare`');

const CASES = protocolCases();
console.log(`hardening-protocol: ${CASES.length} malformed JSON-RPC cases`);

interface Answer {
  jsonrpc: string;
  id: unknown;
  result?: { isError?: boolean; content?: Array<{ text: string }> };
  error?: { code: number; message: string };
}

let tmp = '';

describe.skipIf(!haveSamples)("hardening: malformed JSON-RPC on the server's stdin", () => {
  const answers: Answer[] = [];
  const nonJson: string[] = [];
  let stderr = '';
  let exitCode: number | null = null;

  beforeAll(async () => {
    ensureBuilt();
    tmp = mkdtempSync(join(tmpdir(), 'pdfspec-protocol-'));
    const specDir = join(tmp, 'specs');
    (await import('node:fs')).mkdirSync(specDir);
    await copySamples(SAMPLES, specDir);
    const child = spawn(process.execPath, [BIN, 'serve'], {
      cwd: ROOT,
      env: baseEnv(specDir, join(tmp, 'cache')),
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (stderr += d));
    const closed = new Promise<number | null>((resolve) => child.on('close', (code) => resolve(code)));
    const write = (line: string) =>
      new Promise<void>((resolve) =>
        child.stdin.write(`${line}\n`) ? resolve() : child.stdin.once('drain', () => resolve()),
      );

    await write(
      JSON.stringify({
        jsonrpc: '2.0',
        id: 'init',
        method: 'initialize',
        params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'hostile', version: '0' } },
      }),
    );
    await write(JSON.stringify({ jsonrpc: '2.0', method: 'notifications/initialized' }));
    for (const c of CASES) await write(c.line);
    await write(
      JSON.stringify({
        jsonrpc: '2.0',
        id: 'alive',
        method: 'tools/call',
        params: { name: 'search_spec', arguments: { spec: 'sample20', query: 'reading order' } },
      }),
    );

    // Wait for the last answer (or give up: the assertions below then say what is missing).
    const deadline = Date.now() + 120_000;
    while (Date.now() < deadline && !out.includes('"id":"alive"')) await new Promise((r) => setTimeout(r, 50));
    await new Promise((r) => setTimeout(r, 300)); // any stray second answer would arrive by now
    child.stdin.end();
    const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    exitCode = await closed;
    clearTimeout(timer);
    for (const line of out.split('\n').filter(Boolean)) {
      try {
        answers.push(JSON.parse(line) as Answer);
      } catch {
        nonJson.push(line);
      }
    }
  }, 300_000);

  afterAll(() => {
    if (tmp) rmSync(tmp, { recursive: true, force: true });
  });

  it('writes nothing but JSON-RPC to stdout, and no stack trace to stderr', () => {
    expect(nonJson).toEqual([]);
    expect(answers.every((a) => a.jsonrpc === '2.0')).toBe(true);
    expect(stderr).not.toMatch(STACK);
  });

  it.each(CASES.filter((c) => c.id !== null).map((c) => [c.name, c] as const))(
    '%s: exactly one answer, for its id',
    (_name, c) => {
      const mine = answers.filter((a) => a.id === c.id);
      expect(mine, JSON.stringify(mine).slice(0, 300)).toHaveLength(1);
      const a = mine[0]!;
      if ('rpc' in c.expect) {
        expect(a.error?.code).toBe(c.expect.rpc);
        expect(a.error?.message).not.toMatch(/\n/);
        expect(a.error!.message.length).toBeLessThan(500);
      } else {
        expect(a.result?.isError).toBe(true);
        const { error } = JSON.parse(a.result!.content![0]!.text) as { error: { code: string; message: string } };
        expect(error.code).toBe(c.expect.tool);
        expect(error.message).not.toMatch(/\n/);
      }
    },
  );

  it('answers each line without a readable id once, with id null', () => {
    const nullCases = CASES.filter((c) => c.id === null);
    const nullAnswers = answers.filter((a) => a.id === null);
    expect(nullAnswers.map((a) => a.error!.code).sort()).toEqual(
      nullCases.map((c) => (c.expect as { rpc: number }).rpc).sort(),
    );
  });

  it('answers nothing twice and nothing that was not asked', () => {
    const asked = new Set<unknown>(['init', 'alive', ...CASES.map((c) => c.id)]);
    expect(answers.filter((a) => !asked.has(a.id))).toEqual([]);
    expect(answers).toHaveLength(CASES.length + 2);
  });

  it('is still alive afterwards: the last call is answered, and it ends cleanly when stdin closes', () => {
    const alive = answers.find((a) => a.id === 'alive');
    expect(alive?.result?.isError ?? false).toBe(false);
    expect(JSON.parse(alive!.result!.content![0]!.text).totalResults).toBeGreaterThan(0);
    expect(exitCode).toBe(0);
  });
});
