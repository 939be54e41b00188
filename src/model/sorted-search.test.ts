import { describe, expect, it } from 'vitest';
import { firstIndexWhere, lastIndexAtOrBefore } from './sorted-search.js';

describe('sorted search', () => {
  const starts = [0, 10, 10, 25, 40];

  it('finds the first index at which a sorted condition holds, or the length', () => {
    expect(firstIndexWhere(starts.length, (i) => starts[i]! >= 10)).toBe(1);
    expect(firstIndexWhere(starts.length, (i) => starts[i]! >= 11)).toBe(3);
    expect(firstIndexWhere(starts.length, (i) => starts[i]! >= 0)).toBe(0);
    expect(firstIndexWhere(starts.length, (i) => starts[i]! > 40)).toBe(5);
    expect(firstIndexWhere(0, () => true)).toBe(0);
  });

  it('finds the last key at or before a value, the first index when none is', () => {
    const at = (i: number) => starts[i]!;
    expect(lastIndexAtOrBefore(starts.length, at, 10)).toBe(2);
    expect(lastIndexAtOrBefore(starts.length, at, 39)).toBe(3);
    expect(lastIndexAtOrBefore(starts.length, at, 1000)).toBe(4);
    expect(lastIndexAtOrBefore(starts.length, at, -1)).toBe(0);
    expect(lastIndexAtOrBefore(0, at, 5)).toBe(0);
  });

  it('asks about few indices: a million entries in at most 21 steps', () => {
    let asked = 0;
    firstIndexWhere(1_000_000, (i) => (asked++, i >= 123_456));
    expect(asked).toBeLessThanOrEqual(21);
  });
});
