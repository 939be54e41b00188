/**
 * The layout fallback on generated fixtures of the other families, read as if
 * they had no structure tree: their pages carry no styling meant for it
 * (headings differ only by size, paragraphs run over page breaks, table
 * cells start with a space, tables continue without a repeated header, lists
 * are "■" bullets), so they show
 * how far the fallback generalises. The blocks go through the one segmenter
 * and are compared with the fixtures' ground truth.
 *
 * One leniency, on pdfa-family: its Contents page is tagged as one P per
 * entry, so its truth has those paragraphs; the fallback treats every printed
 * Contents page as the section list (Family B, where the truth has none), so
 * the elements of that page are left out of the comparison, and section
 * element ranges (which shift with them) are not compared there.
 */
import { describe, expect, it } from 'vitest';
import type { Element, Section } from '../../model/types.js';
import { fixturePath, loadTruth } from '../../../test/support/fixture-paths.js';
import { openPdf } from '../pdf/open.js';
import { segment } from '../segment/index.js';
import { extractLayout } from './index.js';

async function readAsUntagged(name: string) {
  const doc = await openPdf(fixturePath(name));
  try {
    return segment(await extractLayout(doc, () => undefined));
  } finally {
    await doc.destroy();
  }
}

const place = ({ id, number, title, level, parent, page, pageLabel, y }: Section) => ({
  id,
  number,
  title,
  level,
  parent,
  page,
  pageLabel,
  y,
});

describe.each(['iso-named', 'iso-direct', 'ed17', 'ed20', 'sample20', 'gum-like', 'guide-glossary'])(
  'the %s fixture read by the layout fallback',
  (name) => {
    it('gives back the truth: sections, elements, tables, definitions and requirements', async () => {
      const model = await readAsUntagged(name);
      const truth = loadTruth(name);
      expect(model.sections).toEqual(truth.sections);
      expect(model.elements).toEqual(truth.elements);
      expect(model.tables).toEqual(truth.tables);
      expect(model.definitions).toEqual(truth.definitions);
      expect(model.requirements).toEqual(truth.requirements);
    });
  },
);

describe('the pdfa-family fixture read by the layout fallback', () => {
  it('gives back the truth apart from its Contents page, bullet lists included', async () => {
    const model = await readAsUntagged('pdfa-family');
    const truth = loadTruth('pdfa-family');
    const contentsPage = truth.outline.find((o) => o.title === 'Table of Contents')!.page;
    const notContents = (e: Element) => e.page !== contentsPage;
    expect(model.sections.map(place)).toEqual(truth.sections.map(place));
    expect(model.elements.filter(notContents)).toEqual(truth.elements.filter(notContents));
    expect(model.elements.some((e) => e.type === 'list')).toBe(true);
    expect(model.tables).toEqual(truth.tables);
    expect(model.definitions).toEqual(truth.definitions);
    expect(model.requirements).toEqual(truth.requirements);
  });
});
