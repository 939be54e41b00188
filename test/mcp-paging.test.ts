/** When the server cuts a list (only at the result size cap) and the note that tells a model how to get the rest. */
import { describe, expect, it } from 'vitest';
import { fitToCap, leavesLimitOpen, truncationNote } from '../src/mcp/paging.js';

describe('leavesLimitOpen', () => {
  it('is true only for an object without a limit; offset alone keeps the rest of the list whole', () => {
    expect(leavesLimitOpen({ section: '7' })).toBe(true);
    expect(leavesLimitOpen({ section: '7', offset: 400 })).toBe(true);
    expect(leavesLimitOpen({ section: '7', limit: 5 })).toBe(false);
    expect(leavesLimitOpen('7')).toBe(false);
    expect(leavesLimitOpen([1])).toBe(false);
  });
});

describe('fitToCap', () => {
  const list = (limit: number | undefined, itemBytes: number) => ({
    items: Array.from({ length: Math.min(limit ?? 900, 900) }, () => 'x'.repeat(itemBytes)),
  });
  it('keeps a whole list that fits, without asking again', async () => {
    const whole = list(undefined, 100);
    const asked: unknown[] = [];
    const r = await fitToCap(
      {},
      whole,
      (a) => a,
      async (args) => (asked.push(args), whole),
    );
    expect(r).toEqual({ answer: whole, capped: false });
    expect(asked).toEqual([]);
  });
  it('asks for smaller pages until one fits under 8 MiB', async () => {
    const asked: number[] = [];
    const r = await fitToCap(
      { section: '7' },
      list(undefined, 20_000),
      (a) => a,
      async (args) => {
        asked.push(args.limit as number);
        return list(args.limit as number, 20_000);
      },
    );
    expect(r.capped).toBe(true);
    expect(asked[0]).toBe(1000);
    expect(2 * JSON.stringify(r.answer).length).toBeLessThanOrEqual(8 * 1024 * 1024);
    expect(r.answer.items.length).toBeGreaterThan(150);
  });
});

describe('truncationNote', () => {
  it('names the items shown, the total and the next offset', () => {
    const page = { offset: 200, limit: 200, total: 450, truncated: true, nextOffset: 400 };
    expect(truncationNote('get_requirements', { paging: page })).toBe(
      'Truncated: this result shows items 201–400 of 450. To get the rest, call get_requirements again with the same arguments and offset: 400 (limit up to 1000).',
    );
  });
  it('says when the size cap, not the client, cut the list', () => {
    const page = { offset: 0, limit: 180, total: 450, truncated: true, nextOffset: 180 };
    expect(truncationNote('get_section', { paging: page }, true)).toBe(
      'Truncated: this result shows items 1–180 of 450. The whole list would pass the 8.0 MiB result size cap, so it was cut to fit (see paging). To get the rest, call get_section again with the same arguments and offset: 180 and limit: 180.',
    );
  });
  it('says nothing when the list was complete or not paged', () => {
    expect(
      truncationNote('get_section', {
        paging: { offset: 400, limit: 200, total: 450, truncated: false, nextOffset: null },
      }),
    ).toBeNull();
    expect(truncationNote('get_section', { content: [] })).toBeNull();
  });
});
