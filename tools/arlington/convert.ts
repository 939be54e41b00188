/**
 * Converts the Arlington PDF Model's TSV files (../shared/arlington/tsv, or the folder given) into the one
 * compact file pdfspec ships, corpus/arlington/model.json, with the model's LICENSE and NOTICE.txt beside
 * it. The cells are kept exactly as written (the grammar is read at run time by src/model/arlington/), only
 * trailing empty cells are dropped, so the shipped file says no more and no less than the TSV files.
 *
 *   npx tsx tools/arlington/convert.ts [arlington-folder [output-folder]]
 */
import { chmodSync, copyFileSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ARLINGTON_COLUMNS, type ArlingtonData } from '../../src/model/arlington/data.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const from = process.argv[2] ?? join(root, '..', 'shared', 'arlington');
const to = process.argv[3] ?? join(root, 'corpus', 'arlington');

/** The upstream commit and date, as the folder's README records them ("commit 5a8639424495 (2026-05-04)"). */
function sourceOf(readme: string): ArlingtonData['source'] {
  const m = /commit\s+([0-9a-f]{7,40})\s+\((\d{4}-\d{2}-\d{2})\)/.exec(readme);
  if (!m) throw new Error(`${from}/README.md names no commit ("commit <hash> (<date>)")`);
  return {
    name: 'Arlington PDF Model (PDF Association)',
    repository: 'https://github.com/pdf-association/arlington-pdf-model',
    folder: 'tsv/latest',
    commit: m[1]!,
    date: m[2]!,
    licence: 'Apache-2.0',
  };
}

function readObject(file: string): string[][] {
  const lines = readFileSync(file, 'utf8')
    .split(/\r?\n/)
    .filter((l) => l.length > 0);
  const header = lines.shift()?.split('\t');
  if (header?.join('\t') !== ARLINGTON_COLUMNS.join('\t')) throw new Error(`${file}: unexpected header`);
  return lines.map((line) => {
    const cells = line.split('\t');
    if (cells.length > ARLINGTON_COLUMNS.length) throw new Error(`${file}: a row has ${cells.length} cells`);
    while (cells.length && cells.at(-1) === '') cells.pop();
    return cells;
  });
}

const tsv = join(from, 'tsv');
const objects: Record<string, string[][]> = {};
for (const name of readdirSync(tsv)
  .filter((f) => f.endsWith('.tsv'))
  .sort()) {
  objects[name.slice(0, -4)] = readObject(join(tsv, name));
}
const data: ArlingtonData = {
  format: 1,
  source: sourceOf(readFileSync(join(from, 'README.md'), 'utf8')),
  columns: [...ARLINGTON_COLUMNS],
  objects,
};
mkdirSync(to, { recursive: true });
// One object per line: small diffs when the model is updated, and still one JSON.parse.
const body = Object.entries(objects)
  .map(([name, rows]) => `${JSON.stringify(name)}:${JSON.stringify(rows)}`)
  .join(',\n');
const { objects: _omit, ...head } = data;
void _omit;
writeFileSync(join(to, 'model.json'), `${JSON.stringify(head).slice(0, -1)},"objects":{\n${body}\n}}\n`);
for (const f of ['LICENSE', 'NOTICE.txt']) {
  copyFileSync(join(from, f), join(to, f));
  chmodSync(join(to, f), 0o644);
}
const rows = Object.values(objects).reduce((n, r) => n + r.length, 0);
console.log(`${Object.keys(objects).length} objects, ${rows} rows → ${join(to, 'model.json')}`);
