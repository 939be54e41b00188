/**
 * CLI flags and how they map onto the schema keys. yargs is told to parse
 * every value as a string; numbers are converted here, strictly, so that
 * "--max-results abc" or "1.5" reach the schema as what the user typed and the
 * error names the flag ("invalid --max-results: got \"abc\"; expected an
 * integer from 1 to 50") instead of yargs turning them into NaN or 1.
 */
import type { Options } from 'yargs';
import { type FlagSpec, PdfspecError, plainInteger, SHARED_FLAGS } from '../core/index.js';

/** A command's flags by name, as its operation's folder declares them (src/core/ops/<operation>/command.ts). */
export type Flags = Readonly<Record<string, FlagSpec>>;

/**
 * The yargs option of a flag. An integer flag is parsed as a string (converted strictly by flagInput) but
 * shown as [number] in help: yargs parses a key that is both as a string and displays it as a number.
 */
export function yargsOption(flag: FlagSpec): Options {
  const alias = flag.alias === undefined ? {} : { alias: flag.alias };
  switch (flag.takes) {
    case 'switch':
      return { type: 'boolean', ...alias, describe: flag.describe };
    case 'integer':
      return { string: true, number: true, ...alias, describe: flag.describe, requiresArg: true };
    case 'string':
      return { type: 'string', ...alias, describe: flag.describe, requiresArg: true };
  }
}

/** The flags several commands share, as yargs options (for the commands that are no operation: cache, browse). */
export const FLAGS = Object.fromEntries(
  Object.entries(SHARED_FLAGS).map(([name, flag]) => [name, { option: yargsOption(flag) }]),
) as { readonly [K in keyof typeof SHARED_FLAGS]: { option: Options } };

/** Output and diagnostics flags every command has. */
export const GLOBAL_OPTIONS: Record<string, Options> = {
  json: { type: 'boolean', describe: 'Print the result record as JSON' },
  ndjson: { type: 'boolean', describe: 'Print list results as one JSON record per line' },
  verbose: { type: 'boolean', describe: 'Explain fallbacks, retries and cache use on stderr' },
  pager: {
    type: 'boolean',
    describe: 'Page long output on a terminal with $PAGER (default less -FRX); --no-pager writes it straight out',
    default: undefined,
  },
};

/**
 * yargs reads a boolean given "--all=yes" as false without a word: refuse any "--NAME=VALUE" of a switch
 * whose value is not true or false, as typed on the command line `args` (before a `--`).
 */
export function checkSwitchValues(args: readonly string[], switches: readonly string[]): void {
  const end = args.indexOf('--');
  for (const a of end === -1 ? args : args.slice(0, end)) {
    const m = /^--([^=]+)=(.*)$/s.exec(a);
    if (!m || !switches.includes(m[1]!) || m[2] === 'true' || m[2] === 'false') continue;
    throw new PdfspecError(
      'invalid_input',
      `invalid --${m[1]}: got ${JSON.stringify(m[2]!.slice(0, 40))}; expected true or false (or --${m[1]} alone)`,
    );
  }
}

/** The switches among `flags` (their names as typed). */
export const switchesOf = (flags: Flags): string[] =>
  Object.entries(flags)
    .filter(([, flag]) => flag.takes === 'switch')
    .map(([name]) => name);

/**
 * "12" → 12, "-1" → -1; anything else ("1.5", "+5", " 5", "05", "5e0") stays a string, so the schema
 * refuses it with the flag's name and range, the same way for every numeric flag.
 */
export function strictNumber(v: unknown): unknown {
  return typeof v === 'string' ? (plainInteger(v) ?? v) : v;
}

const camel = (flag: string) => flag.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());

/** The parameter a flag fills: its name in snake_case ("--max-results" fills max_results). */
const keyOf = (flag: string) => flag.replaceAll('-', '_');

/** The flag values of `argv` as schema input. */
export function flagInput(argv: Record<string, unknown>, flags: Flags): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  for (const [name, flag] of Object.entries(flags)) {
    const v = argv[name] ?? argv[camel(name)];
    if (v === undefined) continue;
    input[keyOf(name)] = flag.takes === 'integer' ? (Array.isArray(v) ? v.map(strictNumber) : strictNumber(v)) : v;
  }
  return input;
}

/** Schema key → "--max-results" (or the positional's "<section>"). */
export function paramNamer(flags: Flags, positional?: { key: string; name: string }): (key: string) => string {
  const byKey = new Map(Object.keys(flags).map((f) => [keyOf(f), `--${f}`]));
  return (key) => (positional && key === positional.key ? `<${positional.name}>` : (byKey.get(key) ?? key));
}
