/** The tools, in the order tools/list announces them: the operations of the core's list that have tool words. */
import { OPERATION_LIST } from '../../core/index.js';
import type { ToolDefinition } from './tool-definition.js';

export const TOOLS: readonly ToolDefinition[] = OPERATION_LIST.flatMap((entry) =>
  entry.tool ? [{ name: entry.name, ...entry.tool }] : [],
);

export { toolListing, type ToolDefinition } from './tool-definition.js';
