/** The CLI's words: parameters as flags, operations as commands (see core/vocabulary.ts). */
import type { Vocabulary } from '../core/index.js';
import { OP_COMMANDS } from './commands/op-commands.js';

const commandOf = (op: string) => OP_COMMANDS.find((c) => c.op === op)?.name;

export const CLI_VOCABULARY: Vocabulary = {
  param: (key) => `--${key.replaceAll('_', '-')}`,
  op: (name) => {
    const command = commandOf(name);
    return command ? `\`pdfspec ${command}\`` : null;
  },
  run: (name) => {
    const command = commandOf(name);
    return command ? `run \`pdfspec ${command}\`` : null;
  },
};
