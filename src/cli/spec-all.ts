/**
 * `--spec all` on a command that reads one spec: a usage error that names the
 * commands that take it. The core's own error can only name what every front
 * end has (the search operation); the CLI also has `key`. Which commands take it is
 * read from the schemas: those whose `spec` parameter offers "all".
 */
import { loadOperation, type OperationName } from '../core/index.js';
import { OP_COMMANDS } from './commands/op-commands.js';

const takesAll = async (op: OperationName): Promise<boolean> => {
  const spec = ((await loadOperation(op)).input as { shape?: Record<string, { description?: string }> }).shape?.spec;
  return !!spec?.description?.includes('"all"');
};

/** The commands that take --spec all, in command order (their schemas loaded to tell). */
export async function specAllCommands(): Promise<string[]> {
  const takes = await Promise.all(OP_COMMANDS.map((c) => takesAll(c.op)));
  return OP_COMMANDS.filter((_, i) => takes[i]).map((c) => c.name);
}

/** The usage error for `--spec all` on a command that reads one spec, else null. */
export async function specAllError(args: readonly string[]): Promise<string | null> {
  const end = args.indexOf('--');
  const words = end === -1 ? args : args.slice(0, end);
  const command = OP_COMMANDS.find((c) => c.name === words[0] || c.op === words[0]);
  if (!command) return null;
  const all = words.some(
    (w, i) => (w === '--spec' && words[i + 1]?.trim().toLowerCase() === 'all') || /^--spec=\s*all\s*$/i.test(w),
  );
  if (!all) return null;
  // Only a command given --spec all loads the schemas that say which commands take it.
  const which = await specAllCommands();
  if (which.includes(command.name)) return null;
  return `--spec all works only with ${which.join(' and ')}; ${command.name} reads one spec: give its id`;
}
