/**
 * Reading a chunked part (entry-format.ts: `[c0,c1,…]`, each chunk parsing
 * alone as `[ci]`) one chunk at a time: a chunk's bytes are asked for and
 * parsed when first needed and kept, and the whole array reuses the chunks
 * already parsed.
 */
import type { PartChunk } from './entry-format.js';
import { lastIndexAtOrBefore } from '../model/sorted-search.js';

export interface ChunkReader<T> {
  readonly chunks: readonly PartChunk[];
  /** Number of items in the part. */
  readonly total: number;
  chunk(k: number): T[];
  /** Index of the chunk holding item i (0 ≤ i < total). */
  chunkOf(i: number): number;
  /** Index of chunk k's first item. */
  first(k: number): number;
  /** Same semantics as Array.prototype.slice. */
  slice(start: number, end?: number): T[];
  all(): T[];
  /** Drop the parsed chunks (the whole array is defined); the reader must not be used after. */
  release(): void;
}

/** `bytesOf(k)`: chunk k's bytes, without brackets (asked for once per chunk). */
export function chunkReader<T>(chunks: readonly PartChunk[], bytesOf: (k: number) => Buffer): ChunkReader<T> {
  const firsts: number[] = [];
  let total = 0;
  for (const c of chunks) {
    firsts.push(total);
    total += c.count;
  }
  let parsed: (T[] | undefined)[] = new Array(chunks.length);
  const chunk = (k: number): T[] => (parsed[k] ??= JSON.parse(`[${bytesOf(k).toString('latin1')}]`) as T[]);
  const chunkOf = (i: number): number => lastIndexAtOrBefore(chunks.length, (k) => firsts[k]!, i);
  // Array.prototype.slice's bounds: relative (negative) indices, clamped, truncated.
  const bound = (x: number) => {
    const n = Math.trunc(x) || 0;
    return n < 0 ? Math.max(total + n, 0) : Math.min(n, total);
  };
  return {
    chunks,
    total,
    chunk,
    chunkOf,
    first: (k) => firsts[k]!,
    slice(start, end) {
      const from = bound(start);
      const to = end === undefined ? total : bound(end);
      const out: T[] = [];
      for (let k = from < to ? chunkOf(from) : chunks.length; k < chunks.length && firsts[k]! < to; k++) {
        const c = chunk(k);
        for (let j = Math.max(from - firsts[k]!, 0); j < c.length && firsts[k]! + j < to; j++) out.push(c[j]!);
      }
      return out;
    },
    all: () => chunks.flatMap((_, k) => chunk(k)),
    release() {
      parsed = [];
    },
  };
}
