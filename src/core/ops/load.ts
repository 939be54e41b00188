/**
 * The operations loaded one at a time, on first use: each operation's module
 * (and so its zod schemas) is imported when a front end first asks for it, so
 * a warm `pdfspec search` builds the schemas of search_spec and of nothing
 * else. The names are plain data, in the order of ops/index.ts (a test holds
 * the two lists together); front ends that need every operation at once (the
 * MCP tool list) use ops/index.ts.
 */
import type { OPERATIONS, OperationName } from './index.js';

type Operations = typeof OPERATIONS;

export const OPERATION_NAMES = [
  'list_specs',
  'get_structure',
  'get_section',
  'search_spec',
  'get_requirements',
  'get_definitions',
  'get_tables',
  'compare_versions',
  'find_references',
  'find_key',
  'list_roles',
  'get_checklist',
  'cite_requirement',
  'check_statement',
] as const satisfies readonly OperationName[];

const LOADERS: { readonly [K in OperationName]: () => Promise<Operations[K]> } = {
  list_specs: () => import('./list-specs/operation.js').then((m) => m.listSpecsOperation),
  get_structure: () => import('./get-structure/operation.js').then((m) => m.getStructureOperation),
  get_section: () => import('./get-section/operation.js').then((m) => m.getSectionOperation),
  search_spec: () => import('./search-spec/operation.js').then((m) => m.searchSpecOperation),
  get_requirements: () => import('./get-requirements/operation.js').then((m) => m.getRequirementsOperation),
  get_definitions: () => import('./get-definitions/operation.js').then((m) => m.getDefinitionsOperation),
  get_tables: () => import('./get-tables/operation.js').then((m) => m.getTablesOperation),
  compare_versions: () => import('./compare-versions/operation.js').then((m) => m.compareVersionsOperation),
  find_references: () => import('./find-references/operation.js').then((m) => m.findReferencesOperation),
  find_key: () => import('./find-key/operation.js').then((m) => m.findKeyOperation),
  list_roles: () => import('./list-roles/operation.js').then((m) => m.listRolesOperation),
  get_checklist: () => import('./get-checklist/operation.js').then((m) => m.getChecklistOperation),
  cite_requirement: () => import('./cite-requirement/operation.js').then((m) => m.citeRequirementOperation),
  check_statement: () => import('./check-statement/operation.js').then((m) => m.checkStatementOperation),
};

const loading = new Map<OperationName, Promise<unknown>>();
const loaded = new Map<OperationName, unknown>();

/** Operation `name`, its module imported on first use. */
export function loadOperation<K extends OperationName>(name: K): Promise<Operations[K]> {
  let p = loading.get(name);
  if (!p) {
    p = LOADERS[name]().then((op) => (loaded.set(name, op), op));
    loading.set(name, p);
  }
  return p as Promise<Operations[K]>;
}

/** Operation `name` when its module has been loaded, else undefined: what is loaded is used at once. */
export function loadedOperation<K extends OperationName>(name: K): Operations[K] | undefined {
  return loaded.get(name) as Operations[K] | undefined;
}
