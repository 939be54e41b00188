/**
 * The operation commands: one per operation of the core's list, each as its folder declares it
 * (src/core/ops/<operation>/command.ts: positional, flags, help examples, how a person reads the answer and
 * which list --ndjson prints), with the operation's name as an alias. The one shared runner (run-op.ts) runs
 * them all; none implements anything the core does.
 */
import { OPERATION_LIST, type CommandSpec, type OperationName, type ResultOf } from '../../core/index.js';

export type OpCommandSpec<K extends OperationName = OperationName> = CommandSpec<ResultOf<K>> & { op: K };

// Each command is typed by its own operation, in its folder; here they are listed as one of all.
export const OP_COMMANDS: OpCommandSpec[] = OPERATION_LIST.map(
  (entry) => ({ op: entry.name, ...entry.command }) as unknown as OpCommandSpec,
);
