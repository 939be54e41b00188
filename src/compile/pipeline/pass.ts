/**
 * A compile is a declared pipeline: a list of named passes, each a function of the work so far and a context,
 * run in the order the document is read. The list is the documentation of the compiler's order of work
 * (docs/model.md shows it; a test keeps the two the same). Passes report diagnostics through the context and
 * record what they decide about the document in its profile, so a later pass asks the profile instead of
 * deciding again, and nothing is ever read back out of a diagnostic's words.
 */
import type { Diagnostic } from '../../model/types.js';
import type { DocumentProfile } from './profile.js';

export interface PassContext {
  /** What the passes so far have decided about the document (profile.ts). */
  readonly profile: DocumentProfile;
  /** Every diagnostic so far, in the order reported. */
  readonly diagnostics: readonly Diagnostic[];
  report(...diagnostics: readonly (Diagnostic | null)[]): void;
}

export interface Pass<In, Out> {
  /** A short name, as the pipeline list and docs/model.md show it. */
  readonly name: string;
  /** One line: what the pass does to the document. */
  readonly does: string;
  /** The next work; a pass that reads the file (pages, drawings) may take its time (a Promise). */
  run(work: In, ctx: PassContext): Out | Promise<Out>;
}

export function pass<In, Out>(
  name: string,
  does: string,
  run: (work: In, ctx: PassContext) => Out | Promise<Out>,
): Pass<In, Out> {
  return { name, does, run };
}

/** Passes in order; `then` adds one whose input is the last one's output (checked by the compiler). */
export class Pipeline<In, Out> {
  private constructor(readonly passes: readonly Pass<unknown, unknown>[]) {}

  static start<T>(): Pipeline<T, T> {
    return new Pipeline<T, T>([]);
  }

  then<Next>(p: Pass<Out, Next>): Pipeline<In, Next> {
    return new Pipeline<In, Next>([...this.passes, p as Pass<unknown, unknown>]);
  }

  /** Every pass in order, none of which may be asynchronous. */
  run(input: In, ctx: PassContext): Out {
    let work: unknown = input;
    for (const p of this.passes) {
      work = p.run(work, ctx);
      if (work instanceof Promise) throw new Error(`pass ${p.name} is asynchronous: run the pipeline with runAsync`);
    }
    return work as Out;
  }

  /** Every pass in order, each awaited. */
  async runAsync(input: In, ctx: PassContext): Promise<Out> {
    let work: unknown = input;
    for (const p of this.passes) work = await p.run(work, ctx);
    return work as Out;
  }
}

/** A context whose diagnostics start with `initial` (the extractor's) and grow as passes report. */
export function passContext(profile: DocumentProfile, initial: readonly Diagnostic[] = []): PassContext {
  const diagnostics: Diagnostic[] = [...initial];
  return {
    profile,
    diagnostics,
    report: (...ds) => {
      for (const d of ds) if (d) diagnostics.push(d);
    },
  };
}
