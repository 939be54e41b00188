/** MCP's words: parameters and tools by their own names (see core/vocabulary.ts). */
import { OPERATIONS } from '../core/ops/index.js';
import { OWN_NAMES, type Vocabulary } from '../core/vocabulary.js';

const known = (name: string) => Object.hasOwn(OPERATIONS, name);

export const MCP_VOCABULARY: Vocabulary = {
  param: OWN_NAMES.param,
  op: (name) => (known(name) ? OWN_NAMES.op(name) : null),
  run: (name) => (known(name) ? OWN_NAMES.run(name) : null),
};
