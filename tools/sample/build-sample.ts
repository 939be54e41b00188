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
import { stat } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { fixtureFiles, generateFixtures } from '../fixtures/fixtures.js';
import { sampleDir } from '../fixtures/locations.js';
import { probePdf } from '../../src/compile/pdf/open.js';
import { PROBE_VERSION, factsOfProbe } from '../../src/host/registry/scan.js';
import { SHIPPED_FACTS_FILE, shippedFactsIn, type ShippedFactsFile } from '../../src/host/registry/shipped-facts.js';
import { sha256File } from '../../src/store/fingerprint.js';
import { writeFileAtomic } from '../../src/store/atomic-write.js';

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
  const paths = SAMPLE_FIXTURES.map((n) => join(dir, `${n}.pdf`));
  await writeShippedFacts(dir, paths);
  return { paths, generated };
}

/**
 * facts.json beside the samples: what the product's own probe says of each (src/host/registry/shipped-facts.ts),
 * so that a fresh cache need not probe them. Probed and written only when the product's reader of the file would
 * not take its row for every sample (a sample or the probe's version changed).
 */
async function writeShippedFacts(dir: string, paths: string[]): Promise<void> {
  const shipped = shippedFactsIn(dir);
  const current = await Promise.all(paths.map(async (path) => shipped(path, (await stat(path)).size)));
  if (current.every((facts) => facts !== undefined)) return;
  const files: ShippedFactsFile['files'] = {};
  for (const path of paths)
    files[basename(path)] = {
      size: (await stat(path)).size,
      sha256: await sha256File(path),
      facts: factsOfProbe(await probePdf(path)),
    };
  const text = `${JSON.stringify({ probeVersion: PROBE_VERSION, files } satisfies ShippedFactsFile, null, 2)}\n`;
  await writeFileAtomic(join(dir, SHIPPED_FACTS_FILE), text);
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
