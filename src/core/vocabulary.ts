/**
 * Words of the front ends, as placeholders. The core writes the names of
 * parameters and operations in its messages and hints as placeholders, and
 * each front end renders them in its own words (src/cli/vocabulary.ts,
 * src/mcp/vocabulary.ts):
 *
 * | placeholder           | CLI                          | MCP (and the TUI)   |
 * |-----------------------|------------------------------|---------------------|
 * | `{param:table_index}` | `--table-index`              | `table_index`       |
 * | `{op:NAME}`           | `` `pdfspec COMMAND` ``      | `NAME`              |
 * | `{run:NAME}`          | run `` `pdfspec COMMAND` ``  | call `NAME`         |
 *
 * where NAME is an operation's name (its constant, e.g. `{run:${LIST_SPECS}}`),
 * so a hint is written once ("{run:…} to see the ids") and reads right in a
 * terminal and to a model.
 */

export interface Vocabulary {
  param(key: string): string;
  /** How this front end names the operation; null for a name it does not know (left as written). */
  op(name: string): string | null;
  run(name: string): string | null;
}

/**
 * The operations' and parameters' own names: how an error reads until a front
 * end words it (the TUI shows these; MCP's names are the same).
 */
export const OWN_NAMES: Vocabulary = {
  param: (key) => key,
  op: (name) => name,
  run: (name) => `call ${name}`,
};

const PLACEHOLDER = /\{(param|op|run):(\w+)\}/g;

/** `text` with its placeholders in the words of `v`; an operation name `v` does not know is left as written. */
export function inVocabulary(text: string, v: Vocabulary): string {
  return text.replace(PLACEHOLDER, (whole, kind: string, name: string) => {
    if (kind === 'param') return v.param(name);
    return (kind === 'op' ? v.op(name) : v.run(name)) ?? whole;
  });
}
