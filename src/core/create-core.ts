/**
 * The one core: the operations behind the CLI, the MCP server and the TUI, one
 * method per operation of the list (ops/list.ts), and `answer`, which gives a
 * front end everything it renders (answer.ts).
 * Input is validated once — inside the Observable, so a bad parameter arrives
 * as an error notification like any other failure — and then the operation
 * runs. Input that the check without zod accepts (light-input.ts: plain
 * parameters within their bounds, the usual case) runs with the operation's
 * runner alone; anything else is validated with the operation's zod schema,
 * imported then, whose message the user gets.
 */
import { type Observable, defer, from, map, switchMap } from 'rxjs';
import { completeAnswer, type Answer, type InputOf, type ResultOf } from './answer.js';
import type { OperationContext } from './operation-context.js';
import type { OperationName } from './ops/index.js';
import { OPERATION_NAMES, hasRunner, loadOperation, loadRunner, loadedOperation, loadedRunner } from './ops/load.js';
import type { validate, ValidateOptions } from './validate.js';
import { watchDefaultSpec } from './default-spec.js';
import type { EmptyMeaning } from './ops/define-operation.js';
import type { ParamIssue } from './ops/define-runner.js';
import { lightInput } from './light-input.js';
import { LIGHT_INPUTS } from './ops/light-inputs.js';
import { reloadDamagedModel } from './resilience/reload-damaged-model.js';

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

/** What the core answers with, typed by its name: an operation's runner, or its whole definition. */
interface Answering<K extends OperationName> {
  run: (ctx: OperationContext, input: InputOf<K>) => Observable<ResultOf<K>>;
  empty?: EmptyMeaning<InputOf<K>, ResultOf<K>>;
  rule?: (input: InputOf<K>) => ParamIssue | null;
}

/** An operation's definition as the core uses it: what it answers with, and the schema that validates. */
interface Operation<K extends OperationName> extends Answering<K> {
  input: Parameters<typeof validate>[0];
}

let validator: typeof validate | undefined;
/** The zod validation (validate.ts, and so zod), imported when input first needs it. */
const loadValidator = async () => (validator ??= (await import('./validate.js')).validate);

/**
 * `use` with what answers operation `name` and `raw` checked: with the runner alone when the check without zod
 * accepts `raw`, else with the definition after zod's validation (which throws the error for bad input). Once
 * loaded, each step starts synchronously.
 */
function withInput<K extends OperationName, T>(
  name: K,
  raw: unknown,
  opts: ValidateOptions | undefined,
  use: (op: Answering<K>, input: InputOf<K>) => Observable<T>,
): Observable<T> {
  return defer(() => {
    const light = LIGHT_INPUTS[name];
    if (light && hasRunner(name)) {
      const runner = loadedRunner(name) as Answering<K> | undefined;
      if (!runner) return from(loadRunner(name)).pipe(switchMap(() => withInput(name, raw, opts, use)));
      const input = lightInput(light, runner.rule, raw ?? {});
      if (input) return use(runner, input);
    }
    const op = loadedOperation(name) as Operation<K> | undefined;
    if (op && validator) return use(op, validator(op.input, raw ?? {}, opts) as InputOf<K>);
    return from(Promise.all([loadOperation(name), loadValidator()])).pipe(
      switchMap(() => withInput(name, raw, opts, use)),
    );
  });
}

export function createCore(ctx: OperationContext): Core {
  const answer = <K extends OperationName>(name: K, raw: unknown, opts?: ValidateOptions) =>
    withInput(name, raw, opts, (op, input) => {
      // Per call: which spec the call read instead of the default one, for the answer's notice.
      const watch = watchDefaultSpec(ctx);
      return reloadDamagedModel(() => op.run(watch.ctx, input)).pipe(
        map((record) => completeAnswer(op, input, record, watch.notice())),
      );
    });
  const methods = OPERATION_NAMES.map(
    (name) =>
      [
        name,
        (raw: unknown) => withInput(name, raw, undefined, (op, input) => reloadDamagedModel(() => op.run(ctx, input))),
      ] as const,
  );
  return { context: ctx, answer, ...Object.fromEntries(methods) } as Core;
}
