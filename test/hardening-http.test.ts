/**
 * A real `pdfspec serve --http` on 127.0.0.1, driven with raw requests: a
 * browser Origin that is not allowed, a body over 1 MiB, `arguments: null`,
 * more sessions than the cap, sessions left idle, a dozen cold compiles at
 * once, and SIGTERM with a call in flight. Each answer is checked for its
 * status, its JSON-RPC error and one-line message. Request loops are bounded.
 */
import type { ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAMPLES, ensureBuilt } from './support/mcp-harness.js';
import { post, startHttpServer } from './support/http-serve.js';
import { STACK, baseEnv, copySamples } from './support/hardening-run.js';
import { INITIALIZE, toolCall } from './support/raw-server.js';
import { PROTOTYPE_NAMES } from './support/hostile-jsonrpc.js';

const T = 120_000;
/** Distinct files compiled at once: more than Node's default of 10 listeners per emitter. */
const COLD = 12;

let tmp = '';

async function startServer(
  env: Record<string, string>,
  extra: string[] = [],
): Promise<{ child: ChildProcess; url: URL; stderr: () => string }> {
  const { child, url, stderr } = await startHttpServer(env, extra);
  return { child, url, stderr };
}

async function initialize(url: URL): Promise<string> {
  const r = await post(url, INITIALIZE);
  expect(r.status, r.text).toBe(200);
  const sid = String(r.headers['mcp-session-id']);
  await post(url, { jsonrpc: '2.0', method: 'notifications/initialized' }, { 'mcp-session-id': sid });
  return sid;
}

describe('hardening: MCP over HTTP', () => {
  let specDir = '';
  beforeAll(async () => {
    ensureBuilt();
    tmp = mkdtempSync(join(tmpdir(), 'pdfspec-http-'));
    specDir = join(tmp, 'specs');
    mkdirSync(specDir);
    await copySamples(SAMPLES, specDir);
  }, T);
  afterAll(() => {
    if (tmp) rmSync(tmp, { recursive: true, force: true });
  });

  describe('limits of one server (--max-sessions 3 --session-timeout 2 --allow-origin https://ok.example)', () => {
    let server: Awaited<ReturnType<typeof startServer>>;
    beforeAll(async () => {
      server = await startServer(baseEnv(specDir, join(tmp, 'cache-limits')), [
        '--max-sessions',
        '3',
        '--session-timeout',
        '2',
        '--allow-origin',
        'https://ok.example',
      ]);
    }, T);
    afterAll(async () => {
      server?.child.kill('SIGTERM');
      await new Promise((r) => server?.child.once('close', r));
    });

    it('refuses a page of another origin (403), accepts loopback and allowed origins', async () => {
      const evil = await post(server.url, INITIALIZE, { origin: 'https://evil.example' });
      expect(evil.status).toBe(403);
      expect(evil.json?.error?.message).toBe(
        'origin "https://evil.example" is not allowed; start the server with --allow-origin https://evil.example to allow it',
      );
      // A loopback origin with its default port spelt out is the same origin (IPv6 included).
      for (const origin of ['http://localhost:6274', 'https://ok.example', 'http://[::1]:80', 'http://127.0.0.1:80']) {
        const ok = await post(server.url, INITIALIZE, { origin });
        expect([origin, ok.status]).toEqual([origin, 200]);
        await post(server.url, '', { 'mcp-session-id': String(ok.headers['mcp-session-id']) }, 'DELETE');
      }
    });

    it('answers a body over 1 MiB with 413 and a JSON-RPC error, not a reset connection', async () => {
      const big = JSON.stringify({ ...INITIALIZE, params: { ...INITIALIZE.params, pad: 'x'.repeat(2 * 1024 * 1024) } });
      const r = await post(server.url, big);
      expect(r.status).toBe(413);
      expect(r.json?.error).toEqual({ code: -32600, message: 'request body over 1048576 bytes (1 MiB): refused' });
    });

    it('answers a 100 KB header with 431 and a 100 KB path with 414, each with a JSON-RPC error', async () => {
      const header = await post(server.url, INITIALIZE, { 'x-padding': 'h'.repeat(100_000) });
      expect([header.status, header.json?.error]).toEqual([
        431,
        { code: -32600, message: 'request headers over 16 KiB in all: refused' },
      ]);
      const path = await post(server.url, INITIALIZE, {}, 'POST', `/mcp/${'p'.repeat(100_000)}`);
      expect([path.status, path.json?.error]).toEqual([
        414,
        { code: -32600, message: 'request line (path) over 16 KiB: refused; the MCP endpoint is /mcp' },
      ]);
    });

    it('answers 8 MB of headers without resetting the connection, and stays up', async () => {
      const reply = await new Promise<string>((resolve, reject) => {
        const socket = connect(Number(server.url.port), server.url.hostname);
        let got = '';
        socket.on('data', (d) => (got += d));
        socket.on('error', (e) => reject(new Error(`${e.message} after ${JSON.stringify(got.slice(0, 80))}`)));
        socket.on('close', () => resolve(got));
        socket.write(
          `POST /mcp HTTP/1.1\r\nhost: ${server.url.host}\r\nx-padding: ${'h'.repeat(8 * 1024 * 1024)}\r\n\r\n`,
        );
      });
      expect(reply).toMatch(/^HTTP\/1\.1 431 /);
      expect(reply).toMatch(/"code":-32600/);
      const alive = await post(server.url, INITIALIZE);
      expect(alive.status).toBe(200);
      await post(server.url, '', { 'mcp-session-id': String(alive.headers['mcp-session-id']) }, 'DELETE');
    });

    it('answers tools/call with arguments null as -32602 in one line, as stdio does', async () => {
      const sid = await initialize(server.url);
      const r = await post(server.url, toolCall(7, 'list_specs', null), { 'mcp-session-id': sid });
      expect(r.json?.id).toBe(7);
      expect(r.json?.error?.code).toBe(-32602);
      expect(r.json?.error?.message).not.toMatch(/\n/);
      expect(r.json?.error?.message).toMatch(/^Invalid params for tools\/call: params\.arguments: /);
      await post(server.url, '', { 'mcp-session-id': sid }, 'DELETE');
    });

    it('answers every Object.prototype name as method, tool and resource URI, and stays up', async () => {
      const sid = await initialize(server.url);
      const h = { 'mcp-session-id': sid };
      let id = 1000;
      for (const name of PROTOTYPE_NAMES) {
        const asMethod = await post(server.url, { jsonrpc: '2.0', id: ++id, method: name }, h);
        expect([name, asMethod.status, asMethod.json?.error?.code]).toEqual([name, 200, -32601]);
        const asTool = await post(server.url, toolCall(++id, name, {}), h);
        expect([name, asTool.json?.error?.code]).toEqual([name, -32602]);
        const asUri = await post(
          server.url,
          { jsonrpc: '2.0', id: ++id, method: 'resources/read', params: { uri: name } },
          h,
        );
        expect([name, asUri.json?.error?.code]).toEqual([name, -32002]);
      }
      const alive = await post(server.url, { jsonrpc: '2.0', id: 'alive', method: 'ping' }, h);
      expect(alive.json?.result).toEqual({});
      expect(server.stderr()).not.toMatch(STACK);
      await post(server.url, '', h, 'DELETE');
    });

    it(
      'caps sessions with a clear error, and expires idle ones',
      async () => {
        const sids = [await initialize(server.url), await initialize(server.url), await initialize(server.url)];
        const over = await post(server.url, INITIALIZE);
        expect(over.status).toBe(503);
        expect(over.json?.error?.message).toMatch(
          /^too many sessions: 3 open, the limit is 3; close one \(DELETE \/mcp\)/,
        );
        // Idle past the 2 s timeout: gone, and room for new ones.
        await new Promise((r) => setTimeout(r, 3_500));
        const gone = await post(server.url, { jsonrpc: '2.0', id: 2, method: 'ping' }, { 'mcp-session-id': sids[0]! });
        expect(gone.status).toBe(404);
        expect(gone.json?.error?.message).toMatch(/^unknown session/);
        expect((await post(server.url, INITIALIZE)).status).toBe(200);
        expect(server.stderr()).toMatch(/session .* idle for \d+ s; closed/);
      },
      T,
    );
  });

  it(
    `${COLD} cold compiles at once: no MaxListenersExceededWarning`,
    async () => {
      const dir = join(tmp, 'many');
      mkdirSync(dir);
      const base = readFileSync(join(specDir, 'sample17.pdf'));
      // Distinct bytes, so distinct cache entries compiled at the same time.
      for (let i = 0; i < COLD; i++)
        writeFileSync(join(dir, `copy-${i}.pdf`), Buffer.concat([base, Buffer.from(`\n% ${i}\n`)]));
      const server = await startServer(baseEnv(dir, join(tmp, 'cache-many')));
      try {
        const sid = await initialize(server.url);
        const replies = await Promise.all(
          Array.from({ length: COLD }, (_, i) =>
            // The first copy takes sample17's own id (recognised by its title); the others are user specs.
            post(server.url, toolCall(i, 'get_structure', { spec: i ? `copy-${i}` : 'sample17' }), {
              'mcp-session-id': sid,
            }),
          ),
        );
        for (const r of replies) expect(r.json?.result?.isError, r.text).toBeFalsy();
        expect(server.stderr()).not.toMatch(/MaxListenersExceededWarning/);
        expect(server.stderr()).not.toMatch(STACK);
      } finally {
        server.child.kill('SIGTERM');
        await new Promise((r) => server.child.once('close', r));
      }
    },
    T,
  );

  it(
    'SIGTERM with a call in flight: the call is answered before the server exits',
    async () => {
      const server = await startServer(baseEnv(specDir, join(tmp, 'cache-term')));
      const sid = await initialize(server.url);
      const pending = post(server.url, toolCall('cold', 'get_structure', { spec: 'sample20' }), {
        'mcp-session-id': sid,
      });
      const deadline = Date.now() + 30_000;
      while (!/compiling sample20/.test(server.stderr()) && Date.now() < deadline)
        await new Promise((r) => setTimeout(r, 10));
      const closed = new Promise<number | null>((r) => server.child.once('close', (code) => r(code)));
      server.child.kill('SIGTERM');
      const reply = await pending;
      expect(reply.json?.id).toBe('cold');
      if (reply.json?.result?.isError)
        expect(JSON.stringify(reply.json.result)).toMatch(/the pdfspec server is stopping/);
      expect(await closed).toBe(0);
    },
    T,
  );
});
