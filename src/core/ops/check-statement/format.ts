/** What a person reads of a check: the verdict and its reason, then the requirements it rests on, the first in bold. */
import type { Paint, TextStyle } from '../text-style.js';
import type { CheckStatementResult } from './schema.js';

export function formatCheck(r: CheckStatementResult, s: TextStyle): string[] {
  const paint: Record<string, Paint> = { supported: s.c.green, contradicted: s.c.red, unknown: s.c.yellow };
  const lines = [`${paint[r.verdict]!(r.verdict)}: ${r.reason}`];
  r.basis.forEach((b, i) => {
    const label = b.label ? ` [${b.label}]` : '';
    const head = `${b.id}${label} (${b.section}, p. ${b.pageLabel}; ${b.level}; ${b.role})`;
    lines.push(`  ${i === 0 ? s.c.bold(head) : s.c.dim(head)}`, `    ${b.text}`);
  });
  return lines;
}
