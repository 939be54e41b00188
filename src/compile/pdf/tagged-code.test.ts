import { describe, expect, it } from 'vitest';
import { indentedCode } from './tagged-code.js';

describe('indentedCode: a tagged listing line by line', () => {
  it('indents each measured line by the characters it starts right of the leftmost line on its page', () => {
    const text = indentedCode([
      { text: '<rdf:Bag>', page: 9, x0: 100, charWidth: 5 },
      { text: '<rdf:li>', page: 9, x0: 110, charWidth: 5 },
      { text: '</rdf:Bag>', page: 9, x0: 100.4, charWidth: 5 },
      { text: '<rdf:li>', page: 10, x0: 75, charWidth: 5 },
    ]);
    expect(text).toBe('<rdf:Bag>\n  <rdf:li>\n</rdf:Bag>\n<rdf:li>');
  });

  it('keeps a line the tree did not set apart as read, the spaces a run opens with, and all lines without a character width', () => {
    expect(indentedCode([{ text: 'a' }, { text: '  b', page: 1, x0: 80, charWidth: 5 }])).toBe('a\n  b');
    expect(
      indentedCode([
        { text: 'a', page: 1, x0: 70 },
        { text: 'b', page: 1, x0: 90 },
      ]),
    ).toBe('a\nb');
  });
});
