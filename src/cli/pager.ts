/**
 * Long human output on a terminal goes through a pager, like git and gh:
 * $PAGER, else `less -FRX` (quit if it fits one screen, keep colours, leave the
 * text on the screen). Never when stdout is not a terminal, never with
 * --no-pager, PAGER="" or PAGER=cat. A pager that cannot be started does not
 * lose the text: it is then written straight to stdout.
 */
import type { Factory } from './factory.js';

export const DEFAULT_PAGER = 'less -FRX';
/** The shell's "command not found" / "cannot execute". */
const NOT_STARTED = new Set([126, 127]);

/** The pager command to run for `text`, or null to write it directly. */
export function pagerFor(f: Factory, text: string, noPager: boolean): string | null {
  if (noPager || !f.stdoutIsTTY) return null;
  const command = (f.env.PAGER ?? DEFAULT_PAGER).trim();
  if (!command || command === 'cat') return null;
  const rows = f.rows ?? 24;
  let lines = 0;
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) if (++lines >= rows) return command;
  return null;
}

/** Write `text` to stdout, through the pager when pagerFor says so. */
export async function writePaged(f: Factory, text: string, noPager: boolean): Promise<void> {
  const command = pagerFor(f, text, noPager);
  if (!command) {
    f.stdout.write(text);
    return;
  }
  // Loaded here, not at the top: node:child_process (with net, dgram and streams) costs every warm command ~3 ms.
  const { spawn } = await import('node:child_process');
  const started = await new Promise<boolean>((resolve) => {
    const child = spawn(command, {
      shell: true,
      stdio: ['pipe', 'inherit', 'inherit'],
      env: { ...f.env, LESS: f.env.LESS ?? 'FRX' },
    });
    child.on('error', () => resolve(false));
    child.on('close', (code) => resolve(!NOT_STARTED.has(code ?? 0)));
    // Quitting the pager early closes its stdin: that is the reader's choice, not an error.
    child.stdin.on('error', () => undefined);
    child.stdin.end(text);
  });
  if (!started) f.stdout.write(text);
}
