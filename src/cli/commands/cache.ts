/**
 * `pdfspec cache build [--spec id | --all]`, `pdfspec cache info`, `pdfspec cache clear`.
 * The logic lives in src/host/cache-commands.ts; this module parses flags and
 * prints. The store and the registry are imported inside the handlers, so
 * other commands never load them through this file.
 */
import type { Argv, CommandModule } from 'yargs';
import { type ErrorCode, EXIT_CODES, PdfspecError } from '../../core/index.js';
import { factoryOf, type Factory } from '../factory.js';
import { FLAGS, GLOBAL_OPTIONS } from '../options.js';
import { outputMode, type OutputMode } from '../run-op.js';
import { colors, layout, type Style } from '../output/style.js';
import { statusLine } from '../status.js';
import { CLI_VOCABULARY, cliError } from '../vocabulary.js';
import { formatBytes } from '../../model/bytes.js';

type Args = Record<string, unknown>;

function style(f: Factory): Style {
  return { tty: f.stdoutIsTTY, c: colors(f.color), columns: f.columns };
}

function writeLines(f: Factory, lines: string[]): void {
  if (lines.length) f.stdout.write(`${lines.join('\n')}\n`);
}

/** Runs one cache subcommand: output mode, errors as one line and the documented exit code. */
async function run(argv: Args, body: (f: Factory, mode: OutputMode) => Promise<number>): Promise<void> {
  const f = factoryOf(argv);
  let mode: OutputMode = argv.json ? 'json' : 'human';
  try {
    mode = outputMode(argv);
    f.exitCode = await body(f, mode);
  } catch (e) {
    const err = cliError(e);
    statusLine(f).error(err);
    if (mode !== 'human') f.stdout.write(`${JSON.stringify(err.toRecord())}\n`);
    f.exitCode = EXIT_CODES[err.code];
  }
}

async function build(f: Factory, mode: OutputMode, argv: Args): Promise<number> {
  const host = await import('../../host/index.js');
  const [{ validateCacheBuild }, { cacheBuild$ }, { lastValueFrom, toArray, tap }] = await Promise.all([
    host.loadCommandInputs(),
    host.loadCacheCommands(),
    import('rxjs'),
  ]);
  const { createProcessContext } = host;
  const input = validateCacheBuild(
    { ...(argv.spec !== undefined ? { spec: argv.spec } : {}), ...(argv.all ? { all: true } : {}) },
    { paramName: (k) => `--${k}` },
  );
  if (input.spec !== undefined && input.all)
    throw new PdfspecError('invalid_input', 'give either --spec or --all, not both');
  const status = statusLine(f);
  const verbose = !!argv.verbose;
  const ctx = createProcessContext({
    env: f.env,
    verbose,
    onNotice: (m) => status.notice(m),
    onLog: verbose ? (m) => status.notice(m) : () => undefined,
  });
  const bar = status.progress(ctx.progress$);
  const s = style(f);
  const records = await lastValueFrom(
    cacheBuild$(ctx, { ...input, words: CLI_VOCABULARY }).pipe(
      tap((r) => {
        // With --json/--ndjson the record carries the error; stderr still gets its one line, as for every command.
        if (mode !== 'human' && r.error)
          status.error(new PdfspecError(r.error.code, `${r.spec}: ${r.error.message}`, r.error.hint));
        if (mode === 'json') return;
        status.clear();
        if (mode === 'ndjson') return writeLines(f, [JSON.stringify(r)]);
        const what =
          r.status === 'built' || r.status === 'cached'
            ? `${r.pages} pages, ${r.sections} sections`
            : (r.error?.message ?? '');
        const paint = r.error ? s.c.red : r.status === 'built' ? s.c.green : s.c.dim;
        writeLines(f, layout([[r.status, r.spec, `${(r.ms / 1000).toFixed(1)} s`, what]], s, [paint, s.c.bold]));
      }),
      toArray(),
    ),
  );
  bar?.unsubscribe();
  status.clear();
  if (mode === 'json')
    f.stdout.write(`${JSON.stringify({ dir: ctx.cacheDir, results: records }, null, f.stdoutIsTTY ? 2 : undefined)}\n`);
  const failed = records.find((r) => r.error);
  return failed ? EXIT_CODES[failed.error!.code as ErrorCode] : 0;
}

async function info(f: Factory, mode: OutputMode): Promise<number> {
  const [{ cacheInfo$ }, { lastValueFrom }] = await Promise.all([
    import('../../host/index.js').then((host) => host.loadCacheCommands()),
    import('rxjs'),
  ]);
  const r = await lastValueFrom(cacheInfo$(undefined, f.env));
  if (mode === 'json') {
    f.stdout.write(`${JSON.stringify(r, null, f.stdoutIsTTY ? 2 : undefined)}\n`);
  } else if (mode === 'ndjson') {
    writeLines(
      f,
      r.entries.map((e) => JSON.stringify(e)),
    );
  } else {
    const s = style(f);
    const rows = r.entries.map((e) => [
      e.spec ?? '?',
      formatBytes(e.bytes),
      e.compiledAt ? e.compiledAt.slice(0, 19).replace('T', ' ') : '?',
      `v${e.compilerVersion ?? '?'}${e.current ? '' : ' (old)'}`,
      e.valid ? 'valid' : `INVALID: ${e.reason}`,
      e.file ?? '',
    ]);
    const out = [`${s.c.bold('cache dir')} ${r.dir}`];
    if (rows.length)
      out.push(
        ...layout(
          rows,
          s,
          [s.c.bold, undefined, s.c.dim, s.c.dim],
          s.tty ? ['spec', 'size', 'compiled', 'compiler', 'state', 'file'] : undefined,
        ),
      );
    out.push(
      `${r.totalEntries} ${r.totalEntries === 1 ? 'entry' : 'entries'}, ${formatBytes(r.totalBytes)}${r.tempFiles ? `; ${r.tempFiles} temp file(s) of running or interrupted compiles` : ''}`,
    );
    writeLines(f, out);
  }
  return 0;
}

async function clear(f: Factory, mode: OutputMode, argv: Args): Promise<number> {
  const host = await import('../../host/index.js');
  const [{ cacheClear$, cacheClearSpec$ }, { lastValueFrom }] = await Promise.all([
    host.loadCacheCommands(),
    import('rxjs'),
  ]);
  const spec = argv.spec === undefined ? undefined : String(argv.spec);
  const r = await lastValueFrom(
    spec === undefined
      ? cacheClear$(undefined, f.env)
      : cacheClearSpec$(host.createProcessContext({ env: f.env, verbose: false, onNotice: () => undefined }), spec),
  );
  if (mode !== 'human') f.stdout.write(`${JSON.stringify(r)}\n`);
  else
    writeLines(f, [
      `removed ${r.removed} file(s), ${formatBytes(r.bytes)}, from ${r.dir}${spec === undefined ? '' : ` (everything kept about ${spec}: models, hash, and any mark of unusable)`}`,
    ]);
  if (!r.failed.length) return 0;
  // Say what is still there and why, never a clean "removed": the user asked for an empty cache.
  const reasons = [...new Set(r.failed.map((x) => x.reason))].join(', ');
  const first = r.failed[0]!.path;
  const err = new PdfspecError(
    'write_failed',
    `could not remove everything from ${r.dir}: ${reasons} (${r.failed.length} left, e.g. ${first})`,
    'check the permissions of the cache directory',
  );
  statusLine(f).error(err);
  return EXIT_CODES[err.code];
}

export const cacheCommand: CommandModule = {
  command: 'cache [command]',
  describe:
    'Build, inspect or clear the cache of compiled specs (PDFSPEC_CACHE_DIR, else $XDG_CACHE_HOME/pdfspec or ~/.cache/pdfspec)',
  builder: (y: Argv) =>
    y
      .command({
        command: 'build',
        describe: 'Compile specs now, so that later commands are fast (a cached spec is only checked)',
        builder: (b: Argv) =>
          b
            .option('spec', FLAGS.spec.option)
            .option('all', { type: 'boolean', describe: 'Every spec that has a file in PDF_SPEC_DIR' })
            .options(GLOBAL_OPTIONS)
            .example('$0 cache build', 'the default spec (iso32000-2, or the best available)')
            .example('$0 cache build --spec pdf17', 'ISO 32000-1')
            .example('$0 cache build --all --ndjson', 'every available spec, one JSON record each'),
        handler: (argv) => run(argv as Args, (f, mode) => build(f, mode, argv as Args)),
      })
      .command({
        command: 'info',
        describe: 'Show the cache dir and each cached model: spec, size, compile date, compiler version, validity',
        builder: (b: Argv) =>
          b
            .options(GLOBAL_OPTIONS)
            .example('$0 cache info', 'what is cached')
            .example('$0 cache info --json', 'as one JSON record'),
        handler: (argv) => run(argv as Args, (f, mode) => info(f, mode)),
      })
      .command({
        command: 'clear',
        describe:
          "Remove every cached model and index (only pdfspec's own files); with --spec, only what is kept about one spec",
        builder: (b: Argv) =>
          b
            .option('spec', FLAGS.spec.option)
            .options(GLOBAL_OPTIONS)
            .example('$0 cache clear', 'start from scratch')
            .example('$0 cache clear --spec rfc9580', 'forget one file: its models, and a mark of unusable'),
        handler: (argv) => run(argv as Args, (f, mode) => clear(f, mode, argv as Args)),
      })
      .positional('command', { type: 'string', describe: 'build, info or clear' }),
  // Reached only without a known subcommand: say which there are (yargs would only count positionals).
  handler: (argv) => {
    const f = factoryOf(argv);
    const given = argv.command === undefined ? null : String(argv.command).slice(0, 40);
    const message = given
      ? `unknown cache command ${JSON.stringify(given)}; expected build, info or clear`
      : 'give a cache command: build, info or clear';
    statusLine(f).error(new PdfspecError('invalid_input', message, 'see pdfspec cache --help'));
    f.exitCode = EXIT_CODES.invalid_input;
  },
};
