/**
 * The first score on arrival of a corpus: the scoreboard of the compiler as it was when the corpus
 * arrived, before any change made for it, kept in test/golden/arrival/<corpus>.json and never
 * rewritten. The README prints it beside each document's current line; a test holds the two equal.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { FACETS, type Count, type DocScore, type FacetName } from './score.js';
import { goldenDir } from './truth.js';

const count = z.object({ tp: z.number().int(), fp: z.number().int(), fn: z.number().int() });

const arrivalDoc = z.object({
  document: z.string(),
  counts: z.record(z.enum(FACETS), count),
  found: count,
  tables: z.array(z.object({ label: z.string(), teds: z.number(), exact: z.boolean() })),
});

const arrivalRecord = z.object({
  corpus: z.string(),
  compiler: z.number().int(),
  commit: z.string(),
  date: z.string(),
  /** How the record was taken (e.g. which files the compiler refused). */
  note: z.string(),
  documents: z.array(arrivalDoc),
});

export type ArrivalRecord = z.infer<typeof arrivalRecord>;
export type ArrivalDoc = z.infer<typeof arrivalDoc>;

export const arrivalDir = (): string => join(goldenDir(), 'arrival');

/** Every arrival record, by corpus. */
export function loadArrivals(dir = arrivalDir()): Map<string, ArrivalRecord> {
  const out = new Map<string, ArrivalRecord>();
  if (!existsSync(dir)) return out;
  for (const name of readdirSync(dir)
    .filter((n) => n.endsWith('.json'))
    .sort()) {
    const record = arrivalRecord.parse(JSON.parse(readFileSync(join(dir, name), 'utf8')));
    out.set(record.corpus, record);
  }
  return out;
}

/** The record of `scores` (one corpus): counts and cell scores only, never the misses. */
export function arrivalOf(scores: readonly DocScore[], meta: Omit<ArrivalRecord, 'documents'>): ArrivalRecord {
  return {
    ...meta,
    documents: scores.map((s) => ({
      document: s.stem,
      counts: Object.fromEntries(FACETS.map((f) => [f, s.counts[f]])) as Record<FacetName, Count>,
      found: s.cells.found,
      tables: s.cells.tables.map((t) => ({ label: t.label, teds: t.teds, exact: t.exact })),
    })),
  };
}

/** Writes a corpus's record once; a first score is never rewritten. */
export function writeArrival(record: ArrivalRecord, dir = arrivalDir()): string {
  const path = join(dir, `${record.corpus}.json`);
  if (existsSync(path)) throw new Error(`${path} exists: a first score on arrival is never rewritten`);
  writeFileSync(path, JSON.stringify(record, null, 1) + '\n');
  return path;
}
