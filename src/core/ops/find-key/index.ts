/** The operation as every front end finds it in the list (../list.ts); its definition loads on first use. */
import { defineEntry } from '../define-entry.js';
import { findKeyCommand } from './command.js';
import { FIND_KEY } from './name.js';

export const findKeyEntry = defineEntry({
  name: FIND_KEY,
  load: () => import('./operation.js').then((m) => m.findKeyOperation),
  runner: () => import('./runner.js').then((m) => m.findKeyRunner),
  command: findKeyCommand,
});
