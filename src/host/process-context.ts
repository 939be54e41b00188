/**
 * The OperationContext of a real process: specs from the catalogue and PDF_SPEC_DIR,
 * models from the on-disk cache or compiled on a miss. The compiler (and with
 * it pdfjs) is imported only when something must actually be compiled, so a
 * warm process never loads it.
 */
import type { Stats } from 'node:fs';
import { stat } from 'node:fs/promises';
import {
  type Observable,
  EMPTY,
  Subject,
  defer,
  filter,
  finalize,
  from,
  map,
  of,
  catchError,
  shareReplay,
  switchMap,
  tap,
  throwError,
  throwIfEmpty,
} from 'rxjs';
import type { CompileEvent } from '../compile/compile.js';
import type { DocModel } from '../model/types.js';
import type { ModelReader } from '../model/reader.js';
import { unusableUntil } from '../model/file-reasons.js';
import { ModelStore, type Loaded } from '../store/model-store.js';
import { cacheDir as defaultCacheDir } from '../store/cache-dir.js';
import type { OperationContext, ProgressEvent, SpecEntry } from '../core/operation-context.js';
import { PdfspecError, toPdfspecError } from '../core/errors.js';
import { SpecRegistry, fileError, specSuggestions } from './registry/index.js';
import { specIdOfAlias } from '../core/catalogue.js';
import type { Probe } from './registry/scan.js';
import { isTransient, openFailureReason, retryTransient, type RetryTransientConfig } from '../core/resilience/index.js';
import { storePolicies } from './resilience/index.js';
import { storedSearchText } from '../core/search/search-index.js';
import { plainInteger } from '../core/plain-integer.js';
import { DEFAULT_SPEC } from '../core/default-spec.js';
import { LIST_SPECS } from '../core/ops/list-specs/name.js';

export type { CompileEvent };
export type CompileFn = (file: string) => Observable<CompileEvent>;

export interface ProcessContextOptions {
  env?: NodeJS.ProcessEnv;
  /** Print log() lines on stderr when no onLog is given. */
  verbose?: boolean;
  onNotice?: (message: string) => void;
  onLog?: (message: string) => void;
  /** Replace the compiler (tests); default: isolatedCompile$ from src/compile/isolated.js, imported on first use. */
  compile?: CompileFn;
  /** Replace the PDF probe (tests); default: probePdf, imported on first use. */
  probe?: Probe;
  retry?: RetryTransientConfig;
  /** Override the bundled sample dir (tests). */
  sampleDir?: string;
  /** A long-lived process (server, TUI): the registry watches the spec directories and reuses a scan until they change. */
  watchSpecDirs?: boolean;
}

export interface ProcessContext extends OperationContext {
  readonly registry: SpecRegistry;
  readonly store: ModelStore;
  readonly cacheDir: string;
  /** Like reader(), and says whether it came from the cache or was compiled. */
  load(entry: SpecEntry): Observable<Loaded>;
}

/** PDFSPEC_COMPILE_HEAP_MB: the heap one compile may use (MiB); default the process's own limit. */
export function compileHeapMb(env: NodeJS.ProcessEnv): number | undefined {
  const raw = env.PDFSPEC_COMPILE_HEAP_MB;
  if (raw === undefined || raw === '') return undefined;
  const n = plainInteger(raw);
  if (n === null || n < 32 || n > 1_048_576) {
    throw new PdfspecError(
      'invalid_input',
      `invalid PDFSPEC_COMPILE_HEAP_MB: got ${JSON.stringify(raw.slice(0, 40))}; expected a whole number of MiB from 32 to 1048576`,
    );
  }
  return n;
}

/** The compiler and pdfjs load only here, on a cache miss; each compile runs in a worker thread of its own. */
async function loadCompiler(heapMb: number | undefined): Promise<CompileFn> {
  const { isolatedCompile$ } = await import('../compile/isolated.js');
  return (file) => isolatedCompile$(file, { heapMb });
}

/** A compile failure names the file and, when known, the page it stopped at. */
function compileError(err: unknown, id: string, file: string, at: { page: number; pages: number }): PdfspecError {
  if (err instanceof PdfspecError) return err;
  const reason = openFailureReason(err);
  if (reason)
    return new PdfspecError(
      'missing_file',
      `${file}: ${reason}`,
      `Replace the file with a good copy, or remove it from PDF_SPEC_DIR; ${unusableUntil(id)}`,
    );
  const msg = ((err as Error)?.message ?? String(err)).split('\n')[0]!;
  const where = /\bpage\b/i.test(msg) || !at.pages ? '' : ` at page ${at.page + 1} of ${at.pages}`;
  return new PdfspecError(
    'internal',
    `compiling ${file} failed${where}: ${msg}`,
    'nothing was cached; this may be a damaged PDF or a bug in pdfspec — please report it with the file name',
  );
}

/**
 * PDFSPEC_DEFAULT_SPEC, checked when a call first needs it: a spec id of the registry (any case) or another name
 * of a catalogue spec (iso32000-1 for pdf17), so a typo
 * is an error naming the variable rather than a silent fallback to another document.
 */
async function checkedDefault(registry: SpecRegistry, id: string): Promise<string> {
  if (id === DEFAULT_SPEC) return id;
  const entries = await registry.specs();
  const aliased = specIdOfAlias(registry.catalogue, id);
  const hit = entries.find((e) => e.id.toLowerCase() === id.toLowerCase()) ?? entries.find((e) => e.id === aliased);
  if (hit) return hit.id;
  // The nearest ids, as --spec suggests them.
  const suggestions = specSuggestions(entries, id, registry.catalogue);
  const did = suggestions.length ? `; did you mean ${suggestions.join(', ')}?` : '';
  throw new PdfspecError(
    'invalid_input',
    `invalid PDFSPEC_DEFAULT_SPEC: no spec has the id ${JSON.stringify(id.slice(0, 60))}; expected a spec id such as iso32000-2, pdf17 or wtpdf`,
    `{run:${LIST_SPECS}} to see the ids${did}`,
    suggestions,
  );
}

export function createProcessContext(opts: ProcessContextOptions = {}): ProcessContext {
  const env = opts.env ?? process.env;
  // Checked before anything runs: a bad value is one error of the process, not one per spec compiled.
  const heapMb = compileHeapMb(env);
  const stderr = (m: string) => process.stderr.write(`pdfspec: ${m}\n`);
  const notice = opts.onNotice ?? stderr;
  const log = opts.onLog ?? (opts.verbose ? stderr : () => undefined);
  const dir = defaultCacheDir(env);
  const givenDefault = env.PDFSPEC_DEFAULT_SPEC?.trim() || DEFAULT_SPEC;
  const registry = new SpecRegistry({
    env,
    cacheDir: dir,
    log,
    probe: opts.probe,
    retry: opts.retry,
    sampleDir: opts.sampleDir,
    watch: opts.watchSpecDirs,
  });
  const store = new ModelStore({
    dir,
    log,
    notice,
    policies: { ...storePolicies(opts.retry), searchText: storedSearchText },
  });
  const progress$ = new Subject<ProgressEvent>();
  /**
   * Per spec file, the version loaded (size and time) and its load, which concurrent and repeated calls share; one
   * per file, so the model of a version replaced since is let go (a server runs for long).
   */
  type Load = { version: string; loaded$: Observable<Loaded>; reader?: ModelReader };
  const loads = new Map<string, Load>();
  const statOf = sharedStat();
  let compiler: Promise<CompileFn> | null = opts.compile ? Promise.resolve(opts.compile) : null;

  const compile$ = (entry: SpecEntry, file: string): Observable<DocModel> =>
    defer(() => {
      const t0 = performance.now();
      const at = { page: 0, pages: entry.pages ?? 0 };
      // The bar shows at once (page 0 of the count the scan read): loading the compiler takes seconds before page 1.
      if (at.pages) progress$.next({ spec: entry.id, page: 0, pages: at.pages, elapsedMs: 0 });
      return from((compiler ??= loadCompiler(heapMb))).pipe(
        switchMap((compile) => compileWith(compile, entry, file, t0, at)),
        // The bar ends however the compile ends, also when the compiler could not be loaded.
        finalize(() => {
          if (at.pages)
            progress$.next({
              spec: entry.id,
              page: at.page,
              pages: at.pages,
              elapsedMs: Math.round(performance.now() - t0),
              done: true,
            });
        }),
      );
    });

  const compileWith = (
    compile: CompileFn,
    entry: SpecEntry,
    file: string,
    t0: number,
    at: { page: number; pages: number },
  ): Observable<DocModel> => {
    notice(`compiling ${entry.id} (${file}); this happens once per file version`);
    return compile(file).pipe(
      tap((ev) => {
        if (ev.type !== 'progress') return;
        at.page = ev.page;
        at.pages = ev.pages;
        progress$.next({
          spec: entry.id,
          page: ev.page,
          pages: ev.pages,
          elapsedMs: Math.round(performance.now() - t0),
        });
      }),
      filter((ev): ev is Extract<CompileEvent, { type: 'model' }> => ev.type === 'model'),
      map((ev) => ev.model),
      throwIfEmpty(() => new PdfspecError('internal', `internal error: compiling ${file} produced no model`)),
      catchError((err: unknown) => {
        // A file the reader rejects (damaged, or it crashed the compile) is listed unusable from now on.
        const reason =
          (err as Error)?.name === 'PdfOpenError' && !isTransient(err) ? openFailureReason(err) : undefined;
        const marked = reason ? from(registry.markUnusable(file, reason).catch(() => undefined)) : of(undefined);
        return marked.pipe(switchMap(() => throwError(() => compileError(err, entry.id, file, at))));
      }),
    );
  };

  const build$ = (entry: SpecEntry, file: string): Observable<Loaded> =>
    defer(() => store.keyOf(file)).pipe(
      retryTransient({
        ...opts.retry,
        onRetry: (err, n, ms) => log(`reading ${file}: ${(err as Error).message}; retry ${n + 1} in ${ms} ms`),
      }),
      catchError((err: unknown) => throwError(() => toPdfspecError(err))),
      switchMap((key) =>
        store.getOrBuild$(
          key,
          { spec: entry.id, file },
          () => compile$(entry, file),
          () => notice(`waiting for another pdfspec process to finish compiling ${entry.id}`),
        ),
      ),
    );

  const load = (entry: SpecEntry): Observable<Loaded> => {
    const file = entry.file;
    if (!entry.available || !file) {
      return throwError(() =>
        fileError(entry, { catalogue: registry.catalogue, dirs: registry.dirs, problems: [], notice }),
      );
    }
    return defer(() => statOf(file)).pipe(
      catchError((err: unknown) => throwError(() => toPdfspecError(err))),
      switchMap((st) => {
        const version = `${st.size}\0${st.mtimeMs}`;
        const held = loads.get(file);
        // The same version, and no part of its reader found damaged after the load: shared, not loaded anew.
        if (held && held.version === version && !held.reader?.damaged?.()) return held.loaded$;
        const load: Load = { version, loaded$: EMPTY };
        load.loaded$ = build$(entry, file).pipe(
          tap({
            next: (l) => (load.reader = l.reader),
            error: () => loads.get(file) === load && loads.delete(file),
          }),
          shareReplay({ bufferSize: 1, refCount: false }),
        );
        loads.set(file, load);
        return load.loaded$;
      }),
    );
  };

  return {
    registry,
    store,
    cacheDir: dir,
    progress$,
    notice,
    log,
    load,
    specs: () => from(registry.specs()),
    // As answers name it: the catalogue id for another name of a standard (pdf20 → iso32000-2).
    defaultSpec: specIdOfAlias(registry.catalogue, givenDefault) ?? givenDefault,
    resolveSpec: (spec, defaultId) =>
      defer(async () => {
        // The variable is checked only when a call needs the default: a wrong one must not break `--spec` calls.
        const fallback =
          spec === undefined ? (defaultId ?? (await checkedDefault(registry, givenDefault))) : DEFAULT_SPEC;
        return registry.resolve(spec, fallback, notice);
      }),
    reader: (entry) => load(entry).pipe(map((l) => l.reader)),
  };
}

/**
 * A file's stat, one call shared by the requests that ask while it is under way: a server answering a burst of
 * requests checks the file once for them, not once each (8 % of a warm search's CPU time in a server under load), and a
 * request that comes after the call has ended makes a new one: a file replaced while a stat is under way is seen by
 * the next request after it.
 */
export function sharedStat(statFile: (file: string) => Promise<Stats> = stat): (file: string) => Promise<Stats> {
  const under = new Map<string, Promise<Stats>>();
  return (file) => {
    const running = under.get(file);
    if (running) return running;
    const call = statFile(file).finally(() => under.delete(file));
    under.set(file, call);
    return call;
  };
}
