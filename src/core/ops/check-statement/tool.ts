/** This operation's words for a model, as an MCP tool offered by `serve --tools extended`. */
import type { ToolWords } from '../define-entry.js';
import { GET_SECTION } from '../get-section/name.js';
import { SPEC_PARAM_NOTE } from '../tool-text.js';

export const checkStatementTool: ToolWords = {
  title: 'Check a claim against the requirements',
  description: [
    'Checks one plain-English claim about what the standard requires ("A Client may send a PUBLISH packet before CONNACK") against the document\'s requirement sentences and answers `verdict`: "supported" (a requirement says it), "contradicted" (the nearest requirement says otherwise: another modality such as MUST NOT against may, a negation, another value) or "unknown" (no requirement is close enough, or the closest binds another role). `reason` says which requirement and what differs; `basis` quotes it first (id, label, section, page, role, verbatim text), then other close ones.',
    `Use it before you state a requirement as fact, and quote \`basis[0]\` when you do. "unknown" means the requirements do not answer the claim in those words — not that it is false: read the section with ${GET_SECTION}, or rephrase with the document's own terms. It never guesses; on its published statement set it is right on 9 in 10 claims and rarely calls a contradicted claim "supported". \`section\` limits it to one subtree.`,
    SPEC_PARAM_NOTE,
  ].join('\n'),
  paged: false,
  extended: true,
};
