/**
 * Tables a document captions as figures (FIPS 197, DWARF 4): "Figure 7." printed under the table. The side is
 * decided from the figure captions beside a table; a table with column titles takes the caption on that side,
 * a grid without titles (a drawing tagged Table) does not.
 */
import { describe, expect, it } from 'vitest';
import type { RawBlock } from '../../blocks.js';
import { decideFigureSide, drawingSideOf } from './caption-side.js';
import { classify } from './classify.js';

const p = (text: string, y: number, page = 1): RawBlock => ({ kind: 'paragraph', text, page, y });
const grid = (y: number, rows: string[][], header: boolean, page = 1): RawBlock => ({
  kind: 'table',
  page,
  pageEnd: page,
  y,
  rows: rows.map((cells, i) => ({
    header: header && i === 0,
    cells: cells.map((text) => ({ text, header: header && i === 0, colSpan: 1, rowSpan: 1 })),
  })),
});

/** Two tables and a drawing, each captioned under it; the structure tree gives the second caption first. */
const FIPS_LIKE: RawBlock[] = [
  p('The key lengths are given in Fig. 4.', 700),
  grid(
    650,
    [
      ['', 'Key Length'],
      ['AES-128', '4'],
    ],
    true,
  ),
  p('Figure 4. Key-Block-Round Combinations.', 560),
  grid(
    500,
    [
      ['s0,0', 's0,1'],
      ['s1,0', 's1,1'],
    ],
    false,
  ),
  p('Figure 6. SubBytes() applies the S-box to each byte of the State.', 420),
  p('Figure 7. S-box: substitution values.', 150, 2),
  grid(
    600,
    [
      ['x', 'y'],
      ['0', '63'],
    ],
    true,
    2,
  ),
];

describe('tables captioned as figures', () => {
  // Figure 4's caption sits between two grids, under one and over the other: it decides nothing.
  it('decides from the page that the figure captions sit under their tables', () => {
    expect(decideFigureSide(FIPS_LIKE)).toEqual({
      side: 'below',
      drawingSide: 'below',
      below: 2,
      above: 0,
      tableCaptions: 0,
      tableCaptionsBelow: 0,
    });
  });

  it('gives no table a figure caption where the document captions its tables as tables', () => {
    const tabled: RawBlock[] = [
      p('Table 2-1. Packet types', 760),
      grid(
        740,
        [
          ['Name', 'Value'],
          ['CONNECT', '1'],
        ],
        true,
      ),
      p('Table 2-2. Flags', 700),
      grid(
        680,
        [
          ['Name', 'Bits'],
          ['DUP', '3'],
        ],
        true,
      ),
      ...FIPS_LIKE,
    ];
    expect(decideFigureSide(tabled)).toEqual({
      side: null,
      drawingSide: 'below',
      below: 2,
      above: 0,
      tableCaptions: 2,
      tableCaptionsBelow: 0,
    });
  });

  it('reads the side from the captions right before a heading too, and takes no caption from the other side', () => {
    const h = (text: string, y: number): RawBlock => ({ kind: 'heading', text, page: 1, y, tagLevel: null });
    // DWARF 4: most tables are read as lines of text; their captions close them, right before the next heading
    // (which its structure tree may tag P).
    const dwarfLike: RawBlock[] = [
      p('DW_VIS_local', 700),
      p('Figure 5. Visibility codes', 680),
      h('2.10 Virtuality of Declarations', 660),
      p('DW_VIRTUALITY_none', 640),
      p('Figure 6. Virtuality codes', 620),
      p('2.11 Artificial Entries', 600),
      p('Figure 30. Virtuality encodings', 580),
      grid(
        560,
        [
          ['Language name', 'Value'],
          ['DW_LANG_C89', '0x0001'],
        ],
        true,
      ),
    ];
    expect(decideFigureSide(dwarfLike)).toEqual({
      side: 'below',
      drawingSide: 'below',
      below: 2,
      above: 1,
      tableCaptions: 0,
      tableCaptionsBelow: 0,
    });
    expect(classify(dwarfLike, 'above', 'below').tables.map((t) => t.number)).toEqual([null]);
  });

  it('leaves the one grid over a figure caption to its figure where every table caption, a heading too, stands above its table', () => {
    const h = (text: string, y: number): RawBlock => ({ kind: 'heading', text, page: 1, y, tagLevel: 2 });
    const table = (y: number) =>
      grid(
        y,
        [
          ['Description', 'Level'],
          ['Frequent', 'A'],
        ],
        true,
      );
    const boxes = grid(
      400,
      [
        ['Element 1: Document the approach', 'Element 5: Reduce risk'],
        ['Element 2: Identify hazards', 'Element 6: Verify risk reduction'],
      ],
      false,
    );
    const milLike: RawBlock[] = [
      h('TABLE I. Severity categories', 760),
      table(740),
      h('TABLE II. Probability levels', 600),
      table(580),
      boxes,
      p('FIGURE 1. Eight elements of the system safety process', 300),
    ];
    const decided = decideFigureSide(milLike);
    expect(decided).toMatchObject({ side: null, drawingSide: null, below: 1, tableCaptions: 2, tableCaptionsBelow: 0 });
    expect(drawingSideOf(decided)).toBe('below');
    // One table caption under its table: the side is not the document's habit, and one figure caption decides nothing.
    const mixed = [...milLike.slice(0, 4), p('TABLE III. Codes', 560), p('More text.', 540), ...milLike.slice(4)];
    expect(drawingSideOf(decideFigureSide(mixed))).toBeNull();
  });

  it('leaves to its figure a grid of symbols right after a drawn one on its page (the State before and after)', () => {
    const state = (y: number, k: number) =>
      grid(
        y,
        [0, 1, 2].map((r) => [0, 1, 2, 3].map((c) => `s${r},${(c + k * r) % 4}`)),
        false,
        3,
      );
    // The structure tree gives the caption first; both grids are printed over it (FIPS 197's Figure 13).
    const blocks: RawBlock[] = [
      ...FIPS_LIKE,
      p('Figure 13. InvShiftRows() cyclically shifts the last three rows in the State.', 300, 3),
      state(500, 0),
      state(500, 1),
    ];
    const got = classify(blocks, 'above', 'below');
    expect(got.tables.map((t) => t.number)).toEqual(['Figure 4', 'Figure 7']);
    expect(got.elements.filter((e) => e.kind === 'code' && e.page === 3)).toHaveLength(2);
  });

  it('decides nothing where no figure caption stands beside a table', () => {
    expect(decideFigureSide([p('Figure 1. A drawing', 500), p('Text', 400)]).side).toBeNull();
  });

  it('numbers the tables with column titles by the caption under them, never the drawing', () => {
    const { tables, elements, drawings } = classify(FIPS_LIKE, 'above', 'below');
    expect(tables.map((t) => [t.number, t.caption])).toEqual([
      ['Figure 4', 'Key-Block-Round Combinations.'],
      ['Figure 7', 'S-box: substitution values.'],
    ]);
    expect(drawings).toEqual(['Figure 6']);
    // The drawing is no table: its text stays where it is printed, line by line.
    const drawing = elements.find((e) => e.kind === 'code');
    expect(drawing?.kind === 'code' && drawing.text.split('\n').length).toBeGreaterThan(1);
    expect(elements.filter((e) => e.kind === 'paragraph').map((e) => e.kind === 'paragraph' && e.text)).toEqual([
      'The key lengths are given in Fig. 4.',
      'Figure 6. SubBytes() applies the S-box to each byte of the State.',
    ]);
  });

  it('numbers a grid without column titles by its figure caption where its cells hold words (a key beside its text)', () => {
    // SP 800-26 Appendix C: "Figure 1 – Federal IT Security Assessment Framework" over "Level 1 | Documented Policy".
    const levels: RawBlock[] = [
      p('Figure 1 – Federal IT Security Assessment Framework', 300),
      grid(
        280,
        [
          ['Level 1', 'Documented Policy'],
          ['Level 2', 'Documented Procedures'],
          ['Level 3', 'Implemented Procedures and Controls'],
        ],
        false,
      ),
    ];
    const { tables, drawings } = classify(levels, 'above', 'above');
    expect(tables.map((t) => [t.number, t.caption, t.rows.length])).toEqual([
      ['Figure 1', 'Federal IT Security Assessment Framework', 3],
    ]);
    expect(drawings).toEqual([]);
  });

  it('takes no figure caption where the document captions no table as a figure', () => {
    const { tables } = classify(FIPS_LIKE, 'above', null);
    expect(tables.map((t) => t.number)).toEqual([null, null, null]);
  });

  it('where tables are captioned as tables, reads a grid right under a figure caption as its drawing: lines, no table', () => {
    // MQTT: "Figure 3-1 - CONNECT packet Fixed Header" over a grid of bits; "Table 2-1 …" over a table.
    const mqttLike: RawBlock[] = [
      p('Table 2-1 - Packet types', 760),
      grid(
        740,
        [
          ['Name', 'Value'],
          ['CONNECT', '1'],
        ],
        true,
      ),
      p('Table 2-2 - Flags', 700),
      grid(
        680,
        [
          ['Name', 'Bits'],
          ['DUP', '3'],
        ],
        true,
      ),
      p('The fixed header of a CONNECT packet:', 660),
      p('Figure 3-1 - CONNECT packet Fixed Header', 640),
      grid(
        620,
        [
          ['Bit', '7', '6', '5', '4', '3', '2', '1', '0'],
          ['byte 1', 'MQTT Control Packet type (1)', '', '', '', 'Reserved', '', '', ''],
        ],
        false,
      ),
      p('The fixed header of a CONNACK packet:', 580),
      p('Figure 3-2 - CONNACK packet Fixed Header', 560),
      grid(
        540,
        [
          ['Bit', '7', '6', '5', '4', '3', '2', '1', '0'],
          ['byte 1', 'MQTT Control Packet type (2)', '', '', '', 'Reserved', '', '', ''],
        ],
        false,
      ),
    ];
    const figures = decideFigureSide(mqttLike);
    expect([figures.side, figures.drawingSide]).toEqual([null, 'above']);
    const { tables, elements } = classify(mqttLike, 'above', figures.side, figures.drawingSide);
    expect(tables.map((t) => t.number)).toEqual(['Table 2-1', 'Table 2-2']);
    expect(elements.filter((e) => e.kind === 'code').map((e) => e.kind === 'code' && e.text)).toEqual([
      'Bit  7  6  5  4  3  2  1  0\nbyte 1  MQTT Control Packet type (1)  Reserved',
      'Bit  7  6  5  4  3  2  1  0\nbyte 1  MQTT Control Packet type (2)  Reserved',
    ]);
    expect(elements.filter((e) => e.kind === 'paragraph').length).toBe(4);
  });

  it('where tables are captioned as tables, reads a grid right above a figure caption under it as its drawing', () => {
    // RISC-V: register layouts over "Figure 3.6: …", tables under "Table 3.1: …" captions above them.
    const riscvLike: RawBlock[] = [
      p('Table 3.1: Privilege levels.', 760),
      grid(
        740,
        [
          ['Level', 'Name'],
          ['0', 'User'],
        ],
        true,
      ),
      p('Table 3.2: Encodings.', 700),
      grid(
        680,
        [
          ['Value', 'Meaning'],
          ['1', 'Supervisor'],
        ],
        true,
      ),
      p('The register is formatted as shown in Figure 3.6.', 660),
      grid(
        640,
        [
          ['31', '30', '23'],
          ['SD', 'WPRI', 'TSR'],
          ['1', '8', '1'],
        ],
        false,
      ),
      p('Figure 3.6: Machine-mode status register.', 600),
      p('The other register is formatted as shown in Figure 3.7.', 580),
      grid(
        560,
        [
          ['31', '30', '23'],
          ['SD', 'WPRI', 'TVM'],
          ['1', '8', '1'],
        ],
        false,
      ),
      p('Figure 3.7: Supervisor status register.', 520),
    ];
    const figures = decideFigureSide(riscvLike);
    expect([figures.side, figures.drawingSide]).toEqual([null, 'below']);
    const { tables, elements } = classify(riscvLike, 'above', figures.side, figures.drawingSide);
    expect(tables.map((t) => t.number)).toEqual(['Table 3.1', 'Table 3.2']);
    expect(elements.filter((e) => e.kind === 'code').length).toBe(2);
  });

  it('reads a grid as a drawing over a legend line and a figure caption, the caption typed a heading or not', () => {
    // MIL-STD-2045: packet layouts over "Type = 0 or 2; HLEN = 3", then "FIGURE C-2. Data segment" set bold and
    // centred (the layout may type it a heading); tables under "TABLE C-IV." captions above them.
    const h = (text: string, y: number): RawBlock => ({ kind: 'heading', text, page: 1, y, tagLevel: 2 });
    const packet = (y: number) =>
      grid(
        y,
        [
          ['Source Port', 'Destination Port'],
          ['Segment Number', 'Last Segment Number'],
        ],
        false,
      );
    const milstdLike: RawBlock[] = [
      p('TABLE C-III. Ports', 780),
      grid(
        760,
        [
          ['Port', 'Use'],
          ['1581', 'Reports'],
        ],
        true,
      ),
      p('TABLE C-IV. Types', 720),
      grid(
        700,
        [
          ['Type', 'Value'],
          ['Data', '0'],
        ],
        true,
      ),
      packet(640),
      p('Type = 0 or 2; HLEN = 3', 610),
      h('FIGURE C-2. Data segment', 590),
      p('Where:', 570),
      packet(540),
      p('Type = 4', 510),
      p('FIGURE C-3. Partial acknowledgment', 490),
      p('Where:', 470),
      packet(440),
      p('Where the segments are counted from one.', 410),
      p('FIGURE C-4. Complete acknowledgment', 390),
    ];
    const figures = decideFigureSide(milstdLike);
    expect(figures).toMatchObject({ side: null, drawingSide: 'below', below: 2 });
    const { tables, elements } = classify(milstdLike, 'above', figures.side, figures.drawingSide);
    // A sentence between the grid and the caption is no legend: that grid stays a table.
    expect(tables.map((t) => t.number)).toEqual(['Table C-III', 'Table C-IV', null]);
    expect(elements.filter((e) => e.kind === 'code').length).toBe(2);
  });
});
