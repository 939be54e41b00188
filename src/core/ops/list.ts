/**
 * The operations, in the order the front ends list them (tools/list, the CLI's --help). Each is a folder
 * beside this file holding everything about it, and its entry here: the core's methods and loaders
 * (index.ts, load.ts), the MCP tools and the CLI commands are derived from this list. The operations from
 * roles on are CLI and TUI operations; checklist and check are MCP tools too with `serve --tools extended`.
 */
import { listSpecsEntry } from './list-specs/index.js';
import { getStructureEntry } from './get-structure/index.js';
import { getSectionEntry } from './get-section/index.js';
import { searchSpecEntry } from './search-spec/index.js';
import { getRequirementsEntry } from './get-requirements/index.js';
import { getDefinitionsEntry } from './get-definitions/index.js';
import { getTablesEntry } from './get-tables/index.js';
import { compareVersionsEntry } from './compare-versions/index.js';
import { findReferencesEntry } from './find-references/index.js';
import { findKeyEntry } from './find-key/index.js';
import { listRolesEntry } from './list-roles/index.js';
import { getChecklistEntry } from './get-checklist/index.js';
import { citeRequirementEntry } from './cite-requirement/index.js';
import { checkStatementEntry } from './check-statement/index.js';

export const OPERATION_LIST = [
  listSpecsEntry,
  getStructureEntry,
  getSectionEntry,
  searchSpecEntry,
  getRequirementsEntry,
  getDefinitionsEntry,
  getTablesEntry,
  compareVersionsEntry,
  findReferencesEntry,
  findKeyEntry,
  listRolesEntry,
  getChecklistEntry,
  citeRequirementEntry,
  checkStatementEntry,
] as const;
