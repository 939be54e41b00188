import { contentIds, documentIdentity } from '../../../model/content-id.js';
import { pass } from '../../pipeline/pass.js';
import type { Required, Roled } from '../stages.js';

/** A content id for each requirement: the document's identity, the section and the normalised sentence. */
export const contentIdsPass = pass<Roled, Required>(
  'content-ids',
  "gives each requirement a content id from the document's identity, its section and its normalised text",
  (w, ctx) => {
    const identity = documentIdentity(w.x.title);
    ctx.profile.identity = identity;
    const ids = contentIds(identity, w.requirements);
    return { ...w, requirements: w.requirements.map((r, i) => ({ ...r, contentId: ids[i]! })) };
  },
);
