/** Requests per second and latency of `search_spec` on one warm MCP server, at several concurrency levels. */
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { ROOT, nodeBin, stats } from './measure.js';

export interface McpLoadRow {
  concurrency: number;
  requests: number;
  rps: number;
  p50: number;
  p95: number;
  errors: number;
}

export async function mcpLoad(
  env: NodeJS.ProcessEnv,
  spec: string,
  queries: string[],
  levels: number[],
  perLevel: number,
): Promise<McpLoadRow[]> {
  const transport = new StdioClientTransport({
    command: nodeBin(),
    args: [join(ROOT, 'bin', 'pdfspec.js'), 'serve'],
    env: { ...(process.env as Record<string, string>), ...(env as Record<string, string>) },
    stderr: 'ignore',
  });
  const client = new Client({ name: 'pdfspec-bench', version: '0' });
  await client.connect(transport);
  try {
    const call = (i: number) =>
      client.callTool({
        name: 'search_spec',
        arguments: { spec, query: queries[i % queries.length]!, max_results: 10 },
      });
    await call(0); // warm: load the model once
    const rows: McpLoadRow[] = [];
    for (const c of levels) {
      const latencies: number[] = [];
      let errors = 0;
      let next = 0;
      const t0 = performance.now();
      const worker = async () => {
        while (next < perLevel) {
          const i = next++;
          const s = performance.now();
          const r = await call(i).catch(() => ({ isError: true }));
          latencies.push(performance.now() - s);
          if ((r as { isError?: boolean }).isError) errors++;
        }
      };
      await Promise.all(Array.from({ length: c }, worker));
      const total = performance.now() - t0;
      const st = stats(latencies);
      rows.push({
        concurrency: c,
        requests: perLevel,
        rps: (perLevel / total) * 1000,
        p50: st.median,
        p95: st.p95,
        errors,
      });
    }
    return rows;
  } finally {
    await client.close();
  }
}
