/**
 * What every tool file declares — its words for a model — and the one place
 * that turns that declaration into an MCP tool: the schemas come from the
 * operation's definition in the core (loaded when tools/list first asks),
 * never from the tool file, and calls go to the core's `answer` (call-tool.ts).
 */
import type { Tool } from '@modelcontextprotocol/sdk/types.js';
import { loadOperationSchemas, type OperationName } from '../../core/index.js';
import { toToolJsonSchema } from '../json-schema.js';

export interface ToolConfig<K extends OperationName> {
  name: K;
  title: string;
  /** Written for a model: when to use the tool, and how to read its result. */
  description: string;
  /**
   * The result holds a long list that the core pages with offset/limit. Without
   * either, the list comes whole, unless it would pass the result size cap: then
   * the server sends the first page that fits and says so (paging.ts).
   */
  paged: boolean;
}

export interface ToolDefinition {
  name: OperationName;
  title: string;
  description: string;
  paged: boolean;
}

/** Read-only: no tool changes anything; closed world: only local PDFs are read. */
const ANNOTATIONS = { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false } as const;

export function defineTool<K extends OperationName>(config: ToolConfig<K>): ToolDefinition {
  return config;
}

/** The tools/list entry of `tool`, with its operation's schemas. */
export async function toolListing(tool: ToolDefinition): Promise<Tool> {
  const { input, output } = await loadOperationSchemas(tool.name);
  return {
    name: tool.name,
    title: tool.title,
    description: tool.description,
    inputSchema: toToolJsonSchema(input),
    outputSchema: toToolJsonSchema(output, 'output'),
    annotations: { title: tool.title, ...ANNOTATIONS },
  };
}
