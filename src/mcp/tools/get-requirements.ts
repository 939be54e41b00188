import { defineTool } from './tool-definition.js';
import { GAPS_NOTE, PAGING_NOTE, SPEC_PARAM_NOTE, SUBTREE_NOTE } from './shared-text.js';

export const getRequirementsTool = defineTool({
  name: 'get_requirements',
  title: 'Normative requirements',
  description: [
    'Lists the normative sentences of a spec — every sentence with "shall", "shall not", "should", "should not" or "may" in paragraphs, list items and table cells (NOTEs and EXAMPLEs never count) — quoted verbatim, each with a stable id (R-<section>-<n>), its section and page; `statistics` counts them by level.',
    `Use it to answer "what must a writer/reader do" questions and to cite exact requirement text. Filter with \`section\` (${SUBTREE_NOTE}) and \`level\` (all, shall, shall not, should, should not, may).`,
    GAPS_NOTE,
    PAGING_NOTE,
    SPEC_PARAM_NOTE,
  ].join('\n'),
  paged: true,
  run: (core, args) => core.get_requirements(args),
});
