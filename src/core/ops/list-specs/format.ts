/**
 * What a person reads of the specs: one per line, whether it is available, what the corpus cannot answer.
 */
import type { ListSpecsResult } from './schema.js';
import { layout, type Paint, type TextStyle } from '../text-style.js';

export function formatSpecs(r: ListSpecsResult, s: TextStyle): string[] {
  const rows = r.specs.map((x) => [
    x.id,
    x.category,
    x.available ? 'yes' : x.reason ? `no (${x.reason})` : 'no',
    x.pages === null ? '' : String(x.pages),
    x.title,
    ...(s.tty ? [] : [x.file ?? '']),
  ]);
  const avail: Paint = (v) => (v.startsWith('yes') ? s.c.green(v) : s.c.dim(v));
  const lines = layout(
    rows,
    s,
    [s.c.bold, undefined, avail, s.c.dim],
    s.tty ? ['ID', 'CATEGORY', 'AVAILABLE', 'PAGES', 'TITLE'] : undefined,
  );
  if (!s.tty) return lines;
  const have = r.specs.filter((x) => x.available).length;
  const gaps = r.coverage.gaps.map((g) => `  ${s.c.yellow('not covered:')} ${g.area} (${g.standards.join(', ')})`);
  return [...lines, '', s.c.dim(`${have} of ${r.totalSpecs} available.`) + ' ' + r.coverage.note, ...gaps];
}
