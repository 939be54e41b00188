import { pass } from '../../pipeline/pass.js';
import { backMatterStart } from './matter.js';
import type { Bounded, Found } from '../stages.js';

/** A back cover or copyright page after the last section is back matter, in no section. */
export const backMatterPass = pass<Found, Bounded>(
  'back-matter',
  'finds where back matter (a back cover, a copyright page) begins after the last section',
  (w) => {
    const lastStart = w.found.starts.reduce((max, s) => Math.max(max, s.start), -1);
    const contentEnd = lastStart < 0 ? w.work.length : backMatterStart(w.work, lastStart);
    return { ...w, contentEnd };
  },
);
