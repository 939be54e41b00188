/**
 * Every operation's definition, loaded at once and by name, for tests that want them at hand (the product
 * loads one at a time: src/core/ops/load.ts).
 */
import type { Operations } from '../../src/core/ops/index.js';
import { OPERATION_NAMES, loadOperation } from '../../src/core/ops/load.js';

export const OPERATIONS = Object.fromEntries(
  await Promise.all(OPERATION_NAMES.map(async (name) => [name, await loadOperation(name)] as const)),
) as Operations;
