/**
 * What tools/list promises a model, checked against the schemas it advertises:
 * every field a description names in backticks exists, and every input schema
 * is a plain object schema that strict function-calling converters accept.
 */
import { describe, expect, it } from 'vitest';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import type { Tool } from '@modelcontextprotocol/sdk/types.js';
import { createServer } from '../src/mcp/server.js';
import { createCore } from '../src/core/create-core.js';
import { isoLikeModel, testContext } from './support/test-model.js';

async function listedTools(): Promise<Tool[]> {
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  await createServer(createCore(testContext([{ id: 'iso32000-2', model: isoLikeModel() }]))).connect(serverSide);
  const client = new Client({ name: 'test', version: '0' });
  await client.connect(clientSide);
  const { tools } = await client.listTools();
  await client.close();
  return tools;
}

type Node = Record<string, unknown>;

/** The object nodes of a JSON schema, through items, anyOf/oneOf/allOf and $defs. */
function objectNodes(schema: unknown, out: Node[] = []): Node[] {
  if (Array.isArray(schema)) schema.forEach((s) => objectNodes(s, out));
  else if (schema && typeof schema === 'object') {
    const n = schema as Node;
    if (n.properties) out.push(n);
    for (const v of Object.values(n)) objectNodes(v, out);
  }
  return out;
}

/** The schema reached from `node` by the dotted `path`, or undefined. */
function resolve(node: Node, path: string[]): unknown {
  if (!path.length) return node;
  for (const n of objectNodes(node)) {
    const child = (n.properties as Node)[path[0]!];
    if (child !== undefined) {
      if (path.length === 1) return child;
      const found = resolve(child as Node, path.slice(1));
      if (found !== undefined) return found;
    }
  }
  return undefined;
}

/** "`paging.nextOffset`" → ["paging", "nextOffset"]; "`spec: \"all\"`" → ["spec"]; prose in backticks → null. */
function fieldOf(quoted: string): string[] | null {
  const m = /^([A-Za-z_]\w*(?:\.[A-Za-z_]\w*)*)(?::\s.*)?$/.exec(quoted);
  return m ? m[1]!.split('.') : null;
}

describe('tool descriptions', () => {
  it('name only fields that exist: in the input, the output, or the output of a tool they name', async () => {
    const tools = await listedTools();
    const missing: string[] = [];
    let checked = 0;
    for (const tool of tools) {
      const others = tools.filter((t) => t !== tool && tool.description!.includes(t.name));
      const schemas = [tool.inputSchema, tool.outputSchema, ...others.map((t) => t.outputSchema)] as Node[];
      for (const [, quoted] of tool.description!.matchAll(/`([^`]+)`/g)) {
        const path = fieldOf(quoted!);
        if (!path) continue;
        checked++;
        if (!schemas.some((s) => resolve(s, path) !== undefined)) missing.push(`${tool.name}: \`${quoted}\``);
      }
    }
    expect(missing).toEqual([]);
    expect(checked).toBeGreaterThan(30);
  });

  it('would catch a field that does not exist (page.truncated: page is a number)', async () => {
    const tools = await listedTools();
    const section = tools.find((t) => t.name === 'get_section')!;
    expect(resolve(section.outputSchema as Node, ['paging', 'nextOffset'])).toBeDefined();
    expect(resolve(section.outputSchema as Node, ['page', 'truncated'])).toBeUndefined();
  });
});

describe('input schemas', () => {
  it('are plain object schemas: a top-level type, and no property that is a one-branch anyOf', async () => {
    for (const tool of await listedTools()) {
      expect(tool.inputSchema.type, tool.name).toBe('object');
      for (const [name, prop] of Object.entries(tool.inputSchema.properties ?? {})) {
        const p = prop as Node;
        expect(p.type ?? p.enum, `${tool.name}.${name}`).toBeDefined();
        for (const k of ['anyOf', 'oneOf'] as const)
          if (Array.isArray(p[k])) expect((p[k] as unknown[]).length, `${tool.name}.${name}`).toBeGreaterThan(1);
      }
    }
  });
});

describe('get_definitions', () => {
  it('offers `kind` as one enum of term and abbreviation, in its input and on every record', async () => {
    const tool = (await listedTools()).find((t) => t.name === 'get_definitions')!;
    expect(resolve(tool.inputSchema as Node, ['kind'])).toMatchObject({ enum: ['term', 'abbreviation'] });
    expect(resolve(tool.outputSchema as Node, ['definitions', 'kind'])).toMatchObject({
      enum: ['term', 'abbreviation'],
    });
    expect(tool.description).toContain('`kind`');
  });
});
