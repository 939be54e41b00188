/**
 * The `terms-like` edition (tools/fixtures/content/terms-like.ts), untagged and tagged: glossary layouts outside
 * the ISO form. The model must equal the truth declared by the same blocks: "2.1 Terms and abbreviations" is a
 * terms clause though its title names no "Terms and definitions", the entries of "2.2 Terms and acronyms" keep
 * their kinds (CMAC and XOF are abbreviations), and the operators of "2.3 Basic operations" ("len(X)", "X || Y")
 * are no terms, though the chapter is called "Glossary".
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { compileFixture } from '../../../test/support/compiled-fixture.js';
import type { DocModel } from '../../model/types.js';
import type { FixtureTruth } from '../../../test/support/fixture-paths.js';

describe.each(['terms-like', 'terms-like-tagged'])('the %s edition', (name) => {
  let model: DocModel;
  let truth: FixtureTruth;
  beforeAll(async () => {
    ({ model, truth } = await compileFixture(name));
  });

  it('has the truth sections and elements', () => {
    expect(model.sections).toEqual(truth.sections);
    expect(model.elements).toEqual(truth.elements);
  });

  it('reads each entry with the kind its lead-in or its spelling gives, and nothing from the operations beside', () => {
    expect(model.definitions).toEqual(truth.definitions);
    expect(model.definitions.map((d) => d.term)).not.toContain('len(X)');
  });

  it('has the truth requirements', () => {
    expect(model.requirements).toEqual(truth.requirements);
  });
});
