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

  describe('a server that lies or never stops, and a URL with a password', () => {
    const parts = () => {
      const specs = join(tmp, 'specs');
      return existsSync(specs) ? readdirSync(specs).filter((n) => n.startsWith('.pdfspec-fetch-')) : [];
    };
    const fetchOnce = (url: string, extra: string[] = []) =>
      runCli(
        ['fetch', url, ...extra],
        { ...env, PDFSPEC_RETRY_BASE_MS: '1', PDFSPEC_RETRY_MAX_MS: '5' },
        {
          timeoutMs: 60_000,
        },
      );
    const pdfHead = '%PDF-1.7\n% a body longer than announced\n';

    it.each([
      ['a Content-Length shorter than the body', `HTTP/1.1 200 OK\r\ncontent-length: 10\r\n\r\n${pdfHead.repeat(50)}`],
      [
        'broken chunked encoding',
        `HTTP/1.1 200 OK\r\ntransfer-encoding: chunked\r\n\r\n5\r\n%PDF-\r\nZZ-not-hex\r\n${pdfHead}\r\n`,
      ],
      ['a status line that is not HTTP', 'HTTP/9.9 twohundred\r\n\r\n'],
    ])(
      '%s: exit 4, one line, no temp file left',
      async (_, raw) => {
        server.script('/lies.pdf', [{ raw: Buffer.from(raw, 'latin1') }]);
        const r = await fetchOnce(server.url('/lies.pdf'));
        expect(r.code, r.err).toBe(4);
        expect(r.err).toMatch(/^pdfspec: /m);
        expect(r.err).not.toMatch(STACK);
        expect(parts()).toEqual([]);
      },
      90_000,
    );

    it('an endless body stops at the size cap (--max-size in MiB), exit 4, nothing left', async () => {
      server.script('/endless.pdf', [{ endless: true }]);
      const r = await fetchOnce(server.url('/endless.pdf'), ['--max-size', '2']);
      expect(r.code, r.err).toBe(4);
      expect(r.err).toMatch(/download refused: .*endless\.pdf is more than \d+ bytes, over the limit of 2 MiB/);
      expect(r.err).toMatch(/--max-size/);
      expect(parts()).toEqual([]);
      const big = Buffer.concat([body, Buffer.alloc(3 * 1024 * 1024)]);
      server.script('/announced.pdf', [{ ok: big }]);
      const announced = await fetchOnce(server.url('/announced.pdf'), ['--max-size', '2']);
      expect(announced.code).toBe(4);
      expect(announced.err).toMatch(/is \d+ bytes \(Content-Length\), over the limit of 2 MiB/);
      for (const bad of ['0', '1.5', '2G', ' 2']) {
        const refused = await fetchOnce(server.url('/announced.pdf'), ['--max-size', bad]);
        expect([bad, refused.code]).toEqual([bad, 2]);
        expect(refused.err).toMatch(
          /^pdfspec: invalid --max-size: got .*; expected an integer from 1 to 1048576 \(MiB\)$/m,
        );
      }
    }, 90_000);

    it('never shows the password of a URL: not in errors, progress, retries or --json', async () => {
      const port = new URL(server.url('/')).port;
      server.script('/secret.pdf', [{ status: 503 }, { status: 404 }]);
      const url = `http://alice:s3cr3t@127.0.0.1:${port}/secret.pdf`;
      for (const extra of [[], ['--json'], ['--verbose']]) {
        server.script('/secret.pdf', [{ status: 503 }, { status: 404 }]);
        const r = await fetchOnce(url, extra);
        expect(r.code).toBe(4);
        expect(r.err + r.out).not.toMatch(/s3cr3t|alice/);
        expect(r.err).toMatch(/http:\/\/\*\*\*@127\.0\.0\.1/);
      }
      const bad = await fetchOnce(`http://alice:s3cr3t@127.0.0.1:${port}/x\u0001.pdf`);
      expect(bad.code).toBe(2);
      expect(bad.err).not.toMatch(/s3cr3t/);
    }, 90_000);
  });
});
