import { describe, expect, it } from 'vitest';
import { font, lines, m, never, run, texts } from '#test-support/table-lines.js';
import { buildLines } from './lines.js';
import { continuesColumns, readTable } from './tables.js';
import type { Line } from './types.js';

const boldFont = { ...font, name: 'Times-Bold', bold: true };
const boldLine = (y: number, ...cells: [string, number][]): Line[] =>
  buildLines(
    1,
    cells.map(([t, x]) => ({ ...run(t, x, y), font: boldFont })),
  );

const monoFont = { ...font, name: 'SourceCodePro', mono: true };
const monoLine = (y: number, ...cells: [string, number][]): Line[] =>
  buildLines(
    1,
    cells.map(([t, x]) => ({ ...run(t, x, y), font: monoFont })),
  );

describe('readTable', () => {
  it('takes a one-piece row from the left edge across the columns of a short table as a cell spanning them', () => {
    // RFC 9580 Table 7: three column titles over one row "No registrations at this time.", caption below.
    const t = readTable(
      lines(
        [700, ['Notation Name', 150], ['Data Type', 260], ['Allowed Values', 330]],
        [686, ['No registrations at this time.', 150]],
      ),
      0,
      m,
      never,
    );
    expect(t!.columns).toEqual([150, 260, 330]);
    expect(texts(t)[0]).toEqual(['Notation Name', 'Data Type', 'Allowed Values']);
  });

  it('keeps a row whose cells are set in code, on the column starts, and ends at a code line that is not', () => {
    // C2PA: "att-type  c2pa.TPM2.0" in a code font between rows in the body face.
    const t = readTable(
      [
        ...boldLine(700, ['Field', 72], ['Value', 200]),
        ...monoLine(688, ['att-type', 72], ['c2pa.TPM2.0', 200]),
        ...lines([676, ['certificates', 72], ['The certificate chain of the key.', 200]]),
        ...monoLine(650, ['att-type = "c2pa.TPM2.0"; a listing after the table', 72]),
      ],
      0,
      m,
      never,
    );
    expect(texts(t)!.map((r) => r[0])).toEqual(['Field', 'att-type', 'certificates']);
  });

  it('splits rows at their padding and joins the lines of a multi-line cell', () => {
    const t = readTable(
      lines(
        [700, ['Key', 72], ['Type', 180], ['Value', 260]],
        [683, ['Length', 72], ['integer', 180], ['(Required) The number of bytes from the', 260]],
        [672, ['beginning of the line following the keyword', 260]],
        [655, ['Filter', 72], ['name or array', 180], ['(Optional) The name of a filter.', 260]],
      ),
      0,
      m,
      never,
    );
    expect(texts(t)).toEqual([
      ['Key', 'Type', 'Value'],
      ['Length', 'integer', '(Required) The number of bytes from the\nbeginning of the line following the keyword'],
      ['Filter', 'name or array', '(Optional) The name of a filter.'],
    ]);
    expect(t!.columns).toEqual([72, 180, 260]);
    expect(t!.uncertain).toBeNull();
  });

  it('with evenly spaced rows, starts a row at each first-column text and says the split is uncertain', () => {
    const t = readTable(
      lines(
        [700, ['Key', 72], ['Value', 260]],
        [689, ['Length', 72], ['The number of bytes from the', 260]],
        [678, ['beginning of the line', 260]],
        [667, ['Filter', 72], ['The name of a filter.', 260]],
      ),
      0,
      m,
      never,
    );
    expect(texts(t)).toEqual([
      ['Key', 'Value'],
      ['Length', 'The number of bytes from the\nbeginning of the line'],
      ['Filter', 'The name of a filter.'],
    ]);
    expect(t!.uncertain).toMatch(/1 line/);
  });

  it('with rows not padded but for one wider gap (a paragraph break in a cell), still starts a row at each key', () => {
    // C2PA: "partial-claim-hash" and "alg" are two rows, though the table has one padded gap further down.
    const t = readTable(
      lines(
        [700, ['Field', 72], ['Description', 260]],
        [689, ['partial-claim-hash', 72], ['The hash of a Partial Claim.', 260]],
        [678, ['alg', 72], ['The hash algorithm used.', 260]],
        [667, ['pub-key', 72], ['The DER-encoded public key.', 260]],
        [656, ['created', 72], ['The time the map was created.', 260]],
        [640, ['Can be set to reduce a risk.', 260]],
        [629, ['other-tbs-info', 72], ['Additional information.', 260]],
      ),
      0,
      m,
      never,
    );
    expect(texts(t)!.map((r) => r[0])).toEqual([
      'Field',
      'partial-claim-hash',
      'alg',
      'pub-key',
      'created',
      'other-tbs-info',
    ]);
  });

  it('keeps a wrapped bold header as one row, and further paragraphs of the last column in their row', () => {
    const t = readTable(
      [
        ...boldLine(700, ['Structure', 72], ['Attribute', 180], ['Conforming usage', 260]),
        ...boldLine(689, ['elements', 72]),
        ...lines(
          [672, ['Any element', 72], ['Placement', 180], ['Not required', 260]],
          [655, ['Default value: Inline', 260]],
          [638, ['Writing Mode', 180], ['Required', 260]],
        ),
        // A smaller EXAMPLE inside the last column, with its own spacing.
        ...buildLines(1, [run('EXAMPLE: Text written from right to left.', 280, 621, 8)]),
        ...lines([604, ['Default value: LrTb', 260]], [587, ['BorderColor', 180], ['Required if semantic', 260]]),
      ],
      0,
      m,
      never,
    );
    expect(texts(t)).toEqual([
      ['Structure\nelements', 'Attribute', 'Conforming usage'],
      ['Any element', 'Placement', 'Not required\nDefault value: Inline'],
      ['', 'Writing Mode', 'Required\nEXAMPLE: Text written from right to left.\nDefault value: LrTb'],
      ['', 'BorderColor', 'Required if semantic'],
    ]);
  });

  it('gives a cell that crosses a column start the span it covers', () => {
    const t = readTable(
      lines(
        [700, ['Key', 72], ['Type', 180], ['Value', 260]],
        [683, ['Length', 72], ['integer', 180], ['(Required) The number of bytes.', 260]],
        [666, ['Resources', 72], ['(See the Resources entry in the resource table)', 180]],
        [649, ['Filter', 72], ['name', 180], ['(Optional) The name of a filter.', 260]],
      ),
      0,
      m,
      never,
    );
    expect(t!.columns).toEqual([72, 180, 260]);
    expect(t!.rows[2]!.cells.map((c) => [c.text, c.colSpan])).toEqual([
      ['Resources', 1],
      ['(See the Resources entry in the resource table)', 2],
    ]);
  });

  it('ends at a line of body text spanning every column, at a caption or heading, and at a large gap', () => {
    const body = lines(
      [700, ['Key', 72], ['Value', 260]],
      [683, ['Type', 72], ['name', 260]],
      [660, ['The text after the table runs across the whole width of the column here.', 72]],
    );
    expect(readTable(body, 0, m, never)!.lines).toHaveLength(2);
    const captioned = lines([700, ['Key', 72], ['Value', 260]], [683, ['Table 6 – Next', 72], ['x', 260]]);
    expect(readTable(captioned, 0, m, (l) => l.text.startsWith('Table 6'))!.lines).toHaveLength(1);
    const far = lines([700, ['Key', 72], ['Value', 260]], [600, ['Type', 72], ['name', 260]]);
    expect(readTable(far, 0, m, never)!.lines).toHaveLength(1);
  });

  it('does not start on a line of one piece', () => {
    expect(readTable(lines([700, ['Just a paragraph line.', 72]]), 0, m, never)).toBeNull();
  });
});

describe('readTable: columns from alignment, notes at the foot', () => {
  it('takes columns from the gutters down the rows, not from a header set in pieces (small capitals)', () => {
    // "F" + "ILTER NAME", "P" + "ARAMETERS?": a header line of five pieces over three columns.
    const t = readTable(
      lines(
        [700, ['F', 72], ['ILTER NAME', 80], ['P', 180], ['ARAMETERS?', 187], ['DESCRIPTION', 260]],
        [683, ['ASCIIHexDecode', 72], ['no', 180], ['Decodes data encoded in an ASCII hexadecimal', 260]],
        [672, ['representation, reproducing the original data.', 260]],
        [655, ['LZWDecode', 72], ['yes', 180], ['Decompresses data encoded using the LZW', 260]],
        [644, ['adaptive compression method.', 260]],
      ),
      0,
      m,
      never,
    );
    expect(t!.columns).toEqual([72, 180, 260]);
    expect(texts(t)).toEqual([
      ['F ILTER NAME', 'P ARAMETERS?', 'DESCRIPTION'],
      [
        'ASCIIHexDecode',
        'no',
        'Decodes data encoded in an ASCII hexadecimal\nrepresentation, reproducing the original data.',
      ],
      ['LZWDecode', 'yes', 'Decompresses data encoded using the LZW\nadaptive compression method.'],
    ]);
  });

  it('splits two cells whose texts nearly touch at the column boundary the other rows show', () => {
    // "Versio" ends 4.5 pt before the next cell: the line builder joins the two runs into one segment.
    const t = readTable(
      lines(
        [700, ['Type', 72], ['Entries', 120], ['Description', 200]],
        [683, ['Type A', 72], ['Lang', 120], ['The producer writes it.', 200]],
        [666, ['Type B', 72], ['Parent, Length', 120], ['A reader reads it.', 200]],
        [649, ['Type K', 72], ['Resources, Versio', 120], ['The Names entry.', 201]],
      ),
      0,
      m,
      never,
    );
    expect(t!.columns).toEqual([72, 120, 200]);
    expect(texts(t)![3]).toEqual(['Type K', 'Resources, Versio', 'The Names entry.']);
  });

  it('reads lines at the foot that start with a footnote or NOTE label as one last row spanning every column', () => {
    const small = (y: number, text: string, x = 72) => buildLines(1, [run(text, x, y, 8)]);
    const t = readTable(
      [
        ...lines(
          [700, ['Characteristic', 72], ['Class I', 200], ['Class II', 300]],
          [683, ['Moisture', 72], ['12 %', 200], ['14 %', 300]],
        ),
        ...small(670, 'a Organic extraneous matter comprises fragments of husks and stems of the plant,'),
        ...small(660, 'weighed together with the dust.', 80),
        ...small(650, 'NOTE 3 Only full red husked kernels are counted.'),
      ],
      0,
      m,
      never,
    );
    expect(t!.noteLines).toBe(3);
    const foot = t!.rows[t!.rows.length - 1]!;
    expect(foot.cells).toEqual([
      {
        text: 'a Organic extraneous matter comprises fragments of husks and stems of the plant,\nweighed together with the dust.\nNOTE 3 Only full red husked kernels are counted.',
        header: false,
        colSpan: 3,
        rowSpan: 1,
      },
    ]);
    expect(texts(t)!.slice(0, 2)).toEqual([
      ['Characteristic', 'Class I', 'Class II'],
      ['Moisture', '12 %', '14 %'],
    ]);
  });

  it('starts under a heading that spans columns, with the columns of the line below it, and lets a ruled header stand apart', () => {
    const t = readTable(
      [
        ...boldLine(700, ['Fraction p in per cent', 160]),
        ...boldLine(689, ['Degrees', 72], ['68.27', 160], ['90', 220], ['95', 280]),
        // 34 pt below the header: more than 2.5 line pitches, but in the header's columns.
        ...lines(
          [655, ['1', 72], ['1.84', 160], ['6.31', 220], ['12.71', 280]],
          [644, ['2', 72], ['1.32', 160], ['2.92', 220], ['4.30', 280]],
        ),
      ],
      0,
      m,
      never,
    );
    expect(t!.columns).toEqual([72, 160, 220, 280]);
    expect(texts(t)).toEqual([
      ['Degrees', 'Fraction p in per cent\n68.27', '90', '95'],
      ['1', '1.84', '6.31', '12.71'],
      ['2', '1.32', '2.92', '4.30'],
    ]);
  });
});

describe('readTable: notes in the body size', () => {
  const body = (y: number, ...cells: [string, number][]) =>
    buildLines(
      1,
      cells.map(([t, x]) => run(t, x, y, 10)),
    );
  const table = (noteY: number) =>
    readTable(
      [
        ...body(700, ['Key', 72], ['Value', 200]),
        ...body(686, ['Length', 72], ['12', 200]),
        ...body(672, ['Filter', 72], ['none', 200]),
        ...body(noteY, ['NOTE 1 Keys are names.', 72]),
      ],
      0,
      m,
      never,
    );

  it('takes a NOTE set as close below the rows as they are to each other', () => {
    expect(table(658)!.noteLines).toBe(1);
  });

  it('leaves a NOTE that stands apart from the table to the text after it', () => {
    const t = table(640)!;
    expect(t.noteLines).toBe(0);
    expect(t.lines).toHaveLength(3);
  });
});

describe('readTable: sizes', () => {
  it('keeps rows set in another size than the header (a header in 9 pt over rows in 10 pt)', () => {
    const big = (y: number, ...cells: [string, number][]) =>
      buildLines(
        1,
        cells.map(([t, x]) => run(t, x, y, 10)),
      );
    const t = readTable(
      [
        ...boldLine(700, ['Degrees of freedom', 72], ['p = 90 %', 200], ['p = 95 %', 300]),
        ...big(684, ['1', 72], ['6.31', 200], ['12.71', 300]),
        ...big(672, ['2', 72], ['2.92', 200], ['4.30', 300]),
      ],
      0,
      m,
      never,
    );
    expect(texts(t)).toEqual([
      ['Degrees of freedom', 'p = 90 %', 'p = 95 %'],
      ['1', '6.31', '12.71'],
      ['2', '2.92', '4.30'],
    ]);
  });
});

describe('continuesColumns', () => {
  it('accepts a first line whose pieces sit on the known column starts, and nothing else', () => {
    const [row, para, shifted] = lines(
      [700, ['Filter', 72], ['name', 180], ['(Optional) text', 260]],
      [680, ['A paragraph that begins the next page.', 72]],
      [660, ['Filter', 72], ['name', 200]],
    );
    expect(continuesColumns(row!, [72, 180, 260])).toBe(true);
    expect(continuesColumns(para!, [72, 180, 260])).toBe(false);
    expect(continuesColumns(shifted!, [72, 180, 260])).toBe(false);
  });
});

describe('a line of prose under an unruled table (Apache FOP, FHS 3.0)', () => {
  // The paragraph after the table: its widened word spaces show only around the name in code, 4.5 pt at 9 pt —
  // pieces cut as narrowly as cells that nearly touch, but off the table's columns (90 and 250).
  const table = lines(
    [700, ['Directory', 90], ['Description', 250]],
    [688, ['icc', 90], ['ICC color profiles', 250]],
    [676, ['lut', 90], ['Lookup tables', 250]],
  );
  const prose = buildLines(1, [
    run('The top-level directory', 90, 664),
    { ...run('/usr/share/color', 198, 664), font: monoFont },
    run('must not contain any files; all', 274.5, 664),
  ]);

  it('ends the table: the line is no row of it', () => {
    const t = readTable([...table, ...prose], 0, m, never);
    expect(texts(t)).toEqual([
      ['Directory', 'Description'],
      ['icc', 'ICC color profiles'],
      ['lut', 'Lookup tables'],
    ]);
    expect(t!.columns).toEqual([90, 250]);
  });

  it('is a row where its narrow gaps are no change of face (a list of references, each text after its label)', () => {
    const t = readTable(
      lines(
        [700, ['[RFC 1510]', 90], ['J. Kohl, C. Neuman.', 139.5]],
        [688, ['[RFC 2119]', 90], ['S. Bradner.', 139.5]],
        [676, ['[Duarte08]', 90], ['G. Duarte. How computers boot up.', 139.5]],
        [664, ['[EFI]', 90], ['EFI 1.10 Specification.', 117]],
      ),
      0,
      m,
      never,
    );
    expect(t!.lines).toHaveLength(4);
  });
});
