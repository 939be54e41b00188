import { pass } from '../../pipeline/pass.js';
import { extractReferences } from './references.js';
import type { Referenced, Required } from '../stages.js';

/** Cross-references to sections, tables and annexes, from the text and the file's links. */
export const referencesPass = pass<Required, Referenced>(
  'references',
  'finds cross-references to sections, tables and annexes in the text and the links',
  (w, ctx) => {
    const refs = extractReferences({
      sections: w.sections,
      elements: w.work,
      elementSection: w.elementSection,
      tables: w.workTables,
      links: w.x.links,
    });
    ctx.report(...refs.diagnostics);
    return { ...w, references: refs.references };
  },
);
