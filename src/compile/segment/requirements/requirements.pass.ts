import { pass } from '../../pipeline/pass.js';
import { extractRequirements } from './requirements.js';
import type { Defined, Read } from '../stages.js';

/** Every normative sentence, with its level and section, by the document's keyword convention. */
export const requirementsPass = pass<Defined, Read>(
  'requirements',
  "reads every normative sentence by the profile's keyword convention",
  (w, ctx) => ({
    ...w,
    requirements: extractRequirements({
      sections: w.sections,
      elements: w.work,
      elementSection: w.elementSection,
      tables: w.workTables,
      skip: w.consumed,
      convention: ctx.profile.keywordConvention ?? 'directives',
      informative: ctx.profile.informativeClauses ?? { marked: [], front: [] },
    }),
  }),
);
