import { defineTool } from './tool-definition.js';
import { PAGING_NOTE, SPEC_PARAM_NOTE } from './shared-text.js';

export const getDefinitionsTool = defineTool({
  name: 'get_definitions',
  title: 'Terms and definitions',
  description: [
    'Returns entries of the spec\'s terms clauses ("Terms and definitions", "Definitions", "Glossary" …, also in annexes, and "Term | Definition" tables): term, admitted terms, definition, notes, examples, source and the printed entry number (e.g. "3.29"; for a table row, the section holding the table).',
    'Use it when the meaning of a term matters (e.g. "glyph", "conforming reader", "structure element"). `term` matches the term or an admitted term, not the definition text; omit it to list all definitions.',
    PAGING_NOTE,
    SPEC_PARAM_NOTE,
  ].join('\n'),
  paged: true,
});
