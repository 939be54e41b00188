// vitest globalSetup: generate every fixture once into test/fixtures/out/ (skipped when its stamp is current).
import { ensureFixtures } from '../tools/fixtures/ensure.js';

export default async function setup(): Promise<void> {
  await ensureFixtures();
}
