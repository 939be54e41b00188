/** The version in pdfspec's package.json (reported by `--version` and the MCP handshake). */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { packageRoot } from './catalogue.js';

let version: string | null = null;

export function packageVersion(): string {
  version ??= (JSON.parse(readFileSync(join(packageRoot(), 'package.json'), 'utf8')) as { version: string }).version;
  return version;
}
