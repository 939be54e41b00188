/**
 * The requirements of a section's subtree at a level and for a role: what the requirements list and the
 * checklist both answer from. A section filter reads only the requirements that may be in scope.
 */
import type { ModelReader } from '../../model/reader.js';
import { roleMatches } from '../../model/roles.js';
import type { Requirement, Section } from '../../model/types.js';
import { subtree } from '../model-index.js';
import { requireSection } from './find-section.js';

export interface RequirementFilter {
  section?: string | undefined;
  level?: string | undefined;
  role?: string | undefined;
}

export interface Selection {
  root: Section | null;
  level: string;
  selected: Requirement[];
}

export function selectRequirements(spec: string, reader: ModelReader, filter: RequirementFilter): Selection {
  const model = reader.model;
  const level = filter.level ?? 'all';
  const root = filter.section !== undefined ? requireSection(model, spec, filter.section) : null;
  const inScope = root ? new Set(subtree(model, root).map((s) => s.id)) : null;
  const role = filter.role?.trim();
  const selected = (inScope ? reader.requirementsMaybeIn(inScope) : model.requirements).filter(
    (r) =>
      (!inScope || inScope.has(r.section)) &&
      (level === 'all' || r.level === level) &&
      (!role || roleMatches(r.role, role)),
  );
  return { root, level, selected };
}
