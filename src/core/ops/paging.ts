/**
 * Offset/limit paging shared by the list-returning operations. Paging info is
 * reported only when the caller asked for a page, so unpaged results stay small.
 */
import type { PageInfo } from '../schemas.js';

export interface Paged<T> {
  items: T[];
  paging?: PageInfo;
}

export function paginate<T>(all: readonly T[], offset?: number, limit?: number): Paged<T> {
  if (offset === undefined && limit === undefined) return { items: all.slice() };
  const from = Math.min(offset ?? 0, all.length);
  const size = limit ?? Math.max(all.length - from, 0);
  const items = all.slice(from, from + size);
  const next = from + items.length;
  const truncated = next < all.length;
  return {
    items,
    paging: { offset: offset ?? 0, limit: size, total: all.length, truncated, nextOffset: truncated ? next : null },
  };
}
