/**
 * The tables operation's rule joining its parameters: a key lookup stands alone, a section and `all` exclude
 * each other, a table index needs a section. Apart from zod: the schema reports it (schemas.ts `withRule`) and
 * the core's check without zod asks it (light-input.ts).
 */
import type { ParamIssue } from '../define-runner.js';

export function tablesRule(v: {
  key?: string;
  section?: string;
  all?: boolean;
  table_index?: number;
  dictionary?: string;
  source?: string;
}): ParamIssue | null {
  if (v.key !== undefined && (v.section !== undefined || v.all !== undefined || v.table_index !== undefined)) {
    return {
      path: 'key',
      message: '{key} looks a key up in every table of the document: give it without {section}, {all} or {table_index}',
      kind: 'joint',
    };
  }
  if ((v.dictionary !== undefined || v.source !== undefined) && v.key === undefined) {
    return {
      path: v.dictionary !== undefined ? 'dictionary' : 'source',
      message: `{${v.dictionary !== undefined ? 'dictionary' : 'source'}} belongs to a key lookup: give {key} too`,
      kind: 'joint',
    };
  }
  if (v.section !== undefined && v.all === true) {
    return {
      path: 'all',
      message: 'give either {section} or {all} (every table of the document), not both',
      kind: 'joint',
    };
  }
  if (v.section === undefined && v.all === false) {
    return {
      path: 'all',
      message: 'without {section}, {all} must be true (or left out): every table of the document',
      kind: 'joint',
    };
  }
  if (v.section === undefined && v.table_index !== undefined) {
    return {
      path: 'table_index',
      message:
        '{table_index} picks a table within a section: give {section} too, or page the whole-document list with {offset}/{limit}',
      kind: 'joint',
    };
  }
  return null;
}
