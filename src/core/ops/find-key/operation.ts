import { defineOperation } from '../define-operation.js';
import { FIND_KEY } from './name.js';
import { findKey } from './find-key.js';
import { findKeyInput, findKeyOutput } from './schema.js';

export const findKeyOperation = defineOperation({
  name: FIND_KEY,
  input: findKeyInput,
  output: findKeyOutput,
  run: findKey,
  empty: {
    // A verify report is never "nothing found": it says what agrees and what differs.
    found: (r) => (r.verify ? null : { total: r.totalKeys, what: 'dictionary entries' }),
    filters: ['key', 'dictionary'],
  },
});
