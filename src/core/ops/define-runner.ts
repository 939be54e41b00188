/**
 * What the core needs to answer an operation without its schemas, so without zod: its function, what an
 * empty answer means, and the rule joining its parameters, if it has one. Its folder's runner.ts; operation.ts
 * adds the schemas to it, and the schema's superRefine reports the same rule (schemas.ts `withRule`). The core
 * answers with the runner when the check without zod (light-input.ts) accepts the input, and loads the
 * definition to validate with zod otherwise — so a bad parameter gets the schema's own message.
 */
import type { Observable } from 'rxjs';
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

/** What is wrong with parameters that are each valid: a rule joining them, or one about a value's content. */
export interface ParamIssue {
  /** The parameter the message is about. */
  path: string;
  /** Said with the parameters as {key} (joint), or about the value alone (explain): validate.ts words it. */
  message: string;
  kind: 'joint' | 'explain';
}

export interface Runner<I, O> {
  readonly run: (ctx: OperationContext, input: I) => Observable<O>;
  /** Absent for an operation whose answer is never "nothing" (a section, a tree). */
  readonly empty?: EmptyMeaning<I, O>;
  /** The rule over the whole input, absent when each parameter stands alone. */
  readonly rule?: (input: I) => ParamIssue | null;
}

export function defineRunner<I, O>(runner: Runner<I, O>): Runner<I, O> {
  return runner;
}
