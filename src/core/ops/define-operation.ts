/**
 * The shape of one operation's definition (its folder's operation.ts): the
 * schemas a front end validates and advertises, and everything the core needs
 * to answer it completely (the function, and what an empty answer is). Its
 * entry (index.ts, define-entry.ts) adds the words of its MCP tool and its CLI
 * command, and loads this on first use.
 */
import type { Observable } from 'rxjs';
import type * as z from 'zod';
import type { OperationContext } from '../operation-context.js';

/** How many things an answer found, and what they are called in "no … found". */
export interface Found {
  total: number;
  what: string;
}

/** What "nothing found" means for an operation whose answer is a list. */
export interface EmptyMeaning<I, O> {
  /** The count that 0 means empty; null when this answer is not a list (a report, say). */
  found(result: O, input: I): Found | null;
  /** The parameters that narrowed the list, named (when given) in the sentence that says nothing was found. */
  filters: ReadonlyArray<keyof I & string>;
  /** What to add to the sentence (a search about a standard the corpus lacks), without a closing full stop. */
  note?(result: O): string | null;
  /** Where nothing was found, when that is not the answer's `spec`. */
  where?(result: O): string;
}

export interface Operation<N extends string, I extends z.ZodObject, O extends z.ZodType> {
  readonly name: N;
  readonly input: I;
  readonly output: O;
  readonly run: (ctx: OperationContext, input: z.infer<I>) => Observable<z.infer<O>>;
  /** Absent for an operation whose answer is never "nothing" (a section, a tree). */
  readonly empty?: EmptyMeaning<z.infer<I>, z.infer<O>>;
}

export function defineOperation<N extends string, I extends z.ZodObject, O extends z.ZodType>(
  op: Operation<N, I, O>,
): Operation<N, I, O> {
  return op;
}
