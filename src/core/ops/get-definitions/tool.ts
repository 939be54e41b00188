/** This operation's words for a model, as an MCP tool. */
import type { ToolWords } from '../define-entry.js';
import { PAGING_NOTE, SPEC_PARAM_NOTE } from '../tool-text.js';

export const getDefinitionsTool: ToolWords = {
  title: 'Terms, definitions and abbreviations',
  description: [
    'Returns entries of the spec\'s terms clauses ("Terms and definitions", "Definitions", "Glossary" …, also in annexes, and "Term | Definition" tables) and of its abbreviations clauses ("Acronyms", "Abbreviations", "Abbreviated terms" …): kind (term or abbreviation), term, admitted terms, definition (for an abbreviation, its expansion), notes, examples, source and the printed entry number (e.g. "3.29"; for a table row or list entry, the section holding it).',
    'Use it when the meaning of a term or an abbreviation matters (e.g. "glyph", "conforming reader", "KEM"). `term` matches the term or an admitted term, not the definition text; omit it to list all definitions. `kind` keeps only terms or only abbreviations (default both).',
    PAGING_NOTE,
    SPEC_PARAM_NOTE,
  ].join('\n'),
  paged: true,
};
