import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { packageRoot } from '../../core/catalogue.js';
import { LAYOUT_PIPELINE } from '../layout/pipeline.js';
import { SEGMENT_PIPELINE } from '../segment/pipeline.js';
import type { Pipeline } from './pass.js';
import { describePipeline } from './describe.js';

const MARKED = /<!-- pipeline:start -->\n([\s\S]*?)\n<!-- pipeline:end -->/;

describe("docs/model.md's order of work", () => {
  it('is the pipeline lists themselves: every pass, in order, with what it does', () => {
    const doc = readFileSync(join(packageRoot(), 'docs', 'model.md'), 'utf8');
    const shown = MARKED.exec(doc)?.[1];
    const expected = [
      describePipeline(
        'The layout extractor (untagged files: `src/compile/layout/pipeline.ts`)',
        LAYOUT_PIPELINE as Pipeline<unknown, unknown>,
      ),
      describePipeline(
        'The segmenter (both extractors: `src/compile/segment/pipeline.ts`)',
        SEGMENT_PIPELINE as Pipeline<unknown, unknown>,
      ),
    ].join('\n\n');
    expect(shown, 'docs/model.md between <!-- pipeline:start --> and <!-- pipeline:end -->').toBe(expected);
  });

  it('names every pass once', () => {
    const names = [...LAYOUT_PIPELINE.passes, ...SEGMENT_PIPELINE.passes].map((p) => p.name);
    expect(new Set(names).size).toBe(names.length);
  });
});
