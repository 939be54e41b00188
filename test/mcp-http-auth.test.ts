/**
 * Bearer tokens for `pdfspec serve --http`, on the built binary on 127.0.0.1:
 * the SDK's own Streamable HTTP client with the token works, without it or
 * with another token it gets 401; raw requests see the `WWW-Authenticate`
 * challenge and a one-line JSON-RPC error on every path; the token (and a
 * wrong one) never reaches stderr, --verbose included. The command refuses a
 * non-loopback address without a token unless --no-auth, and token files a
 * demanding user would refuse.
 */
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAMPLES, ensureBuilt } from './support/mcp-harness.js';
import { STACK, baseEnv, canDropRoot, copySamples, runCli } from './support/hardening-run.js';
import { INITIALIZE } from './support/raw-server.js';
import { post, startHttpServer, type HttpServe } from './support/http-serve.js';

const T = 120_000;
const TOKEN = 'a1b2c3d4'.repeat(8);
const WRONG = 'ffffeeee'.repeat(8);
const ENV_TOKEN = 'e9f8d7c6'.repeat(6);

let tmp = '';
let env: Record<string, string> = {};

async function connect(url: URL, token?: string): Promise<Client> {
  const client = new Client({ name: 'pdfspec-auth-test', version: '0' });
  const headers: Record<string, string> = token === undefined ? {} : { Authorization: `Bearer ${token}` };
  await client.connect(new StreamableHTTPClientTransport(url, { requestInit: { headers } }));
  return client;
}

function tokenFile(name: string, text: string, mode: number): string {
  const path = join(tmp, name);
  writeFileSync(path, text);
  chmodSync(path, mode);
  return path;
}

beforeAll(async () => {
  ensureBuilt();
  tmp = mkdtempSync(join(tmpdir(), 'pdfspec-auth-'));
  chmodSync(tmp, 0o755);
  mkdirSync(join(tmp, 'specs'));
  await copySamples(SAMPLES, join(tmp, 'specs'));
  env = baseEnv(join(tmp, 'specs'), join(tmp, 'cache'));
}, T);
afterAll(() => {
  if (tmp) rmSync(tmp, { recursive: true, force: true });
});

describe('serve --http --token-file (mode 600) --verbose', () => {
  let server: HttpServe;
  beforeAll(async () => {
    server = await startHttpServer(env, ['--token-file', tokenFile('token', `${TOKEN}\n`, 0o600), '--verbose']);
  }, T);
  afterAll(() => server?.stop());

  it(
    'says a token is required, and serves an SDK client that sends it',
    async () => {
      expect(server.stderr()).toMatch(
        /MCP server on http:\/\/127\.0\.0\.1:\d+\/mcp \(Streamable HTTP, bearer token required\)/,
      );
      const c = await connect(server.url, TOKEN);
      try {
        expect((await c.listTools()).tools).toHaveLength(8);
        const r = (await c.callTool({
          name: 'search_spec',
          arguments: { spec: 'sample20', query: 'artifact*' },
        })) as CallToolResult;
        expect(r.isError).toBeFalsy();
        expect((r.structuredContent as { totalResults: number }).totalResults).toBeGreaterThan(0);
      } finally {
        await c.close();
      }
    },
    T,
  );

  it('refuses an SDK client without the token or with another one: 401', async () => {
    await expect(connect(server.url)).rejects.toMatchObject({
      code: 401,
      message: expect.stringMatching(/unauthorized/),
    });
    await expect(connect(server.url, WRONG)).rejects.toMatchObject({ code: 401 });
  });

  it('answers 401 with a Bearer challenge and a one-line JSON-RPC error, on every path and method', async () => {
    const none = await post(server.url, INITIALIZE);
    expect(none.status).toBe(401);
    expect(none.headers['www-authenticate']).toBe('Bearer realm="pdfspec"');
    expect(none.json?.error?.code).toBe(-32000);
    expect(none.json?.error?.message).toMatch(/^unauthorized: this server requires "Authorization: Bearer TOKEN"/);
    expect(none.text).not.toMatch(/\n/);
    const wrong = await post(server.url, INITIALIZE, { authorization: `Bearer ${WRONG}` });
    expect(wrong.status).toBe(401);
    expect(wrong.headers['www-authenticate']).toBe('Bearer realm="pdfspec", error="invalid_token"');
    expect(wrong.text).not.toContain(WRONG);
    for (const [method, path, headers] of [
      ['GET', '/mcp', {}],
      ['DELETE', '/mcp', { 'mcp-session-id': 'x' }],
      ['GET', '/elsewhere', {}],
      ['POST', '/mcp', { authorization: `Basic ${Buffer.from(`u:${TOKEN}`).toString('base64')}` }],
      ['POST', '/mcp', { authorization: TOKEN }],
    ] as const) {
      const r = await post(server.url, '', headers, method, path);
      expect([method, path, r.status]).toEqual([method, path, 401]);
    }
  });

  it('lets a client with the token name any Host (behind a reverse proxy): a browser cannot send the token', async () => {
    const r = await post(server.url, INITIALIZE, { authorization: `Bearer ${TOKEN}`, host: 'specs.team.example' });
    expect(r.status).toBe(200);
    await post(
      server.url,
      '',
      { authorization: `Bearer ${TOKEN}`, 'mcp-session-id': String(r.headers['mcp-session-id']) },
      'DELETE',
    );
  });

  it('never writes the token, nor a wrong one, to stderr, though --verbose logs every request', () => {
    const err = server.stderr();
    expect(err).toMatch(/mcp http: POST \/mcp 200/);
    expect(err).toMatch(/mcp http: POST \/mcp 401/);
    expect(err).toMatch(/refused a request without a bearer token \(401\)/);
    expect(err).toMatch(/refused a request with a wrong bearer token \(401\)/);
    for (const secret of [TOKEN, WRONG, TOKEN.slice(0, 16), WRONG.slice(0, 16)]) expect(err).not.toContain(secret);
    expect(err).not.toMatch(STACK);
  });
});

describe('serve --http with PDFSPEC_TOKEN', () => {
  it(
    'requires the token from the environment and never shows it',
    async () => {
      const server = await startHttpServer({ ...env, PDFSPEC_TOKEN: ENV_TOKEN }, ['--verbose']);
      try {
        const c = await connect(server.url, ENV_TOKEN);
        expect((await c.listTools()).tools).toHaveLength(8);
        await c.close();
        await expect(connect(server.url)).rejects.toMatchObject({ code: 401 });
        expect(server.stderr()).not.toContain(ENV_TOKEN);
        expect(server.stderr()).not.toContain(ENV_TOKEN.slice(0, 16));
      } finally {
        await server.stop();
      }
    },
    T,
  );
});

describe('serve --http: what is refused before serving', () => {
  const oneLine = (err: string) => err.trim().split('\n');

  it('refuses an address other machines can reach without a token, in one line', async () => {
    for (const host of ['0.0.0.0', '::', '192.0.2.1']) {
      const r = await runCli(['serve', '--http', '--host', host, '--port', '0'], env);
      expect([host, r.code]).toEqual([host, 2]);
      expect(oneLine(r.err)).toEqual([
        `pdfspec: refusing to serve ${host} without a token: other machines can reach it; give --token-file PATH (or PDFSPEC_TOKEN), or --no-auth to serve it open`,
      ]);
    }
  });

  it(
    'serves it with --no-auth after a warning, reachable from this machine',
    async () => {
      const server = await startHttpServer(env, ['--host', '0.0.0.0', '--no-auth']);
      try {
        expect(server.stderr()).toMatch(
          /^pdfspec: warning: serving 0\.0\.0\.0 without a token \(--no-auth\): anyone who can reach it can call every tool\n/,
        );
        expect((await post(server.url, INITIALIZE)).status).toBe(200);
      } finally {
        await server.stop();
      }
    },
    T,
  );

  it('refuses contradictions and flags without --http', async () => {
    for (const [args, extra, message] of [
      [
        ['--http', '--no-auth', '--token-file', 'x'],
        {},
        'pdfspec: --no-auth contradicts --token-file: give one or the other',
      ],
      [
        ['--http', '--no-auth'],
        { PDFSPEC_TOKEN: ENV_TOKEN },
        'pdfspec: --no-auth contradicts PDFSPEC_TOKEN: give one or the other',
      ],
      [['--token-file', 'x'], {}, 'pdfspec: --token-file needs --http'],
      [
        ['--http', '--token-file', ''],
        {},
        'pdfspec: invalid --token-file: got ""; expected the path of a file holding the token',
      ],
    ] as const) {
      const r = await runCli(['serve', ...args], { ...env, ...extra });
      expect([args, r.code, oneLine(r.err)]).toEqual([args, 2, [message]]);
    }
  });

  it('refuses a token file that is missing, empty, world-readable or unreadable, naming it and never the token', async () => {
    const cases: Array<[string, RegExp, boolean]> = [
      [join(tmp, 'absent'), /^pdfspec: invalid --token-file: .*absent does not exist$/, false],
      [tokenFile('empty', '\n', 0o600), /^pdfspec: --token-file .*empty is empty: it must hold the token$/, false],
      [tokenFile('world', TOKEN, 0o644), /is readable by every user \(mode 0644\): run chmod 600 /, false],
    ];
    if (canDropRoot)
      cases.push([
        tokenFile('private', TOKEN, 0o600),
        /^pdfspec: cannot read --token-file .*private: permission denied$/,
        true,
      ]);
    else console.warn('mcp-http-auth: unreadable token file not tried (needs root and setpriv to run as nobody)');
    for (const [path, message, asNobody] of cases) {
      const r = await runCli(['serve', '--http', '--port', '0', '--token-file', path], env, { asNobody });
      expect([path, r.code]).toEqual([path, 2]);
      expect(oneLine(r.err)).toHaveLength(1);
      expect(r.err.trim()).toMatch(message);
      expect(r.err).not.toContain(TOKEN);
    }
  });

  it(
    'warns of a group-readable token file, then serves',
    async () => {
      const server = await startHttpServer(env, ['--token-file', tokenFile('group', TOKEN, 0o640)]);
      try {
        expect(server.stderr()).toMatch(
          /^pdfspec: warning: --token-file .*group is readable by its group \(mode 0640\)/,
        );
        expect((await post(server.url, INITIALIZE, { authorization: `Bearer ${TOKEN}` })).status).toBe(200);
      } finally {
        await server.stop();
      }
    },
    T,
  );
});
