/**
 * Builds the bundled sample corpus (`npm run samples`, run by `prepare` in a
 * checkout and by `prepack` before the package is packed):
 * corpus/sample/sample17.pdf and sample20.pdf with their truth files, written
 * by the fixture generator from text written for this project. Skipped when
 * they are current, so rebuilding never rewrites a file another process reads.
 */
// First import: the stamp hashes the generator's sources before the generator itself is loaded.
import { ensureFresh } from '../fixtures/stamp.js';
import { realpathSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { fixtureFiles, generateFixtures } from '../fixtures/fixtures.js';
import { sampleDir } from '../fixtures/locations.js';

export const SAMPLE_FIXTURES = ['sample17', 'sample20'] as const;

/** The sample PDFs; they are (re)generated when missing, changed or made by other generator sources. */
export async function buildSample(dir = sampleDir()): Promise<{ paths: string[]; generated: boolean }> {
  const generated = await ensureFresh(
    dir,
    'samples.stamp',
    `samples=${SAMPLE_FIXTURES.join(',')}`,
    fixtureFiles(SAMPLE_FIXTURES),
    async () => {
      await generateFixtures(dir, SAMPLE_FIXTURES);
    },
  );
  return { paths: SAMPLE_FIXTURES.map((n) => join(dir, `${n}.pdf`)), generated };
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(realpathSync(process.argv[1])).href) {
  buildSample().then(
    ({ paths, generated }) =>
      process.stderr.write(`pdfspec: sample corpus ${generated ? 'written' : 'up to date'}: ${paths.join(', ')}\n`),
    (err: unknown) => {
      process.stderr.write(
        `pdfspec: could not build the sample corpus: ${err instanceof Error ? err.message : String(err)}\n`,
      );
      process.exitCode = 1;
    },
  );
}
