/**
 * Listings and figures in a document set wholly in Courier (figure-lines.ts): what is code and what stays text
 * when the font tells nothing. Lines are printed as RFCs print them: 10 pt Courier (6 pt a character), 12 pt
 * apart, the body text at x = 89 (three characters in from the headings at 71).
 */
import { describe, expect, it } from 'vitest';
import { buildLines } from './lines.js';
import { markFigureLines } from './figure-lines.js';
import type { Line, PageLines, Run } from './types.js';

const courier = { name: 'Courier', bold: false, italic: false, mono: true };
const CHAR = 6;
const BODY = 89;

/** A line at column `col` (characters right of the body text's edge; negative: left of it), `row` lines down. */
const at = (row: number, col: number, ...texts: string[]): Line[] => {
  let x = BODY + col * CHAR;
  const runs: Run[] = texts.map((text) => {
    const r: Run = { text, x, y: 700 - 12 * row, width: text.length * CHAR, size: 10, font: courier };
    x += (text.length + 4) * CHAR;
    return r;
  });
  return buildLines(1, runs);
};

const page = (...lines: Line[][]): PageLines => ({ page: 1, bottom: 0, top: 842, lines: lines.flat() });

const prose = (from: number, n: number): Line[][] =>
  Array.from({ length: n }, (_, i) => at(from + i, 0, 'This is a line of prose that runs on over the text column.'));

const code = (p: PageLines) => p.lines.filter((l) => l.mono).map((l) => l.text);

describe('markFigureLines', () => {
  it('reads an indented struct as code and the prose around it as text', () => {
    const p = page(
      ...prose(0, 3),
      at(4, 4, 'struct {'),
      at(5, 8, 'uint16 length;'),
      at(6, 8, 'opaque fragment[length];'),
      at(7, 4, '} Record;'),
      ...prose(9, 3),
    );
    expect(markFigureLines([p])).toBe(4);
    expect(code(p)).toEqual(['struct {', 'uint16 length;', 'opaque fragment[length];', '} Record;']);
  });

  it('keeps indented prose, a hanging "term:  definition" entry and a centred caption as text', () => {
    const p = page(
      ...prose(0, 4),
      at(5, 0, 'handshake:  An initial negotiation between client and server that'),
      at(6, 3, 'establishes the parameters of their interactions; see below.'),
      at(8, 4, 'A second paragraph of a list item, indented under its text; it'),
      at(9, 4, 'ends in prose, and holds no code.'),
      at(11, 14, 'Figure 1: Message Flow'),
    );
    expect(markFigureLines([p])).toBe(0);
  });

  it('follows a diagram over its blank lines, also where it reaches left of the body text', () => {
    const p = page(
      ...prose(0, 3),
      at(4, 4, 'Client', 'Server'),
      at(6, -3, 'Key  ^ ClientHello'),
      at(7, -3, 'Exch | + key_share'),
      at(8, 4, 'v', '-------->'),
      ...prose(10, 3),
    );
    markFigureLines([p]);
    expect(code(p)).toEqual(['Client Server', 'Key ^ ClientHello', 'Exch | + key_share', 'v -------->']);
  });
});
