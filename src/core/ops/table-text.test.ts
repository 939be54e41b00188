/** A table as a person reads it: one whose page draws no text in it says so under its caption. */
import { describe, expect, it } from 'vitest';
import { colors, layout } from '../../cli/output/style.js';
import type { TableRecord } from '../schemas.js';
import { sectionMarkdown } from '../markdown.js';
import { NO_CELL_TEXT, tableGrid } from './table-text.js';
import { formatTables } from './get-tables/format.js';
import type { TextStyle } from './text-style.js';

/** The CLI's paints (colour off) and layout, as the CLI hands them to the formatters. */
const style: TextStyle = { tty: true, c: colors(false), columns: 80, layout };
const table = (headers: string[], rows: string[][]): TableRecord =>
  ({
    index: 0,
    number: 'Table 1',
    caption: 'Schedule',
    headers,
    rows,
    notes: [],
    section: '1',
    page: 7,
    pageLabel: '4',
    pageEnd: 7,
  }) as TableRecord;

describe('tableGrid', () => {
  it('says that a table without header or rows has no cell in the text layer', () => {
    expect(tableGrid(table([], []), style)).toEqual([NO_CELL_TEXT]);
    expect(NO_CELL_TEXT).toMatch(/^\(no cell of it is text/);
  });

  it('prints the rows of any other table', () => {
    expect(tableGrid(table([], [['a', 'b']]), style)).toEqual(['a  b']);
  });
});

describe('the list of tables', () => {
  const list = (t: TableRecord, s: TextStyle) =>
    formatTables({ spec: 'fips1401', section: null, totalTables: 1, tables: [t] } as never, s);

  it('says on a terminal that no cell of a table is text where its size would be; piped, its size', () => {
    expect(list(table([], []), style)[0]).toMatch(/ no cell is text$/);
    expect(list(table(['Step', 'Review'], [['1', 'First']]), style)[0]).toMatch(/ 2 × 1$/);
    expect(list(table([], []), { ...style, tty: false })[0]).toMatch(/\t0 × 0$/);
  });
});

describe('sectionMarkdown', () => {
  it('says the same under the caption of a table with no cell in the text layer, and draws no empty pipe table', () => {
    const md = sectionMarkdown({
      spec: 'fips1401',
      sectionNumber: '14',
      title: 'Implementation Schedule',
      pageRange: { startLabel: '4', endLabel: '4' },
      content: [{ type: 'table', section: '14', page: 7, pageLabel: '4', table: table([], []) }],
    } as never);
    expect(md).toContain(`**Table 1 — Schedule**\n\n_${NO_CELL_TEXT}_\n`);
    expect(md).not.toContain('| --- |');
  });
});
