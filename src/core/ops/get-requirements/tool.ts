/** This operation's words for a model, as an MCP tool. */
import type { ToolWords } from '../define-entry.js';
import { GAPS_NOTE, PAGING_NOTE, SPEC_PARAM_NOTE, SUBTREE_NOTE } from '../tool-text.js';

export const getRequirementsTool: ToolWords = {
  title: 'Normative requirements',
  description: [
    'Lists the normative sentences of a spec — every sentence with a verbal form of the ISO/IEC Directives in paragraphs, list items and table cells: "shall"/"must"/"is required to" (level shall), "shall not"/"must not", "should", "should not", and "may"/"need not" where it grants permission (a descriptive "may" and "can" never count, nor do NOTEs and EXAMPLEs) — quoted verbatim, each with a stable id (R-<section>-<n>), a content id (c-XXXXXXXX: the same in a reprint, new when the wording changes), its level, the `keyword` as printed, its section and page, and the `role` it binds (a role the document names such as "Client" or "PDF writer", "file" for what data must be, or "unspecified"); `totalRequirements` counts those returned, `matchedRequirements` (on a page) all that matched, and `statistics` counts the matched ones by level.',
    `Use it to answer "what must a writer/reader do" questions and to cite exact requirement text. Filter with \`section\` (${SUBTREE_NOTE}), \`level\` (all, shall, shall not, should, should not, may) and \`role\` ("writer" finds "PDF writer"; "file" for what a validator checks).`,
    GAPS_NOTE,
    PAGING_NOTE,
    SPEC_PARAM_NOTE,
  ].join('\n'),
  paged: true,
};
