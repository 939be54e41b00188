import { pass } from '../../pipeline/pass.js';
import { documentProfile } from './profile.js';
import type { Keyed } from '../stages.js';

/** The profile, said once in `reading`. */
export const profilePass = pass<Keyed, Keyed>(
  'document-profile',
  'reports the document profile: the conventions every decision above rests on',
  (w, ctx) => {
    ctx.report(
      documentProfile({
        sections: w.sections,
        elements: w.work,
        tables: w.tables,
        definitions: w.definitions,
        profile: ctx.profile,
      }),
    );
    return w;
  },
);
