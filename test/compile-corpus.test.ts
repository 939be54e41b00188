/**
 * The compiler on the real PDF Association documents in ../shared/corpus
 * (CC BY 4.0, never committed). Every expectation here was checked by reading
 * the PDFs (pdftotext -layout and pdfjs): outline sizes, WTPDF's terms, table
 * row counts, page furniture strings. Skipped, visibly, when the folder is absent.
 */
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { filter, lastValueFrom, map, toArray } from 'rxjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compile$, type CompileEvent } from '../src/compile/compile.js';
import { withoutEnumerator } from '../src/compile/segment/requirements/nested-items.js';
import { splitSentences } from '../src/compile/segment/sentences.js';
import type { DocModel, Element } from '../src/model/types.js';
import { compiledModels } from '../tools/eval/models.js';
import { MAY_DECISIONS } from './support/may-decisions.js';

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const corpus = resolve(repo, '../shared/corpus');
const present = existsSync(join(corpus, 'Well-Tagged-PDF-WTPDF-1.0.pdf'));
if (!present) console.warn(`compile-corpus: SKIPPED — no real corpus at ${corpus}`);

interface Expect {
  file: string;
  outline: number;
  /** Outline entries that are one section with the entry before them ("4.1" > "author"). */
  merged?: number;
  /** Outline entries that are no clause: the Contents list, the title page (read from the PDF's outline). */
  notClauses?: string[];
  /** Merged outline entries that are term entries of a terms clause, no sections (term-entry-sections). */
  termEntries?: number;
  /** Running header/footer texts printed on the pages (as artifacts). */
  furniture: string[];
}

const FILES: Record<string, Expect> = {
  wtpdf: {
    file: 'Well-Tagged-PDF-WTPDF-1.0.pdf',
    outline: 183,
    notClauses: ['Table of Contents'],
    furniture: ['PDF Association — Well-Tagged PDF (WTPDF)'],
  },
  bpg: {
    file: 'Tagged-PDF-Best-Practice-Guide.pdf',
    outline: 186,
    notClauses: ['Table of Contents'],
    furniture: ['© 2023 PDF Association'],
  },
  an002: {
    file: 'PDF20_AN002-AF.pdf',
    outline: 31,
    furniture: ['PDF Association – Application Note 0002 – Associated Files', '© 2018 PDF Association'],
  },
  an003: {
    file: 'PDF20_AN003-ObjectMetadataLocations.pdf',
    outline: 22,
    notClauses: ['Table of Contents'],
    furniture: ['© 2021 PDF Association'],
  },
  declarations: {
    file: 'PDF-Declarations.pdf',
    outline: 22,
    merged: 2,
    // "4.1" / "author" and "4.2" / "PDF Declaration": term entries of clause 4, no sections (its truth).
    termEntries: 2,
    notClauses: ['PDF Declarations', 'Table of Contents'],
    furniture: ['© 2019 PDF Association'],
  },
  an001: {
    file: 'PDF20_AN001-BPC.pdf',
    outline: 8,
    furniture: ['PDF Association PDF 2.0 Application Note 001', '2018-September-17', 'Page 3'],
  },
};

const compiled = new Map<string, DocModel>();
// The end-to-end files share a process (vitest.config.ts): what this file holds is let go after it.
afterAll(() => compiled.clear());

/** The compiled model of a corpus file; a missing one is a failed beforeAll, said as such. */
function model(id: string): DocModel {
  const m = compiled.get(id);
  if (!m) throw new Error(`${id} was not compiled`);
  return m;
}

function expected(id: string): Expect {
  const f = FILES[id];
  if (!f) throw new Error(`no expectations for ${id}`);
  return f;
}
let wtpdfEvents: CompileEvent[] = [];

/** Every text an element shows: paragraph/heading/note/code text, list items, table cells. */
function texts(m: DocModel, e: Element): string[] {
  switch (e.type) {
    case 'list':
      return e.items;
    case 'table': {
      const t = m.tables[e.table];
      if (!t) throw new Error(`element points to table ${e.table}, which is not in the model`);
      return [t.caption, ...t.headers, ...t.rows.flat()];
    }
    default:
      return [e.text];
  }
}

describe.skipIf(!present)('compile: real corpus', () => {
  beforeAll(async () => {
    wtpdfEvents = await lastValueFrom(compile$(join(corpus, expected('wtpdf').file), { workers: 1 }).pipe(toArray()));
    compiled.set('wtpdf', (wtpdfEvents.at(-1) as Extract<CompileEvent, { type: 'model' }>).model);
    // The others as the scoreboard reads them: from the eval cache, compiled once per run by whichever file asks first.
    const others = Object.keys(FILES).filter((id) => id !== 'wtpdf');
    const models = await compiledModels(others.map((id) => ({ stem: id, pdf: join(corpus, expected(id).file) })));
    for (const m of models) compiled.set(m.stem, m.model);
  }, 300_000);

  it('emits progress for every page, then the model', () => {
    const progress = wtpdfEvents.filter((e) => e.type === 'progress');
    expect(progress).toHaveLength(57);
    expect(progress.at(-1)).toEqual({ type: 'progress', page: 57, pages: 57 });
    expect(wtpdfEvents.at(-1)?.type).toBe('model');
    expect(model('wtpdf').source).toMatchObject({ pages: 57, size: 769457 });
    expect(model('wtpdf').source.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(model('wtpdf').method).toBe('structure-tree');
  });

  it.each(Object.keys(FILES))(
    '%s: every outline entry of a clause is a section with a page and its printed label',
    (id) => {
      const m = model(id);
      const notClauses = expected(id).notClauses ?? [];
      const entries = expected(id).termEntries ?? 0;
      expect(m.sections).toHaveLength(expected(id).outline - (expected(id).merged ?? 0) - notClauses.length - entries);
      const rejected = m.diagnostics
        .filter((d) => d.code === 'outline-entry-rejected')
        .map((d) => /"(.*)"/.exec(d.message)![1]);
      expect(rejected).toEqual(notClauses);
      for (const s of m.sections) {
        expect(s.page).toBeGreaterThanOrEqual(1);
        expect(s.page).toBeLessThanOrEqual(m.source.pages);
        expect(s.pageLabel).toBe(m.pageLabels[s.page - 1]);
      }
      expect(new Set(m.sections.map((s) => s.id)).size).toBe(m.sections.length);
    },
  );

  it.each(Object.keys(FILES))('%s: the outline is the confirmed section list; no heading had to be added', (id) => {
    const m = model(id);
    expect(m.sectionSource).toBe('outline');
    const outline = m.sectionSources.find((s) => s.source === 'outline')!;
    expect(outline).toMatchObject({ role: 'primary', entries: expected(id).outline, sections: m.sections.length });
    expect(outline.confirmed).toBe(m.sections.length);
    expect(m.sections.every((s) => s.source === 'outline')).toBe(true);
    expect(m.sectionSources.find((s) => s.source === 'headings')?.role).toBe('unused');
  });

  it('BPG: the footnotes its structure tree reads after the Bibliography belong to the sections of their pages', () => {
    const m = model('bpg');
    const note = m.elements.find(
      (e) => e.type === 'paragraph' && e.text.startsWith('1 Reading order is further addressed'),
    );
    expect(note).toMatchObject({ page: 8, section: '3.3' });
    expect(m.elements.filter((e) => e.section === 'bibliography').every((e) => e.page === 71)).toBe(true);
    expect(m.diagnostics).toContainEqual(expect.objectContaining({ code: 'reading-order', page: 8 }));
  });

  it('Declarations: a bare number over its term under the terms clause is a term entry, not a section', () => {
    // The outline lists "4.1" > "author" under "4 Terms and definitions"; the body prints "4.1" over "author" over
    // the definition: an ISO term entry, which its truth lists as no section.
    const byId = new Map(model('declarations').sections.map((s) => [s.id, s]));
    expect(byId.has('4.1') || byId.has('4.2') || byId.has('author')).toBe(false);
    const own = model('declarations')
      .elements.filter((e) => e.section === '4')
      .map((e) => ('text' in e ? e.text : e.type));
    expect(own).toEqual(expect.arrayContaining(['4.1', 'author', '4.2', 'PDF Declaration']));
    expect(model('declarations').diagnostics.map((d) => d.code)).toContain('term-entry-sections');
  });

  it('WTPDF: page labels I, II, i, 1 …; clause 1 on physical page 4, printed 1', () => {
    expect(model('wtpdf').pageLabels.slice(0, 5)).toEqual(['I', 'II', 'i', '1', '2']);
    const s1 = model('wtpdf').sections.find((s) => s.id === '1');
    expect(s1).toMatchObject({ title: 'Introduction', page: 4, pageLabel: '1', level: 1 });
  });

  it('WTPDF: depth from the number, also where the outline nests wrongly (8.2.1 is a sibling of 8.2)', () => {
    const byId = new Map(model('wtpdf').sections.map((s) => [s.id, s]));
    expect(byId.get('8.2.1')).toMatchObject({ level: 3, parent: '8.2' });
    expect(byId.get('6')).toMatchObject({ title: 'Conformance', level: 1 }); // outline: "6.  Conformance"
    expect(byId.get('Appendix B')).toMatchObject({ level: 1 });
    expect(byId.get('B.1')).toMatchObject({ parent: 'Appendix B', level: 2 });
    expect(byId.has('table-of-contents')).toBe(false); // the Contents list is no clause
    expect(byId.get('bibliography')).toMatchObject({ number: null });
  });

  it('WTPDF: every outline entry starts at its own heading', () => {
    expect(model('wtpdf').diagnostics.filter((d) => d.code === 'heading-unmatched')).toEqual([]);
  });

  it('WTPDF: the definitions are exactly 4.1–4.8 with their printed numbers, and the four terms of 5.2 Terminology', () => {
    const defs = model('wtpdf').definitions;
    expect(defs.map((d) => [d.section, d.term])).toEqual([
      ['4.1', 'artifact marked content sequence'],
      ['4.2', 'assistive technology'],
      ['4.3', 'AT'],
      ['4.4', 'PDF 1.7 namespace'],
      ['4.5', 'PDF 2.0 namespace'],
      ['4.6', 'real content'],
      ['4.7', 'structure attribute'],
      ['4.8', 'unique PDF 1.7 element'],
      // 5.2 prints them as bullets "■ this document — reference to this specification, …;".
      ['5.2', 'this document'],
      ['5.2', 'document'],
      ['5.2', 'file'],
      ['5.2', 'PDF file'],
    ]);
    expect(defs[2]?.definition).toBe('assistive technology (4.2)');
    expect(defs[1]).toMatchObject({
      definition:
        'hardware or software added to, or incorporated within, a system that increases accessibility for an individual',
      source: 'ISO 9241-171:2008, 3.5',
    });
    expect(defs[5]?.notes).toEqual([
      'Note 1 to entry: Text, images and paths are all examples of “graphics objects” in PDF files.',
      'Note 2 to entry: The purpose of distinguishing between real and other content is to identify specific objects that the author intended for consumption by a human.',
    ]);
  });

  it('Declarations: entries printed as a heading "4.1" then a heading with the term', () => {
    expect(model('declarations').definitions.map((d) => [d.section, d.term])).toEqual([
      ['4.1', 'author'],
      ['4.2', 'PDF Declaration'],
    ]);
  });

  it('WTPDF: several sections share page 7; each element goes to the section whose heading precedes it', () => {
    const m = model('wtpdf');
    const sectionOf = (text: string) => m.elements.find((e) => e.type === 'paragraph' && e.text === text)?.section;
    expect(sectionOf('standard structure namespace for PDF 1.7')).toBe('4.4');
    expect(sectionOf('standard structure namespace for PDF 2.0')).toBe('4.5');
    expect(sectionOf('[SOURCE ISO/TS 32005:2023, 3.2]')).toBe('4.5');
    expect(m.elements.filter((e) => e.page === 7).map((e) => e.section)).toEqual([
      '4',
      '4',
      '4.1',
      '4.1',
      '4.2',
      '4.2',
      '4.2',
      '4.3',
      '4.3',
      '4.4',
      '4.4',
      '4.4',
      '4.5',
      '4.5',
      '4.5',
      '4.6',
      '4.6',
      '4.6',
      '4.6',
      '4.7',
      '4.7',
      '4.7',
      '4.8',
      '4.8',
      '4.8',
    ]);
    const note = m.elements.find((e) => e.type === 'note' && e.page === 9);
    expect(note).toMatchObject({ label: 'NOTE', section: '6.1.1' });
  });

  it('tables keep all their rows (counted in the PDFs), spans expanded to the header width', () => {
    const table = (id: string, number: string) => model(id).tables.find((t) => t.number === number)!;
    const b1 = table('wtpdf', 'Table B.1');
    expect(b1.headers).toEqual(['Structure elements', 'Attribute', 'Examples']);
    expect(b1.rows.map((r) => r[1])).toEqual([
      'Placement',
      'Writing Mode',
      'BackgroundColor',
      'BorderColor',
      'BorderStyle',
      'BorderThickness',
      'Padding',
      'Color',
    ]);
    // The tree spans "Any structure element" over the eight rows; the drawing boxes each row's cell apart, the
    // text in the first only, and the table is read as drawn (compiler 716).
    expect(b1.rows.map((r) => r[0])).toEqual(['Any structure element', '', '', '', '', '', '', '']);
    expect(b1.rows.every((r) => r.length === 3)).toBe(true);
    expect(table('wtpdf', 'Table B.8').rows.map((r) => r[0])).toEqual(['Type', 'BBox', 'Subtype']);
    expect(table('wtpdf', 'Table 2')).toMatchObject({
      caption: 'Standard FENote attributes',
      headers: ['Key', 'Type', 'Value'],
    });

    const an003 = table('an003', 'Table 1');
    expect(an003).toMatchObject({ caption: 'Explicit Metadata usage in PDF 2.0', page: 3, pageEnd: 4 });
    expect(an003.rows.map((r) => r[0])).toEqual([
      'Catalog',
      'Page',
      'ICC Profile stream',
      'Image XObject',
      'Form XObject',
      'Document Thread',
      'Document Part (DPart)',
    ]);
    // Page 4 prints the table's last three rows (Form XObject, Document Thread, Document Part) under its header.
    expect(an003.rowPages).toEqual([3, 3, 3, 3, 4, 4, 4]);

    const bpg = table('bpg', 'Table 1');
    expect(bpg).toMatchObject({
      page: 54,
      pageEnd: 57,
      headers: ['Structure elements', 'Attribute', 'Conforming usage implied by PDF/UA-1'],
    });
    expect(bpg.rows).toHaveLength(31);
    expect(bpg.rows.at(-1)?.[1]).toBe('GlyphOrientationVertical');
    for (const m of compiled.values()) {
      for (const t of m.tables)
        for (const r of t.rows) expect(r).toHaveLength(t.headers.length || (t.rows[0]?.length ?? 0));
    }
  });

  it.each(Object.keys(FILES))('%s: no NOTE or EXAMPLE text among the requirements', (id) => {
    const m = model(id);
    const noteTexts = m.elements.filter((e) => e.type === 'note').map((e) => (e as { text: string }).text);
    for (const r of m.requirements) {
      expect(r.text).not.toMatch(/^(NOTE|EXAMPLE)\b|^Note \d+ to entry/);
      expect(noteTexts.some((n) => n.includes(r.text))).toBe(false);
    }
  });

  it.each(Object.keys(FILES))('%s: no running header or footer text in any element', (id) => {
    const m = model(id);
    for (const e of m.elements) {
      for (const t of texts(m, e)) {
        // The copyright page legitimately prints "Copyright © 2019 PDF Association" once.
        if (!t.startsWith('Copyright ')) for (const f of expected(id).furniture) expect(t).not.toContain(f);
        expect(t).not.toMatch(/^(Page )?\d{1,3}$/);
      }
    }
  });

  it('WTPDF: the footer that the last page tags as a P is dropped, and said so', () => {
    expect(model('wtpdf').diagnostics).toContainEqual(expect.objectContaining({ code: 'tagged-furniture', page: 57 }));
  });

  it('WTPDF: requirements are sentences with their level, ids numbered per section', () => {
    const reqs = model('wtpdf').requirements;
    const r = reqs.find((x) => x.text.startsWith('A file conforming with this document shall identify conformance'));
    expect(r).toMatchObject({ section: '6.1.1', sectionTitle: 'General', level: 'shall', page: 9 });
    expect(reqs.filter((x) => x.section === '6.1.1').map((x) => x.id)).toEqual(['R-6.1.1-1', 'R-6.1.1-2', 'R-6.1.1-3']);
    const cell = reqs.find((x) => x.table);
    expect(cell).toMatchObject({
      table: { number: 'Table 2', caption: 'Standard FENote attributes', rowKey: 'NoteType' },
    });
    expect(reqs.some((x) => x.section === 'table-of-contents' || x.section === 'bibliography')).toBe(false);
  });

  it('BPG and the application notes: "must" is a shall-level requirement, kept as printed', () => {
    const bpg = model('bpg').requirements;
    expect(bpg.find((r) => r.text.startsWith('Heading content must be tagged'))).toMatchObject({
      level: 'shall',
      keyword: 'must',
      section: '3.2.1',
      page: 7,
    });
    expect(bpg.find((r) => r.text.includes('conforming readers are required to provide'))).toMatchObject({
      level: 'shall',
      keyword: 'are required to',
    });
    const an003 = model('an003').requirements.find((r) =>
      r.text.includes('PDF 2.0 processors must be prepared to encounter metadata'),
    );
    expect(an003).toMatchObject({ level: 'shall', keyword: 'must' });
    // Counted in pdftotext output: BPG prints "must" 16 times, one of them inside a code sample.
    expect(bpg.filter((r) => r.keyword === 'must').length).toBeGreaterThanOrEqual(12);
  });

  it('a descriptive "may" is no requirement: "This term may be somewhat confusing" (BPG p. 4)', () => {
    expect(model('bpg').requirements.some((r) => r.text.startsWith('This term may be somewhat confusing'))).toBe(false);
    expect(model('bpg').requirements.find((r) => r.text.startsWith('A <Table> may include a <Caption>'))).toMatchObject(
      { level: 'may', keyword: 'may' },
    );
  });

  it('every hand-labelled "may" sentence (test/support/may-decisions.ts) is a sentence of its document, on its page', () => {
    const byFile = new Map(Object.values(FILES).map((f, i) => [f.file, model(Object.keys(FILES)[i] ?? '')]));
    for (const d of MAY_DECISIONS) {
      const m = byFile.get(d.file)!;
      const onPage = m.elements
        .filter((e) => e.page === d.page)
        .flatMap((e) => texts(m, e))
        .flatMap((t) => splitSentences(t).map(withoutEnumerator));
      expect(onPage, `${d.file} p. ${d.page}: ${d.text}`).toContain(d.text);
    }
  });

  it('Declarations: the Foreword\'s "shall not be held responsible" is front matter, not a requirement', () => {
    const m = model('declarations');
    expect(
      m.elements.some(
        (e) => e.type === 'paragraph' && e.section === 'foreword' && e.text.includes('shall not be held responsible'),
      ),
    ).toBe(true);
    expect(m.requirements.some((r) => r.text.includes('shall not be held responsible'))).toBe(false);
  });

  it('BPG: list bullets (■ with an ActualText •) are dropped from items', () => {
    const list = model('bpg').elements.find((e) => e.type === 'list' && e.section === '2.6');
    expect(list).toMatchObject({
      items: [
        '“shall” = required (to avoid confusion with the specifications, this term is not used in this Guide)',
        '“should” = strongly recommended',
        '“may” = permitted',
      ],
    });
  });

  it('an unopenable file is a PdfOpenError', async () => {
    await expect(
      lastValueFrom(
        compile$(join(corpus, 'ATTRIBUTION.md')).pipe(
          filter((e) => e.type === 'model'),
          map(() => 1),
        ),
      ),
    ).rejects.toMatchObject({
      name: 'PdfOpenError',
    });
  });
});
