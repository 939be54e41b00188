/**
 * Compiling each generated tagged fixture gives back its ground truth exactly:
 * sections, elements (texts, kinds, sections), tables, definitions and
 * requirements. The untagged families (fm-*) belong to the layout fallback's
 * own tests; here they only show that compile$ routes them to it.
 */
import { existsSync } from 'node:fs';
import { filter, lastValueFrom, map } from 'rxjs';
import { beforeAll, describe, expect, it } from 'vitest';
import { compile$, type CompileEvent } from '../src/compile/compile.js';
import type { DocModel } from '../src/model/types.js';
import { FIXTURE_GROUPS, fixturePath, loadTruth } from './support/fixture-paths.js';

const TAGGED = [...FIXTURE_GROUPS.iso, ...FIXTURE_GROUPS.pdfa, ...FIXTURE_GROUPS.editions, ...FIXTURE_GROUPS.sample, 'iso-tables'];
const UNTAGGED = [...FIXTURE_GROUPS.framemaker, 'fm-tables'];

async function compileModel(file: string): Promise<DocModel> {
  return lastValueFrom(
    compile$(file, { workers: 1 }).pipe(
      filter((e): e is Extract<CompileEvent, { type: 'model' }> => e.type === 'model'),
      map((e) => e.model),
    ),
  );
}

describe.each(TAGGED)('compile fixture %s', (name) => {
  let model: DocModel;
  const truth = () => loadTruth(name);

  beforeAll(async () => {
    expect(existsSync(fixturePath(name)), `${fixturePath(name)} (made by the test global set-up)`).toBe(true);
    model = await compileModel(fixturePath(name));
  });

  it('reads the structure tree and the outline; pages, labels and title as written', () => {
    expect(model.method).toBe(truth().method);
    expect(model.sectionSource).toBe(truth().sectionSource);
    expect(model.source.pages).toBe(truth().pages);
    expect(model.source.title).toBe(truth().title);
    expect(model.pageLabels).toEqual(truth().pageLabels);
  });

  it('sections', () => {
    expect(model.sections).toEqual(truth().sections);
  });

  it('elements: kinds, texts, pages and sections', () => {
    expect(model.elements).toEqual(truth().elements);
  });

  it('tables', () => {
    expect(model.tables).toEqual(truth().tables);
  });

  it('definitions', () => {
    expect(model.definitions).toEqual(truth().definitions);
  });

  it('requirements', () => {
    expect(model.requirements).toEqual(truth().requirements);
  });

  it('every outline entry starts at its heading', () => {
    expect(model.diagnostics.filter((d) => d.code === 'heading-unmatched')).toEqual([]);
  });
});

describe.each(UNTAGGED)('compile fixture %s (untagged)', (name) => {
  it('goes through the layout fallback', async () => {
    const model = await compileModel(fixturePath(name));
    expect(model.method).toBe('layout');
    expect(model.sectionSource).toBe(loadTruth(name).sectionSource);
    expect(model.source.pages).toBe(loadTruth(name).pages);
  });
});
