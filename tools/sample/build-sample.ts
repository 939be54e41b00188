/**
 * Builds the bundled sample corpus (run by `npm install` through `prepare`):
 * corpus/sample/sample17.pdf and sample20.pdf with their truth files, written
 * by the fixture generator from text written for this project.
 */
import { realpathSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { generateFixtures } from '../fixtures/fixtures.js';
import { sampleDir } from '../fixtures/locations.js';

export const SAMPLE_FIXTURES = ['sample17', 'sample20'] as const;

export async function buildSample(dir = sampleDir()): Promise<string[]> {
  const written = await generateFixtures(dir, SAMPLE_FIXTURES);
  return written.map((w) => w.pdfPath);
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(realpathSync(process.argv[1])).href) {
  buildSample().then(
    (paths) => process.stderr.write(`pdfspec: sample corpus written: ${paths.join(', ')}\n`),
    (err: unknown) => {
      process.stderr.write(`pdfspec: could not build the sample corpus: ${err instanceof Error ? err.message : String(err)}\n`);
      process.exitCode = 1;
    },
  );
}
