/**
 * The layout fallback on the generated FrameMaker fixtures (Family B):
 * `fm-tagless` (untagged, named-destination outline), `fm-nooutline`
 * (untagged, printed Contents page instead of an outline) and `fm-tables`
 * (the table idioms of Family D: wrapped cells, headers of several lines,
 * footnotes at the foot, continued, landscape and uncaptioned tables). The PDFs and their
 * ground truth come from the fixture generator via test/global-setup.ts; the
 * blocks go through the one segmenter (compile$), and the model must equal
 * the truth field by field — sections, every element, every table,
 * definitions and requirements. No
 * leniency is needed: the generator's layout is exactly what the fallback
 * reads (greedy line breaks, paragraph spacing, ruled tables).
 */
import { existsSync } from 'node:fs';
import { filter, lastValueFrom, map } from 'rxjs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { DocModel } from '../../model/types.js';
import { fixturePath, loadTruth, type FixtureTruth } from '../../../test/support/fixture-paths.js';
import { compile$ } from '../compile.js';

async function compileModel(file: string): Promise<DocModel> {
  return lastValueFrom(
    compile$(file, { workers: 1 }).pipe(
      filter((e) => e.type === 'model'),
      map((e) => (e as { model: DocModel }).model),
    ),
  );
}

describe.each(['fm-tagless', 'fm-nooutline', 'fm-tables'])('layout fallback on the %s fixture', (name) => {
  const file = fixturePath(name);
  let model: DocModel;
  let truth: FixtureTruth;
  beforeAll(async () => {
    if (!existsSync(file)) throw new Error(`${file} is missing: test/global-setup.ts should have generated it`);
    truth = loadTruth(name);
    model = await compileModel(file);
  });

  it('is compiled by the layout fallback, with the expected section source and page labels', () => {
    expect(model.method).toBe('layout');
    expect(model.sectionSource).toBe(truth.sectionSource);
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
  it('has the truth definitions (clause 4, "Terms and definitions") and requirements', () => {
    expect(model.definitions).toEqual(truth.definitions);
    expect(model.requirements).toEqual(truth.requirements);
  });

  it('lets no running header, footer or Contents line into the elements', () => {
    expect(JSON.stringify(model.elements)).not.toContain('All rights reserved');
    // The running header "FX 32000-1:2008" also appears inside a [SOURCE: …] line, legitimately.
    expect(model.elements.filter((e) => 'text' in e && /^FX 32000-1:2008\b/.test(e.text))).toEqual([]);
    for (const p of truth.contentsPages) expect(model.elements.filter((e) => e.page === p)).toEqual([]);
  });
});
