/**
 * The layout fallback on the generated untagged fixtures: FrameMaker (Family
 * B) `fm-tagless` (named-destination outline) and `fm-nooutline` (printed
 * Contents page instead of an outline), and the Family D editions
 * `iso-contents` (two-level Contents, cover, copyright page, back cover),
 * `fm-reference` (an outline listing figures, tables and an index),
 * `c-draft` (a C standard committee draft with a running footer that changes
 * per page, margin paragraph numbers and page-foot footnotes) and `fm-tables`
 * (wrapped cells, headers of several lines, footnotes at the foot, continued,
 * landscape and uncaptioned tables). The PDFs and their
 * ground truth come from the fixture generator via test/global-setup.ts; the
 * blocks go through the one segmenter (compile$), and the model must equal
 * the truth field by field — sections, every element, every table,
 * definitions and requirements. No
 * leniency is needed: the generator's layout is exactly what the fallback
 * reads (greedy line breaks, paragraph spacing, ruled tables).
 */
import { existsSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { DocModel } from '../../model/types.js';
import { FIXTURE_GROUPS, fixturePath, loadTruth, type FixtureTruth } from '../../../test/support/fixture-paths.js';
import { fixtureSpec } from '../../../tools/fixtures/fixtures.js';
import { DEFAULT_SEED } from '../../../tools/fixtures/version.js';
import { fixtureModel } from '../../../test/support/compiled-fixture.js';

/** Every text an element shows. */
const elementTexts = (m: DocModel): string[] =>
  m.elements.flatMap((e) =>
    e.type === 'list'
      ? e.items
      : e.type === 'table'
        ? [m.tables[e.table]!.caption, ...m.tables[e.table]!.rows.flat()]
        : [e.text],
  );

describe.each([...FIXTURE_GROUPS.framemaker, ...FIXTURE_GROUPS.sourcesUntagged, 'c-draft', 'fm-tables'])(
  'layout fallback on the %s fixture',
  (name) => {
    const file = fixturePath(name);
    let model: DocModel;
    let truth: FixtureTruth;
    beforeAll(async () => {
      if (!existsSync(file)) throw new Error(`${file} is missing: test/global-setup.ts should have generated it`);
      truth = loadTruth(name);
      model = await fixtureModel(name);
    });

    it('is compiled by the layout fallback, with the expected section source and page labels', () => {
      expect(model.method).toBe('layout');
      expect(model.sectionSource).toBe(truth.sectionSource);
      expect(model.sectionSources.map(({ source, role }) => ({ source, role }))).toEqual(truth.sectionSources);
      expect(model.pageLabels).toEqual(truth.pageLabels);
      expect(model.diagnostics.map((d) => d.code)).toContain('untagged');
    });

    it('has the truth sections: numbers, titles, levels, parents, pages, labels and element ranges', () => {
      expect(model.sections).toEqual(truth.sections);
    });

    it('has every truth element in order, with its kind, text, page and section', () => {
      expect(model.elements).toEqual(truth.elements);
    });

    it('has every table with its caption, header and all rows, continuations merged', () => {
      expect(model.tables).toEqual(truth.tables);
    });

    // test/compile-fixtures.test.ts leaves the untagged families to this file, so the segmenter's output is checked here too.
    it('has the truth cross-references and dictionary keys', () => {
      expect(model.references).toEqual(truth.references);
      expect(model.keys).toEqual(truth.keys);
    });

    it('has the truth definitions (clause 4, "Terms and definitions") and requirements', () => {
      expect(model.definitions).toEqual(truth.definitions);
      expect(model.requirements).toEqual(truth.requirements);
    });

    // c-draft's footer changes per page; its own tests check it (below).
    it.runIf(name !== 'c-draft')('lets no running header, footer or Contents line into the elements', () => {
      const { header, footer } = fixtureSpec(name).content(DEFAULT_SEED);
      expect(JSON.stringify(model.elements)).not.toContain(footer);
      // The running header "FX 32000-1:2008" also appears inside a [SOURCE: …] line, legitimately.
      expect(model.elements.filter((e) => 'text' in e && e.text.startsWith(header))).toEqual([]);
      // A Contents page holds only what the truth places on it above the Contents title (fm-nooutline's abstract).
      for (const p of truth.contentsPages)
        expect(model.elements.filter((e) => e.page === p)).toEqual(truth.elements.filter((e) => e.page === p));
    });
  },
);

describe('layout fallback on the c-draft fixture (Family D: a C standard committee draft)', () => {
  let model: DocModel;
  beforeAll(async () => {
    model = await fixtureModel('c-draft');
  });

  it('lets neither the mirrored header nor the footer that changes per page ("§6.5.3.4 Language 7") into any text', () => {
    // The cover (before the first section) prints the draft's date and number once, as content.
    const body = { ...model, elements: model.elements.filter((e) => e.section !== null) };
    const all = [
      ...elementTexts(body),
      ...model.requirements.map((r) => r.text),
      ...model.definitions.flatMap((d) => [d.term, d.definition, ...d.notes]),
    ];
    for (const t of all) {
      expect(t).not.toMatch(/Committee Draft — April 12, 2011|N9999|FX 9899:201x|§/);
      expect(t).not.toMatch(/^\d+$/);
    }
  });

  it('keeps margin paragraph numbers out of the text, as marginNumber', () => {
    const para = model.elements.find((e) => e.type === 'paragraph' && e.text.startsWith('The sizeof operator yields'));
    expect(para).toMatchObject({ section: '6.5.3.4', marginNumber: 2 });
    expect(model.elements.find((e) => e.type === 'example' && e.label === 'EXAMPLE 2')).toMatchObject({
      marginNumber: 6,
    });
    expect(model.diagnostics.map((d) => d.code)).toContain('margin-numbers');
  });

  it('reads the text after an example\'s code as the example, so its "should" is no requirement', () => {
    const own = model.elements
      .filter((e) => e.section === '6.5.3.4')
      .map((e) => [e.type, 'label' in e ? e.label : null]);
    expect(own).toContainEqual(['example', 'EXAMPLE 1']);
    expect(
      model.requirements
        .filter((r) => r.section === '6.5.3.4')
        .slice(0, 3)
        .map((r) => [r.level, r.keyword]),
    ).toEqual([
      ['shall not', 'shall not'],
      ['shall not', 'shall not'],
      ['may', 'may'],
    ]);
    expect(model.requirements.some((r) => r.text.includes('alloc function should ensure'))).toBe(false);
  });

  it('reads a footnote at the page foot after the example it interrupts, which stays one element', () => {
    const i = model.elements.findIndex((e) => e.type === 'example' && e.label === 'EXAMPLE 3');
    expect(model.elements[i]).toMatchObject({
      text: expect.stringMatching(/^In this example.*computed at execution time:$/),
    });
    const page = model.elements[i]!.page;
    expect(model.elements[i + 1]).toMatchObject({
      type: 'paragraph',
      page,
      text: expect.stringMatching(/^103\) When applied to a parameter/),
    });
    expect(model.elements[i + 2]).toMatchObject({ type: 'code', page: page + 1 });
  });

  it('reads the C-style definitions of clause 3 with their notes and examples', () => {
    expect(model.definitions.map((d) => [d.section, d.term])).toEqual([
      ['3.1', 'access'],
      ['3.2', 'alignment'],
      ['3.3', 'argument'],
      ['3.4', 'behavior'],
      ['3.4.1', 'implementation-defined behavior'],
      ['3.4.2', 'locale-specific behavior'],
    ]);
    expect(model.definitions[0]).toMatchObject({
      definition: '<execution-time action> to read or modify the value of an object',
      notes: [
        expect.stringMatching(/^NOTE 1 Where only/),
        expect.stringMatching(/^NOTE 2/),
        expect.stringMatching(/^NOTE 3/),
      ],
    });
  });
});
