/**
 * The one place that turns an operation's tool words (its folder's tool.ts in
 * the core) into an MCP tool: the schemas come from the operation's definition
 * (loaded when tools/list first asks), and calls go to the core's `answer`
 * (call-tool.ts).
 */
import type { Tool } from '@modelcontextprotocol/sdk/types.js';
import { loadOperationSchemas, type OperationName, type ToolWords } from '../../core/index.js';
import { toToolJsonSchema } from '../json-schema.js';

/** A tool: an operation of the core's list with its words for a model (its schemas load with the operation). */
export type ToolDefinition = ToolWords & { name: OperationName };

/** Read-only: no tool changes anything; closed world: only local PDFs are read. */
const ANNOTATIONS = { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false } as const;

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
