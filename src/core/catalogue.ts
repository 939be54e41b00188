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
  /** Other names people give the spec ("pdf20", "iso32000-1"): accepted as this id (specIdOfAlias). */
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

/** A spec name as compared with ids and aliases: case, spaces, '-', '_' and ':' aside ("ISO 32000-1" = "iso32000-1"). */
export const aliasKey = (name: string): string =>
  // Only separators between two characters: "iso32000-2-" stays a prefix of iso32000-2-2020.
  name.toLowerCase().replace(/(?<=[a-z0-9.])[\s_:-]+(?=[a-z0-9])/g, '');

/**
 * The catalogue id that `name` is another name for: one of its aliases, or its id spelt with other separators
 * ("iso-32000-1" → pdf17, "PDF 2.0" → iso32000-2). Undefined when it names no catalogue spec that way.
 */
export function specIdOfAlias(catalogue: Pick<Catalogue, 'specs'>, name: string): string | undefined {
  const key = aliasKey(name);
  if (!key) return undefined;
  return catalogue.specs.find((c) => aliasKey(c.id) === key || c.aliases?.some((a) => aliasKey(a) === key))?.id;
}
