import { describe, expect, it } from 'vitest';
import type { RawRow } from '../../blocks.js';
import { buildTable, dropEmptyColumns } from './tables.js';
import { emptyColumns, evidentHeader } from './table-evidence.js';

const row = (texts: string[], fonts: string[] = [], page = 1): RawRow => ({
  header: false,
  page,
  cells: texts.map((text, i) => ({ text, header: false, colSpan: 1, rowSpan: 1, fonts: [fonts[i] ?? 'f1'] })),
});

describe('table evidence', () => {
  it('reads a first row set in fonts no body row uses as the header', () => {
    const rows = [row(['Name', 'Value'], ['bold', 'bold']), row(['a', '1']), row(['b', '2'])];
    expect(evidentHeader(rows)).toEqual({ evidence: 'font', repeats: [], rows: 1 });
    const t = buildTable({ kind: 'table', page: 1, pageEnd: 1, y: 0, rows });
    expect([t.headers, t.rows, t.headerEvidence]).toEqual([
      ['Name', 'Value'],
      [
        ['a', '1'],
        ['b', '2'],
      ],
      'font',
    ]);
  });

  it('takes no header from a first row that shares its font with the body', () => {
    const rows = [row(['Name', 'Value'], ['bold', 'f1']), row(['a', '1'], ['bold', 'f1']), row(['b', '2'])];
    expect(evidentHeader(rows)).toBeNull();
  });

  it('reads a first row printed again at the top of a later page as the header, and drops the repeat', () => {
    const rows = [row(['Name', 'Value']), row(['a', '1']), row(['Name', 'Value'], [], 2), row(['b', '2'], [], 2)];
    const t = buildTable({ kind: 'table', page: 1, pageEnd: 2, y: 0, rows });
    expect([t.headers, t.rows, t.headerEvidence]).toEqual([
      ['Name', 'Value'],
      [
        ['a', '1'],
        ['b', '2'],
      ],
      'repeated',
    ]);
  });

  it('leaves out a column empty in every row, and keeps a table with no text whole', () => {
    expect(emptyColumns(['A', '', 'B'], [['1', '', '2']])).toEqual([1]);
    expect(emptyColumns([], [['', '']])).toEqual([]);
    // A structure tree's table keeps an empty column between filled ones: only its edges go.
    expect(
      emptyColumns(
        [],
        [
          ['PA:3.2', '', 'text', ''],
          ['PA:3.3', '', 'more', ''],
        ],
        true,
      ),
    ).toEqual([3]);
    expect(
      emptyColumns(
        [],
        [
          ['PA:3.2', '', 'text', ''],
          ['PA:3.3', '', 'more', ''],
        ],
      ),
    ).toEqual([1, 3]);
    const t = buildTable({
      kind: 'table',
      page: 1,
      pageEnd: 1,
      y: 0,
      rows: [row(['a', '1', '']), row(['b', '2', ''])],
    });
    dropEmptyColumns(t);
    expect([t.rows, t.emptyColumns]).toEqual([
      [
        ['a', '1'],
        ['b', '2'],
      ],
      1,
    ]);
  });
});

describe('two header rows set apart by their type', () => {
  const cell = (text: string, font: string) => ({ text, header: false, colSpan: 1, rowSpan: 1, fonts: [font] });
  const row = (font: string, ...texts: string[]) => ({ header: false, cells: texts.map((t) => cell(t, font)) });

  it('takes a head over column heads, both bold, as two header rows', () => {
    const rows = [
      row('B', 'exceptionCode value', 'HTTP Status Code'),
      row('B', '', 'Code', 'Message'),
      row('R', 'MissingParameterValue', '400', 'Bad request'),
      row('R', 'InvalidParameterValue', '400', 'Bad request'),
    ];
    expect(evidentHeader(rows)).toEqual({ evidence: 'font', repeats: [], rows: 2 });
    // One bold row over the body is one header row; two bold rows over one body row are no evidence.
    expect(evidentHeader([rows[1]!, ...rows.slice(2)])).toEqual({ evidence: 'font', repeats: [], rows: 1 });
    expect(evidentHeader(rows.slice(0, 3))).toBeNull();
  });
});

describe('a row under the tagged header', () => {
  const cell = (text: string, font: string) => ({ text, header: false, colSpan: 1, rowSpan: 1, fonts: [font] });
  const row = (font: string, ...texts: string[]) => ({ header: false, cells: texts.map((t) => cell(t, font)) });
  const head = { ...row('B', 'Identifier', 'Name', 'Type'), header: true };
  const body = [row('R', '1', '0x01', 'Payload', 'Byte'), row('R', '2', '0x02', 'Expiry', 'Integer')];

  it('is one more header row where its texts, two at least, are set in the header type and no body row uses it', () => {
    expect(evidentHeader([head, row('B', 'Dec', 'Hex', '', ''), ...body])).toEqual({
      evidence: 'font-below',
      repeats: [],
      rows: 2,
    });
  });

  it('is a body row where it is set as the body is, or holds one text (a group label)', () => {
    expect(evidentHeader([head, row('R', 'Dec', 'Hex', '', ''), ...body])).toBeNull();
    expect(evidentHeader([head, row('B', 'Errors', '', '', ''), ...body])).toBeNull();
  });
});

describe('column titles over values', () => {
  it('reads a first row of words over columns of hex and decimal values as the header, empty cells aside', () => {
    const rows = [
      row(['i (dec)', 'temp', 'After RotWord()', 'w[i]']),
      row(['4', '09cf4f3c', 'cf4f3c09', 'a0fafe17']),
      row(['5', 'a0fafe17', '', '88542cb1']),
      row(['6', '88542cb1', '', '23a33939']),
    ];
    expect(evidentHeader(rows)).toEqual({ evidence: 'titles', repeats: [], rows: 1 });
  });

  it('leaves a first row holding a value, and an instruction layout whose fields hold words too', () => {
    const numbered = [row(['Input', '0', '1']), row(['a', '2', '3']), row(['b', '4', '5'])];
    expect(evidentHeader(numbered)).toBeNull();
    const fields = [
      row(['funct12', 'rs1', 'funct3', 'rd', 'opcode']),
      row(['12', '5', '3', '5', '7']),
      row(['ECALL', '0', 'PRIV', '0', 'SYSTEM']),
    ];
    expect(evidentHeader(fields)).toBeNull();
  });
});
