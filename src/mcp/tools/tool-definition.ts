/**
 * What every tool file declares — its words for a model — and the one place
 * that turns that declaration into an MCP tool: the schemas come from the
 * operation's definition in the core (ops/index.ts), never from the tool file,
 * and calls go to the core's `answer` (call-tool.ts).
 */
import type { Tool } from '@modelcontextprotocol/sdk/types.js';
import { OPERATIONS, type OperationName } from '../../core/ops/index.js';
import { answerOutput } from '../../core/answer.js';
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
  paged: boolean;
  /** The tools/list entry. */
  listing: Tool;
}

/** Read-only: no tool changes anything; closed world: only local PDFs are read. */
const ANNOTATIONS = { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false } as const;

export function defineTool<K extends OperationName>(config: ToolConfig<K>): ToolDefinition {
  const op = OPERATIONS[config.name];
  return {
    name: config.name,
    paged: config.paged,
    listing: {
      name: config.name,
      title: config.title,
      description: config.description,
      inputSchema: toToolJsonSchema(op.input),
      outputSchema: toToolJsonSchema(answerOutput(op.output), 'output'),
      annotations: { title: config.title, ...ANNOTATIONS },
    },
  };
}
