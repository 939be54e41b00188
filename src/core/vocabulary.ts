/**
 * One vocabulary per front end. The core writes the names of parameters and
 * operations in its messages and hints as placeholders, and each front end
 * renders them in its own words:
 *
 * | placeholder           | CLI                        | MCP (and the TUI)   |
 * |-----------------------|----------------------------|---------------------|
 * | `{param:table_index}` | `--table-index`            | `table_index`       |
 * | `{op:list_specs}`     | `` `pdfspec list-specs` `` | `list_specs`        |
 * | `{run:list_specs}`    | run `` `pdfspec list-specs` `` | call `list_specs` |
 *
 * so a hint is written once ("{run:list_specs} to see the ids") and reads
 * right in a terminal and to a model.
 */
import { OPERATIONS, type OperationName } from './schemas.js';

export interface Vocabulary {
  param(key: string): string;
  op(name: OperationName): string;
  run(name: OperationName): string;
}

const isOp = (name: string): name is OperationName => Object.hasOwn(OPERATIONS, name);

export const CLI_VOCABULARY: Vocabulary = {
  param: (key) => `--${key.replaceAll('_', '-')}`,
  op: (name) => `\`pdfspec ${OPERATIONS[name].command}\``,
  run: (name) => `run \`pdfspec ${OPERATIONS[name].command}\``,
};

export const MCP_VOCABULARY: Vocabulary = {
  param: (key) => key,
  op: (name) => name,
  run: (name) => `call ${name}`,
};

const PLACEHOLDER = /\{(param|op|run):(\w+)\}/g;

/** `text` with its placeholders in the words of `v`; an unknown operation name is left as written. */
export function inVocabulary(text: string, v: Vocabulary): string {
  return text.replace(PLACEHOLDER, (whole, kind: string, name: string) => {
    if (kind === 'param') return v.param(name);
    if (!isOp(name)) return whole;
    return kind === 'op' ? v.op(name) : v.run(name);
  });
}
