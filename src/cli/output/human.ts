/** People-facing output per operation. */
import type { ResultOf } from '../../core/create-core.js';
import type { OperationName } from '../../core/schemas.js';
import { formatCompare, formatDefinitions, formatRequirements, formatSpecs } from './format-lists.js';
import { formatSearch } from './format-search.js';
import { formatSection, formatTables } from './format-section.js';
import { formatStructure } from './format-structure.js';
import { formatKeys } from './format-keys.js';
import { formatReferences } from './format-refs.js';
import type { Style } from './style.js';

const FORMATTERS: { [K in OperationName]: (r: ResultOf<K>, s: Style) => string[] } = {
  list_specs: formatSpecs,
  get_structure: formatStructure,
  get_section: formatSection,
  search_spec: formatSearch,
  get_requirements: formatRequirements,
  get_definitions: formatDefinitions,
  get_tables: formatTables,
  compare_versions: formatCompare,
  find_references: formatReferences,
  find_key: formatKeys,
};

export function formatHuman<K extends OperationName>(op: K, result: ResultOf<K>, style: Style): string[] {
  return (FORMATTERS[op] as (r: ResultOf<K>, s: Style) => string[])(result, style);
}
