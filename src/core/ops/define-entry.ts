/**
 * An operation as its folder offers it to every front end (`<operation>/index.ts`): its name, a loader of its
 * definition (`operation.ts`: the schemas, the function, what an empty answer means), the words of its MCP
 * tool and its CLI command. An entry is light — no zod, no operation's code — because the CLI loads every
 * entry when it starts; the definition is imported when the operation is first asked (load.ts).
 */
import type * as z from 'zod';
import type { CommandSpec } from './define-command.js';
import type { Runner } from './define-runner.js';

/** An MCP tool's words for a model; an operation without them is not offered as a tool (the CLI and TUI have it). */
export interface ToolWords {
  title: string;
  /** Written for a model: when to use the tool, and how to read its result. */
  description: string;
  /**
   * The result holds a long list that the core pages with offset/limit. Without
   * either, the list comes whole, unless it would pass the result size cap: then
   * the server sends the first page that fits and says so (src/mcp/paging.ts).
   */
  paged: boolean;
  /**
   * Offered only by `serve --tools extended`: the default server keeps the eight tools its contract announces
   * (test/mcp-tool-contract.test.ts).
   */
  extended?: boolean;
}

/** What an entry needs to know of its definition: its name and its answer's schema. */
interface Definition<N extends string> {
  readonly name: N;
  readonly output: z.ZodType;
}

export interface OperationEntry<N extends string, Op extends Definition<N>> {
  readonly name: N;
  /** Imports the operation's definition (its module, and so its zod schemas). */
  readonly load: () => Promise<Op>;
  /** Imports its runner alone (runner.ts: no zod), what the core answers with when the check without zod passes. */
  readonly runner?: () => Promise<Runner<never, unknown>>;
  /** Absent for an operation that is no MCP tool. */
  readonly tool?: ToolWords;
  readonly command: CommandSpec<z.infer<Op['output']>>;
}

export function defineEntry<N extends string, Op extends Definition<N>>(
  entry: OperationEntry<N, Op>,
): OperationEntry<N, Op> {
  return entry;
}
