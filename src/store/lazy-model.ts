/**
 * A DocModel whose big arrays are parsed on first access. To every reader it
 * is a plain DocModel (own enumerable properties, JSON.stringify and deep
 * equality work); the getter replaces itself with the parsed value, so the
 * cost is paid once and only by the operations that need that part.
 */
import type { DocModel, Element } from '../model/types.js';
import { ELEMENT_ACCESS, type ElementAccess } from '../core/ops/element-access.js';
import { STORED_SEARCH_TEXT } from '../core/search/search-index.js';
import { LAZY_PARTS, type ElementChunk, type EntryParts, type LazyPart } from './entry-format.js';
import { decodeSearchPart } from './search-part.js';

const parse = (bytes: Buffer): unknown => JSON.parse(bytes.toString('latin1'));

const LAZY = new Set<string>(LAZY_PARTS);

/** `keys`: the property order of the model that was written (defaults to meta, sections, the lazy parts). */
export function lazyModel(parts: EntryParts, keys: string[] = []): DocModel {
  const meta = parse(parts.meta) as Record<string, unknown>;
  // Only the unparsed parts are kept; once all are parsed, the entry's buffer can be collected.
  const pending = new Map<LazyPart, Buffer>(LAZY_PARTS.map((name) => [name, parts[name]]));
  const model: Record<string, unknown> = {};
  const order = [...new Set([...keys, ...Object.keys(meta), 'sections', ...LAZY_PARTS])];
  for (const key of order) {
    if (key === 'sections') model.sections = parse(parts.sections);
    else if (LAZY.has(key)) defineLazy(key as LazyPart);
    else if (key in meta) model[key] = meta[key];
  }
  if (parts.search) defineStoredSearchText(parts.search);
  const chunked = parts.elementChunks ? elementChunks(parts.elements, parts.elementChunks) : null;
  if (chunked) Object.defineProperty(model, ELEMENT_ACCESS, { enumerable: false, configurable: true, value: chunked.access });
  return model as unknown as DocModel;

  /**
   * Parses a chunk only when an element in it is asked for; the whole array,
   * when asked for, reuses the chunks already parsed. Once `elements` is
   * defined (parsed or assigned), the access reads it instead.
   */
  function elementChunks(body: Buffer, chunks: ElementChunk[]): { access: ElementAccess; all: () => Element[] } {
    const firsts: number[] = [];
    let total = 0;
    for (const c of chunks) {
      firsts.push(total);
      total += c.count;
    }
    const parsed: (Element[] | undefined)[] = new Array(chunks.length);
    const chunk = (k: number): Element[] =>
      (parsed[k] ??= JSON.parse(`[${body.toString('latin1', chunks[k]!.offset, chunks[k]!.offset + chunks[k]!.length)}]`) as Element[]);
    /** Index of the chunk holding element i (0 ≤ i < total). */
    const chunkOf = (i: number): number => {
      let lo = 0;
      let hi = chunks.length - 1;
      while (lo < hi) {
        const mid = (lo + hi + 1) >> 1;
        if (firsts[mid]! <= i) lo = mid;
        else hi = mid - 1;
      }
      return lo;
    };
    const whole = (): Element[] | null => (pending.has('elements') ? null : (model.elements as Element[]));
    const access: ElementAccess = {
      get count() {
        return whole()?.length ?? total;
      },
      at(i) {
        const w = whole();
        if (w) return w[i];
        if (!Number.isInteger(i) || i < 0 || i >= total) return undefined;
        const k = chunkOf(i);
        return chunk(k)[i - firsts[k]!];
      },
      slice(start, end) {
        const w = whole();
        if (w) return w.slice(start, end);
        // Array.prototype.slice's bounds: relative (negative) indices, clamped, truncated.
        const bound = (x: number) => {
          const n = Math.trunc(x) || 0;
          return n < 0 ? Math.max(total + n, 0) : Math.min(n, total);
        };
        const from = bound(start);
        const to = end === undefined ? total : bound(end);
        const out: Element[] = [];
        for (let k = from < to ? chunkOf(from) : chunks.length; k < chunks.length && firsts[k]! < to; k++) {
          const c = chunk(k);
          for (let j = Math.max(from - firsts[k]!, 0); j < c.length && firsts[k]! + j < to; j++) out.push(c[j]!);
        }
        return out;
      },
    };
    return { access, all: () => chunks.flatMap((_, k) => chunk(k)) };
  }

  /** Not enumerable: derived data, invisible to JSON.stringify and deep equality; parsed when search first asks. */
  function defineStoredSearchText(bytes: Buffer): void {
    let pending: Buffer | null = bytes;
    let value: unknown;
    Object.defineProperty(model, STORED_SEARCH_TEXT, {
      enumerable: false,
      configurable: true,
      get() {
        if (pending) {
          // Derived data: a part that does not decode is simply not used (search then builds the text).
          try {
            value = decodeSearchPart(pending);
          } catch {
            value = undefined;
          }
          pending = null;
        }
        return value;
      },
    });
  }

  function defineLazy(name: LazyPart): void {
    const define = (value: unknown) => {
      pending.delete(name);
      Object.defineProperty(model, name, { value, writable: true, enumerable: true, configurable: true });
    };
    Object.defineProperty(model, name, {
      enumerable: true,
      configurable: true,
      get() {
        const value = name === 'elements' && chunked ? chunked.all() : parse(pending.get(name)!);
        define(value);
        return value;
      },
      set(value: unknown) {
        define(value);
      },
    });
  }
}
