/**
 * The ModelReader of a cache entry: reads and parses only what is asked for. Its `model`
 * is a plain DocModel to every reader (own enumerable properties,
 * JSON.stringify and deep equality work) whose big arrays are parsed on first
 * access — the getter replaces itself with the parsed value, so the cost is
 * paid once and only by the operations that need that part. The reader's
 * methods read the chunked parts (elements, requirements) a chunk at a time,
 * and decode the stored search text when search first asks. Each part's
 * bytes come from the entry (entry-file.ts) checked, when first needed.
 */
import type { ModelReader, StoredSearchText } from '../model/reader.js';
import type { DocModel, Element, Requirement } from '../model/types.js';
import { chunkReader } from './chunked-part.js';
import type { EntryFile } from './entry-file.js';
import { LAZY_PARTS, type LazyPart } from './entry-format.js';
import { decodeSearchPart } from './search-part.js';

const parse = (bytes: Buffer): unknown => JSON.parse(bytes.toString('latin1'));

const LAZY = new Set<string>(LAZY_PARTS);

/** The model of `entry`, in the property order it was written (the header's keys). */
export function lazyReader(entry: EntryFile): ModelReader {
  const meta = parse(entry.part('meta')!) as Record<string, unknown>;
  const pending = new Set<LazyPart>(LAZY_PARTS);
  const fields: Record<string, unknown> = {};
  const order = [...new Set([...(entry.header.keys ?? []), ...Object.keys(meta), 'sections', ...LAZY_PARTS])];
  for (const key of order) {
    if (key === 'sections') fields.sections = parse(entry.part('sections')!);
    else if (LAZY.has(key)) defineLazy(key as LazyPart);
    else if (key in meta) fields[key] = meta[key];
  }
  const model = fields as unknown as DocModel;
  const elements = chunkReader<Element>(entry.chunks('elements'), (k) => entry.chunk('elements', k));
  const requirements = chunkReader<Requirement>(entry.chunks('requirements'), (k) => entry.chunk('requirements', k));
  /** Once the whole array is defined (parsed or assigned), it is read instead of the chunks. */
  const wholeElements = (): Element[] | null => (pending.has('elements') ? null : model.elements);
  let stored: StoredSearchText | null | undefined;

  return {
    model,
    elementCount: () => wholeElements()?.length ?? elements.total,
    element(i) {
      const whole = wholeElements();
      if (whole) return whole[i];
      if (!Number.isInteger(i) || i < 0 || i >= elements.total) return undefined;
      const k = elements.chunkOf(i);
      return elements.chunk(k)[i - elements.first(k)];
    },
    elements: (start, end) => wholeElements()?.slice(start, end) ?? elements.slice(start, end),
    requirementsMaybeIn(sections) {
      if (!pending.has('requirements')) return model.requirements;
      return requirements.chunks.flatMap((c, k) =>
        !c.sections || c.sections.some((id) => sections.has(id)) ? requirements.chunk(k) : [],
      );
    },
    storedSearchText() {
      if (stored === undefined) {
        const bytes = entry.part('search');
        stored = bytes ? decodeSearchPart(bytes) : null;
      }
      return stored;
    },
    damaged: () => entry.damaged?.() ?? false,
  };

  function defineLazy(name: LazyPart): void {
    const define = (value: unknown) => {
      pending.delete(name);
      // The chunk readers are not used once the whole array is defined; let their parsed chunks go.
      if (name === 'elements') elements.release();
      if (name === 'requirements') requirements.release();
      Object.defineProperty(fields, name, { value, writable: true, enumerable: true, configurable: true });
    };
    Object.defineProperty(fields, name, {
      enumerable: true,
      configurable: true,
      get() {
        const chunked = name === 'elements' ? elements : name === 'requirements' ? requirements : null;
        const value = chunked ? chunked.all() : parse(entry.part(name)!);
        define(value);
        return value;
      },
      set(value: unknown) {
        define(value);
      },
    });
  }
}
