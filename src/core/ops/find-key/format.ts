/**
 * People-facing output of `key`: one definition per line (tab-separated when piped) with where it comes
 * from (model, spec or both), and `key --verify` as one block per table, differences first.
 */
import type { KeyRecord } from '../../schemas.js';
import type { FindKeyResult, VerifyReport } from './schema.js';
import { layout, type TextStyle } from '../text-style.js';

const SOURCE: Record<KeyRecord['source'], string> = { both: 'model+spec', model: 'model', spec: 'spec' };

/** "conditional (required if …); PDF 1.3; deprecated in PDF 2.0; inheritable". */
function facts(k: KeyRecord): string {
  const m = k.model;
  const status =
    k.status === 'conditional' && m?.condition ? `conditional (required if ${m.condition})` : (k.status ?? '');
  const since = k.since ? `PDF ${k.since}` : (m?.sinceExtension ?? '');
  return [
    status,
    since,
    k.deprecated !== null ? `deprecated${k.deprecated ? ` in PDF ${k.deprecated}` : ''}` : '',
    k.inheritable ? 'inheritable' : '',
    m && m.indirect !== 'direct or indirect' ? `${m.indirect} (reference)` : '',
  ]
    .filter(Boolean)
    .join('; ');
}

/** What the model adds beyond the facts: default, possible values, links. */
function modelDetail(k: KeyRecord): string {
  const m = k.model;
  if (!m) return '';
  return [
    m.default !== null ? `default ${m.default}` : '',
    m.possibleValues.length ? `values ${m.possibleValues.join(', ')}` : '',
    m.links.length ? `links to ${m.links.join(', ')}` : '',
  ]
    .filter(Boolean)
    .join('; ');
}

/**
 * Piped: one value per column — source, [spec,] key, object, dictionary, type, status, since, deprecated,
 * inheritable, table, section, page label, page, value, what the model adds.
 */
function keyFields(k: KeyRecord, all: boolean): string[] {
  const m = k.model;
  return [
    SOURCE[k.source],
    ...(all ? [k.spec ?? ''] : []),
    k.key,
    k.object ?? '',
    k.dictionary,
    m && k.source === 'model' ? m.typeText : k.type,
    k.status ?? '',
    k.since ?? m?.sinceExtension ?? '',
    k.deprecated ?? '',
    k.inheritable ? 'inheritable' : '',
    k.table ?? '',
    k.section ?? '',
    k.pageLabel ?? '',
    k.page === null ? '' : String(k.page),
    k.value,
    modelDetail(k),
  ];
}

export function formatKeys(r: FindKeyResult, s: TextStyle): string[] {
  if (r.verify) return formatVerify(r.verify, s);
  if (!s.tty)
    return layout(
      r.keys.map((k) => keyFields(k, r.spec === 'all')),
      s,
    );
  const rows = r.keys.map((k) => [
    SOURCE[k.source],
    ...(r.spec === 'all' ? [k.spec ?? ''] : []),
    `/${k.key}`,
    k.object && k.dictionary !== k.object ? `${k.object} (${k.dictionary || k.caption})` : k.dictionary || k.caption,
    k.model && k.source === 'model' ? k.model.typeText : k.type,
    facts(k),
    `${k.table ?? ''}${k.section ? ` (${k.section}, p. ${k.pageLabel})` : ''}`,
    [k.value, modelDetail(k)].filter(Boolean).join(' | '),
  ]);
  const lines = layout(rows, s, r.spec === 'all' ? [s.c.dim, s.c.dim, s.c.bold] : [s.c.dim, s.c.bold]);
  const how = r.match === 'case-insensitive' ? ' (no exact match; matched ignoring case)' : '';
  const what = r.key ? `/${r.key}` : `keys of ${(r.objects ?? []).join(', ')}`;
  const from = [r.model ? `Arlington PDF Model ${r.model.commit}` : '', r.spec ?? ''].filter(Boolean).join(' and ');
  return [...lines, s.c.dim(`${r.totalKeys} definition${r.totalKeys === 1 ? '' : 's'}: ${what}${how}; from ${from}`)];
}

/** Per table: "Table 29 Catalog  30 agree, 2 differ, 1 only in the spec, 0 only in the model", then each difference. */
export function formatVerify(v: VerifyReport, s: TextStyle): string[] {
  if (!s.tty) {
    // Piped: one line per finding, grep-able: table, key, kind, field, spec, model.
    return v.tables
      .flatMap((t) => [
        ...t.agree.map((k) => [t.table, k, 'agree', '', '', '']),
        ...t.differ.map((d) => [t.table, d.key, 'differ', d.field, d.spec, d.model]),
        ...t.onlyInSpec.map((k) => [t.table, k, 'only-in-spec', '', '', '']),
        ...t.onlyInModel.map((k) => [t.table, k, 'only-in-model', '', '', '']),
      ])
      .map((row) => row.join('\t'));
  }
  const out: string[] = [];
  for (const t of v.tables) {
    const counts = `${t.agree.length} agree, ${new Set(t.differ.map((d) => d.key)).size} differ, ${t.onlyInSpec.length} only in the spec, ${t.onlyInModel.length} only in the model`;
    out.push(`${s.c.bold(t.table)} ${t.caption} ${s.c.dim(`[${t.objects.join(', ')}]`)}`, `  ${counts}`);
    const rows = [
      ...t.differ.map((d) => [`/${d.key}`, d.field, `spec: ${d.spec}`, `model: ${d.model}`]),
      ...t.onlyInSpec.map((k) => [`/${k}`, 'only in the spec', '', '']),
      ...t.onlyInModel.map((k) => [`/${k}`, 'only in the model', '', '']),
    ];
    out.push(...layout(rows, s, [s.c.bold, s.c.yellow]).map((l) => `    ${l}`));
  }
  const x = v.totals;
  const fields = Object.entries(x.differences)
    .map(([f, n]) => `${f} ${n}`)
    .join(', ');
  out.push(
    '',
    `${v.spec} against the Arlington PDF Model: ${x.tables} tables, ${x.keys} keys: ${x.agree} agree, ${x.differ} differ${fields ? ` (${fields})` : ''}, ${x.onlyInSpec} only in the spec, ${x.onlyInModel} only in the model.`,
    s.c.dim(
      `${v.specTablesNotInModel.length} Key/Type/Value tables of the spec are cited by no model row; the model cites ${v.modelTablesNotInSpec.length} tables the spec has no extracted Key/Type/Value table for.`,
    ),
  );
  return out;
}
