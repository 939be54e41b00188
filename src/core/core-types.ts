/**
 * The shape of the one core that the CLI, the MCP server and the TUI share.
 * Each method takes raw (unvalidated) parameters, validates them with the
 * schema module and returns a stream of exactly one result record.
 */
import type { Observable } from 'rxjs';
import type { z } from 'zod';
import type { OPERATIONS, OperationName } from './schemas.js';
import type { CoreContext } from './context.js';

export type ResultOf<K extends OperationName> = z.infer<(typeof OPERATIONS)[K]['output']>;

export type Core = {
  readonly [K in OperationName]: (input: unknown) => Observable<ResultOf<K>>;
} & {
  readonly context: CoreContext;
};
