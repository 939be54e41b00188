/**
 * list_roles: who or what a document's requirements bind, with how many each — the roles the compiler read
 * (docs/model.md, "Roles"), so a user knows what `--role` can ask for. A requirement binding several roles
 * ("Client and Server") counts for each of them.
 */
import { type Observable, map } from 'rxjs';
import { roleNames } from '../../../model/roles.js';
import { REQUIREMENT_LEVELS } from '../../../model/types.js';
import type { OperationContext } from '../../operation-context.js';
import { selectRequirements } from '../select-requirements.js';
import { withModel } from '../with-model.js';
import type { ListRolesInput, ListRolesResult } from './schema.js';

export function listRoles(ctx: OperationContext, input: ListRolesInput): Observable<ListRolesResult> {
  return withModel(ctx, input.spec).pipe(
    map(({ entry, reader }) => {
      const { root, selected } = selectRequirements(entry.id, reader, { section: input.section });
      const byRole = new Map<string, Map<string, number>>();
      for (const r of selected) {
        for (const name of roleNames(r.role)) {
          const levels = byRole.get(name) ?? new Map<string, number>();
          levels.set(r.level, (levels.get(r.level) ?? 0) + 1);
          byRole.set(name, levels);
        }
      }
      const roles = [...byRole].map(([role, levels]) => ({
        role,
        count: [...levels.values()].reduce((a, b) => a + b, 0),
        levels: Object.fromEntries(REQUIREMENT_LEVELS.flatMap((l) => (levels.has(l) ? [[l, levels.get(l)!]] : []))),
      }));
      roles.sort((a, b) => b.count - a.count || a.role.localeCompare(b.role));
      return { spec: entry.id, filter: { section: root?.id ?? null }, totalRequirements: selected.length, roles };
    }),
  );
}
