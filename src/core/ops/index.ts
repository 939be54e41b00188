/**
 * The operations, in the order front ends list them (the first eight are the
 * MCP tools; refs and key are CLI and TUI operations; roles, checklist,
 * cite and check are CLI operations, checklist and check also MCP tools with `serve --tools extended`). Adding one is a folder
 * beside these and one line here; the core, the CLI commands, the MCP tools and
 * the completion words are generated from this list.
 */
import { checkStatementOperation } from './check-statement/operation.js';
import { citeRequirementOperation } from './cite-requirement/operation.js';
import { compareVersionsOperation } from './compare-versions/operation.js';
import { findKeyOperation } from './find-key/operation.js';
import { findReferencesOperation } from './find-references/operation.js';
import { getChecklistOperation } from './get-checklist/operation.js';
import { getDefinitionsOperation } from './get-definitions/operation.js';
import { getRequirementsOperation } from './get-requirements/operation.js';
import { getSectionOperation } from './get-section/operation.js';
import { getStructureOperation } from './get-structure/operation.js';
import { getTablesOperation } from './get-tables/operation.js';
import { listRolesOperation } from './list-roles/operation.js';
import { listSpecsOperation } from './list-specs/operation.js';
import { searchSpecOperation } from './search-spec/operation.js';

export const OPERATION_LIST = [
  listSpecsOperation,
  getStructureOperation,
  getSectionOperation,
  searchSpecOperation,
  getRequirementsOperation,
  getDefinitionsOperation,
  getTablesOperation,
  compareVersionsOperation,
  findReferencesOperation,
  findKeyOperation,
  listRolesOperation,
  getChecklistOperation,
  citeRequirementOperation,
  checkStatementOperation,
] as const;

type AnyOperation = (typeof OPERATION_LIST)[number];
export type OperationName = AnyOperation['name'];

/** The operations by name. */
export const OPERATIONS = Object.fromEntries(OPERATION_LIST.map((op) => [op.name, op])) as {
  readonly [O in AnyOperation as O['name']]: O;
};
