/**
 * A test's cache folder seeded with the models of real documents, for tests about what a command or tool
 * answers on them rather than about their first compile (hardening-cache and the progress tests keep their
 * caches cold). Several test files read WTPDF, the Tagged PDF guide or MQTT 5.0, each with a cache of its own, and
 * a compile is most of their time: the first to ask compiles into the eval cache (tools/eval/models.ts, where the
 * tests of the real documents read their models too; the store's lock makes a second asker wait for that
 * compile) and every test copies the entry, which does not depend on the folder it is in.
 */
import { copyFileSync, mkdirSync } from 'node:fs';
import { basename, join } from 'node:path';
import { cachedEntry } from '../../tools/eval/models.js';

export async function seedCache(cacheDir: string, pdfs: readonly string[]): Promise<void> {
  const models = join(cacheDir, 'models');
  mkdirSync(models, { recursive: true });
  for (const pdf of pdfs) {
    const entry = await cachedEntry(pdf, basename(pdf, '.pdf'));
    copyFileSync(entry, join(models, basename(entry)));
  }
}
