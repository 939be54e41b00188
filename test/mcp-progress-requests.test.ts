/**
 * Compile progress belongs to the call that asked for it: two calls that each
 * compile a different spec at once (the bundled samples, cold cache) get only
 * their own spec's messages and totals — on one stdio connection, and on two
 * sessions of one `pdfspec serve --http`, which share one core.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { Progress } from '@modelcontextprotocol/sdk/types.js';
import { afterEach, describe, expect, it } from 'vitest';
import { BIN, ROOT, ensureBuilt, makeSpecDir, startServer, type SpecDir } from './support/mcp-harness.js';

const SPECS = ['sample17', 'sample20'] as const;

/** get_structure of both samples at once, each call's progress notifications by spec. */
async function compileBoth(clients: [Client, Client]): Promise<Record<string, Progress[]>> {
  const seen: Record<string, Progress[]> = { sample17: [], sample20: [] };
  await Promise.all(
    SPECS.map((spec, i) =>
      clients[i]!.callTool({ name: 'get_structure', arguments: { spec, max_depth: 1 } }, undefined, {
        onprogress: (p) => seen[spec]!.push(p),
        timeout: 120_000,
      }),
    ),
  );
  return seen;
}

function expectOwnProgress(seen: Record<string, Progress[]>): void {
  for (const spec of SPECS) {
    const updates = seen[spec]!;
    expect(updates.length, spec).toBeGreaterThan(0);
    for (const u of updates) expect(u.message, spec).toMatch(new RegExp(`^compiling ${spec}: page \\d+ of \\d+$`));
    // The total is this spec's page count alone, the same in every update, and the last update reaches it.
    const pages = Number(/of (\d+)$/.exec(updates[0]!.message!)![1]);
    expect(new Set(updates.map((u) => u.total)), spec).toEqual(new Set([pages]));
    expect(updates.at(-1)!.progress, spec).toBe(pages);
  }
}

let dir: SpecDir | undefined;
let child: ChildProcess | undefined;
const open: Client[] = [];

afterEach(async () => {
  await Promise.all(open.splice(0).map((c) => c.close()));
  if (child && child.exitCode === null) {
    const exited = new Promise((r) => child!.once('exit', r));
    child.kill('SIGTERM');
    await exited;
  }
  child = undefined;
  dir?.cleanup();
  dir = undefined;
});

async function startHttp(env: NodeJS.ProcessEnv): Promise<string> {
  child = spawn(process.execPath, [BIN, 'serve', '--http', '--port', '0'], {
    env,
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  return new Promise<string>((resolve, reject) => {
    child!.stderr!.on('data', (d: Buffer) => {
      stderr += d.toString();
      const m = /MCP server on (http:\/\/127\.0\.0\.1:\d+\/mcp)/.exec(stderr);
      if (m) resolve(m[1]!);
    });
    child!.once('exit', (code) => reject(new Error(`server exited ${code}: ${stderr}`)));
  });
}

describe('MCP progress notifications of concurrent compiles', () => {
  it('go each to the call that compiles that spec (one stdio connection)', async () => {
    ensureBuilt();
    dir = makeSpecDir([]);
    const served = await startServer(dir.env);
    open.push(served.client);
    expectOwnProgress(await compileBoth([served.client, served.client]));
  }, 180_000);

  it('go each to the session that compiles that spec (two HTTP sessions of one server)', async () => {
    ensureBuilt();
    dir = makeSpecDir([]);
    const url = await startHttp(dir.env);
    const clients: [Client, Client] = [
      new Client({ name: 'pdfspec-progress-a', version: '0' }),
      new Client({ name: 'pdfspec-progress-b', version: '0' }),
    ];
    for (const c of clients) {
      await c.connect(new StreamableHTTPClientTransport(new URL(url)));
      open.push(c);
    }
    expectOwnProgress(await compileBoth(clients));
  }, 180_000);
});
