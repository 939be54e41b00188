import { pass } from '../../pipeline/pass.js';
import { extractRequirements, italicCommentary, quotedDocument } from './requirements.js';
import type { Defined, Read } from '../stages.js';

/** Every normative sentence, with its level and section, by the document's keyword convention. */
export const requirementsPass = pass<Defined, Read>(
  'requirements',
  "reads every normative sentence by the profile's keyword convention",
  (w, ctx) => {
    const commentary = italicCommentary(w.work);
    if (commentary) {
      ctx.profile.italicCommentary = commentary;
      ctx.report({
        severity: 'info',
        code: 'italic-commentary',
        message: `${commentary} paragraph(s) set wholly in italic, a minority of the body, read as commentary: no requirements read in them`,
      });
    }
    const quoting = w.workTables.flatMap((t) => {
      const document = quotedDocument(t);
      return document ? [`${t.number ?? `the table on page ${t.page}`} (${document})`] : [];
    });
    if (quoting.length)
      ctx.report({
        severity: 'info',
        code: 'quoted-tables',
        message: `${quoting.join(', ')}: every row cites a part of another document in a column titled with its name; the rows quote that document, and no requirement of this one is read in them`,
      });
    const tally = { pieced: 0 };
    const requirements = extractRequirements({
      sections: w.sections,
      elements: w.work,
      elementSection: w.elementSection,
      tables: w.workTables,
      skip: w.consumed,
      convention: ctx.profile.keywordConvention ?? 'directives',
      informative: ctx.profile.informativeClauses ?? { marked: [], front: [] },
      italicCommentary: commentary > 0,
      tally,
    });
    if (tally.pieced)
      ctx.report({
        severity: 'info',
        code: 'pieced-sentences',
        message: `${tally.pieced} requirement(s) quote a sentence printed in pieces — stopped mid-sentence before a list, code, a formula or a paragraph break and going on after it — read whole`,
      });
    return { ...w, requirements };
  },
);
