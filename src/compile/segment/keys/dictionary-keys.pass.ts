import { pass } from '../../pipeline/pass.js';
import { extractDictionaryKeys } from './dictionary-keys.js';
import type { Keyed, Referenced } from '../stages.js';

/** The rows of Key / Type / Value tables, as dictionary keys. */
export const dictionaryKeysPass = pass<Referenced, Keyed>(
  'dictionary-keys',
  'reads the rows of Key / Type / Value tables as dictionary keys',
  (w) => ({ ...w, keys: extractDictionaryKeys(w.workTables, (t) => w.tables[t]?.section ?? null) }),
);
