/** `pdfspec check "statement"`: supported, contradicted or unknown, with the requirements it rests on (check statement). */
import { CHECK_STATEMENT, type CheckStatementResult } from '../../../core/index.js';
import type { Paint, Style } from '../../output/style.js';
import { command } from '../op-command-spec.js';

export function formatCheck(r: CheckStatementResult, s: Style): string[] {
  const paint: Record<string, Paint> = { supported: s.c.green, contradicted: s.c.red, unknown: s.c.yellow };
  const lines = [`${paint[r.verdict]!(r.verdict)}: ${r.reason}`];
  r.basis.forEach((b, i) => {
    const label = b.label ? ` [${b.label}]` : '';
    const head = `${b.id}${label} (${b.section}, p. ${b.pageLabel}; ${b.level}; ${b.role})`;
    lines.push(`  ${i === 0 ? s.c.bold(head) : s.c.dim(head)}`, `    ${b.text}`);
  });
  return lines;
}

export const checkCommand = command({
  op: CHECK_STATEMENT,
  name: 'check',
  flags: ['spec', 'section'],
  positional: { name: 'statement', variadic: true, key: 'statement', describe: 'The claim, in plain English' },
  describe:
    'Check a statement against the requirements: supported, contradicted or unknown (no requirement close enough), with the requirement it rests on',
  examples: [
    ['$0 check "A Client may send a PUBLISH packet before CONNACK" --spec mqtt-v5-0', 'contradicted, and by which'],
    ['$0 check "The Server must send a CONNACK" --spec mqtt-v5-0 --json', 'the verdict and its basis as JSON'],
    ['$0 check "A writer shall not use LZW" --section 7.4', 'against one section and its subtree'],
  ],
  format: formatCheck,
  records: (r) => r.basis,
});
