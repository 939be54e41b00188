/**
 * The operations' names and definitions as types, derived from the one list (list.ts): nothing here is kept
 * by hand. The definitions themselves load one at a time (load.ts).
 */
import type { OPERATION_LIST } from './list.js';

type Entry = (typeof OPERATION_LIST)[number];

export type OperationName = Entry['name'];

/** Each operation's definition (its operation.ts: schemas, function, what an empty answer means), by name. */
export type Operations = { readonly [E in Entry as E['name']]: Awaited<ReturnType<E['load']>> };
