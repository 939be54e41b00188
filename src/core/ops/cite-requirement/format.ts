/** What a person reads of a citation: on a terminal, document, section, page, quote and ids; piped, the one line. */
import type { TextStyle } from '../text-style.js';
import type { CiteRequirementResult } from './schema.js';
import { withListItems } from '../list-items.js';

export function formatCite(r: CiteRequirementResult, s: TextStyle): string[] {
  if (!s.tty) return [r.citation];
  const q = r.requirement;
  const ids = [q.label, q.id, q.contentId].filter(Boolean).join('  ');
  return [
    `${s.c.bold(r.document.title)} ${s.c.dim(`(${r.document.edition})`)}`,
    `${s.c.cyan(`${r.section} ${r.sectionTitle}`)}, p. ${q.pageLabel}  ${s.c.dim(`${q.level}; ${q.role}`)}`,
    `“${withListItems(q.text, q.listItems)}”`,
    s.c.dim(ids),
  ];
}
