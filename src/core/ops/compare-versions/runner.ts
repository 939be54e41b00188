/**
 * The operation without its schemas, so without zod: what the core answers with when its check without zod
 * passes (define-runner.ts).
 */
import { defineRunner } from '../define-runner.js';
import { compareVersions } from './compare-versions.js';

export const compareVersionsRunner = defineRunner({
  run: compareVersions,
  empty: {
    found: (r) => ({ total: r.totalMatched + r.totalAdded + r.totalRemoved, what: 'sections to compare' }),
    filters: ['section'],
    where: (r) => `${r.from} → ${r.to}`,
  },
});
