import { defineOperation } from '../define-operation.js';
import { FIND_REFERENCES } from './name.js';
import { findReferences } from './find-references.js';
import { findReferencesInput, findReferencesOutput } from './schema.js';

export const findReferencesOperation = defineOperation({
  name: FIND_REFERENCES,
  input: findReferencesInput,
  output: findReferencesOutput,
  run: findReferences,
  empty: {
    found: (r) => ({ total: r.totalOutgoing + r.totalIncoming, what: 'cross-references' }),
    filters: ['section'],
  },
});
