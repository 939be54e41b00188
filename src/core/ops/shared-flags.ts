/** The flags several commands share, each said once: a command lists one among its own (`spec: SHARED_FLAGS.spec`). */
import type { FlagSpec } from './define-command.js';

export const SHARED_FLAGS = {
  spec: {
    takes: 'string',
    describe:
      'Spec id, unambiguous prefix or another name of a standard (pdf20, iso32000-1; see list-specs); default iso32000-2 or the best available',
  },
  section: { takes: 'string', describe: 'Section number ("7.3.4", "Annex A"); its whole subtree' },
  level: { takes: 'string', describe: 'all, shall, "shall not", should, "should not" or may ("must" is shall)' },
  role: {
    takes: 'string',
    describe:
      'Only requirements binding this role ("Client", "writer" finds "PDF writer"; file: what data must be); see roles',
  },
  offset: { takes: 'integer', describe: 'Paging: skip this many items' },
  limit: { takes: 'integer', describe: 'Paging: at most this many items (1–1000)' },
} as const satisfies Record<string, FlagSpec>;

/** The model files "must" under shall (and "must not" under shall not): `--level must` asks for those. */
export function mustIsShall(given: Record<string, unknown>): void {
  if (given.level === 'must') given.level = 'shall';
  else if (given.level === 'must not') given.level = 'shall not';
}
