/**
 * The bundled samples' probe facts, written beside them by `npm run samples` (tools/sample/build-sample.ts), so that
 * a fresh cache — a first run, `npx`, a CI job — lists the samples without starting a compile thread to probe them
 * (loading pdf.js alone is ~0.3 s). A row is used only for a file of the samples folder whose size and sha256 are
 * those it was written for, and only while the probe is the one that wrote it (PROBE_VERSION); any other file is
 * probed as before.
 */
import { readFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { sha256File } from '../../store/fingerprint.js';
import { PROBE_VERSION, type ProbeFacts, type ShippedFacts } from './scan.js';

export const SHIPPED_FACTS_FILE = 'facts.json';

export interface ShippedFactsFile {
  probeVersion: number;
  files: Record<string, { size: number; sha256: string; facts: ProbeFacts }>;
}

/** The shipped facts of the files of `dir` (a resolved path), read once per scan function. */
export function shippedFactsIn(dir: string): ShippedFacts {
  let table: Promise<ShippedFactsFile | null> | null = null;
  return async (path, size) => {
    if (dirname(path) !== dir) return undefined;
    table ??= readFile(join(dir, SHIPPED_FACTS_FILE), 'utf8').then(
      (text) => JSON.parse(text) as ShippedFactsFile,
      () => null,
    );
    const shipped = await table;
    const row = shipped?.probeVersion === PROBE_VERSION ? shipped.files?.[basename(path)] : undefined;
    if (!row || row.size !== size) return undefined;
    return (await sha256File(path)) === row.sha256 ? row.facts : undefined;
  };
}
