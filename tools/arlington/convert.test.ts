/**
 * The shipped model (corpus/arlington/) is exactly what the converter makes of ../shared/arlington, and
 * carries the model's licence and notice. Skipped where ../shared is not there (an installed package).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..', '..');
const shared = join(root, '..', 'shared', 'arlington');
const out = mkdtempSync(join(tmpdir(), 'pdfspec-arlington-'));
afterAll(() => rmSync(out, { recursive: true, force: true }));

describe.skipIf(!existsSync(shared))('tools/arlington/convert.ts', () => {
  it('reproduces the committed model.json, LICENSE and NOTICE.txt from ../shared/arlington', () => {
    execFileSync(process.execPath, ['--import', 'tsx', join(root, 'tools/arlington/convert.ts'), shared, out]);
    for (const f of ['model.json', 'LICENSE', 'NOTICE.txt'])
      expect(readFileSync(join(out, f), 'utf8')).toBe(readFileSync(join(root, 'corpus', 'arlington', f), 'utf8'));
    const tsvRows = readFileSync(join(shared, 'README.md'), 'utf8').match(/commit\s+([0-9a-f]+)/)![1];
    expect(JSON.parse(readFileSync(join(out, 'model.json'), 'utf8')).source.commit).toBe(tsvRows);
  });
});
