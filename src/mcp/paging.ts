/**
 * A list answer comes whole unless the client asks for a page (offset/limit).
 * The one exception is the result size cap: a list that would pass it is cut
 * to a page that fits, and the answer says so in its text and in `paging`.
 */
import type { PageInfo } from '../core/index.js';
import { formatMiB } from '../model/bytes.js';
import { MAX_RESULT_BYTES, resultBytes } from './results.js';

/** The largest page a client may ask for (limitParam's bound). */
const MAX_LIMIT = 1000;
/** Aim a little under the cap: the note beside the record and the page's own `paging` take a few bytes too. */
const TARGET_BYTES = Math.floor(MAX_RESULT_BYTES * 0.9);

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  v !== null && typeof v === 'object' && !Array.isArray(v);

/** True when the client set no page size: the list comes whole (from `offset`, when given), as far as the cap allows. */
export const leavesLimitOpen = (args: unknown): args is Record<string, unknown> =>
  isPlainObject(args) && args.limit === undefined;

/**
 * The record of `ask(args)`, or — when the whole list would pass the cap — the
 * first page that fits, found by asking again with smaller limits (each guess
 * scaled by how far over the cap the last one was). `capped` says which.
 */
export async function fitToCap<R>(
  args: Record<string, unknown>,
  whole: R,
  recordOf: (answer: R) => unknown,
  ask: (args: Record<string, unknown>) => Promise<R>,
): Promise<{ answer: R; capped: boolean }> {
  let bytes = resultBytes(recordOf(whole));
  if (bytes <= MAX_RESULT_BYTES) return { answer: whole, capped: false };
  let limit = MAX_LIMIT;
  let answer = whole;
  for (;;) {
    answer = await ask({ ...args, limit });
    bytes = resultBytes(recordOf(answer));
    if (bytes <= MAX_RESULT_BYTES || limit === 1) return { answer, capped: true };
    limit = Math.max(1, Math.min(limit - 1, Math.floor((limit * TARGET_BYTES) / bytes)));
  }
}

/** A sentence for the model when the result was cut, else null; `capped` when the size cap cut it, not the client. */
export function truncationNote(tool: string, record: unknown, capped = false): string | null {
  const page = isPlainObject(record) ? (record.paging as PageInfo | undefined) : undefined;
  if (!page || !page.truncated) return null;
  const shown = Math.max(0, Math.min(page.limit, page.total - page.offset));
  const range = shown > 0 ? `items ${page.offset + 1}–${page.offset + shown}` : 'no items';
  const why = capped
    ? ` The whole list would pass the ${formatMiB(MAX_RESULT_BYTES, 1)} result size cap, so it was cut to fit (see paging).`
    : '';
  const next =
    page.nextOffset != null
      ? ` To get the rest, call ${tool} again with the same arguments and offset: ${page.nextOffset}${capped ? ` and limit: ${page.limit}` : ' (limit up to 1000)'}.`
      : '';
  return `Truncated: this result shows ${range} of ${page.total}.${why}${next}`;
}
