/**
 * The layout fallback end to end, on untagged PDFs written by pdfkit in the
 * test (FrameMaker manner: bold numbered headings, plain-text running header
 * and footer, "Table N –" captions over aligned cells). Expectations come from
 * the content the test chose, never from the extractor's own output.
 */
import { rm } from 'node:fs/promises';
import { dirname } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ExtractResult, RawBlock } from '../blocks.js';
import { openPdf } from '../pdf/open.js';
import { segment } from '../segment/index.js';
import { extractLayout } from './index.js';
import { printedLabel, writeTestPdf, type TestBlock, type TestPdfOptions } from '../../../test/support/untagged-pdf.js';

const HEADER = 'PDF 32000-1:2008';
const FOOTER = '© Adobe Systems Incorporated 2008 – All rights reserved';
const LONG =
  'A conforming reader shall accept every object described in this subclause, and a conforming writer should produce ' +
  'them only in the forms given here, so that this text wraps over several printed lines of the body column.';
const NOTE = 'NOTE 1 Notes are informative; this one is long enough to wrap onto a second printed line of the column.';
const ITEMS = [
  '— the first item of a list, long enough to wrap onto a second printed line of the body column;',
  '— the second item;',
];
const rows = Array.from({ length: 45 }, (_, i) => [
  `Key${i}`,
  i % 3 === 0 ? 'dictionary' : 'integer',
  i % 7 === 0
    ? `(Required) The value of entry ${i} shall be a dictionary whose entries are given in this table.`
    : `Value ${i}.`,
]);
const TABLE = {
  caption: 'Table 5 – Entries in a test dictionary',
  header: ['Key', 'Type', 'Value'],
  rows,
  widths: [1, 1, 3],
  repeatHeader: true,
};
const CODE = ['<< /Type /Catalog', '/Pages 2 0 R >>'];

const HEADINGS: { h: string; level: 1 | 2 | 3 }[] = [
  { h: '1 Scope', level: 1 },
  { h: '4 Terms and definitions', level: 1 },
  { h: '7 Syntax', level: 1 },
  { h: '7.3 Objects', level: 2 },
  { h: '7.3.4 String objects', level: 3 },
  { h: 'Annex A Operator summary', level: 1 },
];

function content(withToc: boolean): TestBlock[] {
  const [scope, terms, syntax, objects, strings, annex] = HEADINGS;
  return [
    { p: 'Document management — Portable document format — Part 1: PDF 1.7' },
    { pagebreak: true },
    ...(withToc ? [{ toc: true } as const] : []),
    scope!,
    { p: LONG },
    { p: NOTE },
    terms!,
    { p: '4.1' },
    { p: 'array object' },
    { p: 'one-dimensional collection of objects arranged sequentially' },
    syntax!,
    objects!,
    strings!,
    { p: LONG },
    ...ITEMS.map((p) => ({ p })),
    { table: TABLE },
    { p: 'The text after the table is an ordinary paragraph of the clause.' },
    { code: CODE },
    annex!,
    { p: LONG },
  ];
}

const squash = (s: string) => s.replace(/\s+/g, ' ').trim();
const texts = (r: ExtractResult, kind: RawBlock['kind']) =>
  r.blocks.filter((b) => b.kind === kind).map((b) => squash((b as { text: string }).text));
const allText = (r: ExtractResult) =>
  r.blocks.flatMap((b) =>
    b.kind === 'table' ? b.rows.flatMap((row) => row.cells.map((c) => c.text)) : b.kind === 'list' ? b.items : [b.text],
  );

async function extract(opts: TestPdfOptions) {
  const { file, headingPages } = await writeTestPdf({ header: HEADER, footer: FOOTER, ...opts });
  dirs.push(dirname(file));
  const doc = await openPdf(file);
  try {
    const progress: number[] = [];
    const result = await extractLayout(doc, (p) => progress.push(p));
    return { result, headingPages, progress };
  } finally {
    await doc.destroy();
  }
}

const dirs: string[] = [];
afterAll(async () => {
  for (const d of dirs) await rm(d, { recursive: true, force: true });
});

describe.each([
  { name: 'paragraphs spaced apart', paraGap: 6 },
  { name: 'paragraphs set solid (told apart by line length and marks only)', paraGap: 0 },
])('untagged PDF with an outline — $name', ({ paraGap }) => {
  let r: ExtractResult;
  let progress: number[];
  beforeAll(async () => {
    ({ result: r, progress } = await extract({ blocks: content(false), outline: true, paraGap }));
  });

  it('reports the layout method, the outline as section source, and that the file is untagged', () => {
    expect(r.method).toBe('layout');
    expect(segment(r).sectionSource).toBe('outline');
    expect(r.outline.map((o) => o.title)).toEqual(HEADINGS.map((h) => h.h));
    expect(r.contents).toEqual([]);
    expect(r.diagnostics.map((d) => d.code)).toContain('untagged');
    expect(progress).toEqual(Array.from({ length: r.pages }, (_, i) => i + 1));
  });

  it('finds every heading, with a style rank that follows the heading size', () => {
    const headings = r.blocks.filter((b): b is Extract<RawBlock, { kind: 'heading' }> => b.kind === 'heading');
    expect(headings.map((h) => squash(h.text))).toEqual(HEADINGS.map((h) => h.h));
    const rankOf = (t: string) => headings.find((h) => squash(h.text) === t)!.tagLevel!;
    expect(rankOf('7 Syntax')).toBeLessThan(rankOf('7.3 Objects'));
    expect(rankOf('7.3 Objects')).toBeLessThan(rankOf('7.3.4 String objects'));
    expect(rankOf('Annex A Operator summary')).toBe(rankOf('1 Scope'));
  });

  it('reads each paragraph whole and separate: wrapped lines joined, NOTE, definition parts and list items apart', () => {
    expect(texts(r, 'paragraph')).toEqual([
      'Document management — Portable document format — Part 1: PDF 1.7',
      LONG,
      NOTE,
      '4.1',
      'array object',
      'one-dimensional collection of objects arranged sequentially',
      LONG,
      ...ITEMS,
      TABLE.caption,
      'The text after the table is an ordinary paragraph of the clause.',
      LONG,
    ]);
  });

  it('keeps every table row, with the header first and the repeated header of the next page marked as such', () => {
    const tables = r.blocks.filter((b): b is Extract<RawBlock, { kind: 'table' }> => b.kind === 'table');
    expect(tables.length).toBeGreaterThanOrEqual(2);
    for (const t of tables) {
      expect(t.rows[0]!.header).toBe(true);
      expect(t.rows[0]!.cells.map((c) => c.text)).toEqual(TABLE.header);
      expect(t.rows.slice(1).every((row) => !row.header)).toBe(true);
    }
    const body = tables.flatMap((t) => t.rows.slice(1).map((row) => row.cells.map((c) => squash(c.text))));
    expect(body).toEqual(rows);
    expect(tables[1]!.page).toBe(tables[0]!.pageEnd + 1);
    // The caption paragraph comes right before the first table block.
    const at = r.blocks.indexOf(tables[0]!);
    expect(r.blocks[at - 1]).toMatchObject({ kind: 'paragraph', text: TABLE.caption });
  });

  it('reads monospaced lines as one code block, one line per printed line', () => {
    expect(r.blocks.filter((b) => b.kind === 'code').map((b) => (b as { text: string }).text)).toEqual([
      CODE.join('\n'),
    ]);
  });

  it('lets no running header, footer or page number into any text', () => {
    const joined = allText(r).join('\n');
    expect(joined).not.toContain('32000-1:2008');
    expect(joined).not.toContain('All rights reserved');
    expect(allText(r).filter((t) => /^\d+$|^[ivx]+$/.test(t.trim()))).toEqual([]);
  });

  it('gives blocks their physical page and the y of their first line', () => {
    const scope = r.blocks.find((b) => b.kind === 'heading' && squash(b.text) === '1 Scope')!;
    expect(scope.page).toBe(2);
    expect(scope.y).toBeGreaterThan(700);
    const pages = r.blocks.map((b) => b.page);
    expect(pages).toEqual([...pages].sort((a, b) => a - b));
  });
});

describe('a table whose caption is repeated with "(continued)" on the next page', () => {
  it('reads one caption and continuation tables, every row kept once', async () => {
    const table = { ...TABLE, continuedCaption: true };
    const { result: r } = await extract({
      blocks: [{ h: '7 Syntax', level: 1 }, { p: LONG }, { table }, { p: LONG }],
      outline: true,
    });
    expect(texts(r, 'paragraph')).toEqual([LONG, TABLE.caption, LONG]);
    const tables = r.blocks.filter((b): b is Extract<RawBlock, { kind: 'table' }> => b.kind === 'table');
    expect(tables.length).toBeGreaterThanOrEqual(2);
    expect(tables.every((t) => t.rows[0]!.header)).toBe(true);
    expect(tables.flatMap((t) => t.rows.slice(1).map((row) => row.cells.map((c) => squash(c.text))))).toEqual(rows);
  });
});

describe('text the fallback cannot read', () => {
  it('says which pages hold text set at an angle, and keeps it out of the blocks', async () => {
    const blocks: TestBlock[] = [
      { h: '1 Scope', level: 1 },
      { p: LONG },
      { pagebreak: true },
      { p: NOTE },
      { rotated: 'Turned margin note' },
    ];
    const { result: r } = await extract({ blocks, outline: true });
    expect(r.diagnostics.find((d) => d.code === 'rotated-text')).toMatchObject({ severity: 'warning', page: 2 });
    expect(allText(r).join(' ')).not.toContain('Turned margin note');
    expect(texts(r, 'paragraph')).toEqual([LONG, NOTE]);
  });
});

describe('untagged PDF without an outline', () => {
  it('takes its sections from the printed Contents page, mapping printed numbers via the running footer', async () => {
    const { result: r, headingPages } = await extract({ blocks: content(true), romanPages: 2 });
    expect(r.outline).toEqual([]);
    expect(r.contents.map((o) => [o.title, o.page])).toEqual(HEADINGS.map((h) => [h.h, headingPages.get(h.h)]));
    expect(r.contents.map((o) => o.depth)).toEqual([0, 0, 0, 1, 2, 0]);
    expect(r.contents.every((o) => o.y === null)).toBe(true);
    const m = segment(r);
    expect(m.sectionSource).toBe('contents-page');
    expect(m.sections.map((s) => s.source)).toEqual(HEADINGS.map(() => 'contents-page'));
    expect(m.diagnostics.find((d) => d.code === 'outline-missing')?.message).toMatch(/printed Contents/);
    // The Contents page is the section list, not body text.
    expect(allText(r).some((t) => t.includes('. . .'))).toBe(false);
    expect(r.blocks.some((b) => b.page === 2)).toBe(false);
  });

  it('maps printed numbers through /PageLabels when the file has them', async () => {
    const { result: r, headingPages } = await extract({ blocks: content(true), romanPages: 2, pageLabels: true });
    expect(r.pageLabels.slice(0, 4)).toEqual(['i', 'ii', '1', '2']);
    expect(segment(r).sectionSource).toBe('contents-page');
    expect(r.contents.map((o) => o.page)).toEqual(HEADINGS.map((h) => headingPages.get(h.h)));
    expect(r.contents.map((o) => r.pageLabels[o.page - 1])).toEqual(
      HEADINGS.map((h) => printedLabel(headingPages.get(h.h)!, 2)),
    );
  });

  it('falls back to the detected headings when there is no Contents page either, and says so', async () => {
    const { result: r, headingPages } = await extract({ blocks: content(false) });
    expect(r.contents).toEqual([]);
    const m = segment(r);
    expect(m.sectionSource).toBe('headings');
    expect(m.sections.map((s) => [[s.number, s.title].filter(Boolean).join(' '), s.page, s.level, s.source])).toEqual(
      HEADINGS.map((h) => [h.h, headingPages.get(h.h), h.level, 'headings']),
    );
    expect(m.diagnostics.find((d) => d.code === 'outline-missing')?.message).toMatch(/detected headings/);
  });
});
