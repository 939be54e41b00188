import { defineOperation } from '../define-operation.js';
import { COMPARE_VERSIONS } from './name.js';
import { compareVersions } from './compare-versions.js';
import { compareVersionsInput, compareVersionsOutput } from './schema.js';

export const compareVersionsOperation = defineOperation({
  name: COMPARE_VERSIONS,
  input: compareVersionsInput,
  output: compareVersionsOutput,
  run: compareVersions,
  empty: {
    found: (r) => ({ total: r.totalMatched + r.totalAdded + r.totalRemoved, what: 'sections to compare' }),
    filters: ['section'],
    where: (r) => `${r.from} → ${r.to}`,
  },
});
