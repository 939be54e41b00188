/**
 * The tools' names in tools/list order, without their schemas: `pdfspec serve --help` lists them, and loading
 * the tools themselves would build every operation's schemas for a help text (a test holds this list to TOOLS).
 */
import {
  COMPARE_VERSIONS,
  GET_DEFINITIONS,
  GET_REQUIREMENTS,
  GET_SECTION,
  GET_STRUCTURE,
  GET_CHECKLIST,
  CHECK_STATEMENT,
  GET_TABLES,
  LIST_SPECS,
  SEARCH_SPEC,
} from '../../core/index.js';

export const TOOL_NAMES = [
  LIST_SPECS,
  GET_STRUCTURE,
  GET_SECTION,
  SEARCH_SPEC,
  GET_REQUIREMENTS,
  GET_DEFINITIONS,
  GET_TABLES,
  COMPARE_VERSIONS,
] as const;

/** What `serve --tools extended` adds (a test holds this list to EXTENDED_TOOLS). */
export const EXTENDED_TOOL_NAMES = [GET_CHECKLIST, CHECK_STATEMENT] as const;
