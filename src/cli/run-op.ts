/**
 * Runs one operation for the CLI: flags → the core's input (the core validates
 * it, errors naming the flag), the core's answer → output in the chosen format,
 * errors → one stderr line and the documented exit code.
 */
import { lastValueFrom } from 'rxjs';
import {
  type Answer,
  describeEmpty,
  EXIT_CODES,
  EXIT_NO_MATCH,
  type OperationName,
  PdfspecError,
  SEARCH_SPEC,
  type SearchSpecResult,
  type TextStyle,
  toPdfspecError,
} from '../core/index.js';
import { rawArgsOf, type Factory } from './factory.js';
import type { OpCommandSpec } from './commands/op-commands.js';
import { colors, layout } from './output/style.js';
import { checkSwitchValues, flagInput, GLOBAL_OPTIONS, paramNamer, switchesOf } from './options.js';
import { writePaged } from './pager.js';
import { answerEveryHit, wantsEveryHit } from './search-all.js';
import { statusLine } from './status.js';
import { CLI_VOCABULARY } from './vocabulary.js';

export type OutputMode = 'human' | 'json' | 'ndjson';

export function outputMode(argv: Record<string, unknown>): OutputMode {
  if (argv.json && argv.ndjson) throw new PdfspecError('invalid_input', 'use either --json or --ndjson, not both');
  return argv.json ? 'json' : argv.ndjson ? 'ndjson' : 'human';
}

/**
 * Flags and positional of one invocation as schema input. A positional shares
 * its key with the flag of the same name (`section 7.3.4` = `section --section
 * 7.3.4`); giving both makes an array, which the schema rejects.
 */
export function commandInput(spec: OpCommandSpec, argv: Record<string, unknown>): Record<string, unknown> {
  const globals = Object.entries(GLOBAL_OPTIONS).filter(([, o]) => o.type === 'boolean');
  checkSwitchValues(rawArgsOf(argv), [
    ...switchesOf(spec.flags),
    ...switchesOf(spec.options ?? {}),
    ...globals.map(([name]) => name),
  ]);
  const input = flagInput(argv, spec.flags);
  const p = spec.positional;
  // Words after `--` are never options (`search -- --spec` looks for "--spec"); yargs leaves them after the command in `_`.
  const afterDashes = Array.isArray(argv._) ? argv._.slice(1).map(String) : [];
  if (p) {
    let v = argv[p.name];
    if (p.variadic) {
      const words = [...(Array.isArray(v) ? v.map(String) : v === undefined ? [] : [String(v)]), ...afterDashes];
      // yargs puts `--section X` and the positional words in one list; words are joined, a flag value never is.
      const flagged = Object.hasOwn(spec.flags, p.name) ? flagValues(rawArgsOf(argv), p.name) : [];
      if (flagged.length) {
        if (flagged.length > 1 || words.length !== 1 || words[0] !== flagged[0])
          throw new PdfspecError('invalid_input', `give <${p.name}> or --${p.name} once, not both`);
      }
      v = words.length ? words.join(' ') : undefined;
    } else if (afterDashes.length) {
      if (v !== undefined || afterDashes.length > 1)
        throw new PdfspecError(
          'invalid_input',
          `unexpected argument ${JSON.stringify(afterDashes.at(-1)!.slice(0, 40))}: <${p.name}> takes one value`,
        );
      v = afterDashes[0];
    }
    if (v !== undefined) input[p.key] = v;
    else delete input[p.key];
  } else if (afterDashes.length) {
    throw new PdfspecError(
      'invalid_input',
      `unexpected argument ${JSON.stringify(afterDashes[0]!.slice(0, 40))}: ${spec.name} takes no words, only options`,
    );
  }
  return input;
}

/** The values given to `--name` before a `--` (as typed: "--name X" or "--name=X"). */
function flagValues(args: readonly string[], name: string): string[] {
  const end = args.indexOf('--');
  const upto = end === -1 ? args : args.slice(0, end);
  const values: string[] = [];
  upto.forEach((a, i) => {
    if (a === `--${name}`) values.push(upto[i + 1] ?? '');
    else if (a.startsWith(`--${name}=`)) values.push(a.slice(name.length + 3));
  });
  return values;
}

export async function runOp(f: Factory, spec: OpCommandSpec, argv: Record<string, unknown>): Promise<number> {
  const status = statusLine(f);
  let mode: OutputMode = argv.json ? 'json' : 'human';
  let progress: { unsubscribe(): void } | null = null;
  try {
    mode = outputMode(argv);
    const counting = countMode(argv, mode);
    const paramName = paramNamer(spec.flags, spec.positional);
    const given = commandInput(spec, argv);
    spec.checkArgs?.(argv);
    spec.prepare?.(given);
    if (spec.needs && spec.needs.keys.every((k) => given[k] === undefined)) {
      throw new PdfspecError(
        'invalid_input',
        spec.needs.message.replace(/\{(\w+)\}/g, (_, k: string) => paramName(k)),
      );
    }
    const every = spec.op === SEARCH_SPEC && wantsEveryHit(argv, given);
    const verbose = !!argv.verbose;
    const core = await f.core({
      verbose,
      notice: (m) => status.notice(m),
      log: verbose ? (m) => status.notice(m) : () => undefined,
    });
    progress = status.progress(core.context.progress$);
    const answer = every
      ? await answerEveryHit(core, given, { paramName })
      : await lastValueFrom(core.answer(spec.op, given, { paramName }));
    progress?.unsubscribe();
    status.clear();
    const { record, empty } = answer;
    if (counting) writeCounts(f, record as SearchSpecResult, counting);
    // Nothing found: a person reads the one stderr line below; a program still gets its (empty) record.
    else if (!empty || mode !== 'human') await write(f, spec, answer, mode, argv);
    if (!empty) return 0;
    // Like grep: nothing matched is exit 1 and one line on stderr, whatever the output format.
    status.notice(describeEmpty(empty, (k) => (spec.positional && k === spec.positional.key ? '' : paramName(k))));
    return EXIT_NO_MATCH;
  } catch (e) {
    progress?.unsubscribe();
    // The CLI's words: flags and commands, not the MCP parameter and tool names.
    const err = toPdfspecError(e).in(CLI_VOCABULARY);
    status.error(err);
    if (mode === 'json' || mode === 'ndjson') f.stdout.write(`${JSON.stringify(err.toRecord())}\n`);
    return EXIT_CODES[err.code];
  }
}

async function write<K extends OperationName>(
  f: Factory,
  spec: OpCommandSpec<K>,
  { record, paging, notices }: Answer<K>,
  mode: OutputMode,
  argv: Record<string, unknown>,
): Promise<void> {
  if (mode === 'json') {
    f.stdout.write(`${JSON.stringify(record, null, f.stdoutIsTTY ? 2 : undefined)}\n`);
  } else if (mode === 'ndjson') {
    const lines = spec.records(record).map((r) => JSON.stringify(r));
    if (lines.length) f.stdout.write(`${lines.join('\n')}\n`);
  } else {
    const style: TextStyle = { tty: f.stdoutIsTTY, c: colors(f.color), columns: f.columns, layout };
    const lines = spec.format(record, style, argv);
    if (lines.length) await writePaged(f, `${lines.join('\n')}\n`, argv.pager === false);
    for (const n of notices) statusLine(f).notice(n.more ? `${n.text}; --json shows all` : n.text);
  }
  // Every mode says so when the list was cut: a script piping the output would otherwise never know.
  if (paging && paging.nextOffset !== null) {
    const all = spec.op === SEARCH_SPEC ? ' (--all for every hit)' : '';
    statusLine(f).notice(
      `showing ${paging.offset + 1}–${paging.nextOffset} of ${paging.total}; --offset ${paging.nextOffset} for more${all}`,
    );
  }
}

/** -c / -l (search): counts per spec, or the specs with hits, instead of the hits. */
function countMode(argv: Record<string, unknown>, mode: OutputMode): 'count' | 'files' | null {
  const count = !!argv.count;
  const files = !!argv['files-with-matches'];
  if (!count && !files) return null;
  if (count && files)
    throw new PdfspecError('invalid_input', 'use either -c/--count or -l/--files-with-matches, not both');
  if (mode !== 'human')
    throw new PdfspecError(
      'invalid_input',
      `-c/--count and -l print plain lines; with --${mode} read bySpec from the record instead`,
    );
  return count ? 'count' : 'files';
}

function writeCounts(f: Factory, r: SearchSpecResult, how: 'count' | 'files'): void {
  const lines =
    how === 'count'
      ? r.bySpec.map((s) => `${s.spec}\t${s.totalResults}`)
      : r.bySpec.filter((s) => s.totalResults > 0).map((s) => s.spec);
  if (lines.length) f.stdout.write(`${lines.join('\n')}\n`);
}
