/**
 * The requirements a section filter can select, without parsing all of them.
 * A model read from the cache carries a RequirementAccess (non-enumerable,
 * under REQUIREMENT_ACCESS) that parses only the chunks of the requirements
 * part listing one of the wanted sections (src/store/lazy-model.ts). The
 * caller still filters: the result is a superset, in document order.
 */
import type { DocModel, Requirement } from '../../model/types.js';

export const REQUIREMENT_ACCESS = Symbol.for('pdfspec.requirementAccess');

export interface RequirementAccess {
  /** Every requirement of a chunk that may hold one of `sections`, in model order. */
  mayBeIn(sections: ReadonlySet<string>): Requirement[];
}

export function requirementsMaybeIn(model: DocModel, sections: ReadonlySet<string>): Requirement[] {
  const access = (model as unknown as Record<symbol, RequirementAccess | undefined>)[REQUIREMENT_ACCESS];
  return access ? access.mayBeIn(sections) : model.requirements;
}
