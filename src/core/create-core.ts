/**
 * The one core: the operations behind the CLI, the MCP server and the TUI, one
 * method per operation of the index (ops/index.ts).
 * Each method validates its raw input with the operation's schema — inside the
 * Observable, so a bad parameter arrives as an error notification like any
 * other failure — and then runs the operation.
 */
import { type Observable, defer } from 'rxjs';
import type { z } from 'zod';
import type { OperationContext } from './operation-context.js';
import { OPERATION_LIST, type OPERATIONS, type OperationName } from './ops/index.js';
import { validate } from './validate.js';

export type InputOf<K extends OperationName> = z.infer<(typeof OPERATIONS)[K]['input']>;
export type ResultOf<K extends OperationName> = z.infer<(typeof OPERATIONS)[K]['output']>;

/**
 * The one core that the CLI, the MCP server and the TUI share. Each method
 * takes raw (unvalidated) parameters, validates them with the operation's
 * schema and returns a stream of exactly one result record.
 */
export type Core = {
  readonly [K in OperationName]: (input: unknown) => Observable<ResultOf<K>>;
} & {
  readonly context: OperationContext;
};

type Run<K extends OperationName> = (ctx: OperationContext, input: InputOf<K>) => Observable<ResultOf<K>>;

export function createCore(ctx: OperationContext): Core {
  const methods = OPERATION_LIST.map((op) => {
    const run = op.run as Run<typeof op.name>;
    const method = (input: unknown) => defer(() => run(ctx, validate(op.input, input ?? {}) as never));
    return [op.name, method] as const;
  });
  return { context: ctx, ...Object.fromEntries(methods) } as Core;
}
