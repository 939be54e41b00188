/**
 * The layout extractor's order of work, for PDFs without a usable structure tree: the same raw blocks the
 * structure-tree extractor yields, recovered from text positions and fonts, plus the outline and the entries
 * of the printed Contents pages (the segmenter reconciles them with the headings). This list is the
 * documentation (docs/model.md shows it).
 */
import { Pipeline } from '../pipeline/pass.js';
import { blocksPass } from './blocks.pass.js';
import { columnsPass } from './columns.pass.js';
import { contentsEntriesPass } from './contents-entries.pass.js';
import { contentsPagesPass } from './contents-pages.pass.js';
import { footnotesPass } from './footnotes.pass.js';
import { furniturePass } from './furniture.pass.js';
import { lineNumbersPass } from './line-numbers.pass.js';
import { marginNumbersPass } from './margin-numbers.pass.js';
import { metricsPass } from './metrics.pass.js';
import { monospacedBodyPass } from './monospaced-body.pass.js';
import { readPagesPass } from './read-pages.pass.js';
import { tableRulesPass } from './table-rules.pass.js';
import type { LayoutInput } from './stages.js';

export const LAYOUT_PIPELINE = Pipeline.start<LayoutInput>()
  // The pages as lines.
  .then(readPagesPass)
  // What is not body text, taken out.
  .then(furniturePass)
  .then(columnsPass)
  .then(monospacedBodyPass)
  .then(lineNumbersPass)
  .then(metricsPass)
  .then(marginNumbersPass)
  .then(footnotesPass)
  // The lines as blocks.
  .then(contentsPagesPass)
  .then(tableRulesPass)
  .then(blocksPass)
  .then(contentsEntriesPass);
