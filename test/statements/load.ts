/**
 * The hand-written statement set (statements.json) and the compiled models of the documents it speaks of,
 * through the eval's cache (tools/eval/models.ts): a warm run reads them, a cold one compiles them.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { compiledModels } from '../../tools/eval/models.js';
import { sharedDir } from '../../tools/eval/truth.js';
import type { DocModel } from '../../src/model/types.js';

export interface Statement {
  doc: string;
  statement: string;
  expected: 'supported' | 'contradicted' | 'unknown';
  kind: string;
  source: string;
}

export interface StatementSet {
  files: Record<string, string>;
  statements: Statement[];
}

export function statementSet(): StatementSet {
  return JSON.parse(readFileSync(join(import.meta.dirname, 'statements.json'), 'utf8')) as StatementSet;
}

/** The models of the set's documents by their key; empty when ../shared is not there. */
export async function statementModels(set: StatementSet): Promise<Map<string, DocModel>> {
  const files = Object.entries(set.files).map(([stem, rel]) => ({ stem, pdf: join(sharedDir(), rel) }));
  if (!files.every((f) => existsSync(f.pdf))) return new Map();
  return new Map((await compiledModels(files)).map((c) => [c.stem, c.model]));
}
