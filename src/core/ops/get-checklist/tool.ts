/** This operation's words for a model, as an MCP tool offered by `serve --tools extended`. */
import type { ToolWords } from '../define-entry.js';
import { GET_REQUIREMENTS } from '../get-requirements/name.js';
import { PAGING_NOTE, SPEC_PARAM_NOTE, SUBTREE_NOTE } from '../tool-text.js';

export const getChecklistTool: ToolWords = {
  title: 'Requirements as an implementation checklist',
  description: [
    'Returns the normative requirements of a section (and its subtree) as a checklist an implementer or reviewer works through, grouped by section in document order: each item has its requirement id (R-<section>-<n>), a content id (c-XXXXXXXX, the same in a reprint and new when the wording changes), the level (shall, shall not, should, should not, may), the role it binds (a role the document names such as "Client" or "PDF writer", "file" for what data must be, "unspecified"), the conformance label the document prints ("MQTT-3.1.2-3"), the printed page and the sentence verbatim.',
    `Use it to plan or review an implementation: "what must a PDF writer do for digital signatures" is \`section\` "12.8", \`role\` "writer", \`level\` "shall". ${SUBTREE_NOTE} \`role\` matches a role's words ("writer" finds "PDF writer"); ${GET_REQUIREMENTS} lists the same sentences without grouping.`,
    PAGING_NOTE,
    SPEC_PARAM_NOTE,
  ].join('\n'),
  paged: true,
  extended: true,
};
