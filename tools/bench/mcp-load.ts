/**
 * Requests per second and latency of `search_spec` on one warm MCP server, at several concurrency levels, seen by
 * two clients: the MCP SDK's (which checks every result against its schema, on the bench's own cores) and a wire
 * client that writes JSON-RPC lines and parses the answers, nothing more — the server's latency with the least a
 * client can add.
 */
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { ROOT, nodeBin, stats } from './measure.js';

export type McpClientKind = 'sdk' | 'wire';

export interface McpLoadRow {
  concurrency: number;
  requests: number;
  rps: number;
  p50: number;
  p95: number;
  errors: number;
}

interface Caller {
  /** One search_spec call; true when the answer is an error. */
  call(args: Record<string, unknown>): Promise<boolean>;
  close(): Promise<void>;
}

const serverEnv = (env: NodeJS.ProcessEnv) => ({
  ...(process.env as Record<string, string>),
  ...(env as Record<string, string>),
});
const SERVE = () => [join(ROOT, 'bin', 'pdfspec.js'), 'serve'];

async function sdkCaller(env: NodeJS.ProcessEnv): Promise<Caller> {
  const transport = new StdioClientTransport({
    command: nodeBin(),
    args: SERVE(),
    env: serverEnv(env),
    stderr: 'ignore',
  });
  const client = new Client({ name: 'pdfspec-bench', version: '0' });
  await client.connect(transport);
  return {
    call: (args) =>
      client.callTool({ name: 'search_spec', arguments: args }).then(
        (r) => r.isError === true,
        () => true,
      ),
    close: () => client.close(),
  };
}

/** A JSON-RPC answer line: a result (a tool's, with isError) or an error. */
interface Answer {
  id?: number;
  result?: { isError?: boolean };
  error?: unknown;
}

async function wireCaller(env: NodeJS.ProcessEnv): Promise<Caller> {
  const child = spawn(nodeBin(), SERVE(), { env: serverEnv(env), stdio: ['pipe', 'pipe', 'ignore'] });
  const pending = new Map<number, (answer: Answer) => void>();
  let buffered = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
    buffered += chunk;
    for (let nl = buffered.indexOf('\n'); nl >= 0; nl = buffered.indexOf('\n')) {
      const line = buffered.slice(0, nl);
      buffered = buffered.slice(nl + 1);
      if (!line.trim()) continue;
      const answer = JSON.parse(line) as Answer;
      pending.get(answer.id ?? -1)?.(answer);
      pending.delete(answer.id ?? -1);
    }
  });
  let id = 0;
  const send = (message: object) => child.stdin.write(`${JSON.stringify({ jsonrpc: '2.0', ...message })}\n`);
  const request = (method: string, params: object) =>
    new Promise<Answer>((answer) => {
      pending.set(++id, answer);
      send({ id, method, params });
    });
  const clientInfo = { name: 'pdfspec-bench-wire', version: '0' };
  await request('initialize', { protocolVersion: '2025-06-18', capabilities: {}, clientInfo });
  send({ method: 'notifications/initialized' });
  return {
    call: (args) =>
      request('tools/call', { name: 'search_spec', arguments: args }).then((a) => !!a.error || !!a.result?.isError),
    close: async () => {
      child.stdin.end();
      child.kill();
    },
  };
}

async function level(caller: Caller, ask: (i: number) => Record<string, unknown>, c: number, perLevel: number) {
  const latencies: number[] = [];
  let errors = 0;
  let next = 0;
  const t0 = performance.now();
  const worker = async () => {
    while (next < perLevel) {
      const i = next++;
      const s = performance.now();
      if (await caller.call(ask(i))) errors++;
      latencies.push(performance.now() - s);
    }
  };
  await Promise.all(Array.from({ length: c }, worker));
  const st = stats(latencies);
  const rps = (perLevel / (performance.now() - t0)) * 1000;
  return { concurrency: c, requests: perLevel, rps, p50: st.median, p95: st.p95, errors };
}

export async function mcpLoad(
  env: NodeJS.ProcessEnv,
  spec: string,
  queries: string[],
  levels: number[],
  perLevel: number,
  kind: McpClientKind = 'sdk',
): Promise<McpLoadRow[]> {
  const caller = await (kind === 'sdk' ? sdkCaller(env) : wireCaller(env));
  const ask = (i: number) => ({ spec, query: queries[i % queries.length]!, max_results: 10 });
  try {
    await caller.call(ask(0)); // warm: load the model once
    const rows: McpLoadRow[] = [];
    for (const c of levels) rows.push(await level(caller, ask, c, perLevel));
    return rows;
  } finally {
    await caller.close();
  }
}
