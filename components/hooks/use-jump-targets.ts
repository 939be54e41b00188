/**
 * Everything `:` can jump to: the sections of the tree at once, then the
 * defined terms and the numbered tables as the core delivers them. A failing
 * lookup only leaves its kind out; sections always work.
 */
import { useMemo } from 'react';
import { EMPTY, catchError, map, merge, scan } from 'rxjs';
import { GET_DEFINITIONS, GET_TABLES, type StructureNode } from '../../src/core/index.js';
import { type JumpTarget, sectionTargets, tableTargets, termTargets } from '../lib/jump-index.js';
import { useCore } from './use-core.js';
import { useObservable } from './use-observable.js';

export function useJumpTargets(spec: string | undefined, nodes: readonly StructureNode[]): JumpTarget[] {
  const core = useCore();
  const specParam = spec ? { spec } : {};
  const extra = useObservable(() => {
    const terms$ = core[GET_DEFINITIONS]({ ...specParam, limit: 1000 }).pipe(
      map((r) => termTargets(r.definitions, nodes)),
      catchError(() => EMPTY),
    );
    const tables$ = nodes.map((n) =>
      core[GET_TABLES]({ ...specParam, section: n.sectionNumber }).pipe(
        map((r) => tableTargets(r.tables)),
        catchError(() => EMPTY),
      ),
    );
    return merge(terms$, ...tables$).pipe(scan((acc: JumpTarget[], more: JumpTarget[]) => [...acc, ...more], []));
  }, [core, spec, nodes]);
  const sections = useMemo(() => sectionTargets(nodes), [nodes]);
  return useMemo(() => {
    const more = extra.status === 'ok' ? extra.value : [];
    // Tables are asked for per top-level clause; keep one entry per table number.
    const seen = new Set<string>();
    const unique = more.filter((t) => {
      const k = `${t.kind}:${t.key}:${t.section}`;
      if (seen.has(k)) return false;
      seen.add(k);
      return true;
    });
    return [...sections, ...unique];
  }, [sections, extra]);
}
