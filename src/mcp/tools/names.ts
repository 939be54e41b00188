/**
 * The tools' names in tools/list order, without their schemas: `pdfspec serve --help` lists them, and loading
 * the tools themselves would build every operation's schemas for a help text.
 */
import { OPERATION_LIST } from '../../core/index.js';

export const TOOL_NAMES = OPERATION_LIST.filter((entry) => entry.tool && !entry.tool.extended).map(
  (entry) => entry.name,
);

/** What `serve --tools extended` adds. */
export const EXTENDED_TOOL_NAMES = OPERATION_LIST.filter((entry) => entry.tool?.extended).map((entry) => entry.name);
