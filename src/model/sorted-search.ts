/**
 * Binary search over anything sorted, by index: the element lists, chunk
 * starts, text offsets and references the model and its readers keep in
 * order. One helper, so each caller states only what "at or after" means.
 */

/**
 * The first index in [0, length) at which `reached` holds, or `length` when it never does. `reached` must be
 * false up to some index and true from there on (the list is sorted by what it tests).
 */
export function firstIndexWhere(length: number, reached: (index: number) => boolean): number {
  let lo = 0;
  let hi = length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (reached(mid)) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}

/** The last index in [0, length) whose key is at most `value`, or 0 when none is (the first one holds it all). */
export function lastIndexAtOrBefore(length: number, keyAt: (index: number) => number, value: number): number {
  return Math.max(0, firstIndexWhere(length, (i) => keyAt(i) > value) - 1);
}
