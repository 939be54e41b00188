/**
 * What every command needs from the outside world, in one place (gh's
 * cmdutil.Factory): output streams, whether they are terminals, colour, and
 * the core. Tests build a factory over string buffers and an in-memory core;
 * the real one creates the default context lazily, so `--help` never loads it.
 */
import { loadCreateCore, type Core } from '../core/index.js';

export interface Out {
  write(chunk: string): unknown;
}

export interface CoreRequest {
  verbose?: boolean;
  /** Called for one-line notices (default-spec fallback, compiling). */
  notice: (message: string) => void;
  log: (message: string) => void;
  /** The process serves many calls (server, TUI): the spec directories are watched, not scanned on every call. */
  longLived?: boolean;
}

export interface Factory {
  stdout: Out;
  stderr: Out;
  stdoutIsTTY: boolean;
  stderrIsTTY: boolean;
  /** Colour on stdout / stderr: a terminal, no NO_COLOR — or FORCE_COLOR. */
  color: boolean;
  stderrColor: boolean;
  /** Terminal width for help text and progress bars. */
  columns: number;
  /** Terminal height: human output longer than this goes through the pager. */
  rows?: number;
  env: NodeJS.ProcessEnv;
  /** stdin is a terminal too (the TUI needs both). */
  stdinIsTTY: boolean;
  /** The core; created on first use. */
  core(req: CoreRequest): Promise<Core>;
  /** Set by the command that ran; main() returns it. */
  exitCode: number;
}

/** https://no-color.org and the FORCE_COLOR convention (0/false = off). */
export function wantsColor(isTTY: boolean, env: NodeJS.ProcessEnv): boolean {
  const force = env.FORCE_COLOR;
  if (force !== undefined && force !== '') return force !== '0' && force.toLowerCase() !== 'false';
  if (env.NO_COLOR !== undefined && env.NO_COLOR !== '') return false;
  return isTTY && env.TERM !== 'dumb';
}

/** The factory of a real process: process streams and the default context (store, registry, compiler on demand). */
export function createFactory(env: NodeJS.ProcessEnv = process.env): Factory {
  let core: Promise<Core> | null = null;
  const stdoutIsTTY = !!process.stdout.isTTY;
  const stderrIsTTY = !!process.stderr.isTTY;
  return {
    stdout: process.stdout,
    stderr: process.stderr,
    stdoutIsTTY,
    stderrIsTTY,
    stdinIsTTY: !!process.stdin.isTTY,
    color: wantsColor(stdoutIsTTY, env),
    stderrColor: wantsColor(stderrIsTTY, env),
    columns: process.stdout.columns || process.stderr.columns || 80,
    rows: process.stdout.rows || 24,
    env,
    exitCode: 0,
    core(req) {
      core ??= (async () => {
        const [{ createProcessContext }, createCore] = await Promise.all([
          import('../host/index.js'),
          loadCreateCore(),
        ]);
        return createCore(
          createProcessContext({
            env,
            verbose: req.verbose,
            onNotice: req.notice,
            onLog: req.log,
            watchSpecDirs: req.longLived,
          }),
        );
      })();
      return core;
    },
  };
}

const FACTORY_KEY = '__pdfspecFactory';
const ARGS_KEY = '__pdfspecArgs';

/** The parse context main() hands to yargs; extra commands read the factory back with factoryOf(argv). */
export function factoryContext(f: Factory, args: readonly string[] = []): Record<string, unknown> {
  return { [FACTORY_KEY]: f, [ARGS_KEY]: args };
}

/** The command line as typed (yargs merges a positional and the flag of the same name; this tells them apart). */
export function rawArgsOf(argv: Record<string, unknown>): readonly string[] {
  return (argv[ARGS_KEY] as readonly string[] | undefined) ?? [];
}

export function factoryOf(argv: Record<string, unknown>): Factory {
  const f = argv[FACTORY_KEY] as Factory | undefined;
  if (!f) throw new Error('pdfspec: command run without a factory (call main(), not the command directly)');
  return f;
}
