/**
 * yargs reports an unknown command or option as "Unknown argument: serach";
 * this says what it was and what was probably meant, with the same ranking
 * as every other "did you mean" (src/core/did-you-mean.ts).
 */
import { suggestionsFor } from '../core/index.js';
import { extraCommands } from './commands/index.js';
import { OP_COMMANDS } from './commands/op-commands.js';
import { GLOBAL_OPTIONS } from './options.js';

const didYouMean = (list: string[]) => (list.length ? `; did you mean ${list.join(', ')}?` : '');

const COMMANDS = [
  ...OP_COMMANDS.map((c) => c.name),
  ...extraCommands.map((c) => String(c.command ?? '').split(' ')[0]!),
];
/** A command name, or an operation's tool name (every op command answers to it too). */
export const isCommand = (name: string): boolean => COMMANDS.includes(name) || OP_COMMANDS.some((c) => c.op === name);

/** "unknown command "serach"; did you mean search?" */
export const unknownCommand = (name: string): string =>
  `unknown command "${name.slice(0, 40)}"${didYouMean(suggestionsFor(name, COMMANDS, 3))}`;

const FLAG_NAMES = [...new Set(OP_COMMANDS.flatMap((c) => Object.keys(c.flags)))];
const OPTIONS = [...FLAG_NAMES, ...Object.keys(GLOBAL_OPTIONS), 'all', 'as', 'help', 'version', 'color'];

/** The command as typed, with its subcommand ("cache clear"). */
function commandPath(args: readonly string[]): string {
  const words = args.filter((a) => !a.startsWith('-'));
  return words[0] === 'cache' && words[1] ? `${words[0]} ${words[1]}` : (words[0] ?? 'pdfspec');
}

/** `message` as yargs wrote it; `args` the command line. Anything but an unknown argument is returned unchanged. */
export function explainUsageError(message: string, args: readonly string[]): string {
  const m = /^Unknown arguments?: (.+)$/.exec(message);
  if (!m) return message;
  const names = m[1]!.split(', ');
  // yargs also lists the camelCase alias it made of an unknown --kebab-name.
  const unknown = names.filter(
    (n) => !/[A-Z]/.test(n) || !names.includes(n.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)),
  );
  const command = args.find((a) => !a.startsWith('-'));
  // The rest of a line with an unknown command means nothing yet.
  if (command && unknown.includes(command) && !COMMANDS.includes(command)) {
    return unknownCommand(command);
  }
  return unknown
    .map((name) => {
      if (args.some((a) => a === `--${name}` || a === `-${name}` || a.startsWith(`--${name}=`))) {
        const op = OP_COMMANDS.find((c) => c.name === command);
        // An option of another command: say whose, rather than suggest the very name that was typed.
        const owners = op ? OP_COMMANDS.filter((c) => Object.hasOwn(c.flags, name)).map((c) => c.name) : [];
        if (op && owners.length)
          return `--${name} is not an option of ${op.name}; ${owners.join(', ')} ${owners.length > 1 ? 'take' : 'takes'} it`;
        const known = op ? [...Object.keys(op.flags), ...Object.keys(GLOBAL_OPTIONS), 'help', 'color'] : OPTIONS;
        // A real option, but not this command's: suggesting the very name typed would help nobody.
        if (!op && OPTIONS.includes(name)) return `--${name} is not an option of ${commandPath(args)}`;
        return `unknown option --${name}${didYouMean(suggestionsFor(name, known, 3).map((o) => `--${o}`))}`;
      }
      return `unexpected argument "${name}"`;
    })
    .join('; ');
}
