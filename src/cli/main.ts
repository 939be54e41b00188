/**
 * The `pdfspec` command line. bin/pdfspec.js calls main(process.argv.slice(2)).
 *
 * Exit codes (ripgrep-style, fixed): 0 ok · 1 search found nothing · 2 invalid
 * input (also bad flags) · 3 unknown spec/section/table · 4 missing or
 * unreadable spec file · 5 internal error, or output that cannot be written.
 * Errors are one line on stderr.
 *
 * Only yargs and the command table load up front; the core, the store and (on
 * a cache miss) the compiler are imported when a command runs.
 */
import yargs, { type CommandModule } from 'yargs';
import { EXIT_CODES, packageVersion, PdfspecError } from '../core/index.js';
import { COMPLETE_FLAG, completeValue } from './commands/completion.js';
import { extraCommands } from './commands/index.js';
import { opCommand } from './commands/op-command.js';
import { OP_COMMANDS } from './commands/op-commands.js';
import { applyColorChoice, colorChoice, colorOption } from './color-option.js';
import { createFactory, factoryContext, type Factory } from './factory.js';
import { specAllError } from './spec-all.js';
import { statusLine } from './status.js';
import { guardProcessStdout } from './stdout.js';
import { explainUsageError, isCommand, unknownCommand } from './usage-error.js';

const ABOUT =
  'Read the PDF standard (ISO 32000-2, ISO 32000-1) and related specifications: sections, search, ' +
  'requirements, definitions, tables and a PDF 1.7 → 2.0 comparison.';

/**
 * yargs renders the command's whole help text after starting every handler, in
 * case the handler asks for it; we never do, and the layout costs ~15 ms of
 * string-width work per run. Skip it (internal API: if it moves, nothing breaks).
 */
function skipEagerHelp(parser: ReturnType<typeof yargs>): void {
  try {
    const usage = (parser as unknown as { getInternalMethods(): { getUsageInstance(): { cacheHelpMessage(): void } } })
      .getInternalMethods()
      .getUsageInstance();
    usage.cacheHelpMessage = () => undefined;
  } catch {
    // a yargs without this internal: keep its default behaviour
  }
}

/** The command `args` runs, named exactly (or by its alias): yargs is then given that command alone. */
function commandsFor(args: readonly string[]): CommandModule[] {
  const all = [...OP_COMMANDS.map(opCommand), ...extraCommands];
  const names = (c: CommandModule) => [String(c.command ?? '').split(' ')[0], ...[c.aliases ?? []].flat()];
  const named = all.find((c) => names(c).includes(args[0] ?? ''));
  return named && args[0] !== COMPLETE_FLAG ? [named] : all;
}

export function buildParser(f: Factory, args: readonly string[] = []) {
  const parser = yargs()
    .scriptName('pdfspec')
    .usage(
      `$0 <command> [options]\n\n${ABOUT}\nPDFs are read from PDF_SPEC_DIR; compiled models are cached (PDFSPEC_CACHE_DIR).`,
    )
    .parserConfiguration({ 'parse-numbers': false, 'parse-positional-numbers': false, 'strip-aliased': true })
    .command(commandsFor(args))
    // yargs answers the scripts' COMPLETE_FLAG; its own script command is hidden (`completion <shell>` is ours).
    .completion('__yargs-completion', false)
    .demandCommand(1, 'give a command')
    .strict()
    .help()
    .alias('help', 'h')
    .option('color', colorOption)
    .version(packageVersion())
    .alias('version', ['v', 'V'])
    .epilogue(
      '`pdfspec help COMMAND` is COMMAND --help. Exit codes: 0 ok, 1 no search hits, 2 invalid input, 3 unknown spec/section/table, 4 missing or unreadable file.',
    )
    .wrap(Math.min(f.columns, 110))
    .exitProcess(false);
  skipEagerHelp(parser);
  return parser;
}

/** Run one command line; returns the exit code (and sets process.exitCode when run with the real process factory). */
export async function main(argv: string[], factory?: Factory): Promise<number> {
  const f = factory ?? createFactory();
  if (f.stdout === process.stdout) guardProcessStdout(() => f.exitCode);
  let args = argv;
  if (args.length === 0) {
    const browse = extraCommands.some((c) => String(c.command ?? '').split(' ')[0] === 'browse');
    args = browse && f.stdoutIsTTY && f.stdinIsTTY ? ['browse'] : ['--help'];
  }
  // `pdfspec help search` = `pdfspec search --help`, like git and gh; help on a command that does not exist is an error.
  if (args[0] === 'help') {
    const topic = args[1];
    if (topic !== undefined && topic !== 'help' && !topic.startsWith('-') && !isCommand(topic)) {
      statusLine(f).error(new PdfspecError('invalid_input', unknownCommand(topic), 'see pdfspec --help'));
      f.exitCode = EXIT_CODES.invalid_input;
      if (!factory) process.exitCode = f.exitCode;
      return f.exitCode;
    }
    // `pdfspec help help`: help is not a command of yargs; its help is the general one, which says how to use it.
    args = topic === 'help' ? ['--help'] : [...args.slice(1), '--help'];
  }
  if (args[0] === COMPLETE_FLAG) {
    const values = await completeValue(f, args.slice(1)).catch(() => []);
    if (values) {
      if (values.length) f.stdout.write(`${values.join('\n')}\n`);
      return f.exitCode;
    }
  }
  let usageError: string | null = null;
  let output = '';
  try {
    // A bad --color is a usage error like any other (the colour of that very message included).
    applyColorChoice(f, colorChoice(args));
    const specAll = await specAllError(args);
    if (specAll) throw new PdfspecError('invalid_input', specAll);
    await buildParser(f, args)
      .fail((msg, err) => {
        // Throwing is what stops yargs from running the handler after a failed check.
        usageError = explainUsageError((msg || err?.message || 'invalid arguments').split('\n')[0]!, args);
        throw new PdfspecError('invalid_input', usageError);
      })
      .parseAsync(args, factoryContext(f, args), (_err, _argv, out) => {
        output = out;
      });
  } catch (err) {
    usageError ??= (err as Error).message.split('\n')[0]!;
  }
  if (usageError !== null) {
    statusLine(f).error(new PdfspecError('invalid_input', usageError, 'see pdfspec --help'));
    f.exitCode = EXIT_CODES.invalid_input;
  } else if (output) {
    // yargs offers a one-letter alias as "--c"; the shell should offer "-c".
    if (args[0] === COMPLETE_FLAG) output = output.replace(/^--(\w)(?=$|[:\t])/gm, '-$1');
    f.stdout.write(output.endsWith('\n') ? output : `${output}\n`);
  }
  if (!factory) process.exitCode = f.exitCode;
  return f.exitCode;
}
