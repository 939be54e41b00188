/** Sentences several MCP tool descriptions share, so they say the same thing the same way. */
import { LIST_SPECS } from './list-specs/name.js';

export const SPEC_PARAM_NOTE = `\`spec\` is an id from ${LIST_SPECS} (case-insensitive; an unambiguous prefix works); without it the server uses ISO 32000-2 (PDF 2.0) or the default its user set, and when that file is missing the best available spec: the result then carries \`notice\` ("iso32000-2 is not installed; answered from tagged-bpg") — name that spec, not ISO 32000-2, when you quote it.`;

export const GAPS_NOTE = `The corpus does not contain every PDF-related standard: ${LIST_SPECS} returns \`coverage.gaps\` (e.g. PDF/A, PAdES). No hits for a topic in one of those areas means "this corpus cannot answer", not "there is no such requirement" — say so instead of concluding that nothing is required.`;

export const SUBTREE_NOTE =
  'A parent section (e.g. "7.3") covers its whole subtree (7.3.1, 7.3.2 …) in document order.';

export const PAGING_NOTE =
  'The whole list comes back unless you ask for a page with `offset`/`limit` (limit up to 1000) or it would pass the result size cap (8 MiB); a cut result has `paging` with `truncated: true` and says so in its text: call again with the same arguments and `offset` = `paging.nextOffset`.';
