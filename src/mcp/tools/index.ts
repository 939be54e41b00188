/**
 * The eight tools, in the order tools/list announces them; `serve --tools extended` adds the extended ones
 * (a checklist and a statement check) after them.
 */
import type { ToolDefinition } from './tool-definition.js';
import { listSpecsTool } from './list-specs.js';
import { getStructureTool } from './get-structure.js';
import { getSectionTool } from './get-section.js';
import { searchSpecTool } from './search-spec.js';
import { getRequirementsTool } from './get-requirements.js';
import { getDefinitionsTool } from './get-definitions.js';
import { getTablesTool } from './get-tables.js';
import { compareVersionsTool } from './compare-versions.js';
import { getChecklistTool } from './get-checklist.js';
import { checkStatementTool } from './check-statement.js';

export const TOOLS: readonly ToolDefinition[] = [
  listSpecsTool,
  getStructureTool,
  getSectionTool,
  searchSpecTool,
  getRequirementsTool,
  getDefinitionsTool,
  getTablesTool,
  compareVersionsTool,
];

/** What `serve --tools extended` adds to the eight. */
export const EXTENDED_TOOLS: readonly ToolDefinition[] = [getChecklistTool, checkStatementTool];

/** The tool sets `serve --tools` offers: the eight by default (the contract announces eight). */
export const TOOL_SETS = ['default', 'extended'] as const;
export type ToolSet = (typeof TOOL_SETS)[number];

export const toolsOf = (set: ToolSet = 'default'): readonly ToolDefinition[] =>
  set === 'extended' ? [...TOOLS, ...EXTENDED_TOOLS] : TOOLS;

export { toolListing, type ToolDefinition } from './tool-definition.js';
