/**
 * A grammar production's operator after the symbol it defines ("Subset ::=", "name :=", "rule =", "expr →"), or
 * opening the right side in a cell of its own: a production defines a symbol of a syntax, never a term (the X
 * Logical Font Description's BNF, set as two aligned columns under "FontName Field Definitions"; docs/model.md,
 * "Definitions").
 */
const PRODUCTION_END = /(?:::=|:=|=|→|->)$/u;
const PRODUCTION_START = /^(?:::=|:=|=|→|->)(?:\s|$)/u;

export const isProduction = (term: string, definition = ''): boolean =>
  PRODUCTION_END.test(term.trim()) || PRODUCTION_START.test(definition.trim());
