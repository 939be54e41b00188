/**
 * `serve --tools extended`: the eight tools, then get_checklist and check_statement, with their schemas; the default
 * server still announces eight and refuses the extended ones. get_requirements results carry each sentence's role.
 */
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BIN, ensureBuilt, makeSpecDir, ok, ROOT, type SpecDir } from './support/mcp-harness.js';

let dir: SpecDir;
const clients: Client[] = [];

async function connect(args: string[]): Promise<Client> {
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: [BIN, 'serve', ...args],
    env: dir.env as Record<string, string>,
    cwd: ROOT,
    stderr: 'pipe',
  });
  const client = new Client({ name: 'pdfspec-test', version: '0' });
  await client.connect(transport);
  clients.push(client);
  return client;
}

beforeAll(() => {
  ensureBuilt();
  dir = makeSpecDir([join(ROOT, 'corpus', 'sample', 'sample20.pdf')]);
});
afterAll(async () => {
  for (const c of clients) await c.close();
  dir?.cleanup();
});

describe('serve --tools', () => {
  it('by default announces the eight tools and refuses the extended ones; get_requirements carries role', async () => {
    const c = await connect([]);
    const { tools } = await c.listTools();
    expect(tools).toHaveLength(8);
    expect(tools.map((t) => t.name)).not.toContain('get_checklist');
    await expect(c.callTool({ name: 'get_checklist', arguments: {} })).rejects.toThrow(/unknown tool "get_checklist"/);
    const reqs = await ok(c, 'get_requirements', { spec: 'sample20', section: '4.2' });
    expect(reqs.requirements[0]).toMatchObject({ id: 'R-4.2-1', role: 'processor' });
    expect(reqs.requirements[0].contentId).toMatch(/^c-[0-9a-f]{8}$/);
    const tool = tools.find((t) => t.name === 'get_requirements')!;
    expect(Object.keys(tool.inputSchema.properties ?? {})).toContain('role');
  }, 120_000);

  it('extended adds get_checklist and check_statement, with schemas, after the eight', async () => {
    const c = await connect(['--tools', 'extended']);
    const { tools } = await c.listTools();
    expect(tools.map((t) => t.name).slice(8)).toEqual(['get_checklist', 'check_statement']);
    for (const t of tools.slice(8)) {
      expect(t.description!.length).toBeGreaterThan(200);
      expect(t.outputSchema).toBeTruthy();
    }
    expect(Object.keys(tools[9]!.inputSchema.properties ?? {})).toEqual(['spec', 'statement', 'section']);
    const list = await ok(c, 'get_checklist', { spec: 'sample20', section: '4', role: 'processor' });
    expect(list.groups.flatMap((g: { items: { id: string }[] }) => g.items.map((i) => i.id))).toEqual([
      'R-4.2-1',
      'R-4.3-2',
    ]);
    const checked = await ok(c, 'check_statement', {
      spec: 'sample20',
      statement: 'A processor may include artifacts in extracted text.',
    });
    expect(checked.verdict).toBe('contradicted');
    expect(checked.basis[0].id).toBe('R-7.1-1');
  }, 120_000);

  it('rejects an unknown tool set in one line, exit 2', async () => {
    const { execFileSync } = await import('node:child_process');
    let err = '';
    let code = 0;
    try {
      execFileSync(process.execPath, [BIN, 'serve', '--tools', 'all'], { env: dir.env, stdio: 'pipe' });
    } catch (e) {
      err = String((e as { stderr: Buffer }).stderr);
      code = (e as { status: number }).status;
    }
    expect([code, err.trim()]).toEqual([2, 'pdfspec: invalid --tools: got "all"; expected default or extended']);
  });
});
