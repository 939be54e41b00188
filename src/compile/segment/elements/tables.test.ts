import { describe, expect, it } from 'vitest';
import type { RawCell, RawRow } from '../../blocks.js';
import { buildTable, continues, mergeInto, splitNotes, type RawTable } from './tables.js';

const cell = (text: string, o: Partial<RawCell> = {}): RawCell => ({
  text,
  header: false,
  colSpan: 1,
  rowSpan: 1,
  ...o,
});
const th = (text: string, o: Partial<RawCell> = {}) => cell(text, { header: true, ...o });
const row = (cells: RawCell[], header = false): RawRow => ({ cells, header });
const raw = (rows: RawRow[], page = 1, pageEnd = page): RawTable => ({ kind: 'table', rows, page, pageEnd, y: 700 });

describe('buildTable', () => {
  it('takes THead rows as headers and normalises cell text', () => {
    const t = buildTable(
      raw([row([th(' Key'), th(' Type')], true), row([cell('Length'), cell('integer\n(Required)')])]),
    );
    expect(t.headers).toEqual(['Key', 'Type']);
    expect(t.rows).toEqual([['Length', 'integer (Required)']]);
  });

  it('spans a short title row over the rest from its last title, before the border cell every row ends in', () => {
    // OGC WMTS Table 21: "HTTP Status Code" tagged without its ColSpan over "Code" and "Message".
    const t = buildTable(
      raw([
        row([th('exceptionCode value'), th('HTTP Status Code'), th('')], true),
        row([th(''), th('Code'), th('Message'), th('')], true),
        row([cell('MissingParameterValue'), cell('400'), cell('Bad request'), cell('')]),
      ]),
    );
    expect(t.headers.slice(0, 3)).toEqual(['exceptionCode value', 'HTTP Status Code Code', 'HTTP Status Code Message']);
    // Without a border cell in every row, the last cell spans the rest as before.
    const plain = buildTable(
      raw([row([th('Size')], true), row([th('min'), th('max')], true), row([cell('1'), cell('2')])]),
    );
    expect(plain.headers).toEqual(['Size min', 'Size max']);
  });

  it('takes a first row made only of TH cells as the header row', () => {
    const t = buildTable(raw([row([th('A'), th('B')]), row([th('r1'), cell('x')])]));
    expect(t.headers).toEqual(['A', 'B']);
    expect(t.rows).toEqual([['r1', 'x']]);
  });

  it('has no headers when no row is a header row', () => {
    const t = buildTable(raw([row([cell('a'), cell('b')]), row([cell('c'), cell('d')])]));
    expect(t.headers).toEqual([]);
    expect(t.rows).toEqual([
      ['a', 'b'],
      ['c', 'd'],
    ]);
  });

  it('repeats a cell spanning rows or columns in every position it covers, and marks the copies', () => {
    const t = buildTable(
      raw([
        row([th('S'), th('Attr'), th('Ex')], true),
        row([th('Any', { rowSpan: 2 }), cell('Placement'), cell('e1')]),
        row([cell('Color'), cell('e2')]),
        row([cell('wide', { colSpan: 2 }), cell('e3')]),
      ]),
    );
    expect(t.rows).toEqual([
      ['Any', 'Placement', 'e1'],
      ['Any', 'Color', 'e2'],
      ['wide', 'wide', 'e3'],
    ]);
    expect(t.copies).toEqual([
      [false, false, false],
      [true, false, false],
      [false, true, false],
    ]);
  });

  it('pads short rows so every row has the header width', () => {
    const t = buildTable(raw([row([th('A'), th('B'), th('C')], true), row([cell('only')])]));
    expect(t.rows).toEqual([['only', '', '']]);
  });

  it('drops rows with no text at all', () => {
    const t = buildTable(raw([row([th('A')], true), row([cell(' ')]), row([cell('x')])]));
    expect(t.rows).toEqual([['x']]);
  });
});

describe('notes at the foot of a table', () => {
  const head = row([th('Characteristic'), th('Class I'), th('Class II')], true);
  const body = row([cell('Moisture'), cell('12'), cell('14')]);

  it('takes a last row of one cell spanning every column, starting with a label, as the notes (one per paragraph)', () => {
    const foot = row(
      [
        cell('a Organic extraneous matter.\nb Inorganic matter.\nNOTE 3 Only full red husked kernels.', {
          colSpan: 3,
          paragraphs: ['a Organic extraneous matter.', 'b Inorganic matter.', 'NOTE 3 Only full red husked kernels.'],
        }),
      ],
      false,
    );
    const t = buildTable({ ...raw([head, body, { ...foot, page: 2 }], 1, 2) });
    expect(t.rows).toEqual([['Moisture', '12', '14']]);
    expect(t.notes).toEqual([
      'a Organic extraneous matter.',
      'b Inorganic matter.',
      'NOTE 3 Only full red husked kernels.',
    ]);
    expect(t.notePages).toEqual([2, 2, 2]);
  });

  it('accepts a foot row of a single cell without a ColSpan, and one row per note', () => {
    const t = buildTable(
      raw([
        head,
        body,
        row([cell('a Organic extraneous matter.')]),
        row([cell('NOTE Only red kernels.', { colSpan: 3 })]),
      ]),
    );
    expect(t.notes).toEqual(['a Organic extraneous matter.', 'NOTE Only red kernels.']);
    expect(t.rows).toHaveLength(1);
  });

  it('takes an unlabelled row of one cell across the width as a note when it is in TFoot', () => {
    const foot = { ...row([cell('Source: FX 927, 2021.', { colSpan: 3 })]), foot: true };
    const t = buildTable(raw([head, body, foot]));
    expect(t.rows).toEqual([['Moisture', '12', '14']]);
    expect(t.notes).toEqual(['Source: FX 927, 2021.']);
  });

  it('keeps an unlabelled spanning row, a labelled row of several cells, and a labelled row that is not at the foot', () => {
    const wide = row([cell('All values in per cent', { colSpan: 3 })]);
    expect(buildTable(raw([head, body, wide])).rows).toHaveLength(2);
    const keyed = row([cell('a Key'), cell('1'), cell('2')]);
    expect(buildTable(raw([head, body, keyed])).notes).toEqual([]);
    const inner = row([cell('NOTE 1 Kernels', { colSpan: 3 })]);
    expect(buildTable(raw([head, inner, body])).rows).toEqual([
      ['NOTE 1 Kernels', 'NOTE 1 Kernels', 'NOTE 1 Kernels'],
      ['Moisture', '12', '14'],
    ]);
  });
});

describe('splitNotes', () => {
  it('splits printed lines at NOTE labels and at the next footnote letter only', () => {
    const text = 'a Organic matter is counted\na Second line of a, not a new note\nb Inorganic matter\nNOTE Only red';
    expect(splitNotes(cell(text))).toEqual([
      'a Organic matter is counted a Second line of a, not a new note',
      'b Inorganic matter',
      'NOTE Only red',
    ]);
  });

  it('joins a paragraph without a label to the note before it', () => {
    expect(
      splitNotes(cell('', { paragraphs: ['NOTE 1 First paragraph.', 'Second paragraph.', 'NOTE 2 Next.'] })),
    ).toEqual(['NOTE 1 First paragraph. Second paragraph.', 'NOTE 2 Next.']);
  });
});

describe('continuation merge', () => {
  const first = () => buildTable(raw([row([th('Key'), th('Value')], true), row([cell('a'), cell('1')])], 4));

  it('continues on the next page with the same column count only', () => {
    expect(continues(first(), buildTable(raw([row([cell('b'), cell('2')])], 5)))).toBe(true);
    expect(continues(first(), buildTable(raw([row([cell('b'), cell('2')])], 6)))).toBe(false);
    expect(continues(first(), buildTable(raw([row([cell('b'), cell('2'), cell('3')])], 5)))).toBe(false);
    expect(continues(first(), buildTable(raw([row([cell('b'), cell('2')])], 4)))).toBe(false);
  });

  it('drops a repeated tagged header row and appends the rest', () => {
    const t = first();
    mergeInto(t, buildTable(raw([row([th('Key'), th('Value')], true), row([cell('b'), cell('2')])], 5)));
    expect(t.rows).toEqual([
      ['a', '1'],
      ['b', '2'],
    ]);
    expect(t.pageEnd).toBe(5);
    // Dropped on purpose: the text account sets it aside as a repeat on its page, not as lost text.
    expect(t.repeatedRows).toEqual([{ page: 5, text: 'Key Value' }]);
  });

  it('drops a header printed again cut into cells differently, and takes its cut where it names more columns', () => {
    // MIL-STD-2045 TABLE E-V: "Item Number Field Name" read as one cell on its first page, cut right on the next.
    const t = buildTable(
      raw(
        [
          row([th('Item Number Field Name'), th(''), th('Reference')], true),
          row([cell('4.2.1'), cell('IF'), cell('5.7')]),
        ],
        4,
      ),
    );
    const again = row([cell('Item Number'), cell('Field Name'), cell('Reference')]);
    mergeInto(t, buildTable(raw([again, row([cell('4.2.11'), cell('THEN'), cell('5.8')])], 5)));
    expect(t.headers).toEqual(['Item Number', 'Field Name', 'Reference']);
    expect(t.rows.map((r) => r[0])).toEqual(['4.2.1', '4.2.11']);
    // Other words, or the same words over another number of columns, are a row.
    const other = buildTable(raw([row([th('Item Number Field Name'), th(''), th('Reference')], true)], 4));
    mergeInto(other, buildTable(raw([row([cell('Item'), cell('Number Field'), cell('Notes')])], 5)));
    expect(other.rows).toEqual([['Item', 'Number Field', 'Notes']]);
  });

  it("carries a cell spanning rows at a part's foot over the continuation's first rows that leave its column empty", () => {
    // SP 800-63B Table 8-2: "Eavesdropping" spans two rows on one page and the first three of the next.
    const head = row([th('Threat'), th('Mitigation')], true);
    const t = buildTable(
      raw([
        head,
        row([cell('Theft'), cell('Lock')]),
        row([cell('Eavesdropping', { rowSpan: 2 }), cell('Seal')]),
        row([cell('Encrypt')]),
      ]),
    );
    mergeInto(
      t,
      buildTable(
        raw(
          [head, row([cell(''), cell('Check')]), row([cell(''), cell('Log')]), row([cell('Tampering'), cell('Sum')])],
          2,
        ),
      ),
    );
    expect(t.rows.map((r) => r[0])).toEqual([
      'Theft',
      'Eavesdropping',
      'Eavesdropping',
      'Eavesdropping',
      'Eavesdropping',
      'Tampering',
    ]);
    // A column the part fills row by row carries nothing over: its empty cells stay empty.
    const plain = buildTable(raw([head, row([cell('Theft'), cell('Lock')])]));
    mergeInto(plain, buildTable(raw([head, row([cell(''), cell('Check')])], 2)));
    expect(plain.rows.map((r) => r[0])).toEqual(['Theft', '']);
  });

  it('drops a repeated header printed as an ordinary first row', () => {
    const t = first();
    const part = raw([{ ...row([cell('Key'), cell('Value')]), page: 6 }, row([cell('b'), cell('2')])], 5, 6);
    mergeInto(t, buildTable(part));
    expect(t.rows).toEqual([
      ['a', '1'],
      ['b', '2'],
    ]);
    expect(t.repeatedRows).toEqual([{ page: 6, text: 'Key Value' }]);
  });

  it('joins the rest of a row the page broke to that row, where every row before it has its key', () => {
    const t = buildTable(raw([row([cell('5.1'), cell('IF a')]), row([cell('5.2'), cell('IF b')])], 4));
    mergeInto(t, buildTable(raw([row([cell(''), cell('ENDIF')]), row([cell('5.3'), cell('IF c')])], 5)));
    expect(t.rows).toEqual([
      ['5.1', 'IF a'],
      ['5.2', 'IF b ENDIF'],
      ['5.3', 'IF c'],
    ]);
    // Where the first part has rows without a key too, an empty key is a row of its own.
    const open = buildTable(raw([row([cell('5.1'), cell('IF a')]), row([cell(''), cell('also')])], 4));
    mergeInto(open, buildTable(raw([row([cell(''), cell('ENDIF')])], 5)));
    expect(open.rows).toHaveLength(3);
  });

  it('finds the key of a broken row after a border column the tagging added, empty in every row', () => {
    const t = buildTable(
      raw(
        [row([cell(''), cell('whichData'), cell('WhichData')]), row([cell(''), cell('whichDoc'), cell('WhichDoc')])],
        112,
      ),
    );
    mergeInto(
      t,
      buildTable(
        raw(
          [row([cell(''), cell(''), cell('WhichDocument')]), row([cell(''), cell('whichRef'), cell('WhichReference')])],
          113,
        ),
      ),
    );
    expect(t.rows.map((r) => r.slice(1))).toEqual([
      ['whichData', 'WhichData'],
      ['whichDoc', 'WhichDoc WhichDocument'],
      ['whichRef', 'WhichReference'],
    ]);
  });

  it('joins a broken row where the first part holds one row and the rows after it have their keys', () => {
    // SP 800-152 3.4.2: "PA:3.2" alone on its page, the rest of its text over the next one, then "PA:3.3".
    const t = buildTable(raw([row([cell('PA:3.2'), cell('assist the user in selecting security')])], 25));
    mergeInto(t, buildTable(raw([row([cell(''), cell('functions.')]), row([cell('PA:3.3'), cell('c')])], 26)));
    expect(t.rows).toEqual([
      ['PA:3.2', 'assist the user in selecting security functions.'],
      ['PA:3.3', 'c'],
    ]);
  });

  it('joins a row broken by the page inside one table element, where every other row has its key', () => {
    const pageRow = (p: number, ...texts: string[]) => ({ ...row(texts.map((x) => cell(x))), page: p });
    const t = buildTable(
      raw(
        [
          pageRow(25, 'PA:3.1', 'a'),
          pageRow(25, 'PA:3.2', 'assist the'),
          pageRow(26, '', 'user.'),
          pageRow(26, 'PA:3.3', 'c'),
        ],
        25,
        26,
      ),
    );
    expect(t.rows).toEqual([
      ['PA:3.1', 'a'],
      ['PA:3.2', 'assist the user.'],
      ['PA:3.3', 'c'],
    ]);
    // On the same page, a row without a key is a row of its own.
    const same = buildTable(raw([pageRow(25, 'PA:3.1', 'a'), pageRow(25, '', 'b'), pageRow(25, 'PA:3.3', 'c')], 25));
    expect(same.rows).toHaveLength(3);
  });

  it('keeps a footnote printed under both parts once', () => {
    const foot = row([cell('a Per 100 g.', { colSpan: 2 })]);
    const t = buildTable(raw([row([th('Key'), th('Value')], true), row([cell('a'), cell('1')]), foot], 4));
    mergeInto(t, buildTable(raw([row([cell('b'), cell('2')]), foot, row([cell('b Dry.', { colSpan: 2 })])], 5)));
    expect(t.notes).toEqual(['a Per 100 g.', 'b Dry.']);
    expect(t.notePages).toEqual([4, 5]);
  });

  it('keeps a different header-looking row of the continuation as a body row', () => {
    const t = first();
    mergeInto(t, buildTable(raw([row([th('c'), th('3')], true), row([cell('d'), cell('4')])], 5)));
    expect(t.rows).toEqual([
      ['a', '1'],
      ['c', '3'],
      ['d', '4'],
    ]);
  });
});
