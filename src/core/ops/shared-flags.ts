/** The flags several commands share, each said once: a command lists one among its own (`spec: SHARED_FLAGS.spec`). */
import type { FlagSpec } from './define-command.js';

export const SHARED_FLAGS = {
  spec: {
    takes: 'string',
    describe:
      'Spec id, unambiguous prefix or another name of a standard (pdf20, iso32000-1; see list-specs); default iso32000-2 or the best available',
  },
  section: { takes: 'string', describe: 'Section number ("7.3.4", "Annex A"); its whole subtree' },
  offset: { takes: 'integer', describe: 'Paging: skip this many items' },
  limit: { takes: 'integer', describe: 'Paging: at most this many items (1–1000)' },
} as const satisfies Record<string, FlagSpec>;
