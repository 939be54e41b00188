/** This operation's words for a model, as an MCP tool. */
import type { ToolWords } from '../define-entry.js';
import { GAPS_NOTE, SPEC_PARAM_NOTE } from '../tool-text.js';
import { GET_SECTION } from '../get-section/name.js';

export const searchSpecTool: ToolWords = {
  title: 'Search a spec',
  description: [
    'Full-text search over a spec: exact phrase matches rank first, then elements containing all the words; a hit in a heading outranks body text. Each result names the section it belongs to, its page and a snippet around the match; `totalResults` counts all matching elements.',
    'Use the standard\'s own terms ("logical structure", "content stream", "shall not"), not paraphrases or product names: the text is ISO drafting language. If nothing matches, `suggestions` lists similar section titles and defined terms to retry with.',
    '`query` is required. With `regex: true` it is a regular expression (RE2 syntax: no backreferences or lookaround), matched within each element; `case_sensitive: true` matches letter case exactly.',
    `\`spec: "all"\` searches every installed spec. \`max_results\` 1–50 (default 10); \`offset\` pages on, and \`paging\` says when there are more. Read the hits in full with ${GET_SECTION}.`,
    GAPS_NOTE,
    'A search without hits about one of those areas ("PAdES B-LTA", "PDF/A-3") carries `coverageGap`: the area, the standards that cover it and what cannot be answered here.',
    SPEC_PARAM_NOTE,
  ].join('\n'),
  paged: false,
};
