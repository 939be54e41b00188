/**
 * The core's public entry for the TUI (components/): the Core it is handed, the records' types, errors, and
 * the one "did you mean" ranking. The TUI imports the core through this file only, so what it may rely on is
 * listed in one place (checked by test/layers.test.ts).
 */
export type { Core } from './create-core.js';
export type { ProgressEvent } from './operation-context.js';
export { PdfspecError, toPdfspecError } from './errors.js';
export { didYouMean } from './did-you-mean.js';
export { LEVEL_FILTERS, type KeyRecord } from './schemas.js';
export { type CompareVersionsResult } from './ops/compare-versions/schema.js';
export { type GetSectionResult } from './ops/get-section/schema.js';
export { type ListSpecsResult } from './ops/list-specs/schema.js';
export { type SearchSpecResult } from './ops/search-spec/schema.js';
export { type StructureNode } from './ops/get-structure/schema.js';
