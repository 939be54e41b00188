/**
 * The tools, in the order tools/list announces them: the operations of the core's list that have tool words.
 * The default set is the eight of the contract; `serve --tools extended` adds those marked `extended` (a
 * checklist and a statement check) after them.
 */
import { OPERATION_LIST } from '../../core/index.js';
import type { ToolDefinition } from './tool-definition.js';

const withWords = (extended: boolean): readonly ToolDefinition[] =>
  OPERATION_LIST.flatMap((entry) =>
    entry.tool && (entry.tool.extended ?? false) === extended ? [{ name: entry.name, ...entry.tool }] : [],
  );

export const TOOLS: readonly ToolDefinition[] = withWords(false);

/** What `serve --tools extended` adds to the eight. */
export const EXTENDED_TOOLS: readonly ToolDefinition[] = withWords(true);

/** The tool sets `serve --tools` offers: the eight by default (the contract announces eight). */
export const TOOL_SETS = ['default', 'extended'] as const;
export type ToolSet = (typeof TOOL_SETS)[number];

export const toolsOf = (set: ToolSet = 'default'): readonly ToolDefinition[] =>
  set === 'extended' ? [...TOOLS, ...EXTENDED_TOOLS] : TOOLS;

export { toolListing, type ToolDefinition } from './tool-definition.js';
