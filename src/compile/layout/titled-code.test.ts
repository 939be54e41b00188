/**
 * Rows set in code under a line of column titles (titled-code.ts), as DWARF 4 and the Noise protocol print them,
 * and the code listings that are no table. The expectations are the lines this test prints.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Segmented } from '../segment/index.js';
import { segmentTextGrid, type GridLine } from '#test-support/text-grid-pdf.js';
import { readTitledCode, readTitledRows } from './titled-code.js';
import type { Line } from './types.js';

const code = (...c: [string, number][]): GridLine => ({ cells: c, font: 'Courier' });
const titles = (...c: [string, number][]): GridLine => ({ cells: c, font: 'Helvetica' });

describe('rows in code under a line of titles and a line of dashes', () => {
  let doc: Segmented;
  beforeAll(async () => {
    doc = await segmentTextGrid({
      pages: [
        [
          'Figure 61 shows one encoding of the line number program, which occupies twelve bytes.',
          '',
          titles(['Opcode', 90], ['Operand', 260], ['Byte Stream', 380]),
          titles(['--------------------------------------------------------------------', 90]),
          code(['DW_LNS_advance_pc', 90], ['LEB128(0x239)', 260], ['0x2, 0xb9, 0x04', 380]),
          code(['SPECIAL(2, 0)', 90], ['0xb', 380]),
          code(['SPECIAL(2, 3)', 90], ['0x38', 380]),
          code(['DW_LNE_end_sequence', 90], ['0x0, 0x1, 0x1', 380]),
          '',
          'Figure 61. Line number program example: one encoding',
          '',
          'The text after the figure.',
        ],
      ],
      font: 'Helvetica',
      size: 10,
    });
  });

  it('reads a table: the titles its header, each line of code a row, a blank where a row has no operand', () => {
    expect(doc.tables.map((t) => [t.headers, t.rows])).toEqual([
      [
        ['Opcode', 'Operand', 'Byte Stream'],
        [
          ['DW_LNS_advance_pc', 'LEB128(0x239)', '0x2, 0xb9, 0x04'],
          ['SPECIAL(2, 0)', '', '0xb'],
          ['SPECIAL(2, 3)', '', '0x38'],
          ['DW_LNE_end_sequence', '', '0x0, 0x1, 0x1'],
        ],
      ],
    ]);
  });
});

describe('rows in code parted by blank lines, under titles set in code over all but the first column', () => {
  let doc: Segmented;
  beforeAll(async () => {
    doc = await segmentTextGrid({
      pages: [
        [
          '1 Introduction',
          '',
          'The security properties of each pattern are listed below. A property is a number from',
          'zero to five; the source and the destination properties of each message are listed on',
          'the line of that message, the name of the pattern on a line of its own above them.',
          '',
          code(['Source', 290], ['Destination', 370]),
          '',
          code(['N', 90], ['0', 306], ['2', 396]),
          '',
          code(['K', 90], ['1', 306], ['2', 396]),
          '',
          code(['NN', 90]),
          code(['  -> e', 90], ['0', 306], ['0', 396]),
          code(['  <- e, ee', 90], ['0', 306], ['1', 396]),
        ],
        [
          code(['NK', 90]),
          code(['  <- s', 90]),
          code(['  -> e, es', 90], ['0', 306], ['2', 396]),
          code(['  <- e, ee', 90], ['2', 306], ['1', 396]),
          '',
          'The text after the table.',
        ],
        ['The last page of the document.'],
      ],
      font: 'Helvetica',
      size: 10,
    });
  });

  it('reads one table over both pages: each group of lines a row, its lines joined cell by cell', () => {
    expect(doc.tables.map((t) => [t.page, t.pageEnd, t.headers, t.rows])).toEqual([
      [
        1,
        2,
        ['', 'Source', 'Destination'],
        [
          ['N', '0', '2'],
          ['K', '1', '2'],
          ['NN -> e <- e, ee', '0 0', '0 1'],
          ['NK <- s -> e, es <- e, ee', '0 2', '2 1'],
        ],
      ],
    ]);
  });
});

describe("a line of many titles in the rows' own face, at their left edge", () => {
  let doc: Segmented;
  beforeAll(async () => {
    doc = await segmentTextGrid({
      pages: [
        [
          'The rules of each register at each location are shown below.',
          '',
          code(['Location', 90], ['CFA', 160], ['R0', 230], ['R1', 270], ['R8', 310]),
          '',
          code(['foo', 90], ['[R7]+0', 160], ['s', 230], ['u', 270], ['r1', 310]),
          code(['foo+4', 90], ['[R7]+fs', 160], ['s', 230], ['u', 270], ['r1', 310]),
          code(['foo+8', 90], ['[R7]+fs', 160], ['s', 230], ['u', 270], ['c-4', 310]),
          '',
          'The text after the matrix.',
        ],
      ],
      font: 'Helvetica',
      size: 10,
    });
  });

  it('is a header: four titles or more make one, where a listing line has a gap or two', () => {
    expect(doc.tables.map((t) => [t.headers, t.rows.length])).toEqual([[['Location', 'CFA', 'R0', 'R1', 'R8'], 3]]);
  });
});

describe('a code listing whose lines happen to have gaps', () => {
  let doc: Segmented;
  beforeAll(async () => {
    doc = await segmentTextGrid({
      pages: [
        [
          'A decoder in Python follows.',
          '',
          code(['import', 90], ['struct', 160]),
          code(['from math', 90], ['import ldexp', 180]),
          code(['def', 90], ['decode_single(single):', 120]),
          code(['    return', 90], ['struct.unpack(single)', 180]),
          '',
          'The text after the listing.',
        ],
      ],
      font: 'Helvetica',
      size: 10,
    });
  });

  it('stays code: a first line of words at the left edge in the listing face titles nothing', () => {
    expect(doc.tables).toEqual([]);
    expect(doc.elements.some((e) => e.type === 'code' && e.text.includes('import'))).toBe(true);
  });
});

/** A line as the layout extractor builds it, each piece a segment of its own. */
function lineOf(page: number, y: number, mono: boolean, ...pieces: [string, number][]): Line {
  const segments = pieces.map(([text, x]) => ({ text, x0: x, x1: x + 6 * text.length }));
  return {
    page,
    text: pieces.map(([t]) => t).join(' '),
    x0: segments[0]!.x0,
    x1: segments[segments.length - 1]!.x1,
    y,
    size: 10,
    bold: false,
    mono,
    segments,
    spaceWidth: 6,
    firstWordWidth: 6 * pieces[0]![0].split(' ')[0]!.length,
  };
}

/**
 * FIPS 197's Appendix B: two lines of titles stacked into one, each row a group of byte lines with its label on a
 * middle line in another face beside an operator glyph, the rows going on over the next page.
 */
describe('a titled table of stacked titles and labelled groups, over two pages', () => {
  const page37 = [
    lineOf(37, 580, true, ['Round', 114], ['Start of', 155], ['Round Key', 300]),
    lineOf(37, 571, true, ['Number', 112], ['Round', 162], ['Value', 310]),
    lineOf(37, 540, true, ['32 88', 148], ['2b 28', 300]),
    lineOf(37, 532, false, ['input', 114], ['=', 280]),
    lineOf(37, 525, true, ['43 5a', 148], ['7e ae', 300]),
    lineOf(37, 490, true, ['19 a0', 148], ['a0 88', 300]),
    lineOf(37, 482, false, ['1', 114], ['=', 280]),
    lineOf(37, 475, true, ['3d f4', 148], ['fa 54', 300]),
  ];
  const page38 = [
    lineOf(38, 700, true, ['a4 68', 148], ['f2 7a', 300]),
    lineOf(38, 692, false, ['2', 114], ['=', 280]),
    lineOf(38, 685, true, ['9c 9f', 148], ['c2 96', 300]),
    lineOf(38, 600, false, ['The text after the table.', 72]),
  ];

  it('reads the titles as one header row and each group as a row, the glyphs in no cell', () => {
    const t = readTitledCode(page37, 0)!;
    expect(t.rows.map((r) => r.cells.map((c) => c.text))).toEqual([
      ['Round Number', 'Start of Round', 'Round Key Value'],
      ['input', '32 88 43 5a', '2b 28 7e ae'],
      ['1', '19 a0 3d f4', 'a0 88 fa 54'],
    ]);
    expect(t.aside).toEqual(['Round Start of Round Key', 'Number Round Value', '=', '=']);
  });

  it('reads the rows at the top of the next page under the same columns', () => {
    const t = readTitledRows(page38, readTitledCode(page37, 0)!)!;
    expect(t.rows.map((r) => r.cells.map((c) => c.text))).toEqual([['2', 'a4 68 9c 9f', 'f2 7a c2 96']]);
    expect(t.lines).toHaveLength(3);
  });
});
