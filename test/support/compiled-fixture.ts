/**
 * A generated fixture compiled with its ground truth: what every edition's test starts from. The fixtures are
 * made by test/global-setup.ts before any test runs.
 *
 * Several test files read the same editions (iso-named, ed17, the untagged families …), each in a process of
 * its own, and compiling is most of their time. So the first file to compile an edition in a run leaves its
 * model in the run's folder (PDFSPEC_TEST_MODELS, made by the global set-up and removed after the run) and the
 * others read it. The folder lives for one run only: a model is never read by a run whose compiler may differ.
 */
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { filter, lastValueFrom, map } from 'rxjs';
import { beforeAll, expect } from 'vitest';
import { compile$, type CompileEvent } from '../../src/compile/compile.js';
import type { DocModel } from '../../src/model/types.js';
import { fixturePath, loadTruth, type FixtureTruth } from './fixture-paths.js';

/** The folder of this run's compiled fixture models (set by test/global-setup.ts). */
export const MODELS_ENV = 'PDFSPEC_TEST_MODELS';

/** Fixture `name` compiled in this process, one page reader, no cache. */
export async function compileFixtureModel(name: string): Promise<DocModel> {
  const file = fixturePath(name);
  if (!existsSync(file)) throw new Error(`${file} is missing: test/global-setup.ts should have generated it`);
  return lastValueFrom(
    compile$(file, { workers: 1 }).pipe(
      filter((e): e is Extract<CompileEvent, { type: 'model' }> => e.type === 'model'),
      map((e) => e.model),
    ),
  );
}

/** Fixture `name`'s model: this run's, when another file compiled it already; else compiled now and kept. */
export async function fixtureModel(name: string): Promise<DocModel> {
  const dir = process.env[MODELS_ENV];
  if (!dir) return compileFixtureModel(name);
  const kept = join(dir, `${name}.json`);
  if (existsSync(kept)) return JSON.parse(readFileSync(kept, 'utf8')) as DocModel;
  const model = await compileFixtureModel(name);
  // Written aside and renamed, so that a file reading it at the same time never sees half of it.
  const aside = `${kept}.${process.pid}.tmp`;
  writeFileSync(aside, JSON.stringify(model));
  renameSync(aside, kept);
  return model;
}

export async function compileFixture(name: string): Promise<{ model: DocModel; truth: FixtureTruth }> {
  return { model: await fixtureModel(name), truth: loadTruth(name) };
}

/** An edition's model and truth, for the tests of the describe that asked for it (`compiledEdition`). */
export interface Edition {
  readonly model: DocModel;
  readonly truth: FixtureTruth;
}

/** Edition `name`, compiled (or read from this run's models) once, before the tests of the enclosing describe. */
export function compiledEdition(name: string): Edition {
  let compiled: Edition | undefined;
  beforeAll(async () => {
    compiled = await compileFixture(name);
  });
  const get = (): Edition => {
    if (!compiled) throw new Error(`edition ${name} is read before its describe's beforeAll ran`);
    return compiled;
  };
  return {
    get model() {
      return get().model;
    },
    get truth() {
      return get().truth;
    },
  };
}

type Facet = 'sections' | 'elements' | 'tables' | 'definitions' | 'requirements' | 'references' | 'keys';

/** Each of `facets` of the model equals the truth's, field by field; a failure names the facet. */
export function expectTruth({ model, truth }: Edition, facets: readonly Facet[]): void {
  for (const facet of facets) expect(model[facet], facet).toEqual(truth[facet]);
}

/** Read the way the truth says: by the structure tree or the layout, from its section source, with its page labels. */
export function expectReadAsTruth({ model, truth }: Edition): void {
  expect(model.method).toBe(truth.method);
  expect(model.sectionSource).toBe(truth.sectionSource);
  expect(model.sectionSources.map(({ source, role }) => ({ source, role }))).toEqual(truth.sectionSources);
  expect(model.pageLabels).toEqual(truth.pageLabels);
}
