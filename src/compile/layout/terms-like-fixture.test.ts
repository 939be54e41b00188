/**
 * The `terms-like` edition (tools/fixtures/content/terms-like.ts), untagged and tagged: glossary layouts outside
 * the ISO form. The model must equal the truth declared by the same blocks.
 *
 * Compiler 600 (this branch's first) read neither "2.1 Terms and abbreviations" (its title named no terms clause:
 * no definition from it) nor the kinds of "2.2 Terms and acronyms" (CMAC and XOF read as terms), and took
 * "len(X)" and "X || Y" in "2.3 Basic operations" for terms because the chapter's title is "Glossary".
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
