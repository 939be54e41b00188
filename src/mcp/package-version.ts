/** The version in pdfspec's package.json, found by walking up from this module (src/ under vitest, dist/src/ when built). */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export function packageVersion(from: string = dirname(fileURLToPath(import.meta.url))): string {
  for (let dir = from; ; dir = dirname(dir)) {
    const file = join(dir, 'package.json');
    if (existsSync(file)) {
      const pkg = JSON.parse(readFileSync(file, 'utf8')) as { name?: string; version?: string };
      if (pkg.name === 'pdfspec' && pkg.version) return pkg.version;
    }
    if (dirname(dir) === dir) throw new Error('package.json of pdfspec not found');
  }
}
