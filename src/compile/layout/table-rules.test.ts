import { describe, expect, it } from 'vitest';
import { lines, m, never, run, texts } from '#test-support/table-lines.js';
import type { PageRules, Rule } from '../pdf/page-rules.js';
import { buildLines } from './lines.js';
import type { Line } from './types.js';
import { buildBlocks } from './page-flow.js';
import { ruledTableAt, rulesReachFoot, tablePages } from './table-rules.js';
import { readTable } from './tables.js';

/** Horizontal rules across [from, to] at each height. */
const across = (from: number, to: number, ...heights: number[]): Rule[] => heights.map((at) => ({ at, from, to }));
/** Vertical rules at each x from `bottom` to `top`. */
const down = (bottom: number, top: number, ...xs: number[]): Rule[] => xs.map((at) => ({ at, from: bottom, to: top }));

/** A grid table, rows evenly spaced, whose first column wraps ("schematron-" / "version") as its last column does. */
const GRID = lines(
  [700, ['Name', 72], ['Type', 150], ['Count', 230], ['Definition', 280]],
  [689, ['id', 72], ['literal', 150], ['1', 230], ['The identifier for this', 280]],
  [678, ['collection, unique.', 280]],
  [667, ['schematron-', 72], ['token', 150], ['1', 230], ['The version of the schema to', 280]],
  [656, ['version', 72], ['which the collection conforms.', 280]],
  [645, ['data-stream', 72], ['element', 150], ['1-n', 230], ['A data stream.', 280]],
);
const GRID_RULES: PageRules = {
  horizontal: [
    ...across(70, 540, 710, 697, 675, 653, 641),
    // A link's underline under the first line of a cell is no rule between rows.
    { at: 687.5, from: 280, to: 280 + 23 * 4.5 },
  ],
  vertical: down(641, 710, 70, 145, 225, 275, 540),
  boxes: [],
};

/**
 * GRID as Word's 3-D cell borders draw it: each rule three thin bars 0.7 pt apart, the horizontal ones broken
 * 2 pt wide where each vertical rule crosses them, the verticals stopping short of the horizontals.
 */
function word3d(rules: PageRules): PageRules {
  const xs = rules.vertical.map((v) => v.at).sort((a, b) => a - b);
  const bars = <T>(make: (d: number) => T[]) => [-0.7, 0, 0.7].flatMap(make);
  return {
    horizontal: rules.horizontal.flatMap((r) => {
      const cuts = xs.filter((x) => x > r.from && x < r.to);
      const starts = [r.from, ...cuts.map((x) => x + 1)];
      const ends = [...cuts.map((x) => x - 1), r.to];
      return bars((d) => starts.map((from, i) => ({ at: r.at + d, from, to: ends[i]! })));
    }),
    vertical: rules.vertical.flatMap((v) => bars((d) => [{ at: v.at + d, from: v.from + 2, to: v.to - 2 }])),
    boxes: [],
  };
}

describe('tables read with their ruling lines', () => {
  it("reads a grid drawn with Word's 3-D borders: a rule broken where a vertical rule crosses it is one rule", () => {
    const drawn = word3d({ ...GRID_RULES, horizontal: across(70, 540, 710, 697, 675, 653, 641) });
    const t = readTable(GRID, 0, m, never, undefined, drawn);
    expect(t!.ruled).toBe('rows');
    expect(texts(t)).toEqual(texts(readTable(GRID, 0, m, never, undefined, GRID_RULES)));
  });

  it('reads a grid whose top rule is broken where no vertical stands, when a rule below runs unbroken across', () => {
    // The header's last head split in two cells without a border between them (MIL-STD-2045 TABLE IX): the rule over
    // it stops 2 pt short of its second piece, each piece a fraction of a point higher or lower than the other.
    const top = [
      { at: 710.1, from: 70, to: 480 },
      { at: 709.9, from: 482, to: 540 },
    ];
    const broken = { ...GRID_RULES, horizontal: [...top, ...across(70, 540, 697, 675, 653, 641)] };
    const ruled = ruledTableAt(broken, GRID[0]!, GRID, 11);
    expect(ruled).toMatchObject({ x0: 70, x1: 540, top: 710.1, bottom: 641 });
    expect(texts(readTable(GRID, 0, m, never, undefined, broken))).toEqual(
      texts(readTable(GRID, 0, m, never, undefined, GRID_RULES)),
    );
    // Alone, with nothing drawn across the gap, the two pieces stay two rules: no grid of that width.
    const alone = { horizontal: top, vertical: [], boxes: [] };
    expect(ruledTableAt(alone, GRID[0]!, GRID, 11)).toBeNull();
  });

  it('reads the lines between two rules as one row, a wrapped first-column cell included', () => {
    const plain = readTable(GRID, 0, m, never);
    // From the text alone, evenly spaced lines with first-column text are rows of their own.
    expect(plain!.rows).toHaveLength(5);
    const t = readTable(GRID, 0, m, never, undefined, GRID_RULES);
    expect(texts(t)).toEqual([
      ['Name', 'Type', 'Count', 'Definition'],
      ['id', 'literal', '1', 'The identifier for this\ncollection, unique.'],
      ['schematron-\nversion', 'token', '1', 'The version of the schema to\nwhich the collection conforms.'],
      ['data-stream', 'element', '1-n', 'A data stream.'],
    ]);
    expect(t!.ruled).toBe('rows');
    expect(t!.uncertain).toBeNull();
    expect(t!.columns).toEqual([70, 145, 225, 275]);
  });

  it('keeps the rows of a grid that rules groups of rows: lines filling every column are rows', () => {
    const t = readTable(
      lines(
        [700, ['Number', 72], ['Privilege', 150], ['Name', 230], ['Description', 300]],
        [686, ['User Trap Setup', 300]],
        [672, ['0x000', 72], ['URW', 150], ['ustatus', 230], ['User status register.', 300]],
        [661, ['0x004', 72], ['URW', 150], ['uie', 230], ['User interrupt-enable register.', 300]],
        [650, ['0x005', 72], ['URW', 150], ['utvec', 230], ['User trap handler base address.', 300]],
      ),
      0,
      m,
      never,
      undefined,
      {
        horizontal: across(70, 540, 710, 696, 682, 646),
        vertical: [...down(646, 710, 70, 540), ...down(646, 682, 145, 225, 295), ...down(696, 710, 145, 225, 295)],
        boxes: [],
      },
    );
    expect(texts(t).map((r) => r.join(' | '))).toEqual([
      'Number | Privilege | Name | Description',
      // A group label in a band no vertical rule divides is one cell across the grid.
      'User Trap Setup',
      '0x000 | URW | ustatus | User status register.',
      '0x004 | URW | uie | User interrupt-enable register.',
      '0x005 | URW | utvec | User trap handler base address.',
    ]);
  });

  it('bounds a header of several loose lines by the rule under it (rules above and below the header only)', () => {
    const table = lines(
      [700, ['Shared', 200], ['Decapsulation', 300]],
      [688, ['Parameter set', 72], ['secret key', 200], ['failure rate', 300]],
      [670, ['ML-KEM-512', 72], ['32', 200], ['2^-139', 300]],
      [659, ['ML-KEM-768', 72], ['32', 200], ['2^-164', 300]],
      [648, ['ML-KEM-1024', 72], ['32', 200], ['2^-174', 300]],
    );
    const booktabs: PageRules = { horizontal: across(70, 400, 710, 682, 642), vertical: [], boxes: [] };
    // From the text alone the header's second line starts left of its first: no table of rows.
    expect(readTable(table, 0, m, never)!.rows).toHaveLength(1);
    const t = readTable(table, 0, m, never, undefined, booktabs);
    expect(texts(t)).toEqual([
      ['Parameter set', 'Shared\nsecret key', 'Decapsulation\nfailure rate'],
      ['ML-KEM-512', '32', '2^-139'],
      ['ML-KEM-768', '32', '2^-164'],
      ['ML-KEM-1024', '32', '2^-174'],
    ]);
    expect(t!.ruled).toBe('header');
  });

  it('ends a table ruled at its header and foot at a lead-in ending in a colon over the bold titles of a second', () => {
    const printed = lines(
      [700, ['Field', 72], ['Type', 200], ['Comments', 330]],
      [686, ['flags', 72], ['CARD32', 200], ['(see the next table)', 330]],
      [675, ['width_inc', 72], ['INT32', 200]],
      [664, ['win_gravity', 72], ['INT32', 200], ['If missing, assume NorthWest', 330]],
      [644, ['The flags bit definitions are as follows:', 72]],
      [624, ['Name', 72], ['Value', 200], ['Field', 260]],
      [610, ['USPosition', 72], ['1', 200], ['User-specified x, y', 260]],
      [599, ['USSize', 72], ['2', 200], ['User-specified width, height', 260]],
    );
    const titles = (l: Line) => ({ ...l, bold: l.y === 700 || l.y === 624 });
    const booktabs: PageRules = { horizontal: across(70, 540, 710, 694, 657, 634, 618, 592), vertical: [], boxes: [] };
    const fields = readTable(printed.map(titles), 0, m, never, undefined, booktabs);
    expect(fields!.lines.map((l) => l.y)).not.toContain(644);
    expect(texts(fields)).toEqual([
      ['Field', 'Type', 'Comments'],
      ['flags', 'CARD32', '(see the next table)'],
      ['width_inc', 'INT32', ''],
      ['win_gravity', 'INT32', 'If missing, assume NorthWest'],
    ]);
    const flags = readTable(printed.map(titles), 5, m, never, undefined, booktabs);
    expect(texts(flags)).toEqual([
      ['Name', 'Value', 'Field'],
      ['USPosition', '1', 'User-specified x, y'],
      ['USSize', '2', 'User-specified width, height'],
    ]);
    // The same band ending in a full stop is a row spanning the columns (a cell's sentence); not bold titles under
    // the lead-in, neither.
    const stated = printed.map((l) => (l.y === 644 ? { ...l, text: 'The flags bit definitions follow.' } : l));
    expect(readTable(stated.map(titles), 0, m, never, undefined, booktabs)!.lines.map((l) => l.y)).toContain(644);
    expect(readTable(printed, 0, m, never, undefined, booktabs)!.lines.map((l) => l.y)).toContain(644);
  });

  it('takes the rows a grid draws above its column header, crossed by one vertical rule at most, as header rows', () => {
    const t = readTable(
      lines(
        [700, ['Element Name: ds:checks', 72]],
        [686, ['Element Definition', 72], ['A container of check references.', 150]],
        [672, ['Name', 72], ['Type', 150], ['Count', 230], ['Definition', 280]],
        [658, ['component-ref', 72], ['element', 150], ['1-n', 230], ['A reference to a check.', 280]],
      ),
      0,
      m,
      never,
      undefined,
      {
        horizontal: across(70, 540, 710, 694, 680, 666, 652),
        vertical: [...down(652, 710, 70, 540), ...down(652, 694, 145), ...down(652, 680, 225, 275)],
        boxes: [],
      },
    );
    expect(t!.headerRows).toBe(3);
    expect(texts(t)[3]).toEqual(['component-ref', 'element', '1-n', 'A reference to a check.']);
  });

  it('takes a vertical rule broken by spanning cells for a column bound, and spans each cell to the next rule of its row', () => {
    // FIPS 140-1 Table 1: a grid whose last row spans every column, so no inner vertical rule reaches its foot.
    const t = readTable(
      lines(
        [700, ['Level 1', 160], ['Level 2', 240], ['Level 3', 320]],
        // A justified line whose wide spaces cut it in pieces, one of them past a column start: still one cell.
        [686, ['Module', 72], ['Specification of', 150], ['the module.', 240]],
        [672, ['Roles', 72], ['Logical', 150], ['Role-based', 230], ['Identity-based', 305]],
        [658, ['Ports', 72], ['Required interfaces.', 150], ['Data ports', 305]],
        [644, ['Physical', 72], ['Production', 150], ['Locks', 230], ['Tamper', 305]],
        [630, ['Self-tests', 72], ['Power-up tests.', 150]],
      ),
      0,
      m,
      never,
      undefined,
      {
        horizontal: across(70, 400, 710, 694, 680, 666, 652, 638, 624),
        vertical: [
          ...down(624, 710, 70, 145, 400),
          ...down(694, 710, 225, 300),
          ...down(666, 680, 225, 300),
          ...down(652, 666, 300),
          ...down(638, 652, 225, 300),
        ],
        boxes: [],
      },
    );
    expect(t!.columns).toEqual([70, 145, 225, 300]);
    expect(t!.rows.map((r) => r.cells.map((c) => `${c.text}${c.colSpan > 1 ? ` ×${c.colSpan}` : ''}`))).toEqual([
      ['', 'Level 1', 'Level 2', 'Level 3'],
      ['Module', 'Specification of the module. ×3'],
      ['Roles', 'Logical', 'Role-based', 'Identity-based'],
      ['Ports', 'Required interfaces. ×2', 'Data ports'],
      ['Physical', 'Production', 'Locks', 'Tamper'],
      ['Self-tests', 'Power-up tests. ×3'],
    ]);
  });

  it('reads two lines of a ruled row that each fill every column as one wrapped row where the grid rules every row', () => {
    // FIPS 140-1 Table 2: "Security Level" over "2", each line with text in every column; the other rows wrap too.
    const t = readTable(
      lines(
        [700, ['Single Chip', 160], ['Embedded', 240], ['Standalone', 320]],
        [686, ['Security Level', 72], ['Production-grade chip', 150], ['Production', 230], ['Production', 305]],
        [675, ['1', 100], ['multi-chip', 230], ['grade chips', 305]],
        [664, ['embodiment.', 230], ['and enclosure.', 305]],
        [650, ['Security Level', 72], ['Level 1 rules.', 150], ['Level 1 rules.', 230], ['Level 1 rules.', 305]],
        [639, ['2', 100], ['Opaque coating.', 150], ['Opaque coating.', 230], ['Opaque enclosure', 305]],
        [628, ['with locks.', 305]],
        [614, ['Security Level', 72], ['Level 1 and 2.', 150], ['Levels 1 and 2.', 230], ['Levels 1 and 2.', 305]],
        [603, ['3', 100], ['Hard coating.', 150], ['Hard potting', 230], ['Hard enclosure', 305]],
        [592, ['material.', 230], ['with response.', 305]],
      ),
      0,
      m,
      never,
      undefined,
      {
        horizontal: across(70, 400, 710, 694, 658, 622, 586),
        vertical: down(586, 710, 70, 145, 225, 300, 400),
        boxes: [],
      },
    );
    expect(t!.rows.map((r) => r.cells[0]!.text)).toEqual([
      '',
      'Security Level\n1',
      'Security Level\n2',
      'Security Level\n3',
    ]);
  });

  it('reads a row that wraps in every column at once as one row, where the rules draw every row but no columns', () => {
    // RFC 9580 Table 29 (WeasyPrint): a rule under every row, the sides, no rule between the columns.
    const t = readTable(
      lines(
        [700, ['Type', 72], ['Description', 150], ['Reference', 460]],
        [684, ['integer', 72], ['An integer encoded in big-endian format', 150], ['Section 3.2', 460]],
        [673, ['OpenPGP MPI', 150]],
        [657, ['octet string', 72], ['An octet string of fixed length that may', 150], ['Section', 460]],
        [646, ['due to leading zeros being stripped', 150], ['11.3.1', 460]],
        [635, ['may need to be zero-padded before use', 150]],
        [619, ['prefixed N', 72], ['An octet string of fixed length N, prefixed', 150], ['Section', 460]],
        [608, ['octets', 72], ['ensure no leading zero octet', 150], ['11.3.2', 460]],
      ),
      0,
      m,
      never,
      undefined,
      { horizontal: across(66, 530, 710, 694, 665, 627, 600), vertical: down(600, 710, 66, 530), boxes: [] },
    );
    expect(t!.rows.map((r) => r.cells[0]!.text)).toEqual(['Type', 'integer', 'octet string', 'prefixed N\noctets']);
  });

  it('spans a cell over the rows below it where the rule under it is not drawn and they leave its column empty', () => {
    // OGC WMTS Table 4: "Operation.name" beside three values; the rules between them start at the second column.
    const t = readTable(
      lines(
        [700, ['Name', 72], ['Value', 160], ['Meaning', 260]],
        [686, ['Operation.name', 72], ['GetCapabilities', 160], ['Capabilities are served.', 260]],
        [672, ['GetTile', 160], ['Tiles are served.', 260]],
        [658, ['GetFeatureInfo', 160], ['Feature info is served.', 260]],
        [644, ['Format', 72], ['image/png', 160], ['Tiles are PNG.', 260]],
      ),
      0,
      m,
      never,
      undefined,
      {
        horizontal: [...across(70, 400, 710, 696, 654, 640), ...across(150, 400, 682, 668)],
        vertical: down(640, 710, 70, 150, 250, 400),
        boxes: [],
      },
    );
    expect(t!.rows.map((r) => r.cells.map((c) => `${c.text}${c.rowSpan > 1 ? ` ↓${c.rowSpan}` : ''}`))).toEqual([
      ['Name', 'Value', 'Meaning'],
      ['Operation.name ↓3', 'GetCapabilities', 'Capabilities are served.'],
      ['GetTile', 'Tiles are served.'],
      ['GetFeatureInfo', 'Feature info is served.'],
      ['Format', 'image/png', 'Tiles are PNG.'],
    ]);
  });

  it('spans a cell set in the middle of the rows it covers, and one whose two lines fall on two rows', () => {
    // SP 800-63B Table 8-2: "Eavesdropping" centred beside three threats; "Offline" / "Cracking" beside two.
    const t = readTable(
      lines(
        [700, ['Class', 72], ['Threat', 160], ['Mitigation', 260]],
        [686, ['Rekeying', 160], ['Rotate keys.', 260]],
        [672, ['Eavesdropping', 72], ['Sniffing', 160], ['Encrypt the channel.', 260]],
        [658, ['Replay', 160], ['Use a nonce.', 260]],
        [644, ['Offline', 72], ['Hash theft', 160], ['Salt the hashes.', 260]],
        [630, ['Cracking', 72], ['Rainbow tables', 160], ['Stretch the keys.', 260]],
      ),
      0,
      m,
      never,
      undefined,
      {
        horizontal: [...across(70, 400, 710, 696, 654, 626), ...across(150, 400, 682, 668, 640)],
        vertical: down(626, 710, 70, 150, 250, 400),
        boxes: [],
      },
    );
    expect(t!.rows.map((r) => r.cells.map((c) => `${c.text}${c.rowSpan > 1 ? ` ↓${c.rowSpan}` : ''}`))).toEqual([
      ['Class', 'Threat', 'Mitigation'],
      ['Eavesdropping ↓3', 'Rekeying', 'Rotate keys.'],
      ['Sniffing', 'Encrypt the channel.'],
      ['Replay', 'Use a nonce.'],
      ['Offline\nCracking ↓2', 'Hash theft', 'Salt the hashes.'],
      ['Rainbow tables', 'Stretch the keys.'],
    ]);
  });

  it("spans a middle column's cell whose rules are left out there only, no rule between its rows half across", () => {
    // SP 800-126 Table 12: "1, and only 1, of these elements" in the Count column beside three elements; its last
    // line is set a point under the rule the other columns draw.
    const t = readTable(
      lines(
        [700, ['Name', 72], ['Type', 150], ['Count', 230], ['Definition', 290]],
        [686, ['id', 72], ['literal', 150], ['1', 230], ['The identifier.', 290]],
        [672, ['Benchmark', 72], ['element', 150], ['1, and', 230], ['A benchmark.', 290]],
        [664, ['only 1, of', 230]],
        [658, ['ocil', 72], ['element', 150], ['A questionnaire.', 290]],
        [653.2, ['these', 230]],
        [644, ['cpe-list', 72], ['element', 150], ['elements', 230], ['A dictionary.', 290]],
      ),
      0,
      m,
      never,
      undefined,
      {
        horizontal: [
          ...across(70, 420, 710, 696, 682, 640),
          ...across(70, 148, 668, 654),
          ...across(150, 225, 668, 654),
          ...across(280, 420, 668, 654),
        ],
        vertical: down(640, 710, 70, 148, 225, 280, 420),
        boxes: [],
      },
    );
    expect(t!.rows.map((r) => r.cells.map((c) => `${c.text}${c.rowSpan > 1 ? ` ↓${c.rowSpan}` : ''}`))).toEqual([
      ['Name', 'Type', 'Count', 'Definition'],
      ['id', 'literal', '1', 'The identifier.'],
      ['Benchmark', 'element', '1, and\nonly 1, of\nthese\nelements ↓3', 'A benchmark.'],
      ['ocil', 'element', 'A questionnaire.'],
      ['cpe-list', 'element', 'A dictionary.'],
    ]);
  });

  it('divides a pair of rows where the rule between them is drawn in pieces under two columns apart, however short', () => {
    // SP 800-57 Table 4: "112" and two "Acceptable" cells span the pair, "Applying" over "Processing" and
    // "Disallowed" over "Legacy use" are ruled apart: the pieces cover under half the width. A link's underline
    // (one piece, no column's width) divides nothing.
    const t = readTable(
      lines(
        [700, ['Strength', 72], ['Use', 140], ['2013', 240], ['2030', 320], ['Beyond', 400]],
        [684, ['Applying', 140], ['Disallowed', 400]],
        [679, ['112', 72], ['Acceptable', 240], ['Acceptable', 320]],
        [674, ['Processing', 140], ['Legacy use', 400]],
        [658, ['128', 72], ['Both', 140], ['Acceptable', 240], ['Acceptable', 320], ['Acceptable', 400]],
      ),
      0,
      m,
      never,
      undefined,
      {
        horizontal: [
          ...across(70, 480, 710, 692, 666, 650),
          ...across(135, 235, 679.5),
          ...across(395, 480, 679.5),
          { at: 656.5, from: 240, to: 280 },
        ],
        vertical: down(650, 710, 70, 135, 235, 315, 395, 480),
        boxes: [],
      },
    );
    // Two rows for the pair; which cells span them is ruled-cells.ts' to say.
    const texts = t!.rows.map((r) => r.cells.map((c) => c.text).filter((x) => x !== ''));
    expect(texts).toEqual([
      ['Strength', 'Use', '2013', '2030', 'Beyond'],
      ['112', 'Applying', 'Acceptable', 'Acceptable', 'Disallowed'],
      ['Processing', 'Legacy use'],
      ['128', 'Both', 'Acceptable', 'Acceptable', 'Acceptable'],
    ]);
  });

  it('divides the rows of one column ruled at several heights between verticals that run on, beside cells spanning them', () => {
    // AAPCS64 Table 1: "Scalable Vector", "VG×8" and "16" span four element sizes, ruled apart in their column alone.
    const table = lines(
      [700, ['Class', 72], ['Machine type', 140], ['Size', 240], ['Align', 320]],
      [684, ['Scalable', 72], ['8-bit elements', 140], ['VG×8', 240], ['16', 320]],
      [668, ['16-bit elements', 140]],
      [652, ['32-bit elements', 140]],
      [636, ['Predicate', 72], ['8-bit predicate', 140], ['VG', 240], ['2', 320]],
    );
    const rules: PageRules = {
      horizontal: [...across(70, 400, 710, 692, 644, 628), ...across(135, 235, 676, 660)],
      vertical: down(628, 710, 70, 135, 235, 315, 400),
      boxes: [],
    };
    const t = readTable(table, 0, m, never, undefined, rules);
    expect(t!.rows.map((r) => r.cells.map((c) => c.text).filter((x) => x !== ''))).toEqual([
      ['Class', 'Machine type', 'Size', 'Align'],
      ['Scalable', '8-bit elements', 'VG×8', '16'],
      ['16-bit elements'],
      ['32-bit elements'],
      ['Predicate', '8-bit predicate', 'VG', '2'],
    ]);
    // One such piece alone may be a title's underline: it divides nothing.
    const once = { ...rules, horizontal: [...across(70, 400, 710, 692, 644, 628), ...across(135, 235, 676)] };
    expect(readTable(table, 0, m, never, undefined, once)!.rows).toHaveLength(3);
  });

  it('reads one row of a grid under its header where its lines leave columns empty; lines filling them are rows', () => {
    // AAPCS64 Table 6: "va_list" set in the middle of the lines of its code and its note, one row.
    const rules: PageRules = {
      horizontal: across(70, 400, 710, 692, 640),
      vertical: down(640, 710, 70, 135, 235, 400),
      boxes: [],
    };
    const code = lines(
      [700, ['Typedef', 72], ['Base type', 140], ['Notes', 240]],
      [684, ['struct list {', 140], ['A list may address', 240]],
      [672, ['va_list', 72], ['void *stack;', 140], ['any object.', 240]],
      [660, ['int offs; }', 140]],
    );
    expect(texts(readTable(code, 0, m, never, undefined, rules))).toEqual([
      ['Typedef', 'Base type', 'Notes'],
      ['va_list', 'struct list {\nvoid *stack;\nint offs; }', 'A list may address\nany object.'],
    ]);
    // LaTeX rules only under the header: the lines filling their columns are rows all the same (RISC-V Table 1.1).
    const levels = lines(
      [700, ['Level', 72], ['Encoding', 140], ['Name', 240]],
      [684, ['0', 72], ['00', 140], ['User', 240]],
      [672, ['1', 72], ['01', 140], ['Supervisor', 240]],
      [660, ['3', 72], ['11', 140], ['Machine', 240]],
    );
    expect(texts(readTable(levels, 0, m, never, undefined, rules))).toHaveLength(4);
  });

  it('cuts rows at a rule under a title spanning columns, the verticals dividing them starting under it', () => {
    // RISC-V Table 2.1: "CSR Address" over "[11:10] | [9:8] | [7:6]", ruled under it alone, "Hex" beside it.
    const table = lines(
      [714, ['CSR Address', 150], ['Hex', 250], ['Use', 330]],
      [701, ['[11:10]', 130], ['[9:8]', 172], ['[7:6]', 205]],
      [687, ['00', 130], ['00', 172], ['XX', 205], ['0x000', 250], ['Read/write', 330]],
      [673, ['01', 130], ['00', 172], ['XX', 205], ['0x400', 250], ['Read/write', 330]],
    );
    const rules = (under: Rule[]): PageRules => ({
      horizontal: [...across(124, 488, 724, 697, 683, 669), ...under],
      vertical: [...down(669, 724, 124, 241, 316, 488), ...down(669, 710, 167, 200)],
      boxes: [],
    });
    const ruled = ruledTableAt(rules([{ at: 710, from: 124, to: 241 }]), table[0]!, table, 11);
    expect(ruled!.inner).toContain(710);
    // A rule the dividing verticals cross (a nested grid's), or one they do not meet (an underline), cuts nothing.
    const crossed = rules([{ at: 710, from: 124, to: 241 }]);
    crossed.vertical = [...down(669, 724, 124, 241, 316, 488), ...down(669, 724, 167, 200)];
    expect(ruledTableAt(crossed, table[0]!, table, 11)!.inner).not.toContain(710);
    const underline = { ...rules([{ at: 710, from: 124, to: 241 }]), vertical: down(669, 724, 124, 241, 316, 488) };
    expect(ruledTableAt(underline, table[0]!, table, 11)!.inner).not.toContain(710);
  });

  it('reads a grid through a double rule, whose two rules no vertical joins', () => {
    const table = lines(
      [700, ['Current State', 72], ['Off', 200], ['Dirty', 300]],
      [682, ['At context save', 150]],
      [668, ['Save state?', 72], ['No', 200], ['Yes', 300]],
      [657, ['Next state', 72], ['Off', 200], ['Clean', 300]],
      [641, ['At context restore', 150]],
      [627, ['Restore state?', 72], ['No', 200], ['N/A', 300]],
      [616, ['Next state', 72], ['Off', 200], ['N/A', 300]],
    );
    const rules: PageRules = {
      horizontal: across(70, 400, 710, 694, 691.6, 678, 653.5, 651.1, 637, 612),
      // Vertical rules drawn row by row, none in the gaps of the double rules nor across a group row.
      vertical: [
        ...down(694.2, 710, 70, 195, 295, 400),
        ...down(612, 691.4, 70, 400),
        ...down(653.5, 678, 195, 295),
        ...down(612, 637, 195, 295),
      ],
      boxes: [],
    };
    const ruled = ruledTableAt(rules, table[0]!, table, 11);
    expect(ruled?.bottom).toBe(612);
    expect(texts(readTable(table, 0, m, never, undefined, rules)).map((r) => r.join(' | '))).toEqual([
      'Current State | Off | Dirty',
      // A group row no vertical rule divides spans the grid (RISC-V Table 3.4).
      'At context save',
      'Save state? | No | Yes',
      'Next state | Off | Clean',
      'At context restore',
      'Restore state? | No | N/A',
      'Next state | Off | N/A',
    ]);
  });

  it('reads a vertical ellipsis between rows a grid rules in a group as a row of its own', () => {
    const t = readTable(
      lines(
        [700, ['Number', 72], ['Privilege', 150], ['Name', 230], ['Description', 300]],
        [686, ['0xC03', 72], ['URO', 150], ['hpmcounter3', 230], ['Performance-monitoring counter.', 300]],
        [675, ['0xC04', 72], ['URO', 150], ['hpmcounter4', 230], ['Performance-monitoring counter.', 300]],
        [666, ['..', 240]],
        [660, ['.', 241]],
        [649, ['0xC1F', 72], ['URO', 150], ['hpmcounter31', 230], ['Performance-monitoring counter.', 300]],
      ),
      0,
      m,
      never,
      undefined,
      {
        horizontal: across(70, 540, 710, 696, 645),
        vertical: down(645, 710, 70, 145, 225, 295, 540),
        boxes: [],
      },
    );
    expect(texts(t).map((r) => r[0] || r[2])).toEqual(['Number', '0xC03', '0xC04', '..\n.', '0xC1F']);
  });

  it('reads the next page too when a ruled table runs down to the foot of its page', () => {
    const prose = Array.from({ length: 8 }, (_, k): [number, [string, number]] => [
      600 - 12 * k,
      ['Prose after the table.', 72],
    ]);
    const page = lines([700, ['Key', 72], ['Value', 200]], [120, ['A last row', 72], ['of the table', 200]]);
    const foot: PageRules = { horizontal: across(70, 400, 710, 110), vertical: [], boxes: [] };
    expect(rulesReachFoot(foot, page)).toBe(true);
    const above: PageRules = { horizontal: across(70, 400, 710, 690), vertical: [], boxes: [] };
    expect(rulesReachFoot(above, [...page, ...lines(...prose)])).toBe(false);
  });

  it('takes the sides of shaded header cells for column bounds: a shaded header is no label row', () => {
    const t = readTable(
      lines(
        [700, ['Purpose', 72], ['Class', 150], ['Type', 230], ['Value', 280]],
        [686, ['Check compliance', 72], ['compliance', 150], ['CCE', 230], ['http://cce.mitre.org', 280]],
        [672, ['Perform an inventory', 72], ['inventory', 150], ['CPE', 230], ['http://cpe.mitre.org', 280]],
      ),
      0,
      m,
      never,
      undefined,
      {
        horizontal: across(70, 540, 710, 694, 680, 666),
        // Rules between the body's cells only; the header's cells are shaded boxes side by side.
        vertical: [...down(666, 710, 70, 540), ...down(666, 694, 145, 225, 275)],
        boxes: [
          { x0: 70, y0: 694, x1: 144.8, y1: 710 },
          { x0: 145.2, y0: 694, x1: 224.8, y1: 710 },
          { x0: 225.2, y0: 694, x1: 274.8, y1: 710 },
          { x0: 275.2, y0: 694, x1: 540, y1: 710 },
        ],
      },
    );
    expect(t!.headerRows).toBe(1);
    expect(texts(t)[1]).toEqual(['Check compliance', 'compliance', 'CCE', 'http://cce.mitre.org']);
  });

  it('does not make a table of a ruled box round prose: no rule inside it', () => {
    const prose = lines([700, ['A boxed comment that runs over', 80]], [689, ['two lines of the page.', 80]]);
    const box: PageRules = { horizontal: across(70, 540, 712, 680), vertical: down(680, 712, 70, 540), boxes: [] };
    expect(ruledTableAt(box, prose[0]!, prose, 11)).toBeNull();
  });

  it('takes a box divided into columns for a grid of one row only where it opens its page', () => {
    // MIL-STD-2045 TABLE E-IV: its last row carried alone to the next page, no header over it.
    const row = lines(
      [700, ['4.1.2', 72], ['CASE 2: Message is an acknowledgment.', 150], ['M', 400]],
      [689, ['END CASE', 150]],
    );
    const grid: PageRules = {
      horizontal: across(70, 540, 712, 680),
      vertical: down(680, 712, 70, 145, 390, 540),
      boxes: [],
    };
    expect(ruledTableAt(grid, row[0]!, row, 11)).toMatchObject({ top: 712, bottom: 680, bounds: [145, 390] });
    // With text above it on the page, a boxed row is a piece of a drawing, no table.
    const above = [...lines([740, ['The cases follow.', 72]]), ...row];
    expect(ruledTableAt(grid, row[0]!, above, 11)).toBeNull();
  });

  it('keeps a row taller than thirty lines in the grid when vertical rules join its two rules', () => {
    const header = lines([700, ['Item', 72], ['Condition', 150]]);
    const tall = lines(
      ...Array.from({ length: 33 }, (_, i): [number, [string, number]] => [680 - 11 * i, [`line ${i}`, 150]]),
    );
    const rows = [...header, ...tall];
    const joined: PageRules = {
      horizontal: across(70, 540, 712, 690, 310),
      vertical: down(310, 712, 70, 145, 540),
      boxes: [],
    };
    expect(ruledTableAt(joined, rows[0]!, rows, 11)).toMatchObject({ top: 712, bottom: 310, inner: [690] });
    // Without a vertical rule between them, rules that far apart are no stack.
    expect(ruledTableAt({ ...joined, vertical: down(690, 712, 70, 145, 540) }, rows[0]!, rows, 11)).toMatchObject({
      bottom: 690,
    });
  });

  it('reads the drawing only of pages with a table caption, the page after each, and where an uncaptioned table may start', () => {
    const text = [
      ...buildLines(2, [run('Plain prose', 72, 700)]),
      ...buildLines(4, [run('Table 3 — Parameters', 72, 700)]),
      ...buildLines(5, [run('More prose', 72, 700)]),
      ...buildLines(7, [run('Field', 72, 700), run('Value', 200, 700)]),
      ...buildLines(9, [run('Table 3 shows the parameters.', 72, 700)]),
    ];
    const field = (lines: Line[], i: number) => lines[i]!.text.startsWith('Field');
    expect(tablePages(text, field)).toEqual([4, 5, 7]);
    expect(tablePages(text, never)).toEqual([4, 5]);
  });

  it('records what the rules decided among the reading diagnostics', () => {
    const caption = lines([722, ['Table 2 — Properties of a data stream collection', 72]]);
    const flow = buildBlocks(
      [...caption, ...GRID],
      m,
      [],
      () => false,
      (page) => (page === 1 ? GRID_RULES : undefined),
    );
    const table = flow.blocks.find((b) => b.kind === 'table');
    expect(table?.kind === 'table' && table.rows.length).toBe(4);
    expect(flow.diagnostics.filter((d) => d.code === 'table-rules').map((d) => d.message)).toEqual([
      expect.stringMatching(/^1 table part\(s\) bounded and split into rows by their ruling lines .* on pages 1$/),
    ]);
  });
});
