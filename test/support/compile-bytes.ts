/** Test support: compiles a PDF made in the test (written to a temporary file) the way the CLI does, in process. */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { filter, lastValueFrom, map } from 'rxjs';
import { compile$, type CompileEvent } from '../../src/compile/compile.js';
import type { DocModel } from '../../src/model/types.js';

const dir = mkdtempSync(join(tmpdir(), 'pdfspec-bytes-'));

export async function compileBytes(name: string, bytes: Uint8Array): Promise<DocModel> {
  const file = join(dir, name);
  writeFileSync(file, bytes);
  return lastValueFrom(
    compile$(file, { workers: 1 }).pipe(
      filter((e): e is Extract<CompileEvent, { type: 'model' }> => e.type === 'model'),
      map((e) => e.model),
    ),
  );
}
