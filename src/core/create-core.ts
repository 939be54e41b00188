/**
 * The one core: the operations behind the CLI, the MCP server and the TUI, one
 * method per operation of the list (ops/list.ts), and `answer`, which gives a
 * front end everything it renders (answer.ts).
 * Input is validated once, with the operation's schema — inside the
 * Observable, so a bad parameter arrives as an error notification like any
 * other failure — and then the operation runs.
 */
import { type Observable, defer, from, map, switchMap } from 'rxjs';
import { completeAnswer, type Answer, type InputOf, type ResultOf } from './answer.js';
import type { OperationContext } from './operation-context.js';
import type { OperationName } from './ops/index.js';
import { OPERATION_NAMES, loadOperation, loadedOperation } from './ops/load.js';
import { validate, type ValidateOptions } from './validate.js';
import { watchDefaultSpec } from './default-spec.js';
import type { EmptyMeaning } from './ops/define-operation.js';

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

/** An operation as the core uses it, typed by its name. */
interface Operation<K extends OperationName> {
  input: Parameters<typeof validate>[0];
  run: (ctx: OperationContext, input: InputOf<K>) => Observable<ResultOf<K>>;
  empty?: EmptyMeaning<InputOf<K>, ResultOf<K>>;
}

export function createCore(ctx: OperationContext): Core {
  // Each operation's module, and so its schema, is loaded when it is first asked (ops/load.ts);
  // from then on an answer starts synchronously, as before.
  const withOp = <K extends OperationName, T>(name: K, use: (op: Operation<K>) => Observable<T>) =>
    defer(() => {
      const op = loadedOperation(name) as Operation<K> | undefined;
      return op ? use(op) : from(loadOperation(name) as Promise<unknown> as Promise<Operation<K>>).pipe(switchMap(use));
    });
  const run = <K extends OperationName>(op: Operation<K>, input: InputOf<K>, on: OperationContext = ctx) =>
    op.run(on, input);
  const valid = <K extends OperationName>(op: Operation<K>, raw: unknown, opts?: ValidateOptions) =>
    validate(op.input, raw ?? {}, opts) as InputOf<K>;
  const answer = <K extends OperationName>(name: K, raw: unknown, opts?: ValidateOptions) =>
    withOp(name, (op) => {
      const input = valid(op, raw, opts);
      // Per call: which spec the call read instead of the default one, for the answer's notice.
      const watch = watchDefaultSpec(ctx);
      return run(op, input, watch.ctx).pipe(map((record) => completeAnswer(op, input, record, watch.notice())));
    });
  const methods = OPERATION_NAMES.map(
    (name) => [name, (raw: unknown) => withOp(name, (op) => run(op, valid(op, raw)))] as const,
  );
  return { context: ctx, answer, ...Object.fromEntries(methods) } as Core;
}
