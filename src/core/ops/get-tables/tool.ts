/** This operation's words for a model, as an MCP tool. */
import type { ToolWords } from '../define-entry.js';
import { PAGING_NOTE, SPEC_PARAM_NOTE, SUBTREE_NOTE } from '../tool-text.js';

export const getTablesTool: ToolWords = {
  title: 'Tables of a section or of the whole document',
  description: [
    'Returns tables as data: number ("Table 29"; "Figure 7" for a table the document captions as a figure; null for a table printed without a caption), caption, headers, every row (continued tables merged, spanned cells expanded), the footnotes and notes at the table\'s foot (`notes`, label included), section and pages.',
    `Use it for dictionary-key tables (Key / Type / Value) and other tabular facts. \`section\` is a clause number ("7.3.4") or a table number ("Table 29", or "Figure 7" where the document captions its tables as figures). ${SUBTREE_NOTE} \`table_index\` (0-based) picks one table of the section.`,
    '`key` ("StructParents" or "/StructParents") looks a dictionary key up in every Key / Type / Value table instead: the tables defining it, and in `keys` each definition with its dictionary (from the caption), type, status (required, optional, conditional), the PDF version that introduced or deprecated it, and the value text; `dictionary` narrows to dictionaries whose name contains it. Case-sensitive first, then case-insensitive.',
    'Without `section` (or with `all: true`) it lists every table of the document in order, `index` counting from the first; ask with a small `limit` (e.g. 20) and read the captions, then fetch a table by its number.',
    PAGING_NOTE,
    SPEC_PARAM_NOTE,
  ].join('\n'),
  paged: true,
};
