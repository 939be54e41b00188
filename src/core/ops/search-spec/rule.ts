/**
 * The search operation's rule over its input: the query is checked in the mode it is read in — as a pattern
 * with regex, as words (wildcards) without. Apart from zod: the schema reports it (schemas.ts `withRule`) and
 * the core's check without zod asks it (light-input.ts).
 */
import { regexProblem } from '../../search/regex.js';
import { parseQuery, WildcardError } from '../../search/tokenize.js';
import type { ParamIssue } from '../define-runner.js';

function wildcardProblem(query: string): string | null {
  try {
    parseQuery(query);
    return null;
  } catch (e) {
    if (e instanceof WildcardError) return e.message;
    throw e;
  }
}

export function searchQueryRule(v: { query: string; regex?: boolean }): ParamIssue | null {
  const problem = v.regex === true ? regexProblem(v.query) : wildcardProblem(v.query);
  return problem ? { path: 'query', message: problem, kind: 'explain' } : null;
}
