/**
 * Paths of the generated test fixtures and their ground truth. The files are
 * made by test/global-setup.ts before any test runs.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { defaultFixtureDir, repoRoot } from '../../tools/fixtures/locations.js';
import { FIXTURE_NAMES } from '../../tools/fixtures/fixtures.js';
import type { FixtureTruth } from '../../tools/fixtures/truth/types.js';

export type { FixtureTruth };
export { FIXTURE_NAMES };

export const REPO_ROOT = repoRoot();
export const FIXTURE_DIR = defaultFixtureDir();

/** The fixtures by layout family, for tests that loop over them. */
export const FIXTURE_GROUPS = {
  iso: ['iso-named', 'iso-direct'],
  framemaker: ['fm-tagless', 'fm-nooutline'],
  pdfa: ['pdfa-family'],
  /** Family D: layouts outside the catalogue (committee drafts, GUM-style and table glossaries, guides). */
  familyD: ['c-draft', 'gum-like', 'guide-glossary'],
  editions: ['ed17', 'ed20'],
  /** Two editions whose requirements differ in declared ways (compare --requirements). */
  requirementEditions: ['rq17', 'rq20'],
  sample: ['sample17', 'sample20'],
  /** Family D: section sources to reconcile, matter outside the clauses (tagged, then untagged). */
  sourcesTagged: ['word-export', 'iso-ts'],
  sourcesUntagged: ['iso-contents', 'fm-reference'],
  /** The table idioms of real standards (spec-pdf-layouts.md, Family D), tagged and untagged. */
  tables: ['iso-tables', 'fm-tables'],
  /** Issue 22: layouts beyond ISO, one edition per family of real documents (untagged, then tagged). */
  issue22: ['nist-like', 'two-column', 'tagged-guide-like'],
  /** Family D: IETF and OASIS documents (fixed-width RFC, BCP 14 keywords; src/compile/layout/ietf-fixtures.test.ts). */
  ietf: ['rfc-like', 'oasis-like'],
  /** Issue 33: glossary layouts beyond ISO (src/compile/layout/terms-like-fixture.test.ts), untagged and tagged. */
  terms: ['terms-like', 'terms-like-tagged'],
} as const;

export function fixturePath(name: string): string {
  return join(FIXTURE_DIR, `${name}.pdf`);
}

export function truthPath(name: string): string {
  return join(FIXTURE_DIR, `${name}.truth.json`);
}

const cache = new Map<string, FixtureTruth>();

/** The ground truth of a generated fixture (parsed once per process). */
export function loadTruth(name: string): FixtureTruth {
  let truth = cache.get(name);
  if (!truth) {
    truth = JSON.parse(readFileSync(truthPath(name), 'utf8')) as FixtureTruth;
    cache.set(name, truth);
  }
  return truth;
}

/** The real CC BY 4.0 corpus next to the repository; tests skip when it is absent. */
export const SHARED_CORPUS_DIR = join(REPO_ROOT, '..', 'shared', 'corpus');
