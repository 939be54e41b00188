/**
 * When a list answer is empty, and how to say so. The core works it out for
 * every answer (each operation's folder says what its empty answer means); the
 * CLI exits 1 with the sentence on stderr (like grep), the MCP server adds it as
 * a note beside the (still complete) record. Parameters are named through
 * `paramName`, so each front end prints the name its user typed.
 */
import type { EmptyMeaning } from './ops/define-operation.js';

/** The result's list is empty: what was asked for, in which spec, with which filters. */
export interface EmptyResult {
  what: string;
  spec: string | null;
  filters: Array<[key: string, value: unknown]>;
  suggestions: string[];
  /** More to say (the coverage gap a search is about), without a closing full stop; null when nothing. */
  note: string | null;
}

/** Null unless the operation returns a list and nothing at all matched (an offset past the end is not "nothing"). */
export function emptyResult<I extends object, O extends object>(
  meaning: EmptyMeaning<I, O> | undefined,
  input: I,
  result: O,
): EmptyResult | null {
  const found = meaning?.found(result, input);
  if (!meaning || !found || found.total !== 0) return null;
  const given = input as Record<string, unknown>;
  const filters = meaning.filters.filter((k) => given[k] !== undefined).map((k): [string, unknown] => [k, given[k]]);
  const r = result as Record<string, unknown>;
  const spec = meaning.where ? meaning.where(result) : typeof r.spec === 'string' ? r.spec : null;
  const suggestions = Array.isArray(r.suggestions) ? (r.suggestions as string[]) : [];
  return { what: found.what, spec, filters, suggestions, note: meaning.note?.(result) ?? null };
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
  const note = e.note ? `${did ? ' ' : '. '}${e.note}` : '';
  return `no ${e.what}${filters.length ? ` for ${filters.join(', ')}` : ''}${where}${did}${note}`;
}
