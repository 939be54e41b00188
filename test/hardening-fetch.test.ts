/**
 * `pdfspec fetch` as a user runs it (the built binary) against a misbehaving
 * local server: the downloaded spec becomes available to every other command,
 * and Ctrl-C in the middle of a download leaves nothing behind.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FlakyServer, makePdf, startFlakyServer } from './support/hardening-http-server.js';
import { BIN, CORPUS, ensureBuilt } from './support/mcp-harness.js';
import { STACK, baseEnv, runCli } from './support/hardening-run.js';

const DECL = join(CORPUS, 'PDF-Declarations.pdf');
const haveCorpus = existsSync(DECL);
if (!haveCorpus) console.warn(`test/hardening-fetch.test.ts: using a generated PDF — no corpus at ${CORPUS}`);

let server: FlakyServer;
let tmp = '';
let env: Record<string, string> = {};
let body: Buffer;

describe('hardening: pdfspec fetch end to end', () => {
  beforeAll(async () => {
    ensureBuilt();
    server = await startFlakyServer();
    tmp = mkdtempSync(join(tmpdir(), 'pdfspec-hard-fetch-'));
    env = baseEnv(join(tmp, 'specs'), join(tmp, 'cache'), {
      PDFSPEC_RETRY_BASE_MS: '10',
      PDFSPEC_RETRY_MAX_MS: '100',
      PDFSPEC_FETCH_IDLE_MS: '500',
    });
    body = haveCorpus ? readFileSync(DECL) : await makePdf('PDF Declarations', 3);
  }, 300_000);

  afterAll(async () => {
    await server?.close();
    if (tmp) rmSync(tmp, { recursive: true, force: true });
  });

  it('downloads through 503, reset and stall, and the spec then answers every command', async () => {
    server.script('/PDF-Declarations.pdf', [
      { status: 503 },
      { reset: 'mid', body, after: 1000 },
      { stall: body, after: 2000 },
      { ok: body },
    ]);
    const r = await runCli(['fetch', server.url('/PDF-Declarations.pdf')], env, { timeoutMs: 60_000 });
    expect(r.code, r.err).toBe(0);
    expect(r.out.split('\t')[0]).toBe('declarations');
    expect(r.err).toMatch(/retry 3\/3/);
    expect(r.err).not.toMatch(STACK);
    expect(readdirSync(join(tmp, 'specs'))).toEqual(['PDF-Declarations.pdf']);

    const list = await runCli(['list-specs', '--json'], env);
    expect(JSON.parse(list.out).specs.find((s: { id: string }) => s.id === 'declarations')).toMatchObject({
      available: true,
      file: join(tmp, 'specs', 'PDF-Declarations.pdf'),
    });
    const structure = await runCli(['structure', '--spec', 'declarations', '--json'], env, { timeoutMs: 300_000 });
    expect(structure.code, structure.err).toBe(0);
    expect(JSON.parse(structure.out).sections.length).toBeGreaterThan(0);
  }, 400_000);

  it('Ctrl-C (SIGINT) mid-download exits 130 and leaves no temp file', async () => {
    server.script('/slow.pdf', [{ stall: body, after: 3000 }]);
    const child = spawn(process.execPath, [BIN, 'fetch', server.url('/slow.pdf')], {
      env: { ...env, PDFSPEC_FETCH_IDLE_MS: '60000' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let err = '';
    child.stderr.on('data', (d) => (err += d));
    const closed = new Promise<number | null>((resolve) => child.on('close', (code) => resolve(code)));
    // Wait until the partial body is on disk, then interrupt.
    const specs = join(tmp, 'specs');
    const partial = () => (existsSync(specs) ? readdirSync(specs).filter((n) => n.endsWith('.part')) : []);
    const deadline = Date.now() + 30_000;
    while (!partial().length && Date.now() < deadline) await new Promise((r) => setTimeout(r, 25));
    expect(partial()).toHaveLength(1);
    child.kill('SIGINT');
    const code = await Promise.race([closed, new Promise<'hung'>((r) => setTimeout(() => r('hung'), 15_000))]);
    if (code === 'hung') child.kill('SIGKILL');
    expect(code).toBe(130);
    expect(err).toMatch(/interrupted; nothing was saved from http/);
    expect(partial()).toEqual([]);
    expect(readdirSync(specs).filter((n) => n !== 'PDF-Declarations.pdf')).toEqual([]);
  }, 60_000);
});
