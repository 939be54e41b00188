/**
 * `pdfspec serve --http`: the built binary on a free loopback port, driven by
 * the SDK's own Streamable HTTP client. Many clients at once on one warm
 * server; resources with their template; an unknown tool as JSON-RPC -32602;
 * DNS-rebinding protection (a foreign Host header is refused). Uses the
 * bundled samples (sample17, sample20) only.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { request } from 'node:http';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BIN, ROOT, ensureBuilt, makeSpecDir, type SpecDir } from './support/mcp-harness.js';

let dir: SpecDir;
let child: ChildProcess;
let url = '';
let stderr = '';

async function connect(): Promise<Client> {
  const client = new Client({ name: 'pdfspec-http-test', version: '0' });
  await client.connect(new StreamableHTTPClientTransport(new URL(url)));
  return client;
}

/** A raw POST with a chosen Host header (fetch cannot set one). */
function rawPost(host: string, body: unknown): Promise<{ status: number; text: string }> {
  const u = new URL(url);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: u.hostname,
        port: u.port,
        path: u.pathname,
        method: 'POST',
        headers: { host, 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
      },
      (res) => {
        let text = '';
        res.on('data', (d) => (text += d));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
      },
    );
    req.on('error', reject);
    req.end(JSON.stringify(body));
  });
}

const INIT = {
  jsonrpc: '2.0',
  id: 1,
  method: 'initialize',
  params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'raw', version: '0' } },
};

describe('MCP over Streamable HTTP (pdfspec serve --http)', () => {
  beforeAll(async () => {
    ensureBuilt();
    dir = makeSpecDir([]);
    child = spawn(process.execPath, [BIN, 'serve', '--http', '--port', '0'], {
      env: dir.env,
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    url = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no URL on stderr: ${stderr}`)), 30_000);
      child.stderr!.on('data', (d: Buffer) => {
        stderr += d.toString();
        const m = /MCP server on (http:\/\/127\.0\.0\.1:\d+\/mcp)/.exec(stderr);
        if (m) {
          clearTimeout(timer);
          resolve(m[1]!);
        }
      });
      child.once('exit', (code) => reject(new Error(`server exited ${code}: ${stderr}`)));
    });
  }, 60_000);

  afterAll(async () => {
    if (child.exitCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    }
    dir?.cleanup();
  });

  it('binds to 127.0.0.1 and serves many clients at once, each seeing exactly the eight tools', async () => {
    const clients = await Promise.all([connect(), connect(), connect(), connect()]);
    try {
      for (const c of clients) {
        const { tools } = await c.listTools();
        expect(tools.map((t) => t.name).sort()).toEqual([
          'compare_versions',
          'get_definitions',
          'get_requirements',
          'get_section',
          'get_structure',
          'get_tables',
          'list_specs',
          'search_spec',
        ]);
      }
      const answers = (await Promise.all(
        clients.flatMap((c) => [
          c.callTool({ name: 'search_spec', arguments: { spec: 'sample20', query: 'artifact*' } }),
          c.callTool({ name: 'get_section', arguments: { spec: 'sample17', section: '4' } }),
        ]),
      )) as CallToolResult[];
      for (const a of answers) expect(a.isError).toBeFalsy();
      const totals = answers
        .filter((_, i) => i % 2 === 0)
        .map((a) => (a.structuredContent as { totalResults: number }).totalResults);
      expect(new Set(totals).size).toBe(1);
      expect(totals[0]).toBeGreaterThan(0);
    } finally {
      await Promise.all(clients.map((c) => c.close()));
    }
  }, 120_000);

  it('answers an unknown tool with JSON-RPC -32602 and a bad argument with an isError result', async () => {
    const c = await connect();
    try {
      await expect(c.callTool({ name: 'drop_tables', arguments: {} })).rejects.toMatchObject({
        code: -32602,
        message: expect.stringMatching(/unknown tool "drop_tables"; available: list_specs, .*compare_versions/),
      });
      const bad = (await c.callTool({
        name: 'search_spec',
        arguments: { query: 'x', max_results: 0 },
      })) as CallToolResult;
      expect(bad.isError).toBe(true);
      expect(JSON.parse((bad.content[0] as { text: string }).text).error.message).toMatch(
        /^invalid max_results: got 0; expected an integer from 1 to 50/,
      );
      expect(((await c.callTool({ name: 'list_specs', arguments: {} })) as CallToolResult).isError).toBeFalsy();
      // Nothing matched: a complete empty record, and a sentence naming the parameters as sent.
      const none = (await c.callTool({
        name: 'get_definitions',
        arguments: { spec: 'sample20', term: 'zzz' },
      })) as CallToolResult;
      expect(none.isError).toBeFalsy();
      expect(none.structuredContent).toMatchObject({ totalDefinitions: 0, definitions: [] });
      expect((none.content[1] as { text: string }).text).toBe('no definitions for term "zzz" in sample20.');
    } finally {
      await c.close();
    }
  });

  it("offers each available spec's sections as Markdown resources, with a template", async () => {
    const c = await connect();
    try {
      const { resourceTemplates } = await c.listResourceTemplates();
      expect(resourceTemplates).toEqual([
        expect.objectContaining({ uriTemplate: 'pdfspec://{spec}/section/{section}', mimeType: 'text/markdown' }),
      ]);
      // One spec per page, following nextCursor: both bundled samples.
      const seen: string[] = [];
      let cursor: string | undefined;
      do {
        const page = await c.listResources(cursor ? { cursor } : {});
        seen.push(...page.resources.map((r) => r.uri));
        cursor = page.nextCursor;
      } while (cursor);
      expect(seen).toContain('pdfspec://sample20/section/4.2');
      expect(seen).toContain('pdfspec://sample17/section/4');
      const { contents } = await c.readResource({ uri: 'pdfspec://sample20/section/4.2' });
      expect(contents[0]).toMatchObject({ uri: 'pdfspec://sample20/section/4.2', mimeType: 'text/markdown' });
      const md = (contents[0] as { text: string }).text;
      expect(md).toMatch(/^# 4\.2 Logical content order\n\n\*sample20, page/);
      // A URI that names no resource is "resource not found" (-32002), as MCP specifies.
      await expect(c.readResource({ uri: 'pdfspec://sample20/section/99.9' })).rejects.toMatchObject({
        code: -32002,
        message: expect.stringMatching(/99\.9/),
        data: { uri: 'pdfspec://sample20/section/99.9' },
      });
      await expect(c.readResource({ uri: 'https://example.org/x' })).rejects.toMatchObject({ code: -32002 });
    } finally {
      await c.close();
    }
  });

  it('refuses a request that names another host (DNS rebinding), and accepts localhost', async () => {
    const port = new URL(url).port;
    const evil = await rawPost(`rebind.example:${port}`, INIT);
    expect(evil.status).toBe(403);
    expect(evil.text).toMatch(/Invalid Host header/);
    const local = await rawPost(`localhost:${port}`, INIT);
    expect(local.status).toBe(200);
  });

  it('refuses bad --port and --host with one line and exit 2', async () => {
    for (const [args, msg] of [
      [['--http', '--port', '70000'], /^pdfspec: invalid --port: got "70000"; expected an integer from 0 to 65535/],
      [['--http', '--port', 'abc'], /^pdfspec: invalid --port: got "abc"/],
      [['--port', '1'], /^pdfspec: --port and --host need --http/],
    ] as const) {
      const r = await new Promise<{ code: number | null; err: string }>((resolve) => {
        const p = spawn(process.execPath, [BIN, 'serve', ...args], {
          env: dir.env,
          stdio: ['ignore', 'ignore', 'pipe'],
        });
        let err = '';
        p.stderr.on('data', (d) => (err += d));
        p.on('close', (code) => resolve({ code, err }));
      });
      expect(r.code).toBe(2);
      expect(r.err).toMatch(msg);
      expect(r.err.trim().split('\n')).toHaveLength(1);
    }
  });
});
