/**
 * The catalogue is data (corpus/catalogue.json, corpus/samples.json); this
 * module loads it once per process and compiles its patterns. Paths resolve
 * from the package root, never from the working directory, so `npx pdfspec`
 * works from anywhere.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Category } from './operation-context.js';

export interface CatalogueSpec {
  id: string;
  title: string;
  /** Other names people give the spec ("pdf20", "iso32000-1"): an unknown id that is one of them suggests this id. */
  aliases?: string[];
  category: Category;
  /** Page count of the known edition, when known. */
  pages: number | null;
  /** Case-insensitive regular expressions over the file name. */
  patterns: string[];
  /** Case-insensitive regular expressions over the document title (Info or XMP). */
  titlePatterns: string[];
  /** File names to tell a user to look for. */
  fileNames?: string[];
  /** Where to get the file, in words. */
  where?: string;
  sourceUrl?: string;
  /** Samples only: the catalogue id this sample stands in for when no real spec is available. */
  standsFor?: string;
}

export interface CoverageGap {
  area: string;
  standards: string[];
  consequence: string;
}

export interface Catalogue {
  /** The 17 specs, then the bundled samples: the best-available order. */
  specs: CatalogueSpec[];
  coverage: { note: string; gaps: CoverageGap[] };
  /** Absolute path of the bundled sample dir. */
  sampleDir: string;
  /** Compiled patterns, index-aligned with `specs`. */
  names: RegExp[][];
  titles: RegExp[][];
}

let root: string | null = null;

/** The directory holding corpus/catalogue.json: the repo in development, the package when installed. */
export function packageRoot(): string {
  if (root) return root;
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    if (existsSync(join(dir, 'corpus', 'catalogue.json'))) return (root = dir);
    const up = dirname(dir);
    if (up === dir) throw new Error('pdfspec: corpus/catalogue.json not found above ' + fileURLToPath(import.meta.url));
    dir = up;
  }
}

const compile = (sources: string[]) => sources.map((s) => new RegExp(s, 'i'));

let cached: Catalogue | null = null;

export function loadCatalogue(): Catalogue {
  if (cached) return cached;
  const corpus = join(packageRoot(), 'corpus');
  const main = JSON.parse(readFileSync(join(corpus, 'catalogue.json'), 'utf8')) as {
    specs: CatalogueSpec[];
    coverage: Catalogue['coverage'];
  };
  const samples = JSON.parse(readFileSync(join(corpus, 'samples.json'), 'utf8')) as {
    dir: string;
    specs: CatalogueSpec[];
  };
  const specs = [...main.specs, ...samples.specs];
  cached = {
    specs,
    coverage: main.coverage,
    sampleDir: join(corpus, samples.dir),
    names: specs.map((s) => compile(s.patterns)),
    titles: specs.map((s) => compile(s.titlePatterns)),
  };
  return cached;
}
