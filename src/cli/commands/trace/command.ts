/**
 * `pdfspec trace PATH…`: the citations of a specification in a code base — conformance labels, requirement and
 * content ids, sections and tables with the document's name, quoted requirement text — resolved against the
 * spec's model, with coverage (cited in code, in tests, not cited), the unresolved citations and the stale
 * quotes. Text, `--json`, `--html FILE` (one self-contained page); `--fail-under PERCENT` for CI. Not an MCP
 * tool: it reads the user's files. The engine is the core's (src/core/trace), the files the host's.
 */
import { existsSync, writeFileSync } from 'node:fs';
import { lastValueFrom, map, switchMap, take } from 'rxjs';
import type { Argv, CommandModule } from 'yargs';
import {
  EXIT_CODES,
  PdfspecError,
  loadTrace,
  reloadDamagedModel,
  toPdfspecError,
  type OperationContext,
} from '../../../core/index.js';
import type { DocModel } from '../../../model/types.js';
import { factoryOf, type Factory } from '../../factory.js';
import { FLAGS, GLOBAL_OPTIONS } from '../../options.js';
import { outputMode } from '../../run-op.js';
import { statusLine } from '../../status.js';
import { traceHtml } from './report-html.js';
import { traceLines, traceText } from './report-text.js';

type Args = Record<string, unknown>;

/** --fail-under as a number from 0 to 100, or null when not given. */
export function failUnder(raw: unknown): number | null {
  if (raw === undefined) return null;
  const s = String(raw).trim();
  const n = /^\d+(?:\.\d+)?$/.test(s) ? Number(s) : NaN;
  if (!(n >= 0 && n <= 100))
    throw new PdfspecError(
      'invalid_input',
      `invalid --fail-under: got ${JSON.stringify(s.slice(0, 40))}; expected a percentage from 0 to 100`,
    );
  return n;
}

function pathsOf(argv: Args): string[] {
  const raw = argv.path;
  const paths = (Array.isArray(raw) ? raw : raw === undefined ? [] : [raw]).map(String);
  if (!paths.length)
    throw new PdfspecError('invalid_input', 'give at least one <path>: a folder or file of the code base to trace');
  for (const p of paths)
    if (!existsSync(p))
      throw new PdfspecError('invalid_input', `invalid <path>: ${JSON.stringify(p.slice(0, 200))} does not exist`);
  return paths;
}

/** A listed spec, as the context hands it to `reader`. */
type Entry = Parameters<OperationContext['reader']>[0];

/**
 * The spec's model with every part read, since a trace reads most of them: a part found damaged as it is read
 * (the store has put the entry out of use) loads the model again, once, by the core's own policy.
 */
function wholeModel(ctx: OperationContext, spec: string | undefined): Promise<{ entry: Entry; model: DocModel }> {
  const read$ = () =>
    ctx.resolveSpec(spec).pipe(
      take(1),
      switchMap((entry) =>
        ctx.reader(entry).pipe(
          take(1),
          map((reader) => ({ entry, reader })),
        ),
      ),
      map(({ entry, reader }) => {
        for (const key of Object.keys(reader.model)) void reader.model[key as keyof DocModel];
        return { entry, model: reader.model };
      }),
    );
  return lastValueFrom(reloadDamagedModel(read$));
}

async function runTrace(f: Factory, argv: Args): Promise<number> {
  const mode = outputMode(argv);
  if (mode === 'ndjson') argv.ndjson = true;
  const threshold = failUnder(argv['fail-under']);
  const html = argv.html === undefined ? null : String(argv.html);
  if (html !== null && !html.trim()) throw new PdfspecError('invalid_input', 'invalid --html: give a file name');
  const paths = pathsOf(argv);
  const status = statusLine(f);
  const verbose = !!argv.verbose;
  const core = await f.core({
    verbose,
    notice: (m) => status.notice(m),
    log: verbose ? (m) => status.notice(m) : () => undefined,
  });
  const ctx = core.context;
  const progress = status.progress(ctx.progress$);
  const spec = argv.spec === undefined ? undefined : String(argv.spec);
  const { entry, model } = await wholeModel(ctx, spec);
  progress.unsubscribe();
  status.clear();
  const [{ traceCitations, citationNames, notCited }, { readSourceTree }] = await Promise.all([
    loadTrace(),
    import('../../../host/index.js').then((h) => h.loadTraceFiles()),
  ]);
  const tree = readSourceTree(paths);
  const report = traceCitations(
    tree.files,
    model,
    citationNames(model, [entry.title, entry.metadataTitle, entry.printedTitle]),
  );
  const header = { spec: entry.id, title: entry.title };
  if (html !== null) {
    try {
      writeFileSync(html, traceHtml(header, report));
    } catch (err) {
      throw new PdfspecError(
        'write_failed',
        `could not write --html ${html}: ${(err as Error).message.split('\n')[0]}`,
      );
    }
  }
  const missing = notCited(report);
  if (mode === 'json')
    f.stdout.write(
      `${JSON.stringify({ spec: entry.id, title: entry.title, ...report, notCited: missing.map((q) => q.id) }, null, f.stdoutIsTTY ? 2 : undefined)}\n`,
    );
  else if (mode === 'ndjson' || !f.stdoutIsTTY) {
    const lines = traceLines(report);
    if (lines.length) f.stdout.write(`${lines.join('\n')}\n`);
  } else f.stdout.write(`${traceText(header, report, missing)}\n`);
  if (html !== null) status.notice(`wrote ${html}`);
  if (threshold !== null && report.coverage.percent < threshold) {
    status.notice(`coverage ${report.coverage.percent} % is under --fail-under ${threshold} %`);
    return 1;
  }
  return 0;
}

export const traceCommand: CommandModule = {
  command: 'trace [path..]',
  describe:
    "Find a code base's citations of a spec (labels, ids, sections, tables, quotes) and report coverage, unresolved and stale ones",
  builder: (y: Argv) =>
    y
      .positional('path', {
        type: 'string',
        describe: 'Folders or files of the code base (node_modules, .git skipped)',
      })
      .option('spec', FLAGS.spec.option)
      .option('html', {
        type: 'string',
        requiresArg: true,
        describe: 'Also write the report as one self-contained HTML page',
      })
      .option('fail-under', {
        type: 'string',
        requiresArg: true,
        describe: 'Exit 1 when less than this percentage of the requirements is cited (for CI)',
      })
      .options(GLOBAL_OPTIONS)
      .example('$0 trace src test --spec mqtt-v5-0', 'which MQTT 5.0 requirements the code and its tests cite')
      .example('$0 trace . --spec iso32000-2 --html trace.html', 'the report as a page with coverage bars')
      .example('$0 trace src --spec rfc8446 --fail-under 60', 'fail CI when under 60 % are cited')
      .example('$0 trace lib --spec mqtt-v5-0 --json | jq ".unresolved[].target"', 'citations that name nothing'),
  handler: async (argv) => {
    const f = factoryOf(argv as Args);
    try {
      f.exitCode = await runTrace(f, argv as Args);
    } catch (err) {
      const e = toPdfspecError(err);
      statusLine(f).error(e);
      f.exitCode = EXIT_CODES[e.code];
    }
  },
};
