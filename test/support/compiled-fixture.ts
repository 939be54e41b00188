/**
 * A generated fixture compiled in this process, with its ground truth: what every edition's exact-compare test
 * starts from. The fixtures are made by test/global-setup.ts before any test runs.
 */
import { existsSync } from 'node:fs';
import { filter, lastValueFrom, map } from 'rxjs';
import { compile$, type CompileEvent } from '../../src/compile/compile.js';
import type { DocModel } from '../../src/model/types.js';
import { fixturePath, loadTruth, type FixtureTruth } from './fixture-paths.js';

export async function compileFixture(name: string): Promise<{ model: DocModel; truth: FixtureTruth }> {
  const file = fixturePath(name);
  if (!existsSync(file)) throw new Error(`${file} is missing: test/global-setup.ts should have generated it`);
  const model = await lastValueFrom(
    compile$(file, { workers: 1 }).pipe(
      filter((e): e is Extract<CompileEvent, { type: 'model' }> => e.type === 'model'),
      map((e) => e.model),
    ),
  );
  return { model, truth: loadTruth(name) };
}
