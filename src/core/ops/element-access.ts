/**
 * Reading a model's elements without necessarily parsing all of them. A model
 * read from the cache carries an ElementAccess (non-enumerable, under
 * ELEMENT_ACCESS) that parses only the chunks of the elements part covering
 * the requested indices (src/store/lazy-model.ts): `section` needs one
 * subtree and `search` the few elements of its hits, while the whole part is
 * ~4 MB of JSON for a 1000-page spec. Any other model is read directly.
 */
import type { DocModel, Element } from '../../model/types.js';

export const ELEMENT_ACCESS = Symbol.for('pdfspec.elementAccess');

export interface ElementAccess {
  readonly count: number;
  at(index: number): Element | undefined;
  /** Same semantics as Array.prototype.slice. */
  slice(start: number, end: number): Element[];
}

const accessOf = (model: DocModel): ElementAccess | undefined => (model as unknown as Record<symbol, ElementAccess | undefined>)[ELEMENT_ACCESS];

export function elementCount(model: DocModel): number {
  return accessOf(model)?.count ?? model.elements.length;
}

export function elementOf(model: DocModel, index: number): Element | undefined {
  const access = accessOf(model);
  return access ? access.at(index) : model.elements[index];
}

export function elementsIn(model: DocModel, start: number, end: number): Element[] {
  const access = accessOf(model);
  return access ? access.slice(start, end) : model.elements.slice(start, end);
}
