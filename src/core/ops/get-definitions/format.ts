/**
 * What a person reads of the definitions: each term with its definition, notes and source below it
 * (piped: one per line).
 */
import type { GetDefinitionsResult } from './schema.js';
import { layout, type TextStyle } from '../text-style.js';

export function formatDefinitions(r: GetDefinitionsResult, s: TextStyle): string[] {
  if (!s.tty) {
    return layout(
      r.definitions.map((d) => [
        d.section,
        d.term,
        d.admittedTerms.join('; '),
        d.definition,
        [...d.notes, ...d.examples].join(' | '),
        d.source ?? '',
        d.kind, // last: the columns scripts already cut keep their places
      ]),
      s,
    );
  }
  const out: string[] = [];
  for (const d of r.definitions) {
    const admitted = d.admittedTerms.length ? ` ${s.c.dim(`(${d.admittedTerms.join('; ')})`)}` : '';
    const kind = d.kind === 'abbreviation' ? ` ${s.c.dim('(abbreviation)')}` : '';
    out.push(`${s.c.dim(d.section)}  ${s.c.bold(d.term)}${admitted}${kind}`);
    out.push(`      ${d.definition}`);
    for (const n of [...d.notes, ...d.examples]) out.push(`      ${s.c.dim(n)}`);
    if (d.source) out.push(`      ${s.c.dim(`[SOURCE: ${d.source}]`)}`);
  }
  if (!r.definitions.length) out.push(s.c.dim('no matching definitions'));
  return out;
}
