/**
 * The one core: the operations behind the CLI, the MCP server and the TUI, one
 * method per operation of the index (ops/index.ts), and `answer`, which gives a
 * front end everything it renders (answer.ts).
 * Input is validated once, with the operation's schema — inside the
 * Observable, so a bad parameter arrives as an error notification like any
 * other failure — and then the operation runs.
 */
import { type Observable, defer, map } from 'rxjs';
import { completeAnswer, type Answer, type InputOf, type ResultOf } from './answer.js';
import type { OperationContext } from './operation-context.js';
import { OPERATION_LIST, OPERATIONS, type OperationName } from './ops/index.js';
import { validate, type ValidateOptions } from './validate.js';
import { watchDefaultSpec } from './default-spec.js';

export type { Answer, InputOf, ResultOf };

/**
 * The one core that the CLI, the MCP server and the TUI share. Each method
 * takes raw (unvalidated) parameters and returns a stream of exactly one
 * result record; `answer` returns the record with its empty, paging and
 * notices, validating with the parameter names the front end's user typed.
 */
export type Core = {
  readonly [K in OperationName]: (input: unknown) => Observable<ResultOf<K>>;
} & {
  readonly context: OperationContext;
  answer<K extends OperationName>(name: K, input: unknown, opts?: ValidateOptions): Observable<Answer<K>>;
};

type Run<K extends OperationName> = (ctx: OperationContext, input: InputOf<K>) => Observable<ResultOf<K>>;

export function createCore(ctx: OperationContext): Core {
  const run = <K extends OperationName>(name: K, input: InputOf<K>, on: OperationContext = ctx) =>
    (OPERATIONS[name].run as unknown as Run<K>)(on, input);
  const valid = <K extends OperationName>(name: K, raw: unknown, opts?: ValidateOptions) =>
    validate(OPERATIONS[name].input, raw ?? {}, opts) as InputOf<K>;
  const answer = <K extends OperationName>(name: K, raw: unknown, opts?: ValidateOptions) =>
    defer(() => {
      const input = valid(name, raw, opts);
      // Per call: which spec the call read instead of the default one, for the answer's notice.
      const watch = watchDefaultSpec(ctx);
      return run(name, input, watch.ctx).pipe(map((record) => completeAnswer(name, input, record, watch.notice())));
    });
  const methods = OPERATION_LIST.map(
    (op) => [op.name, (raw: unknown) => defer(() => run(op.name, valid(op.name, raw)))] as const,
  );
  return { context: ctx, answer, ...Object.fromEntries(methods) } as Core;
}
