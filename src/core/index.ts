/**
 * The core's public entry: everything the front ends (src/cli, src/mcp, components/) use of the core, listed
 * in one place (test/layers.test.ts holds them to it). The CLI loads this file when it starts, so it holds
 * only what is light: types, errors, the operations' names and small helpers. What needs zod or an
 * operation's module — the core itself, an operation, its schemas — is reached through a loader that imports
 * it on first use, so a warm `pdfspec search` still builds the schemas of search alone.
 */
export type { Answer, Core, InputOf, ResultOf } from './create-core.js';
export type { OperationContext, ProgressEvent } from './operation-context.js';
export type { OperationName } from './ops/index.js';
export type { ValidateOptions } from './validate.js';
export { EXIT_CODES, EXIT_NO_MATCH, PdfspecError, toPdfspecError, type ErrorCode } from './errors.js';
export { OWN_NAMES, type Vocabulary } from './vocabulary.js';
export { didYouMean, suggestionsFor } from './did-you-mean.js';
export { describeEmpty } from './empty-result.js';
export { plainInteger } from './plain-integer.js';
export { packageVersion } from './package-version.js';
export { sectionMarkdown } from './markdown.js';
export { NO_CELL_TEXT, hasNoCells } from './ops/table-text.js';
export { matchSpans, type MatchRequest } from './search/spans.js';
export { CATEGORIES, LEVEL_FILTERS, DEFINITION_KIND_FILTERS } from './choices.js';
export { shownListItem, withListItems } from './ops/list-items.js';

// The operations' list (light: names, tool words, loaders), and the loaders: each imports what it hands out when first called.
export { OPERATION_LIST } from './ops/list.js';
export type { ToolWords } from './ops/define-entry.js';
export type { CommandSpec, FlagSpec } from './ops/define-command.js';
export type { Paint, Paints, TextStyle } from './ops/text-style.js';
export { SHARED_FLAGS } from './ops/shared-flags.js';
export { GAPS_NOTE } from './ops/tool-text.js';
export { OPERATION_NAMES, loadOperation } from './ops/load.js';
export { loadOperationSchemas, type OperationSchemas } from './operation-schemas.js';
export { reloadDamagedModel } from './resilience/reload-damaged-model.js';
/** `createCore`, its module (validation, answers) imported on first use. */
export const loadCreateCore = async () => (await import('./create-core.js')).createCore;

// Type-only, so that the schemas' modules are not loaded with this entry (`export { type X }` would load them).
export type { KeyRecord, PageInfo } from './schemas.js';
export type { CompareVersionsResult } from './ops/compare-versions/schema.js';
export type { FindKeyResult, VerifyReport } from './ops/find-key/schema.js';
export type { FindReferencesResult, ReferenceRecord } from './ops/find-references/schema.js';
export type { GetDefinitionsResult } from './ops/get-definitions/schema.js';
export type { GetRequirementsResult } from './ops/get-requirements/schema.js';
export type { GetSectionResult } from './ops/get-section/schema.js';
export type { GetStructureResult, StructureNode } from './ops/get-structure/schema.js';
export type { GetTablesResult } from './ops/get-tables/schema.js';
export type { ListSpecsResult } from './ops/list-specs/schema.js';
export type { ListRolesResult } from './ops/list-roles/schema.js';
export type { GetChecklistResult, ChecklistItem } from './ops/get-checklist/schema.js';
export type { CiteRequirementResult } from './ops/cite-requirement/schema.js';
export type { CheckStatementResult } from './ops/check-statement/schema.js';
export type { SearchSpecResult } from './ops/search-spec/schema.js';

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
export { LIST_ROLES } from './ops/list-roles/name.js';
export { GET_CHECKLIST } from './ops/get-checklist/name.js';
export { CITE_REQUIREMENT } from './ops/cite-requirement/name.js';
export { CHECK_STATEMENT } from './ops/check-statement/name.js';
// A checklist as Markdown or CSV (plain functions over the answer, no zod).
export { checklistCsv, checklistMarkdown } from './ops/get-checklist/format.js';

// Tracing a code base's citations (src/core/trace): the shapes the host reads files into and the report.
export type { SourceFile, TraceReport, Citation, SectionCoverage, RequirementTrace } from './trace/trace.js';
/** The trace engine, imported on first use (only `trace` needs it). */
export const loadTrace = async () => import('./trace/index.js');
