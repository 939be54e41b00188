/**
 * An operation's whole answer: the record, and what every front end says
 * beside it — that nothing was found, that the list was cut, how the spec was
 * read. Worked out once here; the front ends only word it.
 */
import type { z } from 'zod';
import { emptyResult, type EmptyResult } from './empty-result.js';
import type { EmptyMeaning } from './ops/define-operation.js';
import type { OperationName, Operations } from './ops/index.js';
import { readingNotice, type Notice } from './reading-notice.js';
import type { PageInfo } from './schemas.js';

export type InputOf<K extends OperationName> = z.infer<Operations[K]['input']>;
export type ResultOf<K extends OperationName> = z.infer<Operations[K]['output']> & { notice?: string };

export interface Answer<K extends OperationName> {
  record: ResultOf<K>;
  /** Non-null when a list answer found nothing: what was asked for, where, with which filters. */
  empty: EmptyResult | null;
  /** The page shown, when the list was cut; null when the record holds all of it. */
  paging: PageInfo | null;
  /** How the spec was read, when a person should know (an untagged file, reading warnings). */
  notices: Notice[];
}

/**
 * The answer to operation `op` (its `empty` meaning), asked with (validated) `input`, whose record is
 * `operationRecord`; `notice` says that another spec than the default answered (default-spec.ts): it goes into
 * the record, where a program finds it.
 */
export function completeAnswer<K extends OperationName>(
  op: { readonly empty?: unknown },
  input: InputOf<K>,
  operationRecord: ResultOf<K>,
  notice: string | null = null,
): Answer<K> {
  const record = notice ? { ...operationRecord, notice } : operationRecord;
  const meaning = op.empty as EmptyMeaning<InputOf<K>, ResultOf<K>> | undefined;
  const page = (record as { paging?: PageInfo }).paging;
  const reading = readingNotice(record);
  return {
    record,
    empty: emptyResult(meaning, input, record),
    paging: page?.truncated ? page : null,
    notices: reading ? [reading] : [],
  };
}
