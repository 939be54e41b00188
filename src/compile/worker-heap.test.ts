import { Worker } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { compileWorkerLimits, YOUNG_GENERATION_MB } from './worker-heap.js';

/** The limits a worker started with `limits` reports from inside (worker_threads.resourceLimits). */
function limitsInside(limits: ReturnType<typeof compileWorkerLimits>): Promise<Record<string, number>> {
  const code =
    "const { parentPort, resourceLimits } = require('node:worker_threads'); parentPort.postMessage(resourceLimits);";
  const worker = new Worker(code, { eval: true, resourceLimits: limits });
  return new Promise((resolve, reject) => {
    worker.once('message', (m: Record<string, number>) => void worker.terminate().then(() => resolve(m)));
    worker.once('error', reject);
  });
}

describe('compileWorkerLimits', () => {
  it('gives a compile worker a 48 MiB young generation, and the old generation asked for', () => {
    expect(compileWorkerLimits(2048)).toEqual({ maxYoungGenerationSizeMb: 48, maxOldGenerationSizeMb: 2048 });
    expect(compileWorkerLimits()).toEqual({ maxYoungGenerationSizeMb: 48 });
  });

  it('is what the worker gets, whatever V8 would size its young generation from a 4 GiB heap', async () => {
    const inside = await limitsInside(compileWorkerLimits(4096));
    expect(inside).toMatchObject({ maxYoungGenerationSizeMb: YOUNG_GENERATION_MB, maxOldGenerationSizeMb: 4096 });
  });
});
