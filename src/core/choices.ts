/**
 * The closed lists some parameters choose from, apart from their zod schemas (schemas.ts builds the enums from
 * these): a front end offers them — completion words, the TUI's level filter — without building any schema.
 */
import { DEFINITION_KINDS, REQUIREMENT_LEVELS } from '../model/types.js';

export const CATEGORIES = ['standard', 'ts', 'pdfua', 'guide', 'appnote', 'sample', 'user'] as const;
export const LEVEL_FILTERS = ['all', ...REQUIREMENT_LEVELS] as const;
/** The definitions operation's `kind`: the entries of terms clauses, or those of abbreviations clauses. */
export const DEFINITION_KIND_FILTERS = DEFINITION_KINDS as readonly ['term', 'abbreviation'];
