/**
 * The one segmenter: ExtractResult (from either extractor) → the document model minus its source block,
 * by the passes of pipeline.ts in their order, with the document profile the extractor began.
 */
import type { ExtractResult } from '../blocks.js';
import type { DocModel } from '../../model/types.js';
import { passContext } from '../pipeline/pass.js';
import { newProfile } from '../pipeline/profile.js';
import { SEGMENT_PIPELINE } from './pipeline.js';

export type Segmented = Omit<DocModel, 'compilerVersion' | 'source'>;

export function segment(x: ExtractResult): Segmented {
  const ctx = passContext(newProfile(x.layout), x.diagnostics);
  const w = SEGMENT_PIPELINE.run({ x }, ctx);
  return {
    method: x.method,
    sectionSource: w.found.primary,
    sectionSources: w.found.reports,
    pageLabels: x.pageLabels,
    sections: w.sections,
    elements: w.elements,
    tables: w.tables,
    definitions: w.definitions,
    requirements: w.requirements,
    references: w.references,
    keys: w.keys,
    diagnostics: [...ctx.diagnostics],
    ...(w.textAccount ? { textAccount: w.textAccount } : {}),
  };
}
