/** This operation's words for a model, as an MCP tool. */
import type { ToolWords } from '../define-entry.js';
import { PAGING_NOTE, SPEC_PARAM_NOTE, SUBTREE_NOTE } from '../tool-text.js';
import { GET_SECTION } from './name.js';
import { GET_STRUCTURE } from '../get-structure/name.js';
import { GET_TABLES } from '../get-tables/name.js';
import { SEARCH_SPEC } from '../search-spec/name.js';

export const getSectionTool: ToolWords = {
  title: 'Read a section',
  description: [
    'Returns the text of one section as structured content — headings, paragraphs, lists, tables, notes, examples and code — with the page of each element (and the paragraph number printed in the margin, where a document has one), so you can quote the standard verbatim and cite clause and page.',
    `Use it when you know the clause number ("7.3.4", "Annex A", "A.1.2"); find it first with ${GET_STRUCTURE} or ${SEARCH_SPEC}. ${SUBTREE_NOTE} Prefer the most specific clause to keep the answer small.`,
    'NOTE and EXAMPLE blocks are informative, not requirements. An unknown section is an error listing close matches. "front-matter", "contents" and "back-matter" (the parts outside the numbered sections, as search hits name them) can be read too.',
    `An item that cites other parts ("see 7.3.4", "Table 29", "Annex L", "[3]", "ISO 32000-1:2008, 7.5.2") carries \`refs\`: each with its offsets in the item's text (or list item, table cell), what it cites and the \`target\` section with its \`targetTitle\` — null when unresolved or in another document. Follow a ref with ${GET_SECTION} (a section) or ${GET_TABLES} (a table number).`,
    PAGING_NOTE,
    SPEC_PARAM_NOTE,
  ].join('\n'),
  paged: true,
};
