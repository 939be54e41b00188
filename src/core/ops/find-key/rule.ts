/**
 * The key operation's rule joining its parameters: `verify` stands alone; otherwise a key or a dictionary is
 * needed. Apart from zod: the schema reports it (schemas.ts `withRule`) and the core's check without zod asks it
 * (light-input.ts).
 */
import type { ParamIssue } from '../define-runner.js';

export function findKeyRule(v: {
  verify?: boolean;
  key?: string;
  dictionary?: string;
  source?: string;
}): ParamIssue | null {
  if (v.verify === true && (v.key !== undefined || v.dictionary !== undefined || v.source !== undefined)) {
    return {
      path: 'verify',
      message:
        '{verify} checks every table of the spec against the model: give it without {key}, {dictionary} or {source}',
      kind: 'joint',
    };
  }
  if (v.verify !== true && v.key === undefined && v.dictionary === undefined) {
    return {
      path: 'key',
      message: 'give a {key}, a {dictionary} (every key of one object), or {verify}',
      kind: 'joint',
    };
  }
  return null;
}
