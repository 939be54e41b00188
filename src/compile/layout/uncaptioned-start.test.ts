import { describe, expect, it } from 'vitest';
import { font, lines, m, never, run } from '#test-support/table-lines.js';
import { buildLines } from './lines.js';
import type { PageRules, Rule } from '../pdf/page-rules.js';
import { opensGridAcross, readTable } from './tables.js';
import { numberedBlankRows, titlesInGrid } from './blank-rows.js';
import { alignedOverRows, mayStartUncaptioned } from './uncaptioned-start.js';

/** The table read from the first of `rows` (each: y, then its pieces), found there or not. */
const readRows = (...rows: Parameters<typeof lines>) => readTable(lines(...rows), 0, m, never);

/** Rows whose first piece is `label` and whose second piece, at x 110, is text, one every 12 pt. */
const labelled = (label: string, n: number) =>
  Array.from({ length: n }, (_, i): Parameters<typeof lines>[number] => [
    700 - 12 * i,
    [label, 90],
    [`Revised clause ${i + 1}.`, 110],
  ]);

describe('a table without a caption', () => {
  it('is read where rows of two cells line up', () => {
    const t = readRows(
      [700, ['AI', 90], ['Asset Identification', 160]],
      [688, ['API', 90], ['Application Programming Interface', 160]],
      [676, ['ARF', 90], ['Asset Reporting Format', 160]],
    );
    expect(alignedOverRows(t!)).toBe(true);
  });

  it.each(['•', 'a)', '1.', 'o'])('is no table where the first cells are the labels %j of a list', (label) => {
    const t = readRows(...labelled(label, 4));
    expect(t).not.toBeNull();
    expect(alignedOverRows(t!)).toBe(false);
  });

  it('is no table where the lines open with markup tags whose attributes line up (a schema listing)', () => {
    const t = readRows(
      [700, ['<element', 90], ['ref="saml:AssertionIDRef"/>', 150]],
      [688, ['<element', 90], ['ref="saml:AssertionURIRef"/>', 150]],
      [676, ['<element', 90], ['ref="saml:Assertion"/>', 150]],
    );
    expect(alignedOverRows(t!)).toBe(false);
  });

  it('is no table where the first cells are sentences (a paragraph broken into lines by its superscripts)', () => {
    const sentence = (n: number) => `Step ${n}. Form q from U by setting the most significant bit of the`;
    const t = readRows(
      [700, [sentence(1), 90], ['159 160', 420]],
      [688, [sentence(2), 90], ['159 161', 420]],
      [676, [sentence(3), 90], ['159 162', 420]],
      [664, [sentence(4), 90], ['159 163', 420]],
    );
    expect(t).not.toBeNull();
    expect(alignedOverRows(t!)).toBe(false);
  });

  it('is a table where a ruled grid holds titles over mostly empty answer cells (SP 800-26 questionnaire)', () => {
    const across = (...at: number[]): Rule[] => at.map((y) => ({ at: y, from: 70, to: 500 }));
    const down = (...xs: number[]): Rule[] => xs.map((x) => ({ at: x, from: 640, to: 712 }));
    const rules: PageRules = {
      horizontal: across(712, 694, 676, 658, 640),
      vertical: down(70, 250, 330, 410, 500),
      boxes: [],
    };
    const rows: Parameters<typeof lines> = [
      [700, ['Specific Control Objectives', 72], ['L.1 Policy', 260], ['L.2 Procedures', 340], ['Comments', 420]],
      [682, ['1.1 Critical Element:', 72]],
      [664, ['1.1.1 Is the configuration documented?', 72]],
      [646, ['1.1.2 Are risks assessed?', 72]],
    ];
    // The column titles are set like a heading: inside the rules they are still the table's.
    const bold = (l: { text: string }) => l.text.startsWith('Specific') || l.text.startsWith('1.1 ');
    expect(readTable(lines(...rows), 0, m, bold)).toBeNull();
    const t = readTable(lines(...rows), 0, m, bold, undefined, rules);
    expect(t!.rows.map((r) => r.cells[0]!.text)).toEqual([
      'Specific Control Objectives',
      '1.1 Critical Element:',
      '1.1.1 Is the configuration documented?',
      '1.1.2 Are risks assessed?',
    ]);
    expect(alignedOverRows(t!)).toBe(true);
  });

  it('is a table where a ruled grid of two columns holds a title over each and leaves the second blank (a form)', () => {
    const across = (...at: number[]): Rule[] => at.map((y) => ({ at: y, from: 70, to: 500 }));
    const down = (...xs: number[]): Rule[] => xs.map((x) => ({ at: x, from: 640, to: 712 }));
    const rules: PageRules = { horizontal: across(712, 694, 676, 658, 640), vertical: down(70, 250, 500), boxes: [] };
    const form = lines(
      [700, ['Criticality of System', 72], ['Category of Sensitivity', 260]],
      [682, ['Confidentiality', 72]],
      [664, ['Integrity', 72]],
      [646, ['Availability', 72]],
    );
    const titles = { ...form[0]!, bold: true };
    const bold = [titles, ...form.slice(1)];
    expect(titlesInGrid(bold, 0, m, rules)).toBe(true);
    // Not in bold, or with every column filled below, the line is no form's titles: the readers of text decide.
    expect(titlesInGrid(form, 0, m, rules)).toBe(false);
    const filled = lines([682, ['Confidentiality', 72], ['High', 260]], [664, ['Integrity', 72], ['Low', 260]]);
    expect(titlesInGrid([titles, ...filled], 0, m, rules)).toBe(false);
    const t = readTable(bold, 0, m, never, undefined, rules);
    expect(t!.rows.map((r) => r.cells.map((c) => c.text))).toEqual([
      ['Criticality of System', 'Category of Sensitivity'],
      ['Confidentiality', ''],
      ['Integrity', ''],
      ['Availability', ''],
    ]);
    expect(alignedOverRows(t!)).toBe(true);
  });

  it('opens a ruled grid at a title over the columns right of an empty corner cell (FIPS 197 S-box "y")', () => {
    const across = (...at: number[]): Rule[] => at.map((y) => ({ at: y, from: 70, to: 500 }));
    // The corner's rule runs the grid's height; those between the columns of values stop under the title row.
    const down = (...xs: number[]): Rule[] => xs.map((x) => ({ at: x, from: 640, to: 712 }));
    const under = (...xs: number[]): Rule[] => xs.map((x) => ({ at: x, from: 640, to: 694 }));
    const rules: PageRules = {
      horizontal: across(712, 694, 676, 658, 640),
      vertical: [...down(70, 150, 500), ...under(270, 390)],
      boxes: [],
    };
    const grid = lines(
      [700, ['y', 155]],
      [682, ['0', 155], ['1', 275], ['2', 395]],
      [664, ['0', 72], ['63', 155], ['7c', 275], ['77', 395]],
      [646, ['1', 72], ['ca', 155], ['82', 275], ['c9', 395]],
    );
    expect(opensGridAcross(grid, 0, m, rules)).toBe(true);
    const t = readTable(grid, 0, m, never, undefined, rules);
    expect(t!.rows.map((r) => r.cells.map((c) => c.text))).toEqual([
      ['', 'y'],
      ['', '0', '1', '2'],
      ['0', '63', '7c', '77'],
      ['1', 'ca', '82', 'c9'],
    ]);
    expect(alignedOverRows(t!)).toBe(true);
    // A label in the first column, its cell closed by the rule beside it, opens no grid across.
    const label = lines([700, ['Name', 72]], [682, ['0', 155], ['1', 275], ['2', 395]]);
    expect(opensGridAcross(label, 0, m, rules)).toBe(false);
  });

  it('reads bold column titles over lines of "1.", "2.", … alone as a form of numbered blank rows', () => {
    const form = lines(
      [700, ['Name of System', 72], ['Are boundary controls effective?', 200], ['Planned action', 380]],
      [686, ['1.', 72]],
      [658, ['2.', 72]],
      [630, ['3.', 72]],
      [600, ['The assessor signs the form.', 72]],
    );
    expect(numberedBlankRows([{ ...form[0]!, bold: true }, ...form.slice(1)], 0)).toBe(3);
    // Titles in the body face, or numbers out of order, make no form.
    expect(numberedBlankRows(form, 0)).toBe(0);
    const skipped = lines([686, ['1.', 72]], [658, ['3.', 72]]);
    expect(numberedBlankRows([{ ...form[0]!, bold: true }, ...skipped], 0)).toBe(0);
  });
});

describe('a lead-in whose line shows a gap only where it changes face (Apache FOP, FHS 3.0)', () => {
  // "… must be in  /lib, if the corresponding" (4.5 pt at 9 pt before the name in code) over a table whose
  // columns stand at 90 and 250: the narrow cut at 256.5 stands over neither.
  const code = (text: string, x: number, y: number) => ({
    ...run(text, x, y),
    font: { ...font, name: 'Courier', mono: true },
  });
  const leadIn = buildLines(1, [
    run('The following directories must be in', 90, 712),
    code('/lib', 256.5, 712),
    run(', if the corresponding', 274.5, 712),
  ]);
  const rows = lines(
    [700, ['Directory', 90], ['Description', 250]],
    [688, ['modules', 90], ['Loadable kernel modules', 250]],
    [676, ['firmware', 90], ['Firmware images', 250]],
  );

  it('starts no table there', () => {
    expect(mayStartUncaptioned([...leadIn, ...rows], 0)).toBe(false);
  });

  it('starts one where the rows below stand on its narrowly cut piece (a header whose cells nearly touch)', () => {
    const header = buildLines(1, [run('Directory and its purpose', 90, 712), code('Description', 207, 712)]);
    const under = lines(
      [700, ['modules', 90], ['Loadable kernel modules', 207]],
      [688, ['firmware', 90], ['Firmware images', 207]],
    );
    expect(mayStartUncaptioned([...header, ...under], 0)).toBe(true);
  });
});
