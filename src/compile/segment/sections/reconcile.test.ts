import { describe, expect, it } from 'vitest';
import type { OutlineEntry, RawBlock } from '../../blocks.js';
import { classify } from '../elements/classify.js';
import { reconcileSections } from './reconcile.js';

const h = (text: string, page: number, y = 700, tagLevel: number | null = 1): RawBlock => ({
  kind: 'heading',
  text,
  tagLevel,
  page,
  y,
});
const p = (text: string, page: number, y = 600): RawBlock => ({ kind: 'paragraph', text, page, y });
const o = (title: string, page: number, depth = 0, y: number | null = 710): OutlineEntry => ({ title, page, y, depth });
const labels = Array.from({ length: 20 }, (_, i) => String(i + 1));

const BODY: RawBlock[] = [
  p('Cover', 1),
  h('1 Scope', 2),
  p('Scope text.', 2, 650),
  h('2 Syntax', 3),
  h('2.1 Objects', 3, 650, 2),
  h('2.1.1 General', 3, 600, 3),
  p('General text.', 3, 580),
  h('2.1.2 String objects', 4, 700, 3),
  p('Strings.', 4, 650),
  h('2.2 Streams', 5, 700, 2),
  p('Streams.', 5, 650),
  h('Annex A (informative) Procedure', 6),
  h('A.1 General', 6, 650, 2),
  h('A.4 Procedure', 7, 700, 2),
  p('Steps.', 7, 650),
];

function run(outline: OutlineEntry[], contents: OutlineEntry[] = [], blocks = BODY) {
  const { elements } = classify(blocks);
  const r = reconcileSections({ outline, contents, elements, pageLabels: labels });
  const order = r.drafts.map((_, i) => i).sort((a, b) => r.starts[a]!.start - r.starts[b]!.start);
  return { ...r, list: order.map((i) => [r.drafts[i]!.number ?? r.drafts[i]!.title, r.drafts[i]!.source]) };
}

describe('reconcileSections', () => {
  it('takes the number an entry left out from its heading where the outline numbers its entries, not where it numbers none', () => {
    const full = [o('1 Scope', 2), o('2 Syntax', 3), o('Objects', 3, 1, 660), o('2.1.1 General', 3, 2, 610)];
    const r = run(full);
    expect(r.list.slice(0, 4)).toEqual([
      ['1', 'outline'],
      ['2', 'outline'],
      ['2.1', 'outline'],
      ['2.1.1', 'outline'],
    ]);
    expect(r.drafts.find((d) => d.number === '2.1')).toMatchObject({ title: 'Objects', level: 2 });
    // An outline without numbers (RISC-V's) gives no entry a number this way.
    const bare = run([o('Scope', 2), o('Syntax', 3), o('Objects', 3, 1, 660)]);
    expect(bare.drafts.filter((d) => d.source === 'outline' && d.number !== null)).toEqual([]);
  });

  it("keeps the first page's unnumbered entries where three of them are headings printed there: body, no title page", () => {
    const manPage: RawBlock[] = [
      h('Name', 1, 760),
      p('fonts.conf — Font configuration files', 1, 745),
      h('Synopsis', 1, 720),
      p('/etc/fonts/fonts.conf', 1, 705),
      h('Description', 1, 680),
      p('Fontconfig is a library.', 1, 665),
      ...BODY.slice(1),
    ];
    const entries = [o('Name', 1, 0, 770), o('Synopsis', 1, 0, 730), o('Description', 1, 0, 690), o('1 Scope', 2)];
    expect(run(entries, [], manPage).list.slice(0, 4)).toEqual([
      ['Name', 'outline'],
      ['Synopsis', 'outline'],
      ['Description', 'outline'],
      ['1', 'outline'],
    ]);
    // Two such titles are a title page's (a document's number and title): no sections.
    const titlePage = run([o('Name', 1, 0, 770), o('Synopsis', 1, 0, 730), o('1 Scope', 2)], [], manPage);
    expect(titlePage.list.map(([t]) => t)).not.toContain('Name');
    expect(titlePage.diagnostics.map((d) => d.message).join('\n')).toContain('"Synopsis" is no section: title page');
  });

  it('rejects an outline of bookmark names and builds the sections on the headings', () => {
    const r = run([o('OLE_LINK6', 4), o('_Toc123456', 2, 1), o('DDHeadingPage1', 3, 2), o('_Ref98765', 5, 3)]);
    expect(r.primary).toBe('headings');
    expect(r.list.map(([n]) => n)).toEqual(['1', '2', '2.1', '2.1.1', '2.1.2', '2.2', 'Annex A', 'A.1', 'A.4']);
    expect(r.reports[0]).toMatchObject({ source: 'outline', role: 'rejected', entries: 4, confirmed: 0, sections: 0 });
    expect(r.reports[0]!.reason).toMatch(
      /only 0 of 4 entries match a heading on their page \(4 are no clause titles, e\.g\. "OLE_LINK6"/,
    );
    expect(r.diagnostics.map((d) => d.code)).toContain('outline-rejected');
  });

  it('keeps an entry that reads like a bookmark name where a heading on its page prints it (the ICCCM)', () => {
    const body = [...BODY.slice(0, 8), h('INSERT_SELECTION', 4, 620, 4), p('Inserts.', 4, 600), ...BODY.slice(8)];
    const outline = [o('1 Scope', 2), o('2 Syntax', 3), o('2.1.2 String objects', 4), o('INSERT_SELECTION', 4, 3, 630)];
    const r = run([...outline, o('OLE_LINK6', 4), o('2.2 Streams', 5)], [], body);
    expect(r.list).toContainEqual(['INSERT_SELECTION', 'outline']);
    expect(r.list.map(([n]) => n)).not.toContain('OLE_LINK6');
    expect(r.reports[0]!.reason ?? '').not.toMatch(/INSERT_SELECTION/);
  });

  it("takes no section from the title page's headings, but a front-matter title there is one", () => {
    // OGC WMTS: "Open Geospatial Consortium Inc." and "Warning" tagged as headings on its cover; an RFC's Abstract.
    const cover = [h('Open Geospatial Consortium Inc.', 1, 780), h('Warning', 1, 700), h('Abstract', 1, 600)];
    // The document's title, printed again over clause 1 on a later page, is no section either.
    const title = [p('OpenGIS Web Map Tile Service', 1, 500), h('OpenGIS Web Map Tile Service', 2, 720)];
    const r = run([], [], [...cover, p('The abstract.', 1, 580), ...title, ...BODY.slice(1)]);
    expect(r.primary).toBe('headings');
    expect(r.list.map(([n]) => n).slice(0, 3)).toEqual(['Abstract', '1', '2']);
  });

  it('rejects an outline whose real-looking titles mostly match no heading, when the headings say more', () => {
    const r = run([o('1 Introduction', 9), o('2 Overview', 9), o('3 Syntax', 9), o('2 Syntax', 3)]);
    expect(r.primary).toBe('headings');
    expect(r.reports[0]).toMatchObject({ role: 'rejected', confirmed: 1 });
  });

  it('keeps an unconfirmed outline when the body offers no better evidence, and says so', () => {
    const r = run([o('1 Scope', 2), o('2 Syntax', 3)], [], [p('Scope text.', 2), p('Syntax text.', 3)]);
    expect(r.primary).toBe('outline');
    expect(r.list).toEqual([
      ['1', 'outline'],
      ['2', 'outline'],
    ]);
    expect(r.diagnostics.map((d) => d.code)).toEqual([
      'sections-unconfirmed',
      'heading-unmatched',
      'heading-unmatched',
    ]);
  });

  it('deepens a two-level outline by the numbered headings nested in its clauses', () => {
    const r = run([
      o('1 Scope', 2),
      o('2 Syntax', 3),
      o('2.1 Objects', 3, 1, 660),
      o('2.2 Streams', 5, 1),
      o('Annex A Procedure', 6),
    ]);
    expect(r.primary).toBe('outline');
    expect(r.list).toEqual([
      ['1', 'outline'],
      ['2', 'outline'],
      ['2.1', 'outline'],
      ['2.1.1', 'headings'],
      ['2.1.2', 'headings'],
      ['2.2', 'outline'],
      ['Annex A', 'outline'],
      ['A.1', 'headings'],
      ['A.4', 'headings'],
    ]);
    expect(r.reports.map((x) => [x.source, x.role, x.sections])).toEqual([
      ['outline', 'primary', 5],
      ['headings', 'deepening', 4],
    ]);
    expect(r.diagnostics.find((d) => d.code === 'sections-deepened')?.message).toMatch(
      /^4 numbered heading\(s\) that the outline does not list became sections \(2\.1\.1, 2\.1\.2, A\.1, A\.4\)/,
    );
  });

  it('adds no heading that does not nest in the clause open at that point', () => {
    const blocks: RawBlock[] = [
      h('1 Scope', 1),
      h('3.4 Stray number in a table', 1, 600, 2),
      h('2 Syntax', 2),
      h('2.1 Objects', 2, 600, 2),
      h('7 Another stray', 2, 500, 1),
    ];
    const r = run([o('1 Scope', 1), o('2 Syntax', 2), o('3 More', 3)], [], blocks);
    expect(r.list.map(([n]) => n)).toEqual(['1', '2', '2.1', '3']);
  });

  it('takes the Contents when the outline is rejected, and deepens it', () => {
    const contents = [
      o('1 Scope', 2, 0, null),
      o('2 Syntax', 3, 0, null),
      o('2.1 Objects', 3, 1, null),
      o('2.2 Streams', 5, 1, null),
      o('Annex A Procedure', 6, 0, null),
    ];
    const r = run([o('_Toc1', 1), o('_Toc2', 4)], contents);
    expect(r.primary).toBe('contents-page');
    expect(r.reports.map((x) => [x.source, x.role])).toEqual([
      ['outline', 'rejected'],
      ['contents-page', 'primary'],
      ['headings', 'deepening'],
    ]);
    expect(r.drafts.every((d) => d.y === null || d.source === 'outline')).toBe(true);
  });

  it('takes a paragraph printed as the next numbered subclause as a heading, and no other numbered paragraph', () => {
    const blocks: RawBlock[] = [
      h('1 Scope', 1),
      h('2 Syntax', 2),
      h('2.1 Objects', 2, 650, 2),
      p('2.1.1 General', 2, 600),
      p('Text.', 2, 580),
      p('2.1.3 Skipped a number', 2, 500),
      p('2.1.2 Strings', 3, 700),
      p('2.1.3 Streams', 3, 600),
      p('2.1.4 Values shall be given. They are needed', 3, 500),
      p('2.1.4 lower-case title', 3, 450),
      p('3.1 Not in an open clause', 3, 400),
    ];
    const r = run([], [], blocks);
    expect(r.list).toEqual([
      ['1', 'headings'],
      ['2', 'headings'],
      ['2.1', 'headings'],
      ['2.1.1', 'headings'],
      ['2.1.2', 'headings'],
      ['2.1.3', 'headings'],
    ]);
    expect(r.promoted).toEqual([3, 6, 7]);
    expect(r.diagnostics.find((d) => d.code === 'paragraph-headings')?.message).toMatch(
      /^3 paragraph\(s\) printed as the next numbered subclause \("2\.1\.1", "2\.1\.2", "2\.1\.3"\)/,
    );
  });

  it('takes a list of one item printed as the next numbered subclause, its title opening with a symbol', () => {
    const item = (text: string, page: number, y: number): RawBlock => ({ kind: 'list', items: [text], page, y });
    const blocks: RawBlock[] = [
      h('1 Scope', 1),
      h('2 Compression', 2),
      item('2.1 #include compression', 2, 650),
      p('Text.', 2, 600),
      item('2.2 Eliminating duplication', 2, 500),
      item('2.3 and a list item that goes on', 2, 450),
      item('2.3 (see above)', 2, 400),
    ];
    const r = run([], [], blocks);
    expect(r.list.slice(2)).toEqual([
      ['2.1', 'headings'],
      ['2.2', 'headings'],
    ]);
  });

  it('gives an empty outline title the heading at its destination, and drops one that points at none', () => {
    const r = run([o('1 Scope', 2), o('2 Syntax', 3), o('', 3, 1, 660), o('', 5, 0, 100), o('2.2', 5, 1)]);
    const drafts = r.drafts.filter((d) => d.source === 'outline').map((d) => [d.number, d.title, d.level]);
    expect(drafts).toEqual([
      ['1', 'Scope', 1],
      ['2', 'Syntax', 1],
      ['2.1', 'Objects', 2],
      ['2.2', 'Streams', 2],
    ]);
    expect(r.diagnostics.map((d) => d.message)).toContain('outline entry "" is no section: empty title');
  });
});
