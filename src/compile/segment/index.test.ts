import { describe, expect, it } from 'vitest';
import type { Section } from '../../model/types.js';
import type { ExtractResult, OutlineEntry, RawBlock } from '../blocks.js';
import { segment } from './index.js';

const h = (text: string, page: number, y: number, tagLevel: number | null = 2): RawBlock => ({
  kind: 'heading',
  text,
  tagLevel,
  page,
  y,
});
const p = (text: string, page: number, y: number): RawBlock => ({ kind: 'paragraph', text, page, y });
const o = (title: string, page: number, y: number | null, depth = 0): OutlineEntry => ({ title, page, y, depth });

function extract(outline: OutlineEntry[], blocks: RawBlock[], pages = 5): ExtractResult {
  return {
    pages,
    title: 'T',
    pageLabels: Array.from({ length: pages }, (_, i) => (i === 0 ? 'i' : i === 1 ? 'ii' : String(i - 1))),
    outline,
    contents: [],
    blocks,
    links: [],
    method: 'structure-tree',
    diagnostics: [],
  };
}

describe('segment: sections', () => {
  const model = segment(
    extract(
      [
        o('Foreword ', 2, 800),
        o('1 \u200BScope ', 3, 800),
        o('2.  Terms', 3, 500),
        o('2.1 General', 3, 300, 1),
        o('2.1.1 Deep', 4, 700, 1), // outline nesting says 1; the number says 3
        o('Annex A (informative) Extra', 5, 800),
        o('A.1 First', 5, 600, 1),
        o('Bibliography', 5, 200),
        o('Bibliography', 5, 150),
      ],
      [
        p('Cover text', 1, 700),
        h('Foreword', 2, 790),
        p('Front matter shall be ignored.', 2, 700),
        h('1 Scope', 3, 790, 1),
        p('Scope text.', 3, 760),
        h('2. Terms', 3, 490, 1),
        p('Terms intro.', 3, 470),
        h('2.1 General', 3, 290),
        p('General text on page 3.', 3, 250),
        p('General text on page 4.', 4, 760),
        h('2.1.1 Deep', 4, 690, 3),
        p('Deep text.', 4, 600),
        h('Annex A (informative) Extra', 5, 790, 1),
        h('A.1 First', 5, 590),
        p('Annex text.', 5, 560),
        h('Bibliography', 5, 199, 1),
        p('References list.', 5, 190),
        p('Second list.', 5, 140),
      ],
    ),
  );
  const sections = new Map(model.sections.map((s) => [s.id, s]));
  const byId = (id: string): Section => {
    const s = sections.get(id);
    if (!s) throw new Error(`no section ${id}`);
    return s;
  };

  it('numbers, titles, ids, levels and parents come from the outline, depth from the number', () => {
    expect(model.sections.map((s) => [s.id, s.number, s.title, s.level, s.parent])).toEqual([
      ['foreword', null, 'Foreword', 1, null],
      ['1', '1', 'Scope', 1, null],
      ['2', '2', 'Terms', 1, null],
      ['2.1', '2.1', 'General', 2, '2'],
      ['2.1.1', '2.1.1', 'Deep', 3, '2.1'],
      ['Annex A', 'Annex A', 'Extra', 1, null],
      ['A.1', 'A.1', 'First', 2, 'Annex A'],
      ['bibliography', null, 'Bibliography', 1, null],
      ['bibliography-2', null, 'Bibliography', 1, null],
    ]);
  });

  it('keeps the physical page and the printed label', () => {
    expect(byId('1')).toMatchObject({ page: 3, pageLabel: '1' });
    expect(byId('foreword')).toMatchObject({ page: 2, pageLabel: 'ii' });
  });

  it('assigns elements by heading, never by page: sections share pages', () => {
    const sectionOf = (text: string) => model.elements.find((e) => 'text' in e && e.text === text)?.section;
    expect(sectionOf('Cover text')).toBeNull();
    expect(sectionOf('Scope text.')).toBe('1');
    expect(sectionOf('Terms intro.')).toBe('2');
    expect(sectionOf('General text on page 3.')).toBe('2.1');
    expect(sectionOf('General text on page 4.')).toBe('2.1');
    expect(sectionOf('Deep text.')).toBe('2.1.1');
  });

  it('gives element ranges for own content and the subtree', () => {
    const s2 = byId('2');
    expect(model.elements.slice(s2.start, s2.end).map((e) => e.section)).toEqual(['2', '2']);
    expect(model.elements.slice(s2.start, s2.subtreeEnd).every((e) => e.section?.startsWith('2'))).toBe(true);
    expect(s2.subtreeEnd).toBe(byId('Annex A').start);
  });

  it('takes a heading level from the section it starts', () => {
    const deep = model.elements.find((e) => e.type === 'heading' && e.text === '2.1.1 Deep');
    expect(deep).toMatchObject({ level: 3 });
  });

  it('starts a section with no heading at its destination y, and says so', () => {
    const bib2 = byId('bibliography-2');
    expect(model.elements[bib2.start]).toMatchObject({ type: 'paragraph', text: 'Second list.' });
    expect(model.elements[byId('bibliography').start]).toMatchObject({ type: 'heading', text: 'Bibliography' });
    expect(model.diagnostics.filter((d) => d.code === 'heading-unmatched').map((d) => d.page)).toEqual([5]);
  });

  it('excludes informative front matter from requirements', () => {
    expect(model.requirements).toEqual([]);
  });
});

describe('segment: definitions and requirements', () => {
  const model = segment(
    extract(
      [o('3 Terms and definitions', 2, 800), o('4 Syntax', 3, 800)],
      [
        h('3 Terms and definitions', 2, 790),
        p('For the purposes of this document, the following terms apply.', 2, 760),
        p('3.1', 2, 700),
        p('portable document format', 2, 690),
        p('PDF', 2, 680),
        p('file format that shall be read by everyone', 2, 670),
        p('Note 1 to entry: A note.', 2, 660),
        p('EXAMPLE An example.', 2, 650),
        p('[SOURCE: ISO 1234:2000, 3.1, modified]', 2, 640),
        p('3.2', 2, 600),
        p('glyph', 2, 590),
        p('shape of a character', 2, 580),
        h('4 Syntax', 3, 790),
        p('A key shall be a name. It should be short, e.g. Type. NOTE inside text is fine.', 3, 700),
        p('NOTE 1 A note shall never be a requirement.', 3, 650),
        p('Table 2 — Entries', 3, 600),
        {
          kind: 'table',
          page: 3,
          pageEnd: 3,
          y: 590,
          rows: [
            { header: true, cells: ['Key', 'Value'].map((text) => ({ text, header: true, colSpan: 1, rowSpan: 1 })) },
            {
              header: false,
              cells: [
                { text: 'Type', header: false, colSpan: 1, rowSpan: 1 },
                { text: '(Required) It shall be Page.', header: false, colSpan: 1, rowSpan: 2 },
              ],
            },
            { header: false, cells: [{ text: 'Parent', header: false, colSpan: 1, rowSpan: 1 }] },
          ],
        },
        p('— the item may be used;', 3, 500),
        { kind: 'paragraph', text: '12) The reader shall not rely on this footnote.', page: 3, y: 80, footnote: true },
      ],
    ),
  );

  it('reads ISO-style entries with their printed numbers', () => {
    expect(model.definitions).toEqual([
      {
        kind: 'term',
        term: 'portable document format',
        admittedTerms: ['PDF'],
        definition: 'file format that shall be read by everyone',
        notes: ['Note 1 to entry: A note.'],
        examples: ['EXAMPLE An example.'],
        source: 'ISO 1234:2000, 3.1, modified',
        section: '3.1',
        page: 2,
      },
      {
        kind: 'term',
        term: 'glyph',
        admittedTerms: [],
        definition: 'shape of a character',
        notes: [],
        examples: [],
        source: null,
        section: '3.2',
        page: 2,
      },
    ]);
  });

  it('counts sentences of paragraphs, list items and table cells — not notes, footnotes or definitions', () => {
    expect(model.requirements.map((r) => [r.id, r.level, r.text])).toEqual([
      ['R-4-1', 'shall', 'A key shall be a name.'],
      ['R-4-2', 'should', 'It should be short, e.g. Type.'],
      ['R-4-3', 'shall', '(Required) It shall be Page.'],
      ['R-4-4', 'may', 'the item may be used;'],
    ]);
    expect(model.requirements[2]?.table).toEqual({ number: 'Table 2', caption: 'Entries', rowKey: 'Type' });
    expect(model.requirements[0]).toMatchObject({ section: '4', sectionTitle: 'Syntax', page: 3 });
  });

  it('expands the row span in the table itself', () => {
    expect(model.tables[0]?.rows).toEqual([
      ['Type', '(Required) It shall be Page.'],
      ['Parent', '(Required) It shall be Page.'],
    ]);
    expect(model.tables[0]?.section).toBe('4');
  });
});

describe('segment: heading matching', () => {
  it('matches an annex heading that prints more than the outline title, on the destination page', () => {
    const model = segment(
      extract(
        [o('Annex A Deprecated features', 3, 800), o('Annex B Other', 5, 800)],
        [
          h('Annex A (informative) Deprecated features', 3, 790, 1),
          p('Text A.', 3, 700),
          h('Annex B (normative) Other', 4, 790, 1),
          p('Text B.', 4, 700),
        ],
      ),
    );
    expect(model.sections.map((s) => [s.id, s.start])).toEqual([
      ['Annex A', 0],
      ['Annex B', 2],
    ]);
    // Annex B's destination says page 5, its heading is on page 4: a loose match one page away still counts.
    expect(model.diagnostics.filter((d) => d.code === 'heading-unmatched')).toEqual([]);
  });

  it('does not take a loosely matching heading far from the destination', () => {
    const model = segment(
      extract(
        [o('General', 2, 800), o('Information', 2, 650)],
        [
          h('General', 2, 790),
          p('x', 2, 700),
          p('about information', 2, 640),
          h('General information', 5, 790),
          p('y', 5, 400),
        ],
      ),
    );
    expect(model.sections.map((s) => [s.id, s.start])).toEqual([
      ['general', 0],
      ['information', 2],
    ]);
  });
});

describe('segment: notes at a table foot', () => {
  const cell = (text: string, colSpan = 1) => ({ text, header: false, colSpan, rowSpan: 1 });
  const head = {
    header: true,
    cells: [
      { ...cell('Characteristic'), header: true },
      { ...cell('Limit'), header: true },
    ],
  };
  const model = segment(
    extract(
      [o('3 Limits', 3, 800)],
      [
        h('3 Limits', 3, 790, 1),
        p('Table 1 — Limits', 3, 700),
        {
          kind: 'table',
          page: 3,
          pageEnd: 3,
          y: 690,
          rows: [
            head,
            { header: false, cells: [cell('Moisture a'), cell('12 %. The sample shall be dry.')] },
            {
              header: false,
              page: 3,
              cells: [
                {
                  ...cell(
                    'a Moisture shall be determined by oven drying.\nNOTE 3 Only red kernels should be counted.',
                    2,
                  ),
                  paragraphs: [
                    'a Moisture shall be determined by oven drying.',
                    'NOTE 3 Only red kernels should be counted.',
                  ],
                },
              ],
            },
          ],
        },
        {
          kind: 'table',
          page: 3,
          pageEnd: 3,
          y: 400,
          rows: [head, { header: false, cells: [cell('Ash'), cell('2 %')] }],
        },
      ],
    ),
  );

  it('gives the table its notes, and no row copied into every cell', () => {
    expect(model.tables[0]).toMatchObject({
      number: 'Table 1',
      rows: [['Moisture a', '12 %. The sample shall be dry.']],
      notes: ['a Moisture shall be determined by oven drying.', 'NOTE 3 Only red kernels should be counted.'],
    });
  });

  it("takes requirements from cells and from a table's footnote, never from its NOTE", () => {
    expect(model.requirements.map((r) => [r.id, r.text, r.table?.rowKey])).toEqual([
      ['R-3-1', 'The sample shall be dry.', 'Moisture a'],
      ['R-3-2', 'Moisture shall be determined by oven drying.', 'footnote a'],
    ]);
    expect(model.tables[0]!.notes.some((n) => n.includes('Moisture shall be determined by oven drying.'))).toBe(true);
  });

  it('flags a table without a caption', () => {
    expect(model.tables[1]).toMatchObject({ number: null });
    expect(model.diagnostics.filter((d) => d.code === 'table-uncaptioned')).toEqual([
      {
        severity: 'info',
        code: 'table-uncaptioned',
        message: 'table without a caption on page 3 (section 3): listed with number null',
        page: 3,
      },
    ]);
  });
});

describe('segment: numbered conformance statements and table numbers read whole', () => {
  const model = segment(
    extract(
      [o('1 Terminology', 3, 800), o('2 Packets', 3, 600)],
      [
        h('1 Terminology', 3, 790, 1),
        p(
          'The key words "MUST", "MUST NOT", "SHOULD" and "MAY" in this document are to be interpreted as described in RFC 2119 [RFC2119].',
          3,
          760,
        ),
        h('2 Packets', 3, 590, 1),
        p(
          'The first packet MUST be a CONNECT packet [MQTT-3.1.0-1]. A string MUST NOT hold U+0000. [MQTT-1.5.4-2]. ' +
            'Servers SHOULD follow the character model [W3C-CHAR]. The types are listed in Table 2.1.',
          3,
          560,
        ),
        p('A Client MUST send a PINGREQ, and a Server MUST answer it.', 3, 500),
        p('Clients MAY reconnect at once.', 3, 450),
        p('The Server MUST store the message [MQTT-3.3.1-5], so that it can be delivered later.', 3, 400),
      ],
    ),
  );

  it('keeps the id closing a sentence or a clause in its text and as its label, without brackets; a citation is none', () => {
    expect(model.requirements.map((r) => [r.keyword, r.label ?? null])).toEqual([
      ['MUST', 'MQTT-3.1.0-1'],
      ['MUST NOT', 'MQTT-1.5.4-2'],
      ['SHOULD', null],
      ['MUST', null],
      ['MAY', null],
      ['MUST', 'MQTT-3.3.1-5'],
    ]);
    expect(model.requirements[1]!.text).toBe('A string MUST NOT hold U+0000. [MQTT-1.5.4-2].');
  });

  it('cites "Table 2.1" whole, never "Table 2"', () => {
    expect(model.references.filter((r) => r.kind === 'table').map((r) => [r.text, r.cited])).toEqual([
      ['Table 2.1', 'Table 2.1'],
    ]);
  });
});

describe('segment: line-end hyphens decided from the whole document', () => {
  it("keeps a compound's hyphen at a line end and says so in reading", () => {
    const model = segment(
      extract(
        [],
        [
          h('1 Scope', 3, 790, 1),
          p('The order is implementation-\ndependent; a Government-\noperated service.', 3, 700),
          p('Each order is implementation-dependent when the Government says so.', 3, 600),
        ],
      ),
    );
    expect(model.elements.map((e) => (e.type === 'paragraph' ? e.text : null))).toContain(
      'The order is implementation-dependent; a Government-operated service.',
    );
    expect(model.diagnostics.find((d) => d.code === 'line-end-hyphens')?.message).toMatch(/^2 line-end hyphen/);
    expect(model.diagnostics.find((d) => d.code === 'document-profile')?.message).toContain(
      "line-end hyphens kept as compounds' unless the word is printed whole elsewhere",
    );
  });
});
