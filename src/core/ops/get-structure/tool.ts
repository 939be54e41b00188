/** This operation's words for a model, as an MCP tool. */
import type { ToolWords } from '../define-entry.js';
import { SPEC_PARAM_NOTE } from '../tool-text.js';
import { GET_SECTION } from '../get-section/name.js';

export const getStructureTool: ToolWords = {
  title: 'Table of contents',
  description: [
    "Returns a spec's section tree (clause numbers, titles, physical page and printed page label), built from its outline, printed Contents pages and numbered headings checked against each other; each node says which source it came from, and `reading` says which sources were used or rejected and why.",
    `Use it to find which clause covers a topic before reading it with ${GET_SECTION}, or to cite the right number. For a large standard, start with \`max_depth\` 1 or 2 (1–10; default the full tree) and drill down.`,
    SPEC_PARAM_NOTE,
  ].join('\n'),
  paged: false,
};
