import { defineTool } from './tool-definition.js';
import { PAGING_NOTE, SPEC_PARAM_NOTE, SUBTREE_NOTE } from './shared-text.js';

export const getSectionTool = defineTool({
  name: 'get_section',
  title: 'Read a section',
  description: [
    'Returns the text of one section as structured content — headings, paragraphs, lists, tables, notes, examples and code — with the page of each element (and the paragraph number printed in the margin, where a document has one), so you can quote the standard verbatim and cite clause and page.',
    `Use it when you know the clause number ("7.3.4", "Annex A", "A.1.2"); find it first with get_structure or search_spec. ${SUBTREE_NOTE} Prefer the most specific clause to keep the answer small.`,
    'NOTE and EXAMPLE blocks are informative, not requirements. An unknown section is an error listing close matches.',
    PAGING_NOTE,
    SPEC_PARAM_NOTE,
  ].join('\n'),
  paged: true,
  run: (core, args) => core.get_section(args),
});
