import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { tinyPdf } from '#test-support/test-pdfs.js';
import { main } from '../main.js';
import { testFactory } from '#test-support/test-factory.js';

let tmp: string;
let env: NodeJS.ProcessEnv;
beforeEach(async () => {
  tmp = await mkdtemp(join(tmpdir(), 'pdfspec-cachecli-'));
  await mkdir(join(tmp, 'specs'));
  await writeFile(join(tmp, 'specs', 'PDF-Declarations.pdf'), await tinyPdf({ title: 'PDF Declarations', pages: 2 }));
  env = { PDF_SPEC_DIR: join(tmp, 'specs'), PDFSPEC_CACHE_DIR: join(tmp, 'cache') };
});
afterEach(async () => {
  await rm(tmp, { recursive: true, force: true });
});

const noCore = () => {
  throw new Error('the cache command must not need the operations core');
};

async function cli(args: string[]) {
  const f = testFactory(noCore, { env });
  const code = await main(args, f);
  return { code, out: f.out(), err: f.err() };
}

describe('pdfspec cache', () => {
  it('build compiles with the real compiler, then finds it cached; info and clear report it', async () => {
    const built = await cli(['cache', 'build', '--spec', 'declarations', '--json']);
    expect(built.code, built.err).toBe(0);
    const rec = JSON.parse(built.out) as {
      dir: string;
      results: Array<{ spec: string; status: string; pages: number }>;
    };
    expect(rec.dir).toBe(join(tmp, 'cache'));
    expect(rec.results).toEqual([expect.objectContaining({ spec: 'declarations', status: 'built', pages: 2 })]);
    expect(built.err).toContain('compiling declarations');

    const again = await cli(['cache', 'build', '--spec', 'declarations']);
    expect(again.out).toMatch(/^cached\tdeclarations\t/);

    const info = await cli(['cache', 'info']);
    expect(info.code).toBe(0);
    expect(info.out).toContain(`cache dir ${join(tmp, 'cache')}`);
    expect(info.out).toMatch(/declarations\t.*\tvalid\t.*PDF-Declarations\.pdf/);
    expect(info.out).toContain('1 entry');

    const ndjson = await cli(['cache', 'info', '--ndjson']);
    expect(JSON.parse(ndjson.out.trim())).toMatchObject({ spec: 'declarations', valid: true });

    const cleared = await cli(['cache', 'clear', '--json']);
    expect(JSON.parse(cleared.out)).toMatchObject({ dir: join(tmp, 'cache'), removed: 3 });
    expect((await cli(['cache', 'info', '--json'])).out).toContain('"totalEntries":0');
  });

  it('maps errors to one line and the documented exit codes', async () => {
    const unknown = await cli(['cache', 'build', '--spec', 'nope']);
    expect(unknown.code).toBe(3);
    expect(unknown.err.trim().split('\n')).toHaveLength(1);
    const missing = await cli(['cache', 'build', '--spec', 'pdf17', '--json']);
    expect(missing.code).toBe(4);
    expect(JSON.parse(missing.out)).toMatchObject({ error: { code: 'missing_file' } });
    const both = await cli(['cache', 'build', '--spec', 'pdf17', '--all']);
    expect(both.code).toBe(2);
    expect(both.err).toContain('either --spec or --all');
    const empty = await cli(['cache', 'build', '--spec', '']);
    expect(empty.code).toBe(2);
    expect(empty.err).toContain('--spec');
    const none = await cli(['cache']);
    expect(none.code).toBe(2);
    const badSub = await cli(['cache', 'frobnicate']);
    expect(badSub.code).toBe(2);
  });
});
