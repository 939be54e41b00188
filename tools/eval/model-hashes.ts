/**
 * npm run model-hashes [-- --out FILE] [--check FILE]: compiles every real PDF of ../shared (all three
 * corpora) with the compiler of the working tree, without the cache, and prints the SHA-256 of each model's
 * JSON. A refactoring of the compiler keeps every hash (issue: outputs identical); --check compares with a
 * file written by --out and exits 1 naming each document whose model changed.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { compiledModels } from './models.js';
import { sharedDir } from './truth.js';

const CORPORA = ['corpus', 'corpus-open', 'corpus-open-2'];

const { values } = parseArgs({ options: { out: { type: 'string' }, check: { type: 'string' } } });
const files = CORPORA.flatMap((c) => {
  const dir = join(sharedDir(), c);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((n) => n.toLowerCase().endsWith('.pdf'))
    .sort()
    .map((n) => ({ stem: `${c}/${n.slice(0, -4)}`, pdf: join(dir, n) }));
});
if (!files.length) {
  process.stderr.write(`model-hashes: no PDFs under ${sharedDir()}\n`);
  process.exit(2);
}
const models = await compiledModels(files, (l) => process.stderr.write(`model-hashes: ${l}\n`), { fresh: true });
const lines = models.map((m) => {
  // The model names its compiler version and file path; neither is the reading itself.
  const { compilerVersion: _v, source, ...reading } = m.model;
  const hash = createHash('sha256')
    .update(JSON.stringify({ ...reading, source: { ...source, file: '' } }))
    .digest('hex');
  return `${hash}  ${m.stem}`;
});
const text = `${lines.join('\n')}\n`;
if (values.out) writeFileSync(values.out, text);
process.stdout.write(text);
if (values.check) {
  const before = new Map(
    readFileSync(values.check, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((l) => [l.slice(66), l.slice(0, 64)] as const),
  );
  const changed = lines.filter((l) => before.get(l.slice(66)) !== l.slice(0, 64)).map((l) => l.slice(66));
  process.stderr.write(
    changed.length ? `model-hashes: CHANGED ${changed.join(', ')}\n` : 'model-hashes: all unchanged\n',
  );
  process.exit(changed.length ? 1 : 0);
}
