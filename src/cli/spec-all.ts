/**
 * `--spec all` on a command that reads one spec: a usage error that names the
 * commands that take it. The core's own error can only name what every front
 * end has (search_spec); the CLI also has `key`. Which commands take it is
 * read from the schemas: those whose `spec` parameter offers "all".
 */
import { OPERATIONS } from '../core/ops/index.js';
import { OP_COMMANDS } from './commands/op-commands.js';

const takesAll = (op: keyof typeof OPERATIONS): boolean => {
  const spec = (OPERATIONS[op].input as { shape?: Record<string, { description?: string }> }).shape?.spec;
  return !!spec?.description?.includes('"all"');
};

/** The commands that take --spec all, in command order. */
export const SPEC_ALL_COMMANDS = OP_COMMANDS.filter((c) => takesAll(c.op)).map((c) => c.name);

/** The usage error for `--spec all` on a command that reads one spec, else null. */
export function specAllError(args: readonly string[]): string | null {
  const end = args.indexOf('--');
  const words = end === -1 ? args : args.slice(0, end);
  const command = OP_COMMANDS.find((c) => c.name === words[0] || c.op === words[0]);
  if (!command || SPEC_ALL_COMMANDS.includes(command.name)) return null;
  const all = words.some(
    (w, i) => (w === '--spec' && words[i + 1]?.trim().toLowerCase() === 'all') || /^--spec=\s*all\s*$/i.test(w),
  );
  if (!all) return null;
  const which = SPEC_ALL_COMMANDS.join(' and ');
  return `--spec all works only with ${which}; ${command.name} reads one spec: give its id`;
}
