/**
 * The corpus coverage statement (areas no catalogued spec answers), read from
 * corpus/catalogue.json — data, not code. Found by walking up from this module,
 * which works both from src/ (tests) and from dist/src/ (the installed CLI).
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ListSpecsResult } from '../schemas.js';

export type Coverage = ListSpecsResult['coverage'];

let cached: Coverage | undefined;

export function catalogueCoverage(): Coverage {
  if (cached) return cached;
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 8; i++) {
    const file = join(dir, 'corpus', 'catalogue.json');
    if (existsSync(file) && existsSync(join(dir, 'package.json'))) {
      const json = JSON.parse(readFileSync(file, 'utf8')) as { coverage?: Coverage };
      if (!json.coverage) throw new Error(`${file} has no "coverage"`);
      return (cached = json.coverage);
    }
    const up = dirname(dir);
    if (up === dir) break;
    dir = up;
  }
  throw new Error('corpus/catalogue.json not found next to the package');
}
