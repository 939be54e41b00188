/**
 * The role filter of the requirements and checklist views (`o`): the roles a section's requirements bind, from
 * the list roles operation, cycled after "all".
 */
import { useState } from 'react';
import { LIST_ROLES } from '../../src/core/index.js';
import { useCore } from './use-core.js';
import { useObservable } from './use-observable.js';

export const ALL_ROLES = 'all';

export interface RoleFilter {
  /** "all", then each role with its count, most first. */
  choices: Array<{ role: string; count: number | null }>;
  role: string;
  /** The role parameter for the core: absent for "all". */
  param: { role?: string };
  next(): void;
}

export function useRoles(spec: string | undefined, section: string | null): RoleFilter {
  const core = useCore();
  const [role, setRole] = useState(ALL_ROLES);
  const roles = useObservable(
    () => core[LIST_ROLES]({ ...(spec ? { spec } : {}), ...(section ? { section } : {}) }),
    [core, spec, section],
  );
  const listed = roles.status === 'ok' ? roles.value.roles : [];
  const choices = [
    { role: ALL_ROLES, count: roles.status === 'ok' ? roles.value.totalRequirements : null },
    ...listed.map((r) => ({ role: r.role, count: r.count })),
  ];
  const at = choices.findIndex((c) => c.role === role);
  return {
    choices,
    role,
    param: role === ALL_ROLES ? {} : { role },
    next: () => setRole(choices[(at + 1) % choices.length]?.role ?? ALL_ROLES),
  };
}
