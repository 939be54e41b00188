/**
 * `--color=always|never|auto`, beside the NO_COLOR and FORCE_COLOR variables:
 * the command line wins over the environment, and "auto" leaves the choice to
 * it (colour on a terminal unless NO_COLOR; FORCE_COLOR forces it). Read from
 * the raw command line before yargs runs, because the factory's colour is
 * settled before any command starts writing.
 */
import type { Options } from 'yargs';
import { PdfspecError } from '../core/index.js';
import type { Factory } from './factory.js';

export const COLOR_CHOICES = ['always', 'never', 'auto'] as const;
export type ColorChoice = (typeof COLOR_CHOICES)[number];

export const colorOption: Options = {
  type: 'string',
  requiresArg: true,
  describe: 'Colour: always, never or auto (default: on a terminal, unless NO_COLOR is set; FORCE_COLOR forces it)',
};

/** The last --color given before a "--", or undefined; a value that is not a choice is a usage error. */
export function colorChoice(args: readonly string[]): ColorChoice | undefined {
  let choice: string | undefined;
  for (let i = 0; i < args.length; i++) {
    const a = args[i]!;
    if (a === '--') break;
    if (a === '--color') choice = args[++i] ?? '';
    else if (a.startsWith('--color=')) choice = a.slice('--color='.length);
  }
  if (choice === undefined) return undefined;
  if ((COLOR_CHOICES as readonly string[]).includes(choice)) return choice as ColorChoice;
  throw new PdfspecError(
    'invalid_input',
    `invalid --color: got ${JSON.stringify(choice.slice(0, 40))}; expected always, never or auto`,
    'see pdfspec --help',
  );
}

/** Colour on stdout and stderr as --color says; "auto" keeps what the terminal and the environment decided. */
export function applyColorChoice(f: Factory, choice: ColorChoice | undefined): void {
  if (choice === 'always' || choice === 'never') f.color = f.stderrColor = choice === 'always';
}
