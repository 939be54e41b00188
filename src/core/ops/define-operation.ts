/**
 * The shape of one operation's definition (its folder's operation.ts): the
 * schemas a front end validates and advertises, and everything the core needs
 * to answer it completely (its runner: the function, what an empty answer is). Its
 * entry (index.ts, define-entry.ts) adds the words of its MCP tool and its CLI
 * command, and loads this on first use.
 */
import type { Observable } from 'rxjs';
import type * as z from 'zod';
import type { OperationContext } from '../operation-context.js';
import type { EmptyMeaning, ParamIssue } from './define-runner.js';

export type { EmptyMeaning, Found } from './define-runner.js';

export interface Operation<N extends string, I extends z.ZodObject, O extends z.ZodType> {
  readonly name: N;
  readonly input: I;
  readonly output: O;
  readonly run: (ctx: OperationContext, input: z.infer<I>) => Observable<z.infer<O>>;
  /** Absent for an operation whose answer is never "nothing" (a section, a tree). */
  readonly empty?: EmptyMeaning<z.infer<I>, z.infer<O>>;
  /** The rule over the whole input that the input schema's superRefine reports (its runner's). */
  readonly rule?: (input: z.infer<I>) => ParamIssue | null;
}

export function defineOperation<N extends string, I extends z.ZodObject, O extends z.ZodType>(
  op: Operation<N, I, O>,
): Operation<N, I, O> {
  return op;
}
