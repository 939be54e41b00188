/** The server's default page limit and the note that tells a model how to get the rest. */
import { describe, expect, it } from 'vitest';
import { DEFAULT_PAGE_LIMIT, truncationNote, withDefaultLimit } from '../src/mcp/paging.js';

describe('withDefaultLimit', () => {
  it('adds the default limit only when the client gave none', () => {
    expect(withDefaultLimit({ section: '7' })).toEqual({ section: '7', limit: DEFAULT_PAGE_LIMIT });
    expect(withDefaultLimit({ section: '7', offset: 400 })).toEqual({
      section: '7',
      offset: 400,
      limit: DEFAULT_PAGE_LIMIT,
    });
    expect(withDefaultLimit({ section: '7', limit: 5 })).toEqual({ section: '7', limit: 5 });
  });
  it('leaves what is not an object (and a bad limit) for the core to reject', () => {
    expect(withDefaultLimit('7')).toBe('7');
    expect(withDefaultLimit([1])).toEqual([1]);
    expect(withDefaultLimit({ limit: 0 })).toEqual({ limit: 0 });
  });
});

describe('truncationNote', () => {
  it('names the items shown, the total and the next offset', () => {
    const page = { offset: 200, limit: 200, total: 450, truncated: true, nextOffset: 400 };
    expect(truncationNote('get_requirements', { paging: page })).toBe(
      'Truncated: this result shows items 201–400 of 450. To get the rest, call get_requirements again with the same arguments and offset: 400 (limit up to 1000).',
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
