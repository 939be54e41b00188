/**
 * Runs one operation for the CLI: flags → schema input (validated with the
 * shared schemas, errors naming the flag), the core's Observable → output in
 * the chosen format, errors → one stderr line and the documented exit code.
 */
import { lastValueFrom } from 'rxjs';
import type { ResultOf } from '../core/create-core.js';
import { EXIT_CODES, EXIT_NO_MATCH, PdfspecError, toPdfspecError } from '../core/errors.js';
import { OPERATIONS, type OperationName } from '../core/schemas.js';
import { validate } from '../core/validate.js';
import type { Factory } from './factory.js';
import { formatHuman } from './output/human.js';
import { listRecords } from './output/records.js';
import { colors, type Style } from './output/style.js';
import { flagInput, paramNamer, type Flag } from './options.js';
import { statusLine } from './status.js';

export type OutputMode = 'human' | 'json' | 'ndjson';

export interface OpCommandSpec {
  op: OperationName;
  /** Command name, e.g. "section". */
  name: string;
  positional?: { name: string; key: string; variadic?: boolean; describe: string };
  flags: Flag[];
  describe: string;
  examples: Array<[string, string]>;
  /**
   * At least one of these schema keys must be given on the command line (the MCP tool may omit
   * them all); `message` names them as {key}.
   */
  needs?: { keys: string[]; message: string };
}

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
  const input = flagInput(argv, spec.flags);
  const p = spec.positional;
  // Words after `--` are never options (`search -- --spec` looks for "--spec"); yargs leaves them after the command in `_`.
  const afterDashes = Array.isArray(argv._) ? argv._.slice(1).map(String) : [];
  if (p) {
    let v = argv[p.name];
    if (p.variadic) {
      const words = [...(Array.isArray(v) ? v.map(String) : v === undefined ? [] : [String(v)]), ...afterDashes];
      v = words.length ? words.join(' ') : undefined;
    } else if (afterDashes.length) {
      if (v !== undefined || afterDashes.length > 1) throw new PdfspecError('invalid_input', `unexpected argument ${JSON.stringify(afterDashes.at(-1)!.slice(0, 40))}: <${p.name}> takes one value`);
      v = afterDashes[0];
    }
    if (v !== undefined) input[p.key] = v;
  } else if (afterDashes.length) {
    throw new PdfspecError('invalid_input', `unexpected argument ${JSON.stringify(afterDashes[0]!.slice(0, 40))}: ${spec.name} takes no words, only options`);
  }
  return input;
}

export async function runOp(f: Factory, spec: OpCommandSpec, argv: Record<string, unknown>): Promise<number> {
  const status = statusLine(f);
  let mode: OutputMode = argv.json ? 'json' : 'human';
  let progress: { unsubscribe(): void } | null = null;
  try {
    mode = outputMode(argv);
    const paramName = paramNamer(spec.flags, spec.positional);
    const given = commandInput(spec, argv);
    if (spec.needs && spec.needs.keys.every((k) => given[k] === undefined)) {
      throw new PdfspecError('invalid_input', spec.needs.message.replace(/\{(\w+)\}/g, (_, k: string) => paramName(k)));
    }
    const input = validate(OPERATIONS[spec.op].input, given, { paramName });
    const verbose = !!argv.verbose;
    const core = await f.core({ verbose, notice: (m) => status.notice(m), log: verbose ? (m) => status.notice(m) : () => undefined });
    progress = status.progress(core.context.progress$);
    const run = core[spec.op] as (i: unknown) => import('rxjs').Observable<ResultOf<typeof spec.op>>;
    const result = await lastValueFrom(run(input));
    progress?.unsubscribe();
    status.clear();
    write(f, spec.op, result, mode);
    return noMatch(spec.op, result, f, mode) ? EXIT_NO_MATCH : 0;
  } catch (e) {
    progress?.unsubscribe();
    const err = toPdfspecError(e);
    status.error(err);
    if (mode === 'json' || mode === 'ndjson') f.stdout.write(`${JSON.stringify(err.toRecord())}\n`);
    return EXIT_CODES[err.code];
  }
}

function write<K extends OperationName>(f: Factory, op: K, result: ResultOf<K>, mode: OutputMode): void {
  if (mode === 'json') {
    f.stdout.write(`${JSON.stringify(result, null, f.stdoutIsTTY ? 2 : undefined)}\n`);
    return;
  }
  if (mode === 'ndjson') {
    const lines = listRecords(op, result).map((r) => JSON.stringify(r));
    if (lines.length) f.stdout.write(`${lines.join('\n')}\n`);
  } else {
    const style: Style = { tty: f.stdoutIsTTY, c: colors(f.color), columns: f.columns };
    const lines = formatHuman(op, result, style);
    if (lines.length) f.stdout.write(`${lines.join('\n')}\n`);
  }
  const reading = (result as Partial<ResultOf<'get_structure'>>).reading;
  if (mode === 'human' && reading) {
    const warnings = reading.diagnostics.filter((d) => d.severity === 'warning');
    const how = reading.method === 'layout' ? 'untagged: read from the page layout' : '';
    if (how || warnings.length) {
      const first = warnings[0] ? `, e.g. ${warnings[0].message}${warnings[0].page ? ` (page ${warnings[0].page})` : ''}` : '';
      statusLine(f).notice([how, warnings.length ? `${warnings.length} reading warning(s)${first}; --json shows all` : ''].filter(Boolean).join('; '));
    }
  }
  const page = (result as { paging?: { offset: number; total: number; truncated: boolean; nextOffset: number | null } }).paging;
  if (page?.truncated && page.nextOffset !== null) {
    statusLine(f).notice(`showing ${page.offset + 1}–${page.nextOffset} of ${page.total}; --offset ${page.nextOffset} for more`);
  }
}

/** search without hits exits 1 (like grep) and says so on stderr, with any suggestions. */
function noMatch(op: OperationName, result: unknown, f: Factory, mode: OutputMode): boolean {
  if (op === 'find_key') {
    const k = result as ResultOf<'find_key'>;
    if (k.totalKeys > 0) return false;
    const did = k.suggestions?.length ? `; did you mean ${k.suggestions.map((x) => `"${x}"`).join(', ')}?` : '';
    if (mode === 'human') statusLine(f).notice(`no dictionary defines /${k.key}${did}`);
    return true;
  }
  if (op !== 'search_spec') return false;
  const r = result as ResultOf<'search_spec'>;
  if (r.totalResults > 0) return false;
  const did = r.suggestions?.length ? `; did you mean ${r.suggestions.map((s) => `"${s}"`).join(', ')}?` : '';
  if (mode === 'human') statusLine(f).notice(`no results for "${r.query}"${did}`);
  return true;
}
