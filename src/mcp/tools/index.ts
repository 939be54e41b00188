/** The eight tools, in the order tools/list announces them. */
import type { ToolDefinition } from './tool-definition.js';
import { listSpecsTool } from './list-specs.js';
import { getStructureTool } from './get-structure.js';
import { getSectionTool } from './get-section.js';
import { searchSpecTool } from './search-spec.js';
import { getRequirementsTool } from './get-requirements.js';
import { getDefinitionsTool } from './get-definitions.js';
import { getTablesTool } from './get-tables.js';
import { compareVersionsTool } from './compare-versions.js';

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

export { toolListing, type ToolDefinition } from './tool-definition.js';
