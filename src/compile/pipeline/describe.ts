/**
 * The compiler's order of work in words, from the pipeline lists themselves: docs/model.md shows this text
 * between its pipeline markers, and a test keeps the two the same.
 */
import type { Pipeline } from './pass.js';

export function describePipeline(title: string, pipeline: Pipeline<unknown, unknown>): string {
  const lines = pipeline.passes.map((p, i) => `${i + 1}. \`${p.name}\`: ${p.does}`);
  return [`${title}:`, '', ...lines].join('\n');
}
