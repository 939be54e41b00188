/**
 * The one render helper for component tests. It wraps the element in the
 * providers the app has (core, theme, error boundary), sizes the terminal,
 * and supplies a mock core whose operations exist only when the test sets
 * them up: touching any other operation throws, and the test fails after the
 * fact even if the UI turned the throw into a status-line error.
 */
import { render as inkRender } from 'ink-testing-library';
import type { ReactElement } from 'react';
import { Subject, type Observable } from 'rxjs';
import { afterEach } from 'vitest';
import type { ProgressEvent } from '../../../src/core/operation-context.js';
import type { Core, ResultOf } from '../../../src/core/create-core.js';
import type { OperationName } from '../../../src/core/ops/index.js';
import { OPERATIONS } from '../operations.js';
import { ErrorBoundary } from '../../../components/ErrorBoundary.js';
import { KeyRouter } from '../../../components/KeyRouter.js';
import { CoreContext, ThemeContext } from '../../../components/hooks/core-context.js';
import { createTheme } from '../../../components/lib/theme.js';

export type MockOps = { [K in OperationName]?: (input: Record<string, unknown>) => Observable<ResultOf<K>> };

export interface MockCore extends Core {
  /** Every operation call, with its (validated) input, in order. */
  readonly calls: Array<{ op: OperationName; input: Record<string, unknown> }>;
  readonly progress$: Subject<ProgressEvent>;
}

const violations: string[] = [];

afterEach(() => {
  const found = violations.splice(0);
  if (found.length) throw new Error(`the UI touched core operations this test did not set up:\n${found.join('\n')}`);
});

function unexpected(what: string): never {
  violations.push(what);
  throw new Error(`mock core: ${what} was not set up in this test`);
}

export function mockCore(ops: MockOps, progress$ = new Subject<ProgressEvent>()): MockCore {
  const calls: MockCore['calls'] = [];
  const op =
    <K extends OperationName>(name: K) =>
    (raw: unknown): Observable<ResultOf<K>> => {
      const impl = ops[name];
      if (!impl) return unexpected(`${name}(${JSON.stringify(raw)})`);
      // The real core validates too: the UI must only ever send valid parameters.
      const input = OPERATIONS[name].input.parse(raw ?? {}) as Record<string, unknown>;
      calls.push({ op: name, input });
      return impl(input);
    };
  const context = {
    progress$,
    specs: () => unexpected('context.specs()'),
    resolveSpec: () => unexpected('context.resolveSpec()'),
    reader: () => unexpected('context.reader()'),
    notice: (m: string) => unexpected(`context.notice(${m})`),
    log: () => undefined,
  };
  return {
    calls,
    progress$,
    answer: (name: string) => unexpected(`answer(${name})`),
    context,
    list_specs: op('list_specs'),
    get_structure: op('get_structure'),
    get_section: op('get_section'),
    search_spec: op('search_spec'),
    get_requirements: op('get_requirements'),
    get_definitions: op('get_definitions'),
    get_tables: op('get_tables'),
    compare_versions: op('compare_versions'),
    find_references: op('find_references'),
    find_key: op('find_key'),
    list_roles: op('list_roles'),
    get_checklist: op('get_checklist'),
    cite_requirement: op('cite_requirement'),
    check_statement: op('check_statement'),
  };
}

export const KEYS = {
  up: '\u001B[A',
  down: '\u001B[B',
  right: '\u001B[C',
  left: '\u001B[D',
  pageUp: '\u001B[5~',
  pageDown: '\u001B[6~',
  enter: '\r',
  escape: '\u001B',
  tab: '\t',
  backspace: '\u007F',
  ctrlC: '\u0003',
  ctrlP: '\u0010',
} as const;

const tick = (ms: number) => new Promise((r) => setTimeout(r, ms));

export interface RenderOptions {
  ops?: MockOps;
  /** A ready-made core (e.g. the real one) instead of a mock. */
  core?: Core;
  columns?: number;
  rows?: number;
  color?: boolean;
}

export function render(element: ReactElement, opts: RenderOptions = {}) {
  const core = opts.core ?? mockCore(opts.ops ?? {});
  const instance = inkRender(
    <CoreContext.Provider value={core}>
      <ThemeContext.Provider value={createTheme(opts.color ?? false)}>
        <KeyRouter>
          <ErrorBoundary>{element}</ErrorBoundary>
        </KeyRouter>
      </ThemeContext.Provider>
    </CoreContext.Provider>,
  );
  const resize = (columns: number, rows: number) => {
    Object.defineProperty(instance.stdout, 'columns', { value: columns, configurable: true });
    Object.defineProperty(instance.stdout, 'rows', { value: rows, configurable: true });
    instance.stdout.emit('resize');
  };
  resize(opts.columns ?? 80, opts.rows ?? 24);
  const frame = () => instance.lastFrame() ?? '';
  return {
    ...instance,
    core,
    frame,
    resize,
    /** Type keys one at a time, letting Ink and React settle after each. */
    async press(...keys: string[]) {
      for (const k of keys) {
        instance.stdin.write(k);
        await tick(k === KEYS.escape ? 30 : 15);
      }
    },
    /** Type text character by character, as a person would. */
    async type(text: string) {
      for (const ch of text) {
        instance.stdin.write(ch);
        await tick(5);
      }
    },
    /** Wait until the frame satisfies the check; fail with the frame shown. */
    async waitFor(check: string | RegExp | ((frame: string) => boolean), timeoutMs = 3000) {
      const ok =
        typeof check === 'function'
          ? check
          : (f: string) => (typeof check === 'string' ? f.includes(check) : check.test(f));
      const until = Date.now() + timeoutMs;
      while (!ok(frame())) {
        if (Date.now() > until) throw new Error(`timed out waiting for ${String(check)}; last frame:\n${frame()}`);
        await tick(10);
      }
      // Let passive effects (input listeners of what just appeared) attach.
      await tick(20);
      return frame();
    },
  };
}
