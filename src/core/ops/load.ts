/**
 * The operations loaded one at a time, on first use: each operation's module
 * (and so its zod schemas) is imported when a front end first asks for it, so
 * a warm `pdfspec search` builds the schemas of the search operation and of
 * nothing else — and none at all when its input passes the check without zod
 * (light-input.ts): then only its runner is imported. Names and loaders both
 * come from the list (list.ts).
 */
import type { OperationName, Operations } from './index.js';
import type { Runner } from './define-runner.js';
import { OPERATION_LIST } from './list.js';

/** The operations' names, in the order of the list. */
export const OPERATION_NAMES: readonly OperationName[] = OPERATION_LIST.map((entry) => entry.name);

type Loaded = { loading: Map<OperationName, Promise<unknown>>; loaded: Map<OperationName, unknown> };
const definitions: Loaded = { loading: new Map(), loaded: new Map() };
const runners: Loaded = { loading: new Map(), loaded: new Map() };

function loadOnce(into: Loaded, name: OperationName, load: (() => Promise<unknown>) | undefined): Promise<unknown> {
  let p = into.loading.get(name);
  if (!p) {
    p = load
      ? load().then((m) => (into.loaded.set(name, m), m))
      : Promise.reject(new Error(`no operation named ${JSON.stringify(name)}`));
    into.loading.set(name, p);
  }
  return p;
}

const entryOf = (name: OperationName) => OPERATION_LIST.find((e) => e.name === name);

/** Operation `name`, its module imported on first use. */
export function loadOperation<K extends OperationName>(name: K): Promise<Operations[K]> {
  return loadOnce(definitions, name, entryOf(name)?.load) as Promise<Operations[K]>;
}

/** Operation `name` when its module has been loaded, else undefined: what is loaded is used at once. */
export function loadedOperation<K extends OperationName>(name: K): Operations[K] | undefined {
  return definitions.loaded.get(name) as Operations[K] | undefined;
}

/** Whether operation `name` has a runner apart from its definition. */
export const hasRunner = (name: OperationName): boolean => entryOf(name)?.runner !== undefined;

/** The runner of operation `name` (no zod), imported on first use. */
export function loadRunner(name: OperationName): Promise<Runner<never, unknown>> {
  return loadOnce(runners, name, entryOf(name)?.runner) as Promise<Runner<never, unknown>>;
}

/** The runner of operation `name` when loaded, else undefined. */
export function loadedRunner(name: OperationName): Runner<never, unknown> | undefined {
  return runners.loaded.get(name) as Runner<never, unknown> | undefined;
}
