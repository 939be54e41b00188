/**
 * The ModelReader of a cache entry: parses only what is asked for. Its `model`
 * is a plain DocModel to every reader (own enumerable properties,
 * JSON.stringify and deep equality work) whose big arrays are parsed on first
 * access — the getter replaces itself with the parsed value, so the cost is
 * paid once and only by the operations that need that part. The reader's
 * methods read the chunked parts (elements, requirements) a chunk at a time,
 * and decode the stored search text when search first asks.
 */
import type { ModelReader, StoredSearchText } from '../model/reader.js';
import type { DocModel, Element, Requirement } from '../model/types.js';
import { chunkReader } from './chunked-part.js';
import { LAZY_PARTS, type EntryParts, type LazyPart } from './entry-format.js';

const parse = (bytes: Buffer): unknown => JSON.parse(bytes.toString('latin1'));

const LAZY = new Set<string>(LAZY_PARTS);

/** `keys`: the property order of the model that was written (defaults to meta, sections, the lazy parts). */
export function lazyReader(parts: EntryParts, keys: string[] = []): ModelReader {
  const meta = parse(parts.meta) as Record<string, unknown>;
  // Only the unparsed parts are kept; once all are parsed, the entry's buffer can be collected.
  const pending = new Map<LazyPart, Buffer>(LAZY_PARTS.map((name) => [name, parts[name]]));
  const fields: Record<string, unknown> = {};
  const order = [...new Set([...keys, ...Object.keys(meta), 'sections', ...LAZY_PARTS])];
  for (const key of order) {
    if (key === 'sections') fields.sections = parse(parts.sections);
    else if (LAZY.has(key)) defineLazy(key as LazyPart);
    else if (key in meta) fields[key] = meta[key];
  }
  const model = fields as unknown as DocModel;
  const elements = parts.chunks?.elements ? chunkReader<Element>(parts.elements, parts.chunks.elements) : null;
  const requirements = parts.chunks?.requirements
    ? chunkReader<Requirement>(parts.requirements, parts.chunks.requirements)
    : null;
  /** Once the whole array is defined (parsed or assigned), it is read instead of the chunks. */
  const wholeElements = (): Element[] | null => (elements && pending.has('elements') ? null : model.elements);
  let search: Buffer | null = parts.search ?? null;
  let stored: StoredSearchText | null = null;

  return {
    model,
    elementCount: () => wholeElements()?.length ?? elements!.total,
    element(i) {
      const whole = wholeElements();
      if (whole) return whole[i];
      if (!Number.isInteger(i) || i < 0 || i >= elements!.total) return undefined;
      const k = elements!.chunkOf(i);
      return elements!.chunk(k)[i - elements!.first(k)];
    },
    elements: (start, end) => wholeElements()?.slice(start, end) ?? elements!.slice(start, end),
    requirementsMaybeIn(sections) {
      if (!requirements || !pending.has('requirements')) return model.requirements;
      return requirements.chunks.flatMap((c, k) =>
        !c.sections || c.sections.some((id) => sections.has(id)) ? requirements.chunk(k) : [],
      );
    },
    storedSearchText() {
      if (search) {
        stored = parse(search) as StoredSearchText;
        search = null;
      }
      return stored;
    },
  };

  function defineLazy(name: LazyPart): void {
    const define = (value: unknown) => {
      pending.delete(name);
      // The chunk readers are not used once the whole array is defined; let the entry's buffer go.
      if (name === 'elements') elements?.release();
      if (name === 'requirements') requirements?.release();
      Object.defineProperty(fields, name, { value, writable: true, enumerable: true, configurable: true });
    };
    Object.defineProperty(fields, name, {
      enumerable: true,
      configurable: true,
      get() {
        const chunked = name === 'elements' ? elements : name === 'requirements' ? requirements : null;
        const value = chunked ? chunked.all() : parse(pending.get(name)!);
        define(value);
        return value;
      },
      set(value: unknown) {
        define(value);
      },
    });
  }
}
