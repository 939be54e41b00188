import { defineTool } from './tool-definition.js';
import { SPEC_PARAM_NOTE, SUBTREE_NOTE } from './shared-text.js';

export const getTablesTool = defineTool({
  name: 'get_tables',
  title: 'Tables of a section',
  description: [
    'Returns the tables of a section as data: number ("Table 29"), caption, headers and every row (continued tables merged, spanned cells expanded), with pages.',
    `Use it for dictionary-key tables (Key / Type / Value) and other tabular facts. \`section\` is a clause number ("7.3.4") or a table number ("Table 29"). ${SUBTREE_NOTE} \`table_index\` (0-based) picks one table of the section.`,
    SPEC_PARAM_NOTE,
  ].join('\n'),
  paged: false,
  run: (core, args) => core.get_tables(args),
});
