import { describe, expect, it } from 'vitest';
import { completedItems } from './nested-items.js';

describe('list items completed by a nested list', () => {
  it('reads an unfinished item with the nested items under it, up to the next item of its numbering', () => {
    const items = [
      '3. The Content-Length header MUST be present.',
      '4. The HTTP status code MUST be',
      'a. either set to 200 if a response is returned.',
      'b. or set to i. either 3xx ii. or 4xx',
      '5. The body MUST be UTF-8.',
    ];
    expect(completedItems(items)).toEqual([
      [0, items[0]],
      [1, `${items[1]} ${items[2]} ${items[3]}`],
      [4, items[4]],
    ]);
  });

  it('keeps a lead-in that ends in a colon apart from the items under it', () => {
    const items = ['1. The server MUST send:', 'a. a header;', 'b. a body.'];
    expect(completedItems(items)).toEqual(items.map((t, k) => [k, t]));
  });
});
