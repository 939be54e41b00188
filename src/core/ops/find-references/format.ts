/**
 * People-facing output of `refs`: one reference per line (tab-separated when
 * piped), a summary on a terminal.
 */
import type { FindReferencesResult, ReferenceRecord } from './schema.js';
import { layout, type TextStyle } from '../text-style.js';

const place = (p: ReferenceRecord['from'] | null): string => {
  if (!p) return '';
  const where = p.section ?? '';
  return p.pageLabel ? `${where} (p. ${p.pageLabel})` : where;
};

const targetOf = (r: ReferenceRecord, spec: string): string => {
  if (!r.target) return 'unresolved';
  const other = r.target.spec !== spec ? `${r.target.spec} ` : '';
  const what = r.target.table ? `${r.target.table} in ${r.target.section}` : (r.target.section ?? '');
  return `${other}${what}${r.target.sectionTitle ? ` ${r.target.sectionTitle}` : ''}${r.target.pageLabel ? ` (p. ${r.target.pageLabel})` : ''}`;
};

/** Piped: the other end of a reference, one value per column: spec, section, table, section title, page label, page. */
const endFields = (p: ReferenceRecord['from'] | null): string[] =>
  p
    ? [
        p.spec,
        p.section ?? '',
        p.table ?? '',
        p.sectionTitle ?? '',
        p.pageLabel ?? '',
        p.page === null ? '' : String(p.page),
      ]
    : ['', '', '', '', '', ''];

/**
 * Piped: direction (out: what the section cites, in: what cites it), the reference as printed, the other end
 * (empty when unresolved), the sentence.
 */
function referenceFields(r: FindReferencesResult): string[][] {
  return [
    ...r.outgoing.map((o) => ['out', o.text, ...endFields(o.target), o.sentence]),
    ...r.incoming.map((i) => ['in', i.text, ...endFields(i.from), i.sentence]),
  ];
}

export function formatReferences(r: FindReferencesResult, s: TextStyle): string[] {
  if (!s.tty) return layout(referenceFields(r), s);
  const rows = [
    ...r.outgoing.map((o) => ['→', o.text, targetOf(o, r.spec), o.sentence]),
    ...r.incoming.map((i) => ['←', place(i.from), i.from.sectionTitle ?? '', i.sentence]),
  ];
  const lines = layout(rows, s, [s.c.dim, s.c.bold, (v) => (v === 'unresolved' ? s.c.yellow(v) : v)]);
  const unresolved = r.unresolved ? `, ${r.unresolved} unresolved` : '';
  return [
    s.c.bold(`${r.section} ${r.sectionTitle}`),
    ...lines,
    s.c.dim(
      `${r.totalOutgoing} reference${r.totalOutgoing === 1 ? '' : 's'} from ${r.section}${unresolved}; ${r.totalIncoming} to it`,
    ),
  ];
}
