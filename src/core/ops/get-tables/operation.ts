import { defineOperation } from '../define-operation.js';
import { GET_TABLES } from './name.js';
import { getTables } from './get-tables.js';
import { getTablesInput, getTablesOutput } from './schema.js';

export const getTablesOperation = defineOperation({
  name: GET_TABLES,
  input: getTablesInput,
  output: getTablesOutput,
  run: getTables,
  empty: {
    // A key lookup lists the key's definitions, not tables.
    found: (r, input) =>
      input.key !== undefined
        ? { total: Number(r.totalKeys), what: 'dictionary entries' }
        : { total: r.totalTables, what: 'tables' },
    filters: ['section', 'table_index', 'key', 'dictionary'],
  },
});
