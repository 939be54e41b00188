/** MCP's words: parameters and tools by their own names (see core/vocabulary.ts). */
import { OPERATION_NAMES, OWN_NAMES, type Vocabulary } from '../core/index.js';

const known = (name: string) => (OPERATION_NAMES as readonly string[]).includes(name);

export const MCP_VOCABULARY: Vocabulary = {
  param: OWN_NAMES.param,
  op: (name) => (known(name) ? OWN_NAMES.op(name) : null),
  run: (name) => (known(name) ? OWN_NAMES.run(name) : null),
};
