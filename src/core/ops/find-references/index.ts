/** The operation as every front end finds it in the list (../list.ts); its definition loads on first use. */
import { defineEntry } from '../define-entry.js';
import { findReferencesCommand } from './command.js';
import { FIND_REFERENCES } from './name.js';

export const findReferencesEntry = defineEntry({
  name: FIND_REFERENCES,
  load: () => import('./operation.js').then((m) => m.findReferencesOperation),
  runner: () => import('./runner.js').then((m) => m.findReferencesRunner),
  command: findReferencesCommand,
});
