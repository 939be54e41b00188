export { SpecRegistry, specDirs, type RegistryOptions, type RegistrySnapshot } from './registry.js';
export {
  loadCatalogue,
  packageRoot,
  type Catalogue,
  type CatalogueSpec,
  type CoverageGap,
} from '../../core/catalogue.js';
export { resolveSpecIn, fileError, specSuggestions, suggestSpecIds, type ResolveEnv } from './resolve.js';
export { idByFileName, idByTitle, slugOfFileName } from './recognise.js';
export { scanSpecDirs, type ScannedFile, type ProbeFacts, type Probe } from './scan.js';
export { buildSpecList } from './spec-list.js';
