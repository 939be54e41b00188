/**
 * The core's public entry for the TUI (components/): the Core it is handed, the records' types, errors, and
 * the one "did you mean" ranking. The TUI imports the core through this file only, so what it may rely on is
 * listed in one place (checked by test/layers.test.ts).
 */
export type { Core } from './create-core.js';
export type { ProgressEvent } from './operation-context.js';
export { PdfspecError, toPdfspecError } from './errors.js';
export { didYouMean } from './did-you-mean.js';
export {
  LEVEL_FILTERS,
  type CompareVersionsResult,
  type GetSectionResult,
  type KeyRecord,
  type ListSpecsResult,
  type SearchSpecResult,
  type StructureNode,
} from './schemas.js';
