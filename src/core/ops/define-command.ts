/**
 * An operation's CLI command as its folder declares it (<operation>/command.ts): plain data and pure
 * functions, no yargs. The CLI turns it into a yargs command (src/cli/commands/op-command.ts) and runs it
 * with its one runner (src/cli/run-op.ts); its flags fill the operation's parameters, which the core checks.
 */
import type { Formatter } from './text-style.js';

/**
 * A flag fills the parameter of its name in snake_case (--max-depth fills max_depth). It takes a `string`,
 * an `integer` (read strictly by the CLI, so that "1.5" reaches the schema, whose error names the flag), or
 * nothing: a `switch` is on or off.
 */
export interface FlagSpec {
  takes: 'string' | 'integer' | 'switch';
  /** Its line in --help. */
  describe: string;
  alias?: string;
}

export interface CommandSpec<R> {
  /** The command, e.g. "section" (the operation's name works too). */
  name: string;
  /** The words after the command fill parameter `key`; a flag of the same name is the other way to give it. */
  positional?: { name: string; key: string; variadic?: boolean; describe: string };
  /** The flags, in the order --help lists them (several commands share SHARED_FLAGS). */
  flags: Readonly<Record<string, FlagSpec>>;
  /** Options that change only how this command prints (switches, or a value like checklist's --format): no parameter of the operation. */
  options?: Readonly<Record<string, FlagSpec>>;
  /** Its line in --help. */
  describe: string;
  examples: ReadonlyArray<readonly [command: string, what: string]>;
  /**
   * At least one of these parameters must be given on the command line (the MCP tool may omit them all);
   * `message` names them as {key}.
   */
  needs?: { keys: string[]; message: string };
  /** The command line's parameters, changed where a flag means something only to the CLI (after parsing). */
  prepare?: (given: Record<string, unknown>) => void;
  /**
   * Checks the `options` (which the core never sees) before the core is asked: throws a PdfspecError
   * ('invalid_input') naming the option and what it takes.
   */
  checkArgs?: (argv: Record<string, unknown>) => void;
  /** The answer as lines for a person. */
  format: Formatter<R>;
  /** The list inside the answer, one JSON record per line for --ndjson. */
  records: (result: R) => unknown[];
}

export function defineCommand<R>(spec: CommandSpec<R>): CommandSpec<R> {
  return spec;
}
