/**
 * The core's public entry for the TUI (components/): the Core it is handed, the records' types, errors, and
 * the one "did you mean" ranking. The TUI imports the core through this file only, so what it may rely on is
 * listed in one place (checked by test/layers.test.ts).
 */
export type { Core } from './create-core.js';
export type { ProgressEvent } from './operation-context.js';
export { PdfspecError, toPdfspecError } from './errors.js';
export { didYouMean } from './did-you-mean.js';
export { LEVEL_FILTERS } from './choices.js';
// Type-only, so that the schemas' modules are not loaded with this entry (`export { type X }` would load them).
export type { KeyRecord } from './schemas.js';
export type { CompareVersionsResult } from './ops/compare-versions/schema.js';
export type { GetSectionResult } from './ops/get-section/schema.js';
export type { ListSpecsResult } from './ops/list-specs/schema.js';
export type { SearchSpecResult } from './ops/search-spec/schema.js';
export type { StructureNode } from './ops/get-structure/schema.js';
// The operations' names, each from a module of its own, so that naming one loads none of them.
export { LIST_SPECS } from './ops/list-specs/name.js';
export { GET_STRUCTURE } from './ops/get-structure/name.js';
export { GET_SECTION } from './ops/get-section/name.js';
export { SEARCH_SPEC } from './ops/search-spec/name.js';
export { GET_REQUIREMENTS } from './ops/get-requirements/name.js';
export { GET_DEFINITIONS } from './ops/get-definitions/name.js';
export { GET_TABLES } from './ops/get-tables/name.js';
export { COMPARE_VERSIONS } from './ops/compare-versions/name.js';
export { FIND_REFERENCES } from './ops/find-references/name.js';
export { FIND_KEY } from './ops/find-key/name.js';
