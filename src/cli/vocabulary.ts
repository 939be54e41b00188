/** The CLI's words: parameters as flags, operations as commands (see core/vocabulary.ts). */
import { type PdfspecError, toPdfspecError, type Vocabulary } from '../core/index.js';
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

/** Anything thrown, as the error the CLI shows and records: in its words, never the MCP tool names. */
export const cliError = (e: unknown): PdfspecError => toPdfspecError(e).in(CLI_VOCABULARY);
