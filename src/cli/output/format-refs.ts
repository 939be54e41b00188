/**
 * People-facing output of `refs`: one reference per line (tab-separated when
 * piped), a summary on a terminal.
 */
import type { FindReferencesResult, ReferenceRecord } from '../../core/ops/find-references/schema.js';
import { layout, type Style } from './style.js';

const place = (p: ReferenceRecord['from'] | null): string => {
  if (!p) return '';
  const where = p.section ?? '';
  return p.pageLabel ? `${where} (p. ${p.pageLabel})` : where;
};

const targetOf = (r: ReferenceRecord, spec: string): string => {
  if (!r.target) return 'unresolved';
  const other = r.target.spec !== spec ? `${r.target.spec} ` : '';
  const what = r.target.table ? `${r.target.table} in ${r.target.section}` : (r.target.section ?? '');
  return `${other}${what}${r.target.title ? ` ${r.target.title}` : ''}${r.target.pageLabel ? ` (p. ${r.target.pageLabel})` : ''}`;
};

export function formatReferences(r: FindReferencesResult, s: Style): string[] {
  const rows = [
    ...r.outgoing.map((o) => ['→', o.text, targetOf(o, r.spec), o.sentence]),
    ...r.incoming.map((i) => ['←', place(i.from), i.from.title ?? '', i.sentence]),
  ];
  const lines = layout(rows, s, [s.c.dim, s.c.bold, (v) => (v === 'unresolved' ? s.c.yellow(v) : v)]);
  if (!s.tty) return lines;
  const unresolved = r.unresolved ? `, ${r.unresolved} unresolved` : '';
  return [
    s.c.bold(`${r.section} ${r.title}`),
    ...lines,
    s.c.dim(
      `${r.totalOutgoing} reference${r.totalOutgoing === 1 ? '' : 's'} from ${r.section}${unresolved}; ${r.totalIncoming} to it`,
    ),
  ];
}
