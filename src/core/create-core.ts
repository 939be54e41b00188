/**
 * The one core: the operations behind the CLI, the MCP server and the TUI (the
 * eight MCP tools, and the CLI's refs and key).
 * Each method validates its raw input with the shared schemas — inside the
 * Observable, so a bad parameter arrives as an error notification like any
 * other failure — and then runs the operation.
 */
import { type Observable, defer } from 'rxjs';
import type { z } from 'zod';
import type { OperationContext } from './operation-context.js';
import { OPERATIONS, type OperationName } from './schemas.js';
import { validate } from './validate.js';
import { compareVersions } from './ops/compare-versions.js';
import { findKey } from './ops/find-key.js';
import { findReferences } from './ops/find-references.js';
import { getDefinitions } from './ops/get-definitions.js';
import { getRequirements } from './ops/get-requirements.js';
import { getSection } from './ops/get-section.js';
import { getStructure } from './ops/get-structure.js';
import { getTables } from './ops/get-tables.js';
import { listSpecs } from './ops/list-specs.js';
import { searchSpec } from './ops/search-spec.js';

export type ResultOf<K extends OperationName> = z.infer<(typeof OPERATIONS)[K]['output']>;

/**
 * The one core that the CLI, the MCP server and the TUI share. Each method
 * takes raw (unvalidated) parameters, validates them with the schema module
 * and returns a stream of exactly one result record.
 */
export type Core = {
  readonly [K in OperationName]: (input: unknown) => Observable<ResultOf<K>>;
} & {
  readonly context: OperationContext;
};

export {
  compareVersions,
  findKey,
  findReferences,
  getDefinitions,
  getRequirements,
  getSection,
  getStructure,
  getTables,
  listSpecs,
  searchSpec,
};

type Op<K extends OperationName> = (
  ctx: OperationContext,
  input: z.infer<(typeof OPERATIONS)[K]['input']>,
) => Observable<z.infer<(typeof OPERATIONS)[K]['output']>>;

export const OPERATION_FUNCTIONS: { readonly [K in OperationName]: Op<K> } = {
  list_specs: listSpecs,
  get_structure: getStructure,
  get_section: getSection,
  search_spec: searchSpec,
  get_requirements: getRequirements,
  get_definitions: getDefinitions,
  get_tables: getTables,
  compare_versions: compareVersions,
  find_references: findReferences,
  find_key: findKey,
};

export function createCore(ctx: OperationContext): Core {
  const bind =
    <K extends OperationName>(name: K) =>
    (input: unknown) =>
      defer(() => {
        const op = OPERATION_FUNCTIONS[name] as Op<K>;
        return op(ctx, validate(OPERATIONS[name].input, input ?? {}) as never);
      });
  return {
    context: ctx,
    list_specs: bind('list_specs'),
    get_structure: bind('get_structure'),
    get_section: bind('get_section'),
    search_spec: bind('search_spec'),
    get_requirements: bind('get_requirements'),
    get_definitions: bind('get_definitions'),
    get_tables: bind('get_tables'),
    compare_versions: bind('compare_versions'),
    find_references: bind('find_references'),
    find_key: bind('find_key'),
  };
}
