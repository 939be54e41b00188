/**
 * The operation without its schemas, so without zod: what the core answers with when its check without zod
 * passes (define-runner.ts).
 */
import { defineRunner } from '../define-runner.js';
import { getTables } from './get-tables.js';
import { tablesRule } from './rule.js';

export const getTablesRunner = defineRunner({
  run: getTables,
  empty: {
    // A key lookup lists the key's definitions, not tables.
    found: (r, input) =>
      input.key !== undefined
        ? { total: Number(r.totalKeys), what: 'dictionary entries' }
        : { total: r.totalTables, what: 'tables' },
    filters: ['section', 'table_index', 'key', 'dictionary'],
  },
  rule: tablesRule,
});
