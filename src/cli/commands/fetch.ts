/**
 * `pdfspec fetch <url>… [--as <id>]`: download spec PDFs into the first
 * directory of PDF_SPEC_DIR. The logic lives in src/host/fetch/; this module reads
 * flags and the environment, shows progress on stderr and prints one record
 * per saved file on stdout. Exit code: 0, or that of the first failure
 * (2 bad URL or flag, 3 unknown --as id, 4 download failed / not a PDF).
 *
 * Tuning (mainly for tests): PDFSPEC_RETRY_BASE_MS (first backoff delay,
 * default 1000), PDFSPEC_RETRY_MAX_MS (cap, default 10000),
 * PDFSPEC_FETCH_IDLE_MS (stall timeout, default 30000).
 */
import type { Argv, CommandModule } from 'yargs';
import { EXIT_CODES, PdfspecError, plainInteger } from '../../core/index.js';
import { factoryOf, type Factory } from '../factory.js';
import { GLOBAL_OPTIONS } from '../options.js';
import { outputMode } from '../run-op.js';
import { colors, layout } from '../output/style.js';
import { statusLine } from '../status.js';
import { cliError } from '../vocabulary.js';

type Args = Record<string, unknown>;

/** --max-size at most 1 TiB, in MiB. */
const MAX_SIZE_MIB = 1_048_576;

/**
 * Signals that stop a download: Ctrl-C, `timeout`/a container stop, a closed
 * terminal. Each ends it cleanly (nothing left in PDF_SPEC_DIR) with the
 * shell's exit code for that signal (128 + its number).
 */
const STOP_SIGNALS = { SIGINT: 130, SIGTERM: 143, SIGHUP: 129 } as const;
type StopSignal = keyof typeof STOP_SIGNALS;

function envMs(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = plainInteger(raw);
  if (n === null || n < 1) {
    throw new PdfspecError(
      'invalid_input',
      `invalid ${name}: got ${JSON.stringify(raw)}; expected a whole number of milliseconds ≥ 1`,
    );
  }
  return n;
}

async function fetchAll(f: Factory, argv: Args): Promise<number> {
  const urls = (Array.isArray(argv.url) ? argv.url : [argv.url]).filter((u) => u !== undefined).map(String);
  const as = argv.as === undefined ? undefined : String(argv.as);
  const mode = outputMode(argv);
  if (as !== undefined && urls.length > 1)
    throw new PdfspecError(
      'invalid_input',
      `--as names one spec, but ${urls.length} URLs were given`,
      'fetch one URL per --as',
    );
  if (as !== undefined && !as.trim())
    throw new PdfspecError(
      'invalid_input',
      'invalid --as: got ""; expected a catalogue spec id (see pdfspec list-specs)',
    );

  const host = await import('../../host/index.js');
  const { specDirs } = host;
  const { fetchSpec$, registryNaming, fetchProgressPrinter, redactUserinfo, shownText } = await host.loadFetch();
  const maxSize = argv['max-size'] === undefined ? undefined : plainInteger(String(argv['max-size']));
  if (argv['max-size'] !== undefined && !(maxSize !== null && maxSize! >= 1 && maxSize! <= MAX_SIZE_MIB))
    throw new PdfspecError(
      'invalid_input',
      `invalid --max-size: got ${JSON.stringify(String(argv['max-size']).slice(0, 40))}; expected an integer from 1 to ${MAX_SIZE_MIB} (MiB)`,
    );
  const dir = specDirs(f.env)[0];
  if (!dir)
    throw new PdfspecError(
      'invalid_input',
      'PDF_SPEC_DIR is not set: nowhere to save the download',
      'export PDF_SPEC_DIR=~/specs (the first directory listed is used)',
    );
  const opts = {
    dir,
    naming: registryNaming(),
    baseMs: envMs(f.env, 'PDFSPEC_RETRY_BASE_MS', 1000),
    maxMs: envMs(f.env, 'PDFSPEC_RETRY_MAX_MS', 10_000),
    idleTimeoutMs: envMs(f.env, 'PDFSPEC_FETCH_IDLE_MS', 30_000),
    ...(maxSize ? { maxBytes: maxSize * 1024 ** 2 } : {}),
  };

  const status = statusLine(f);
  const show = fetchProgressPrinter({ write: (s) => f.stderr.write(s), isTTY: f.stderrIsTTY });
  const style = { tty: f.stdoutIsTTY, c: colors(f.color), columns: f.columns };
  const fetched: unknown[] = [];
  const failed: Array<{ url: string; error: ReturnType<PdfspecError['toRecord']>['error'] }> = [];
  let exit = 0;

  for (const url of urls) {
    const outcome = await new Promise<'ok' | StopSignal | PdfspecError>((resolve) => {
      // A stop signal: unsubscribing aborts the request and removes the temp file.
      let sub: { unsubscribe(): void } | null = null;
      const handlers = (Object.keys(STOP_SIGNALS) as StopSignal[]).map((signal) => {
        const onSignal = () => {
          unlisten();
          sub?.unsubscribe();
          resolve(signal);
        };
        process.once(signal, onSignal);
        return [signal, onSignal] as const;
      });
      const unlisten = () => {
        for (const [signal, onSignal] of handlers) process.off(signal, onSignal);
      };
      sub = fetchSpec$(url, as, opts).subscribe({
        next: (e) => {
          show(e);
          if (e.kind !== 'done') return;
          const r = e.result;
          fetched.push(r);
          if (r.replaced) status.notice(`replaced the existing ${r.file}`);
          if (r.conflictsWith)
            status.notice(`its title says it is ${r.conflictsWith}; saved as ${r.id} because of --as`);
          if (mode === 'ndjson') f.stdout.write(`${JSON.stringify(r)}\n`);
          else if (mode === 'human') {
            const what = r.id ?? 'not in the catalogue (listed as a user spec)';
            f.stdout.write(
              `${layout([[what, r.file, `${r.pages} pages`, r.title ?? '']], style, [style.c.bold])[0]}\n`,
            );
          }
        },
        error: (err: unknown) => {
          unlisten();
          resolve(cliError(err));
        },
        complete: () => {
          unlisten();
          resolve('ok');
        },
      });
    });
    if (typeof outcome === 'string' && outcome !== 'ok') {
      status.notice(
        `${outcome === 'SIGINT' ? 'interrupted' : `stopped (${outcome})`}; nothing was saved from ${shownText(url)}`,
      );
      return STOP_SIGNALS[outcome];
    }
    if (outcome instanceof PdfspecError) {
      status.error(outcome);
      failed.push({ url: redactUserinfo(url), error: outcome.toRecord().error });
      if (mode === 'ndjson') f.stdout.write(`${JSON.stringify(failed.at(-1))}\n`);
      exit ||= EXIT_CODES[outcome.code];
    }
  }
  if (mode === 'json') f.stdout.write(`${JSON.stringify({ fetched, failed }, null, f.stdoutIsTTY ? 2 : undefined)}\n`);
  return exit;
}

export const fetchCommand: CommandModule = {
  command: 'fetch <url..>',
  describe:
    'Download spec PDFs into PDF_SPEC_DIR (retrying transient failures), check they open, and report their catalogue id',
  builder: (y: Argv) =>
    y
      .positional('url', { type: 'string', describe: 'http:// or https:// URL of a spec PDF', array: true })
      .option('max-size', {
        string: true,
        number: true,
        requiresArg: true,
        describe: `Refuse a download larger than this many MiB, 1–${MAX_SIZE_MIB} (default 1024 = 1 GiB)`,
      })
      .option('as', {
        type: 'string',
        requiresArg: true,
        describe: 'Save as this catalogue spec (its canonical file name), e.g. --as pdf17',
      })
      .options(GLOBAL_OPTIONS)
      .example(
        '$0 fetch https://opensource.adobe.com/dc-acrobat-sdk-docs/pdfstandards/PDF32000_2008.pdf',
        'ISO 32000-1, recognised as pdf17',
      )
      .example(
        '$0 fetch https://example.org/download?id=42 --as wtpdf',
        'save under the name pdfspec recognises as wtpdf',
      )
      .epilogue(
        'Retries: HTTP 5xx, 429 (honouring Retry-After), timeouts, stalls and connection resets, 3 times with 1 s, 2 s, 4 s backoff (at most 10 s). ' +
          'Never retried: 404, 403 and other 4xx, a body that is not a PDF. Nothing partial is left in PDF_SPEC_DIR.',
      ),
  handler: async (argv) => {
    const f = factoryOf(argv as Args);
    try {
      f.exitCode = await fetchAll(f, argv as Args);
    } catch (e) {
      const err = cliError(e);
      statusLine(f).error(err);
      if (argv.json || argv.ndjson) f.stdout.write(`${JSON.stringify(err.toRecord())}\n`);
      f.exitCode = EXIT_CODES[err.code];
    }
  },
};
