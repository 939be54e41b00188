/**
 * What an operation may ask of a compiled model. The store implements it over
 * a cache entry and parses only what is asked for (src/store/lazy-reader.ts);
 * a model that is already in memory (just compiled, or built by a test) is
 * wrapped by `inMemoryReader`.
 *
 * Small parts — metadata, sections, tables, definitions — are read from
 * `model` (a cached model parses each on first touch). The two big arrays are
 * read through the methods when only a part is needed: `section` needs one
 * subtree's elements, `search` the few elements of its hits, `requirements
 * --section` a few chunks; reading `model.elements` or `model.requirements`
 * parses the whole array.
 */
import type { DocModel, Element, Requirement } from './types.js';

/**
 * The folded search text of every element with the element offsets, built by
 * the core's search index and stored beside the model in the cache, so a
 * one-shot search decodes it instead of rebuilding it.
 */
export interface StoredSearchText {
  version: number;
  text: string;
  starts: number[];
  /** Indexes of the heading elements, ascending (absent in entries written before 0.7.0: then read from the elements). */
  headings?: number[];
}

export interface ModelReader {
  readonly model: DocModel;
  elementCount(): number;
  /** The element at `index`, or undefined outside [0, elementCount()). */
  element(index: number): Element | undefined;
  /** Elements [start, end), with the semantics of Array.prototype.slice. */
  elements(start: number, end: number): Element[];
  /** Every requirement that may belong to one of `sections`, in model order: a superset the caller filters. */
  requirementsMaybeIn(sections: ReadonlySet<string>): Requirement[];
  /** The stored search text, when the model came with one (the caller checks its version). */
  storedSearchText(): StoredSearchText | null;
  /**
   * True once a part read on first use failed its check (DamagedModelError was thrown): the model must be
   * loaded again, and the operation that met the damage run again on it. Absent: the reader cannot be damaged.
   */
  damaged?(): boolean;
}

/**
 * A stored model's part failed its check when an operation first read it. Parts are checked when read, not
 * before (reading and checking a 13 MB entry whole cost a warm command 10–50 ms): no byte is used unchecked,
 * and the damage is found later than the load. The store has already put the entry out of use; the core runs
 * the operation once more on the model loaded again (src/core/resilience/reload-damaged-model.ts).
 */
export class DamagedModelError extends Error {
  override readonly name = 'DamagedModelError';
}

export const isDamagedModel = (err: unknown): err is DamagedModelError => err instanceof DamagedModelError;

/** The reader of a model held whole in memory. */
export function inMemoryReader(model: DocModel): ModelReader {
  return {
    model,
    elementCount: () => model.elements.length,
    element: (index) => model.elements[index],
    elements: (start, end) => model.elements.slice(start, end),
    requirementsMaybeIn: () => model.requirements,
    storedSearchText: () => null,
  };
}
