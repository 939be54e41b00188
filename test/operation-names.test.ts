/**
 * One place per operation: an operation's name is spelt in its folder (src/core/ops/<operation>/) only.
 * Everything else names it through the constant its folder exports (`GET_SECTION`) or reads it from the list
 * of operations, so that renaming or adding an operation touches its folder and no other place. Comments
 * count: a comment that names another operation is a place a reader has to find too.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import { describe, expect, it } from 'vitest';
import { OPERATION_NAMES } from '../src/core/ops/load.js';
import { REPO_ROOT } from './support/fixture-paths.js';

const PRODUCT_DIRS = ['src', 'components', 'bin'];

function productFiles(): string[] {
  return PRODUCT_DIRS.flatMap((dir) =>
    readdirSync(join(REPO_ROOT, dir), { recursive: true, encoding: 'utf8' })
      .filter((f) => /\.(?:[cm]?js|tsx?)$/.test(f) && !/\.test\.tsx?$/.test(f))
      .map((f) => `${dir}/${f.split(sep).join('/')}`),
  );
}

/** The places the name of operation `name` may be spelt: its folder. */
function allowedPlaces(name: string): string[] {
  const folder = name.replaceAll('_', '-');
  return [`src/core/ops/${folder}/`];
}

/** The places (a folder counted once) among `files` that spell `name` as a word. */
function placesOf(name: string, files: ReadonlyMap<string, string>): string[] {
  const word = new RegExp(`(?<![\\w])${name}(?![\\w])`);
  const places = new Set<string>();
  for (const [file, text] of files) {
    if (!word.test(text)) continue;
    const folder = allowedPlaces(name).find((p) => p.endsWith('/') && file.startsWith(p));
    places.add(folder ?? file);
  }
  return [...places].sort();
}

describe('operation names', () => {
  const files = new Map(productFiles().map((f) => [f, readFileSync(join(REPO_ROOT, f), 'utf8')]));

  it('reads the product files', () => {
    expect(files.size).toBeGreaterThan(300);
    expect(files.has('src/core/ops/load.ts')).toBe(true);
    expect(files.has('bin/pdfspec.js')).toBe(true);
  });

  it.each(OPERATION_NAMES)('spells %s in its folder only', (name) => {
    const places = placesOf(name, files);
    expect(places.filter((p) => !allowedPlaces(name).includes(p))).toEqual([]);
    // The folder defines it: a name found nowhere means the check reads the wrong files.
    expect(places).toContain(allowedPlaces(name)[0]);
  });

  it('would see a name spelt elsewhere, in code or in a comment, as a word only', () => {
    const spelt = new Map([
      ['src/core/ops/get-section/name.ts', "export const GET_SECTION = 'get_section';"],
      ['src/core/ops/get-section/get-section.ts', '/** get_section: a section */'],
      ['src/core/ops/load.ts', "'get_section',"],
      ['components/hooks/use-section.ts', 'core.get_section({ section })'],
      ['src/core/matter.ts', '// what get_section returns'],
      ['src/core/other.ts', 'get_sections, xget_section'],
    ]);
    expect(placesOf('get_section', spelt)).toEqual([
      'components/hooks/use-section.ts',
      'src/core/matter.ts',
      'src/core/ops/get-section/',
      'src/core/ops/load.ts',
    ]);
  });
});
