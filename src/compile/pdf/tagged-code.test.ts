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

  it('joins the elements a browser tags token by token on one printed line, the gaps as spaces', () => {
    const token = (text: string, col: number, y: number) => ({
      text,
      page: 4,
      x0: 60 + col * 6,
      x1: 60 + (col + text.trim().length) * 6,
      y,
      charWidth: 6,
    });
    const text = indentedCode([
      token('async', 0, 700),
      { text: '' },
      token(' fn', 6, 700),
      token(' read', 9, 700),
      token('() {', 13, 700),
      token('body()', 4, 688),
      token('}', 0, 676),
    ]);
    expect(text).toBe('async fn read() {\n    body()\n}');
  });

  it('never indents or spaces a line by more than a listing holds (a hostile file: glyphs a hair wide)', () => {
    const text = indentedCode([
      { text: 'a', page: 1, x0: 0, x1: 0.001, y: 700, charWidth: 0.001 },
      { text: 'b', page: 1, x0: 1e6, x1: 1e6 + 0.001, y: 700, charWidth: 0.001 },
      { text: 'c', page: 1, x0: 1e6, x1: 1e6 + 0.001, y: 600, charWidth: 0.001 },
    ]);
    expect(text.length).toBeLessThan(1100);
    expect(text.replace(/\s+/g, ' ')).toBe('a b c');
  });
});
