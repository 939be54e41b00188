import { pass } from '../../pipeline/pass.js';
import { verifyModel } from './verify.js';
import type { Keyed } from '../stages.js';

/** The model checked against itself and the Contents: gaps, unmatched entries, missing tables, lost keywords. */
export const verifyPass = pass<Keyed, Keyed>(
  'verify',
  'checks the model against the Contents and its own text, and names what does not add up',
  (w, ctx) => {
    ctx.report(
      ...verifyModel({
        sections: w.sections,
        tables: w.tables,
        references: w.references,
        requirements: w.requirements,
        contents: w.x.contents,
        definitions: w.definitions,
        text: { elements: w.work, tables: w.workTables, convention: ctx.profile.keywordConvention ?? 'directives' },
      }).diagnostics,
    );
    return w;
  },
);
