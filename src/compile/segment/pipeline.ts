/**
 * The segmenter's order of work: what the extractors found (blocks, outline, Contents entries, links) becomes
 * the document model, one named pass at a time. This list is the documentation (docs/model.md shows it).
 */
import { Pipeline } from '../pipeline/pass.js';
import { glossaryListsPass } from './definitions/glossary-lists.pass.js';
import { alignedListsPass } from './elements/aligned-lists.pass.js';
import { definitionsPass } from './definitions/definitions.pass.js';
import { classifyPass } from './elements/classify.pass.js';
import { modelElementsPass } from './elements/model-elements.pass.js';
import { pageBreakRunsPass } from './elements/page-break-runs.pass.js';
import { dictionaryKeysPass } from './keys/dictionary-keys.pass.js';
import { lineEndHyphensPass } from './order/line-end-hyphens.pass.js';
import { unmarkedBreaksPass } from './order/unmarked-breaks.pass.js';
import { pageOrderPass } from './order/page-order.pass.js';
import { referencesPass } from './references/references.pass.js';
import { profilePass } from './report/profile.pass.js';
import { textAccountPass } from './report/text-account.pass.js';
import { verifyPass } from './report/verify.pass.js';
import { informativeClausesPass } from './requirements/informative-clauses.pass.js';
import { keywordConventionPass } from './requirements/keyword-convention.pass.js';
import { contentIdsPass } from './requirements/content-ids.pass.js';
import { requirementsPass } from './requirements/requirements.pass.js';
import { rolesPass } from './requirements/roles.pass.js';
import { assignPass } from './sections/assign.pass.js';
import { contentsMatterPass } from './sections/contents-matter.pass.js';
import { backMatterPass } from './sections/back-matter.pass.js';
import { capitalHeadingsPass } from './sections/capital-headings.pass.js';
import { frontMatterPass } from './sections/front-matter.pass.js';
import { lostNumbersPass } from './sections/lost-numbers.pass.js';
import { numberedSequencePass } from './sections/numbered-sequence.pass.js';
import { reconcilePass } from './sections/reconcile.pass.js';
import { romanFrontMatterPass } from './sections/roman-front-matter.pass.js';
import { runInLabelsPass } from './sections/run-in-labels.pass.js';
import type { Extracted } from './stages.js';

export const SEGMENT_PIPELINE = Pipeline.start<Extracted>()
  // The text in printed order.
  .then(pageOrderPass)
  .then(lineEndHyphensPass)
  .then(unmarkedBreaksPass)
  // Blocks typed as elements.
  .then(classifyPass)
  .then(pageBreakRunsPass)
  // Sections.
  .then(numberedSequencePass)
  .then(romanFrontMatterPass)
  .then(runInLabelsPass)
  .then(reconcilePass)
  .then(frontMatterPass)
  .then(capitalHeadingsPass)
  .then(lostNumbersPass)
  .then(backMatterPass)
  .then(contentsMatterPass)
  .then(assignPass)
  .then(modelElementsPass)
  // What the text says.
  .then(definitionsPass)
  .then(glossaryListsPass)
  .then(alignedListsPass)
  .then(keywordConventionPass)
  .then(informativeClausesPass)
  .then(requirementsPass)
  .then(rolesPass)
  .then(contentIdsPass)
  .then(referencesPass)
  .then(dictionaryKeysPass)
  // What the reader is told.
  .then(profilePass)
  .then(verifyPass)
  .then(textAccountPass);
