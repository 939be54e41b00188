/**
 * Keeps big lists from flooding a model. The core already pages with
 * offset/limit; the server only picks a default limit when the client gave
 * none, and tells the model how to fetch the rest.
 */
import type { PageInfo } from '../core/schemas.js';

/** Items of content/requirements/definitions/matched returned when no limit was asked for. */
export const DEFAULT_PAGE_LIMIT = 200;

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  v !== null && typeof v === 'object' && !Array.isArray(v);

/** The arguments with `limit` defaulted; anything that is not an object goes to the core unchanged (it reports the error). */
export function withDefaultLimit(args: unknown): unknown {
  if (!isPlainObject(args) || args.limit !== undefined) return args;
  return { ...args, limit: DEFAULT_PAGE_LIMIT };
}

/** A sentence for the model when the result was cut, else null. */
export function truncationNote(tool: string, record: unknown): string | null {
  const page = isPlainObject(record) ? (record.paging as PageInfo | undefined) : undefined;
  if (!page || !page.truncated) return null;
  const shown = Math.max(0, Math.min(page.limit, page.total - page.offset));
  const range = shown > 0 ? `items ${page.offset + 1}–${page.offset + shown}` : 'no items';
  const next =
    page.nextOffset != null
      ? ` To get the rest, call ${tool} again with the same arguments and offset: ${page.nextOffset} (limit up to 1000).`
      : '';
  return `Truncated: this result shows ${range} of ${page.total}.${next}`;
}
