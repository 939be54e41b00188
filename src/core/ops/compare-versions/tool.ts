/** This operation's words for a model, as an MCP tool. */
import type { ToolWords } from '../define-entry.js';
import { PAGING_NOTE, SUBTREE_NOTE } from '../tool-text.js';
import { GET_SECTION } from '../get-section/name.js';
import { LIST_SPECS } from '../list-specs/name.js';

export const compareVersionsTool: ToolWords = {
  title: 'Compare PDF 1.7 and PDF 2.0',
  description: [
    'Maps the sections of two specs onto each other by title — by default ISO 32000-1 (PDF 1.7, `from`: pdf17) and ISO 32000-2 (PDF 2.0, `to`: iso32000-2). Each matched pair has a status: same (same number), moved (different number) or renamed (similar title); `added` and `removed` list sections found on one side only.',
    `Use it for "what changed / where did X go in PDF 2.0" questions, then read both sections with ${GET_SECTION}. Limit it with \`section\` (${SUBTREE_NOTE}); an unfiltered comparison is long.`,
    `Both PDFs must be installed (see ${LIST_SPECS}); otherwise the error names the missing file.`,
    '`requirements: true` also pairs the requirement sentences of the matched sections by text similarity and reports each as unchanged, changed (with a word diff), level-changed ("should" → "shall"), added or removed (the requirements of added and removed sections count as added and removed); `offset`/`limit` then page those changes (use `section` to stay small). `changes_only: true` leaves out unchanged requirements and sections.',
    PAGING_NOTE,
  ].join('\n'),
  paged: true,
};
