/**
 * Columns a listing's line may reach, its indentation included, where the layout reader (layout/code-lines.ts) and
 * the structure-tree reader (pdf/tagged-code.ts) lay it out in characters: beyond them (text drawn far off the page,
 * glyphs a hair wide) the measure is no listing's, and the text is kept as read — never a string of millions of
 * spaces.
 */
export const MAX_COLUMNS = 500;
