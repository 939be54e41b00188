/** `pdfspec cite ID`: a citation of one requirement, found by its id, content id or printed label (cite requirement). */
import { CITE_REQUIREMENT, type CiteRequirementResult } from '../../../core/index.js';
import type { Style } from '../../output/style.js';
import { command } from '../op-command-spec.js';

export function formatCite(r: CiteRequirementResult, s: Style): string[] {
  if (!s.tty) return [r.citation];
  const q = r.requirement;
  const ids = [q.label, q.id, q.contentId].filter(Boolean).join('  ');
  return [
    `${s.c.bold(r.document.title)} ${s.c.dim(`(${r.document.edition})`)}`,
    `${s.c.cyan(`${r.section} ${r.sectionTitle}`)}, p. ${q.pageLabel}  ${s.c.dim(`${q.level}; ${q.role}`)}`,
    `“${q.text}”`,
    s.c.dim(ids),
  ];
}

export const citeCommand = command({
  op: CITE_REQUIREMENT,
  name: 'cite',
  flags: ['spec'],
  positional: {
    name: 'id',
    key: 'id',
    describe: 'A requirement id (R-7.3.4-2), a content id (c-3fa9b2c1) or a printed label (MQTT-3.1.2-3)',
  },
  describe: 'Print a citation of one requirement: document, edition, section, printed page, ids and the quote',
  examples: [
    ['$0 cite MQTT-3.1.2-3 --spec mqtt-v5-0', 'by the conformance label MQTT 5.0 prints'],
    ['$0 cite R-7.3.4-2', 'by requirement id'],
    ['$0 cite c-3fa9b2c1 --spec mqtt-v5-0 | pbcopy', 'by content id, one line to paste (piped)'],
  ],
  format: formatCite,
  records: (r) => [r],
});
