/**
 * The fixture spec's roles and checklist in the core's result shapes, derived from its requirements
 * (fixture-spec.ts) and filtered as the core filters them. Only tests import this.
 */
import type { GetChecklistResult } from '../../../src/core/ops/get-checklist/schema.js';
import type { ListRolesResult } from '../../../src/core/ops/list-roles/schema.js';
import { fxRequirements } from './fixture-spec.js';

const sectionOf = (input: Record<string, unknown>) => (typeof input['section'] === 'string' ? input['section'] : null);

/** The roles the requirements of a section's subtree bind, most first. */
export function fxRoles(input: Record<string, unknown>): ListRolesResult {
  const reqs = fxRequirements(sectionOf(input)).requirements;
  const byRole = new Map<string, { count: number; levels: Record<string, number> }>();
  for (const r of reqs) {
    const entry = byRole.get(r.role) ?? { count: 0, levels: {} };
    entry.count += 1;
    entry.levels[r.level] = (entry.levels[r.level] ?? 0) + 1;
    byRole.set(r.role, entry);
  }
  return {
    spec: 'fx20',
    filter: { section: sectionOf(input) },
    totalRequirements: reqs.length,
    roles: [...byRole].map(([role, e]) => ({ role, ...e })).sort((a, b) => b.count - a.count),
  };
}

/** The requirements of a section's subtree (of one role, when asked) as the core's checklist groups them. */
export function fxChecklist(input: Record<string, unknown>): GetChecklistResult {
  const role = typeof input['role'] === 'string' ? input['role'] : undefined;
  const reqs = fxRequirements(sectionOf(input)).requirements.filter((r) => role === undefined || r.role === role);
  const groups: GetChecklistResult['groups'] = [];
  for (const r of reqs) {
    const item = {
      id: r.id,
      contentId: r.contentId,
      level: r.level,
      keyword: r.keyword,
      role: r.role,
      page: r.page,
      pageLabel: r.pageLabel,
      text: r.text,
    };
    const last = groups.at(-1);
    if (last?.section === r.section) last.items.push(item);
    else groups.push({ section: r.section, title: r.sectionTitle, items: [item] });
  }
  return {
    spec: 'fx20',
    document: { title: 'Fixture', edition: 'fx20.pdf' },
    filter: { section: sectionOf(input), level: 'all', role: role ?? null },
    totalItems: reqs.length,
    matchedItems: reqs.length,
    groups,
  };
}
