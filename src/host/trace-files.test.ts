import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readSourceTree } from './trace-files.js';

const root = mkdtempSync(join(tmpdir(), 'pdfspec-trace-files-'));
mkdirSync(join(root, 'repo', 'lib'), { recursive: true });
mkdirSync(join(root, 'repo', 'test'));
mkdirSync(join(root, 'repo', 'node_modules', 'dep'), { recursive: true });
writeFileSync(join(root, 'repo', 'lib', 'client.js'), '// MQTT-3.1.0-1\n');
writeFileSync(join(root, 'repo', 'test', 'connect.js'), '// MQTT-3.1.0-1\n');
writeFileSync(join(root, 'repo', 'node_modules', 'dep', 'index.js'), '// not ours\n');
writeFileSync(join(root, 'repo', 'logo.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0]));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const seen = (paths: string[], cwd: string) => readSourceTree(paths, cwd).files.map((f) => [f.path, f.test] as const);

describe('readSourceTree', () => {
  it('keeps each folder given in the paths (as git prints them), so a test is known by its folder', () => {
    expect(seen(['lib', 'test'], join(root, 'repo'))).toEqual([
      ['lib/client.js', false],
      ['test/connect.js', true],
    ]);
    expect(seen(['test'], join(root, 'repo'))).toEqual([['test/connect.js', true]]);
  });

  it('reads a whole tree without node_modules and binaries; paths outside the working folder start at their common folder', () => {
    const tree = readSourceTree(['.'], join(root, 'repo'));
    expect(tree.files.map((f) => f.path)).toEqual(['lib/client.js', 'test/connect.js']);
    expect(tree.skipped).toBe(1);
    expect(seen([join(root, 'repo', 'lib'), join(root, 'repo', 'test')], tmpdir() + '/elsewhere')).toEqual([
      ['lib/client.js', false],
      ['test/connect.js', true],
    ]);
  });
});
