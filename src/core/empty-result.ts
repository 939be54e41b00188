/**
 * When a list answer is empty, and how to say so. Every front end uses this:
 * the CLI exits 1 with the sentence on stderr (like grep), the MCP server adds
 * it as a note beside the (still complete) record. Parameters are named through
 * `paramName`, so each front end prints the name its user typed.
 */
import type { OperationName } from './ops/index.js';

/** The result's list is empty: what was asked for, in which spec, with which filters. */
export interface EmptyResult {
  what: string;
  spec: string | null;
  filters: Array<[key: string, value: unknown]>;
  suggestions: string[];
}

const FILTER_KEYS: Partial<Record<OperationName, string[]>> = {
  list_specs: ['category'],
  search_spec: ['query', 'regex', 'case_sensitive'],
  get_requirements: ['section', 'level'],
  get_definitions: ['term'],
  get_tables: ['section', 'table_index', 'key', 'dictionary'],
  compare_versions: ['section'],
  find_key: ['key', 'dictionary'],
  find_references: ['section'],
};

const TOTALS: Partial<Record<OperationName, [total: string, what: string]>> = {
  list_specs: ['totalSpecs', 'specs'],
  search_spec: ['totalResults', 'results'],
  get_requirements: ['totalRequirements', 'requirements'],
  get_definitions: ['totalDefinitions', 'definitions'],
  get_tables: ['totalTables', 'tables'],
  find_key: ['totalKeys', 'dictionary entries'],
};

/** Null unless the operation returns a list and nothing at all matched (an offset past the end is not "nothing"). */
export function emptyResult(
  op: OperationName,
  input: Record<string, unknown>,
  result: Record<string, unknown>,
): EmptyResult | null {
  let total: number;
  let what: string;
  if (op === 'find_key' && result.verify) return null;
  if (op === 'get_tables' && input.key !== undefined) {
    total = Number(result.totalKeys);
    what = 'dictionary entries';
  } else if (op === 'compare_versions') {
    total = Number(result.totalMatched) + Number(result.totalAdded) + Number(result.totalRemoved);
    what = 'sections to compare';
  } else if (op === 'find_references') {
    total = Number(result.totalOutgoing) + Number(result.totalIncoming);
    what = 'cross-references';
  } else {
    const t = TOTALS[op];
    if (!t) return null;
    total = Number(result[t[0]]);
    what = t[1];
  }
  if (total !== 0) return null;
  const filters = (FILTER_KEYS[op] ?? [])
    .filter((k) => input[k] !== undefined)
    .map((k): [string, unknown] => [k, input[k]]);
  const spec =
    op === 'compare_versions'
      ? `${String(result.from)} → ${String(result.to)}`
      : typeof result.spec === 'string'
        ? result.spec
        : null;
  const suggestions = Array.isArray(result.suggestions) ? (result.suggestions as string[]) : [];
  return { what, spec, filters, suggestions };
}

/**
 * `no requirements for --section "4", --level "shall not" in wtpdf`, with the front end's names;
 * a parameter that `paramName` names "" (a positional) shows only its value.
 */
export function describeEmpty(e: EmptyResult, paramName: (key: string) => string): string {
  const filters = e.filters.map(([k, v]) => {
    const name = paramName(k);
    if (v === true) return name;
    return name ? `${name} ${JSON.stringify(v)}` : JSON.stringify(v);
  });
  const where = e.spec ? ` in ${e.spec}` : '';
  const did = e.suggestions.length ? `; did you mean ${e.suggestions.map((s) => JSON.stringify(s)).join(', ')}?` : '';
  return `no ${e.what}${filters.length ? ` for ${filters.join(', ')}` : ''}${where}${did}`;
}
