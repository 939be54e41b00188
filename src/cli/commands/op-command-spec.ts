/** What an operation command is: data run by the one shared runner (run-op.ts). */
import type { Options } from 'yargs';
import type { OperationName, ResultOf } from '../../core/index.js';
import type { Flag } from '../options.js';
import type { Style } from '../output/style.js';

export interface OpCommandSpec<K extends OperationName = OperationName> {
  op: K;
  /** Command name, e.g. "section". */
  name: string;
  positional?: { name: string; key: string; variadic?: boolean; describe: string };
  flags: Flag[];
  /** Options that change only how this command prints (not schema keys). */
  options?: Record<string, Options>;
  describe: string;
  examples: Array<[string, string]>;
  /**
   * At least one of these schema keys must be given on the command line (the MCP tool may omit
   * them all); `message` names them as {key}.
   */
  needs?: { keys: string[]; message: string };
  /** The command line's schema input, changed where a flag means something only to the CLI (after parsing). */
  prepare?: (given: Record<string, unknown>) => void;
  /** Checks the options that change only how this command prints, before the core is asked (a usage error). */
  checkArgs?: (argv: Record<string, unknown>) => void;
  /** The answer as lines for a person (`argv`: the command line, for options that change only the view). */
  format: (result: ResultOf<K>, style: Style, argv: Record<string, unknown>) => string[];
  /** The list inside the answer, one JSON record per line for --ndjson. */
  records: (result: ResultOf<K>) => unknown[];
}

/** Each command typed by its own operation, listed as one of all. */
export const command = <K extends OperationName>(spec: OpCommandSpec<K>) => spec as unknown as OpCommandSpec;
