import { describe, expect, it } from 'vitest';
import type { RawBlock } from '../../blocks.js';
import { classify, parseNote, stripBullet } from './classify.js';

const p = (text: string, page = 1): RawBlock => ({ kind: 'paragraph', text, page, y: 500 });
const table = (page: number, rows: string[][], header = true): RawBlock => ({
  kind: 'table',
  page,
  pageEnd: page,
  y: 400,
  rows: rows.map((cells, i) => ({
    header: header && i === 0,
    cells: cells.map((text) => ({ text, header: header && i === 0, colSpan: 1, rowSpan: 1 })),
  })),
});

describe('parseNote', () => {
  it.each([
    ['NOTE The value is ignored.', 'note', 'NOTE', 'The value is ignored.'],
    ['NOTE 1 The value is ignored.', 'note', 'NOTE 1', 'The value is ignored.'],
    ['NOTE\t2\tTabbed.', 'note', 'NOTE', '2\tTabbed.'],
    ['EXAMPLE 1 — Footnotes are labelled.', 'example', 'EXAMPLE 1', 'Footnotes are labelled.'],
    ['EXAMPLE — PDF Declaration', 'example', 'EXAMPLE', 'PDF Declaration'],
    ['Note 1 to entry: Text, images and paths.', 'note', 'Note 1 to entry', 'Text, images and paths.'],
    ['NOTE: colon', 'note', 'NOTE', 'colon'],
    // OASIS and RFCs: "Note:" and "Note 2:", only with their colon.
    ['Note: The Server MUST NOT retry.', 'note', 'Note', 'The Server MUST NOT retry.'],
    ['Note 2: A Client MAY close it.', 'note', 'Note 2', 'A Client MAY close it.'],
  ])('%j', (text, kind, label, rest) => {
    expect(parseNote(text)).toEqual({ kind, label, text: rest });
  });
  it.each(['NOTES are not', 'Note that this is prose', 'Notes: a list', 'EXAMPLES follow', 'Example A:'])(
    '%j is not a note',
    (text) => {
      expect(parseNote(text)).toBeNull();
    },
  );
});

describe('a NOTE or EXAMPLE set in from the text column (untagged)', () => {
  const at = (text: string, indent?: number): RawBlock => ({ ...p(text), ...(indent ? { indent } : {}) });
  const kinds = (blocks: RawBlock[]) =>
    classify(blocks).elements.map((e) => [e.kind, 'label' in e ? e.label : null, 'text' in e ? e.text : null]);

  it('goes on over the paragraphs right after it at the same indent, and ends at the body edge', () => {
    expect(
      kinds([
        at('EXAMPLE 1 A Client connects. The Server MUST discard the Session.', 36),
        at('The Server then SHOULD answer.', 36),
        at('The Client MAY subscribe again.', 36),
        at('A Client MAY send a Will Message.'),
      ]),
    ).toEqual([
      ['example', 'EXAMPLE 1', 'A Client connects. The Server MUST discard the Session.'],
      ['example', 'EXAMPLE 1', 'The Server then SHOULD answer.'],
      ['example', 'EXAMPLE 1', 'The Client MAY subscribe again.'],
      ['paragraph', null, 'A Client MAY send a Will Message.'],
    ]);
  });

  it('takes no paragraph at another indent, and a note at the body edge takes none', () => {
    expect(kinds([at('Note: Set in.', 36), at('Deeper still.', 60), at('NOTE At the edge.'), at('Prose.')])).toEqual([
      ['note', 'Note', 'Set in.'],
      ['paragraph', null, 'Deeper still.'],
      ['note', 'NOTE', 'At the edge.'],
      ['paragraph', null, 'Prose.'],
    ]);
  });
});

describe('stripBullet', () => {
  it('drops pure bullet glyphs and the space after them, keeps enumerators', () => {
    expect(stripBullet('■ item')).toBe('item');
    expect(stripBullet('• ◼ item')).toBe('item');
    expect(stripBullet('— item')).toBe('item');
    expect(stripBullet('a) item')).toBe('a) item');
    expect(stripBullet('1. item')).toBe('1. item');
    expect(stripBullet('-1 is negative')).toBe('-1 is negative');
  });

  it("drops a symbol font's private-use bullet (U+F020–U+F0FF: Wingdings' ■ U+F06E and ❑ U+F071), keeps other text", () => {
    expect(stripBullet('\uF06E Mandate properties')).toBe('Mandate properties');
    expect(stripBullet('\uF071 SN = Segment Number')).toBe('SN = Segment Number');
    expect(stripBullet('\uF0B7 item')).toBe('item');
    expect(stripBullet('\uE000 item')).toBe('\uE000 item');
    expect(stripBullet('\uF06Eitem')).toBe('\uF06Eitem');
  });
});

describe('classify', () => {
  it('recognises notes and keeps the whole paragraph for definitions', () => {
    const { elements } = classify([p('NOTE 2 Something.')]);
    expect(elements).toMatchObject([{ kind: 'note', label: 'NOTE 2', text: 'Something.', full: 'NOTE 2 Something.' }]);
  });

  it('reads an EXAMPLE as an example element of its own, not a note', () => {
    const { elements } = classify([p('EXAMPLE 2 Another use of the operator.')]);
    expect(elements).toMatchObject([{ kind: 'example', label: 'EXAMPLE 2', text: 'Another use of the operator.' }]);
  });

  it("with margin numbers, the unnumbered text after an example's code continues the example", () => {
    const m = (text: string, n?: number): RawBlock => ({
      kind: 'paragraph',
      text,
      page: 1,
      y: 500,
      ...(n === undefined ? {} : { marginNumber: n }),
    });
    const code: RawBlock = { kind: 'code', text: 'double *dp = alloc(sizeof *dp);', page: 1, y: 400 };
    const { elements } = classify([
      m('The operator yields a size.', 4),
      m('EXAMPLE 1 A storage-allocation function might accept a size. For example:', 5),
      code,
      m('The implementation of the alloc function should ensure that its return value is aligned.'),
      m('EXAMPLE 2 Another use:', 6),
      code,
      m('Forward references: common definitions (7.19).'),
    ]);
    expect(elements.map((e) => [e.kind, 'label' in e ? e.label : null, e.marginNumber ?? null])).toEqual([
      ['paragraph', null, 4],
      ['example', 'EXAMPLE 1', 5],
      ['code', null, null],
      ['example', 'EXAMPLE 1', null],
      ['example', 'EXAMPLE 2', 6],
      ['code', null, null],
      ['paragraph', null, null],
    ]);
  });

  it("without margin numbers, text after an example's code is a paragraph", () => {
    const code: RawBlock = { kind: 'code', text: 'x = 1;', page: 1, y: 400 };
    const { elements } = classify([p('EXAMPLE For example:'), code, p('The value shall be 1.')]);
    expect(elements.map((e) => e.kind)).toEqual(['example', 'code', 'paragraph']);
  });

  it('groups consecutive em-dash and "a)" paragraphs into one list', () => {
    const { elements } = classify([
      p('Intro:'),
      p('— first;'),
      p('— second;', 2),
      p('After.'),
      p('a) one'),
      p('b) two'),
    ]);
    expect(elements.map((e) => e.kind)).toEqual(['paragraph', 'list', 'paragraph', 'list']);
    expect(elements[1]).toMatchObject({ items: ['first;', 'second;'], itemPages: [1, 2] });
    expect(elements[3]).toMatchObject({ items: ['a) one', 'b) two'] });
  });

  it('keeps a real list separate from following em-dash paragraphs', () => {
    const { elements } = classify([{ kind: 'list', items: ['■ x'], page: 1, y: 1 }, p('— y')]);
    expect(elements).toMatchObject([
      { kind: 'list', items: ['x'] },
      { kind: 'list', items: ['y'] },
    ]);
  });

  it('consumes the caption paragraph just before a table', () => {
    const { elements, tables } = classify([
      p('Table 5 — Entries'),
      table(3, [
        ['Key', 'Value'],
        ['A', '1'],
      ]),
    ]);
    expect(elements.map((e) => e.kind)).toEqual(['table']);
    expect(tables[0]).toMatchObject({
      number: 'Table 5',
      caption: 'Entries',
      headers: ['Key', 'Value'],
      rows: [['A', '1']],
    });
  });

  it('does not consume a caption separated from the table by another paragraph', () => {
    const { elements, tables } = classify([p('Table 5 — Entries'), p('Text.'), table(3, [['Key'], ['A']])]);
    expect(elements.map((e) => e.kind)).toEqual(['paragraph', 'paragraph', 'table']);
    expect(tables[0]?.number).toBeNull();
  });

  it('merges a table continued on the next page and drops its repeated header', () => {
    const { elements, tables } = classify([
      p('Table 5 — Entries'),
      table(3, [
        ['Key', 'Value'],
        ['A', '1'],
      ]),
      table(4, [
        ['Key', 'Value'],
        ['B', '2'],
      ]),
      table(5, [['C', '3']], false),
    ]);
    expect(elements).toHaveLength(1);
    expect(tables).toHaveLength(1);
    expect(tables[0]).toMatchObject({
      rows: [
        ['A', '1'],
        ['B', '2'],
        ['C', '3'],
      ],
      page: 3,
      pageEnd: 5,
    });
  });

  it('does not merge a table that has its own caption', () => {
    const { tables } = classify([
      p('Table 5 — A'),
      table(3, [['K'], ['a']]),
      p('Table 6 — B'),
      table(4, [['K'], ['b']]),
    ]);
    expect(tables.map((t) => t.number)).toEqual(['Table 5', 'Table 6']);
  });

  it('drops empty blocks and normalises text', () => {
    const { elements } = classify([
      p('  '),
      p('hyphen-\nated\u200B words'),
      { kind: 'heading', text: '6.  Conformance', tagLevel: 2, page: 1, y: 1 },
    ]);
    expect(elements).toMatchObject([
      { kind: 'paragraph', text: 'hyphenated words' },
      { kind: 'heading', text: '6. Conformance', number: '6', title: 'Conformance' },
    ]);
  });
});

describe('classify: bulleted paragraphs', () => {
  it('reads paragraphs opened by a symbol-font bullet (a private-use or control character) as one list', () => {
    const { elements } = classify([
      p('The following definitions are used:'),
      p('\u001F Vulnerability: a bug or flaw'),
      p('\uF0B7 Threat: the likelihood of harm'),
      p('After the list.'),
    ]);
    expect(elements.map((e) => (e.kind === 'list' ? e.items : e.kind))).toEqual([
      'paragraph',
      ['Vulnerability: a bug or flaw', 'Threat: the likelihood of harm'],
      'paragraph',
    ]);
  });
});

describe('captions tagged as headings, and title rows over the column heads', () => {
  const h = (text: string): RawBlock => ({ kind: 'heading', text, tagLevel: 3, page: 19, y: 700 });

  it('a caption the structure tree tags as a heading captions the table below it', () => {
    const { elements, tables } = classify([
      h('TABLE I. Severity categories'),
      table(19, [
        ['Level', 'Meaning'],
        ['1', 'Death'],
      ]),
    ]);
    expect(elements.map((e) => e.kind)).toEqual(['table']);
    expect(tables[0]).toMatchObject({ number: 'Table I', caption: 'Severity categories', rows: [['1', 'Death']] });
  });

  it('the caption again in capitals over the column heads, and a group label, are folded into the header', () => {
    const { tables } = classify([
      p('TABLE V. Software safety criticality matrix', 24),
      table(24, [
        ['SOFTWARE SAFETY CRITICALITY MATRIX', '', ''],
        ['', 'SEVERITY CATEGORY', ''],
        ['CONTROL CATEGORY', 'Catastrophic (1)', 'Critical (2)'],
        ['1', 'SwCI 1', 'SwCI 1'],
        ['2', 'SwCI 1', 'SwCI 2'],
      ]),
    ]);
    // Each title spans the columns right of it that its row leaves empty (a tagger may leave the ColSpan out).
    const title = 'SOFTWARE SAFETY CRITICALITY MATRIX';
    expect(tables[0]).toMatchObject({
      headers: [
        `${title} CONTROL CATEGORY`,
        `${title} SEVERITY CATEGORY Catastrophic (1)`,
        `${title} SEVERITY CATEGORY Critical (2)`,
      ],
      rows: [
        ['1', 'SwCI 1', 'SwCI 1'],
        ['2', 'SwCI 1', 'SwCI 2'],
      ],
    });
  });

  it('keeps the rows of an uncaptioned table, and a header over two columns', () => {
    const rows = [
      ['Title', '', ''],
      ['a', 'b', 'c'],
      ['d', 'e', 'f'],
    ];
    expect(classify([table(3, rows)]).tables[0]).toMatchObject({ headers: rows[0], rows: rows.slice(1) });
    const narrow = classify([
      p('Table 2 — Pairs', 3),
      table(3, [
        ['Pair', ''],
        ['a', 'b'],
        ['c', 'd'],
      ]),
    ]).tables[0];
    expect(narrow).toMatchObject({
      headers: ['Pair', ''],
      rows: [
        ['a', 'b'],
        ['c', 'd'],
      ],
    });
  });

  it('joins tables printed side by side (one top, one header, as many rows) into one, the caption its own', () => {
    const grid = (a: string, b: string, y = 400): RawBlock => ({
      ...table(12, [
        ['Bit Pattern', 'Character'],
        [a, b],
      ]),
      y,
    });
    const joined = classify([
      p('Table 1 — Hexadecimal digits', 12),
      grid('0000', '0'),
      grid('0100', '4'),
      grid('1000', '8'),
    ]);
    expect(joined.tables).toHaveLength(1);
    expect(joined.tables[0]).toMatchObject({
      number: 'Table 1',
      headers: ['Bit Pattern', 'Character', 'Bit Pattern', 'Character', 'Bit Pattern', 'Character'],
      rows: [['0000', '0', '0100', '4', '1000', '8']],
    });
    // One under the other: two tables.
    expect(classify([grid('0000', '0'), grid('0100', '4', 300)]).tables).toHaveLength(2);
  });
});

describe('a one-column table of sentences (a structure tree that boxed paragraphs as a table)', () => {
  const first = 'If the variant part does not have a discriminant, the variant entry has a type attribute.';
  const second = 'Alternatively, the variant entry may contain a list of discriminant values for the variant.';

  it('is no table: each cell is a paragraph', () => {
    const { elements, tables } = classify([table(108, [[first], [second]], false)]);
    expect(tables).toEqual([]);
    expect(elements).toMatchObject([
      { kind: 'paragraph', text: first },
      { kind: 'paragraph', text: second },
    ]);
  });

  it('is no table when it holds a single cell: a box round one line', () => {
    const { elements, tables } = classify([table(22, [['DW_TAG_template_alias']], false)]);
    expect(tables).toEqual([]);
    expect(elements).toMatchObject([{ kind: 'paragraph', text: 'DW_TAG_template_alias' }]);
  });

  it('leaves a one-column list of entries, and a captioned column of sentences, tables', () => {
    expect(classify([table(46, [['DW_ACCESS_public'], ['DW_ACCESS_private']], false)]).tables).toHaveLength(1);
    expect(classify([p('Table 4 — Rules'), table(46, [[first], [second]], false)]).tables).toHaveLength(1);
  });
});

describe('a grid under a figure caption whose first row titles columns of values', () => {
  const grid = [
    ['Section Name', 'Section version number in DWARF Version 2', 'Section version number in DWARF Version 4'],
    ['.debug_abbrev', '-', '-'],
    ['.debug_frame', '1', '4'],
    ['.debug_types', 'x', '4'],
  ];

  it('is a table numbered by the caption, its first row the header', () => {
    // DWARF 4 captions its tables as figures, below them (caption-side.ts decides so from the whole document).
    const blocks = [table(303, grid, false), { ...p('Figure 97. Section version numbers', 303), y: 300 }];
    const { tables } = classify(blocks, 'below', 'below');
    expect(tables.map((t) => [t.number, t.headers, t.rows.length])).toEqual([['Figure 97', grid[0], 3]]);
  });

  it('leaves a grid of bytes with no row of titles a drawing', () => {
    const bytes = [
      ['d4', 'e0', 'b8', '1e'],
      ['27', 'bf', 'b4', '41'],
      ['11', '98', '5d', '52'],
    ];
    const { tables } = classify(
      [table(20, bytes, false), { ...p('Figure 9. State after SubBytes', 20), y: 300 }],
      'below',
      'below',
    );
    expect(tables).toEqual([]);
  });
});

describe('a grid of keys and values under a figure caption, where figures under such captions are drawings', () => {
  const kv = [
    ['Subprotocol Identifier', 'mqtt'],
    ['Subprotocol Common Name', 'mqtt'],
    ['Subprotocol Definition', 'http://docs.oasis-open.org/mqtt/mqtt/v5.0/os/mqtt-v5.0-os.html'],
  ];
  // MQTT captions its tables as tables and its figures, above them, as figures (caption-side.ts).
  const read = (rows: string[][], header: boolean) =>
    classify([p('Figure 6.6-1 - IANA WebSocket Identifier', 118), table(118, rows, header)], 'above', null, 'above');

  it('is a table numbered by the caption, its first pair a row', () => {
    expect(read(kv, true).tables.map((t) => [t.number, t.headers, t.rows])).toEqual([['Figure 6.6-1', [], kv]]);
  });

  it('leaves a packet layout titled by bit numbers, and a flow diagram, drawings', () => {
    const bits = [
      ['Bit', '7', '6', '5', '4'],
      ['byte 1', 'Packet Identifier MSB', '', '', ''],
      ['byte 2', 'Packet Identifier LSB', '', '', ''],
    ];
    const flow = [
      ['Sender Action', 'Control Packet', 'Receiver Action'],
      ['PUBLISH QoS 0, DUP=0', '', ''],
      ['', '---------->', ''],
      ['', '', 'Deliver Application Message to appropriate onward recipient(s)'],
    ];
    expect(read(bits, true).tables).toEqual([]);
    expect(read(flow, true).tables).toEqual([]);
  });

  it('takes the rest of a drawing at the top of the next page into the drawing, no table of its own', () => {
    const bits = [
      ['Bit', '7', '6', '5', '4'],
      ['byte 1', 'Packet Identifier MSB', '', '', ''],
      ['byte 2', 'Packet Identifier LSB', '', '', ''],
    ];
    const rest = [
      ['byte 3', 'PUBCOMP Reason Code'],
      ['byte 4', 'Property Length'],
    ];
    const blocks = [
      p('Figure 3-17 - PUBCOMP packet Variable Header', 69),
      table(69, bits, true),
      table(70, rest, false),
    ];
    const { tables, elements } = classify(blocks, 'above', null, 'above');
    expect(tables).toEqual([]);
    expect(elements.map((e) => e.kind)).toEqual(['paragraph', 'code', 'code']);
  });
});
