import { describe, expect, it } from 'vitest';
import type { PageText, Piece } from './page-text.js';
import { structToBlocks, walkStructure } from './struct-blocks.js';
import type { StructKid, StructNode } from './struct-tree.js';

/** A page whose MCID n holds one line of text at y = 800 - 20 n. */
function pages(lines: Record<number, Record<number, string | Piece[]>>): (page: number) => PageText | undefined {
  const out = new Map<number, PageText>();
  for (const [page, byMcid] of Object.entries(lines)) {
    const mcids = new Map<number, Piece[]>();
    for (const [mcid, text] of Object.entries(byMcid)) {
      const y = 800 - 20 * Number(mcid);
      mcids.set(
        Number(mcid),
        typeof text === 'string' ? [{ s: text, x: 50, y, w: text.length * 6, h: 12, eol: false }] : text,
      );
    }
    out.set(Number(page), { mcids, artifacts: [], untaggedChars: 0 });
  }
  return (p) => out.get(p);
}
/** One run of text at x = 50, in the bold ('b') or italic ('i') face if given, else roman. */
const run = (s: string, y: number, face?: 'b' | 'i'): Piece => ({
  s,
  x: 50,
  y,
  w: s.length * 6,
  h: 12,
  eol: false,
  ...(face === 'b' ? { b: true as const } : face === 'i' ? { i: true as const } : {}),
});
const mc = (mcid: number, page = 1): StructKid => ({ page, mcid });
const el = (role: string, ...kids: StructKid[]): StructNode => ({ role, kids });
const root = (...kids: StructKid[]) => el('StructTreeRoot', el('Document', el('Art', el('Sect', ...kids))));

describe('structToBlocks', () => {
  it('reads headings, paragraphs and a paragraph that crosses a page break as one', () => {
    const text = pages({
      1: { 0: '7.3.4 Stream objects', 1: 'A stream shall be', 2: 'Ignored' },
      2: { 0: 'an indirect object.' },
    });
    const blocks = structToBlocks(root(el('H3', mc(0)), el('P', mc(1), mc(0, 2))), text);
    expect(blocks).toEqual([
      { kind: 'heading', text: '7.3.4 Stream objects', tagLevel: 3, page: 1, y: 812 },
      { kind: 'paragraph', text: 'A stream shall be\nan indirect object.', page: 1, y: 792 },
    ]);
  });

  it('marks a paragraph whose every visible character is set in an italic face, not one with a roman word', () => {
    const text = pages({
      1: {
        0: [run('The CIE_id field must be 64 bits', 800, 'i'), run(' ', 800)],
        1: [run('A field must be', 780), run(' aligned.', 780, 'i')],
      },
    });
    const blocks = structToBlocks(root(el('P', mc(0)), el('P', mc(1))), text);
    expect(blocks.map((b) => (b.kind === 'paragraph' ? b.italic : b.kind))).toEqual([true, undefined]);
  });

  it('marks a paragraph of one line set wholly in bold, not one of two lines or with a word in another face', () => {
    const text = pages({
      1: {
        0: [run('Use of Shared', 800, 'b'), run(' Keys', 800.4, 'b')],
        1: [run('Weak Key', 780, 'b'), run('Records', 766, 'b')],
        2: [run('Keys of', 740, 'b'), run(' Retired Modules', 740)],
      },
    });
    const blocks = structToBlocks(root(el('P', mc(0)), el('P', mc(1)), el('P', mc(2))), text);
    expect(blocks.map((b) => (b.kind === 'paragraph' ? b.boldAlone : b.kind))).toEqual(['body', undefined, undefined]);
  });

  it('reads a first line alone in bold over lines in another face, in one P, as a title over its text', () => {
    const text = pages({
      1: {
        // A Word text box tagged as one P (SP 800-152's "Authority").
        0: [run('Authority', 800, 'b'), run('This publication is issued', 780), run('by the institute.', 766)],
        // A sentence in bold that runs on to the next line is no title, nor a bold line closed by a full stop.
        1: [run('Keys shall be kept', 700, 'b'), run('apart,', 686, 'b'), { ...run(' as 5.2 says.', 686), x: 86 }],
        2: [run('Keys are secret.', 640, 'b'), run('So are their copies.', 626)],
      },
    });
    const blocks = structToBlocks(root(el('P', mc(0)), el('P', mc(1)), el('P', mc(2))), text);
    expect(blocks.map((b) => (b.kind === 'paragraph' ? [b.text, b.boldAlone] : b.kind))).toEqual([
      ['Authority', 'body'],
      ['This publication is issued\nby the institute.', undefined],
      ['Keys shall be kept\napart, as 5.2 says.', undefined],
      ['Keys are secret.\nSo are their copies.', undefined],
    ]);
  });

  it("reads text the tree tags into elements pages away where it is printed, one paragraph per element's page", () => {
    const text = pages({
      3: { 0: 'First item.', 1: 'Second item.' },
      4: { 0: 'Between.' },
      9: { 0: 'Appendix D', 1: 'Its first line,', 2: 'and its second.' },
    });
    const blocks = structToBlocks(
      root(
        el('L', el('LI', el('LBody', mc(0, 3), mc(0, 9))), el('LI', el('LBody', mc(1, 3), mc(1, 9), mc(2, 9)))),
        el('P', mc(0, 4)),
      ),
      text,
    );
    expect(blocks.map((b) => [b.kind, b.page, b.kind === 'list' ? b.items : 'text' in b ? b.text : ''])).toEqual([
      ['list', 3, ['First item.', 'Second item.']],
      ['paragraph', 4, 'Between.'],
      ['paragraph', 9, 'Appendix D'],
      ['paragraph', 9, 'Its first line,\nand its second.'],
    ]);
  });

  it('reads a tree table whose cells are printed pages apart as paragraphs where printed, a table over a page break as one', () => {
    const text = pages({
      5: { 0: '3. location', 1: 'The address.', 2: '4. range', 3: 'The size.', 4: '6.4.2 Call Frame Instructions' },
      6: { 0: 'Each instruction takes operands.', 1: 'Name', 2: 'Code', 3: 'nop', 4: '0x0' },
      7: { 0: 'adv', 1: '0x1' },
      90: { 0: 'Compilation Unit 1', 1: 'length 4' },
    });
    const row = (...cells: StructKid[][]) => el('TR', ...cells.map((kids) => el('TD', el('P', ...kids))));
    const scattered = el(
      'Table',
      el('TBody', row([mc(1, 5)], [mc(2, 5)]), row([mc(3, 5)], [mc(4, 5), mc(1, 90)]), row([mc(0, 90)])),
    );
    const continued = el(
      'Table',
      row([mc(1, 6)], [mc(2, 6)]),
      row([mc(3, 6)], [mc(4, 6)]),
      row([mc(0, 7)], [mc(1, 7)]),
    );
    const walk = walkStructure(root(el('P', mc(0, 5)), scattered, el('P', mc(0, 6)), continued), text);
    expect(
      walk.blocks.map((b) => [b.kind, b.page, b.kind === 'table' ? b.rows.length : 'text' in b ? b.text : '']),
    ).toEqual([
      ['paragraph', 5, '3. location'],
      ['paragraph', 5, 'The address.'],
      ['paragraph', 5, '4. range'],
      ['paragraph', 5, 'The size.'],
      ['paragraph', 5, '6.4.2 Call Frame Instructions'],
      ['paragraph', 6, 'Each instruction takes operands.'],
      ['table', 6, 3],
      ['paragraph', 90, 'Compilation Unit 1'],
      ['paragraph', 90, 'length 4'],
    ]);
    expect(walk.scattered).toEqual([5]);
    expect(walk.strayPages).toEqual([]);
  });

  it('marks a table apart from the one before where the tree sets an empty paragraph between them (Word)', () => {
    const text = pages({ 1: { 0: 'PR:2.1', 1: 'Shall be.' }, 2: { 0: 'PA:2.1', 1: 'Should be.', 2: '', 3: 'PF:2.1' } });
    const table = (page: number, ...mcids: number[]) =>
      el('Table', el('TR', ...mcids.map((m) => el('TD', el('P', mc(m, page))))));
    const blocks = structToBlocks(root(table(1, 0, 1), el('P', mc(2, 2)), table(2, 0, 1), table(2, 3)), text);
    expect(blocks.map((b) => [b.kind, b.page, b.kind === 'table' ? (b.apart ?? false) : null])).toEqual([
      ['table', 1, false],
      ['table', 2, true],
      ['table', 2, false],
    ]);
  });

  it('splits a P that wraps a Table into the text before, the table and the text after', () => {
    const text = pages({ 1: { 0: 'Before', 1: 'Key', 2: 'Type', 3: 'Length', 4: 'integer', 5: 'After' } });
    const table = el(
      'Table',
      el('THead', el('TR', el('TH', el('P', mc(1))), el('TH', el('P', mc(2))))),
      el(
        'TBody',
        el(
          'TR',
          { role: 'TD', kids: [el('P', mc(3))], colSpan: 1 },
          { role: 'TD', kids: [el('P', mc(4))], rowSpan: 2 },
        ),
      ),
    );
    const blocks = structToBlocks(root(el('P', mc(0), table, mc(5))), text);
    expect(blocks.map((b) => b.kind)).toEqual(['paragraph', 'table', 'paragraph']);
    const t = blocks[1];
    expect(t?.kind === 'table' && t.rows).toEqual([
      {
        header: true,
        page: 1,
        cells: [
          { text: 'Key', header: true, colSpan: 1, rowSpan: 1 },
          { text: 'Type', header: true, colSpan: 1, rowSpan: 1 },
        ],
      },
      {
        header: false,
        page: 1,
        cells: [
          { text: 'Length', header: false, colSpan: 1, rowSpan: 1 },
          { text: 'integer', header: false, colSpan: 1, rowSpan: 2 },
        ],
      },
    ]);
  });

  it('puts a table caption child before the table, wherever it sits', () => {
    const text = pages({ 1: { 0: 'a', 1: 'Table 1: Caption' } });
    const blocks = structToBlocks(root(el('Table', el('TR', el('TD', mc(0))), el('Caption', mc(1)))), text);
    expect(blocks.map((b) => b.kind)).toEqual(['paragraph', 'table']);
  });

  it('reads L > LI > Lbl + LBody as list items, nested lists flattened after their item', () => {
    const text = pages({ 1: { 0: '■', 1: 'first', 2: '■', 3: 'second', 4: 'inner' } });
    const list = el(
      'L',
      el('LI', el('Lbl', mc(0)), el('LBody', mc(1))),
      el('LI', el('Lbl', mc(2)), el('LBody', mc(3), el('L', el('LI', el('LBody', mc(4)))))),
    );
    const blocks = structToBlocks(root(list), text);
    expect(blocks).toMatchObject([{ kind: 'list', items: ['■\nfirst', '■\nsecond', 'inner'] }]);
  });

  it('splits a list where its items go on to a later page, marking the part on the next page as continued', () => {
    const text = pages({ 32: { 0: 'first', 1: 'second' }, 33: { 0: 'third' }, 41: { 2: 'much later' } });
    const list = el(
      'L',
      el('LI', el('LBody', mc(0, 32))),
      el('LI', el('LBody', mc(1, 32))),
      el('LI', el('LBody', mc(0, 33))),
      el('LI', el('LBody', mc(2, 41))),
    );
    expect(structToBlocks(root(list), text)).toEqual([
      { kind: 'list', items: ['first', 'second'], itemPages: [32, 32], page: 32, y: 812 },
      { kind: 'list', items: ['third'], itemPages: [33], page: 33, y: 812, continued: true },
      { kind: 'list', items: ['much later'], itemPages: [41], page: 41, y: 772 },
    ]);
  });

  it('reads a Code element as one block, one line per P', () => {
    const text = pages({ 1: { 0: '<a>', 1: '  <b/>', 2: '</a>' } });
    const blocks = structToBlocks(root(el('Code', el('P', mc(0)), el('P', mc(1)), el('P', mc(2)))), text);
    expect(blocks).toMatchObject([{ kind: 'code', text: '<a>\n  <b/>\n</a>' }]);
  });

  it('reads the NonStruct runs of a P, inline code between them, as one paragraph (Chrome), and a NonStruct outside a P as a block', () => {
    const text = pages({
      1: { 0: 'Functions may be combined with the', 1: 'unsafe', 2: 'qualifier:', 3: 'A grouped paragraph.' },
    });
    const blocks = structToBlocks(
      root(
        el('P', el('NonStruct', mc(0)), el('Code', el('NonStruct', mc(1))), el('NonStruct', mc(2))),
        el('NonStruct', mc(3)),
      ),
      text,
    );
    expect(blocks.map((b) => (b.kind === 'paragraph' ? b.text : b.kind))).toEqual([
      'Functions may be combined with the\nunsafe\nqualifier:',
      'A grouped paragraph.',
    ]);
  });

  it('reads a footnote Note after the paragraph it interrupts', () => {
    const text = pages({ 1: { 0: 'Text with a note', 1: '1) The footnote.', 2: 'mark and more.' } });
    const blocks = structToBlocks(root(el('P', mc(0), el('Note', el('P', mc(1))), mc(2))), text);
    expect(blocks.map((b) => (b.kind === 'paragraph' ? b.text : b.kind))).toEqual([
      'Text with a note\nmark and more.',
      '1) The footnote.',
    ]);
  });

  it('skips figures and uses ActualText in place of content', () => {
    const text = pages({ 1: { 0: 'diagram label', 1: 'x', 2: 'Body' } });
    const blocks = structToBlocks(
      root(el('Figure', mc(0)), el('P', { role: 'Span', kids: [mc(1)], actualText: 'α' }, mc(2))),
      text,
    );
    expect(blocks).toMatchObject([{ kind: 'paragraph', text: 'α\nBody' }]);
  });

  it("reads a figure's Caption where the tree puts it, its drawing's labels not", () => {
    const text = pages({ 1: { 0: 'Figure 3 — Report layout', 1: 'label A', 2: 'Body' } });
    const walk = walkStructure(root(el('Figure', el('Caption', mc(0)), mc(1)), el('P', mc(2))), text);
    expect(walk.blocks.map((b) => (b.kind === 'paragraph' ? b.text : b.kind))).toEqual([
      'Figure 3 — Report layout',
      'Body',
    ]);
    expect(walk.skipped.map((s) => s.text)).toEqual(['label A']);
    expect(walk.textless).toEqual([]);
  });

  it('reads a figure with no text under a table caption as a table without rows beside it', () => {
    const text = pages({ 1: { 0: 'Table 3 — Schedule of reviews', 1: [] } });
    const over = walkStructure(root(el('Figure', el('Caption', mc(0)), mc(1))), text);
    expect(over.blocks.map((b) => b.kind)).toEqual(['paragraph', 'table']);
    expect(over.blocks[1]).toMatchObject({ kind: 'table', rows: [], page: 1 });
    expect(over.textless).toEqual([{ page: 1, caption: 'Table 3 — Schedule of reviews' }]);
    const under = walkStructure(root(el('Figure', mc(1), el('Caption', mc(0)))), text);
    expect(under.blocks.map((b) => b.kind)).toEqual(['table', 'paragraph']);
  });

  it('reads no table where the figure holds text, or its caption is no table caption', () => {
    const labelled = pages({ 1: { 0: 'Table 3 — Schedule of reviews', 1: 'First review' } });
    expect(walkStructure(root(el('Figure', el('Caption', mc(0)), mc(1))), labelled).blocks.map((b) => b.kind)).toEqual([
      'paragraph',
    ]);
    const figure = pages({ 1: { 0: 'Figure 3 — Report layout', 1: [] } });
    expect(walkStructure(root(el('Figure', el('Caption', mc(0)), mc(1))), figure).textless).toEqual([]);
  });

  it('reads nested marked content in printed order, once', () => {
    const line = (s: string, x: number): Piece => ({ s, x, y: 800, w: s.length * 6, h: 12, eol: false });
    const text = pages({
      1: { 0: [line('7.3.4', 50), { nested: 1 }, line('Stream objects', 86)], 1: [line(' ', 80)] },
    });
    const blocks = structToBlocks(root(el('H1', mc(0), el('Span', mc(1)))), text);
    expect(blocks).toMatchObject([{ kind: 'heading', text: '7.3.4 Stream objects' }]);
  });

  describe('a figure inside a line of text', () => {
    const r = (s: string, x: number, y: number, h = 10): Piece => ({ s, x, y, w: s.length * 5, h, eol: false });
    // "…the mathematics in ∛x, the 3 is tagged": the line's text in MCIDs 0 and 2, the formula's glyphs in 1.
    const line = (formula: Piece[]) =>
      pages({ 1: { 0: [r('tag the mathematics in', 50, 700)], 1: formula, 2: [r(', the 3 is tagged.', 171, 700)] } });
    const figure = (alt?: string): StructNode => ({ ...el('Figure', mc(1)), ...(alt === undefined ? {} : { alt }) });
    const read = (formula: Piece[], fig: StructNode) => walkStructure(root(el('P', mc(0), fig, mc(2))), line(formula));

    it('reads as its Alt where it is printed; its glyphs are figure text, left out', () => {
      const walk = read([r('3', 163, 705, 6), r('x', 166, 700)], figure('cube root of x'));
      expect(walk.blocks.map((b) => b.kind === 'paragraph' && b.text)).toEqual([
        'tag the mathematics in cube root of x, the 3 is tagged.',
      ]);
      expect(walk.skipped).toEqual([{ page: 1, role: 'Figure', text: '3 x' }]);
    });

    it('without an Alt, or with an Alt too long to stand for a few glyphs, is left out as before', () => {
      for (const fig of [figure(), figure('a long description '.repeat(8))])
        expect(read([r('x', 166, 700)], fig).blocks.map((b) => b.kind === 'paragraph' && b.text)).toEqual([
          'tag the mathematics in , the 3 is tagged.',
        ]);
    });

    it('is no part of the sentence when its glyphs stand off the line (a diagram) or it has none (a picture)', () => {
      for (const glyphs of [[r('Input', 166, 600)], []])
        expect(read(glyphs, figure('a diagram')).blocks.map((b) => b.kind === 'paragraph' && b.text)).toEqual([
          'tag the mathematics in , the 3 is tagged.',
        ]);
    });
  });
});
