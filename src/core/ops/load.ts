/**
 * The operations loaded one at a time, on first use: each operation's module
 * (and so its zod schemas) is imported when a front end first asks for it, so
 * a warm `pdfspec search` builds the schemas of the search operation and of
 * nothing else. Names and loaders both come from the list (list.ts).
 */
import type { OperationName, Operations } from './index.js';
import { OPERATION_LIST } from './list.js';

/** The operations' names, in the order of the list. */
export const OPERATION_NAMES: readonly OperationName[] = OPERATION_LIST.map((entry) => entry.name);

const loading = new Map<OperationName, Promise<unknown>>();
const loaded = new Map<OperationName, unknown>();

/** Operation `name`, its module imported on first use. */
export function loadOperation<K extends OperationName>(name: K): Promise<Operations[K]> {
  let p = loading.get(name);
  if (!p) {
    const entry = OPERATION_LIST.find((e) => e.name === name);
    p = entry
      ? entry.load().then((op) => (loaded.set(name, op), op))
      : Promise.reject(new Error(`no operation named ${JSON.stringify(name)}`));
    loading.set(name, p);
  }
  return p as Promise<Operations[K]>;
}

/** Operation `name` when its module has been loaded, else undefined: what is loaded is used at once. */
export function loadedOperation<K extends OperationName>(name: K): Operations[K] | undefined {
  return loaded.get(name) as Operations[K] | undefined;
}
