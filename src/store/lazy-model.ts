/**
 * A DocModel whose big arrays are parsed on first access. To every reader it
 * is a plain DocModel (own enumerable properties, JSON.stringify and deep
 * equality work); the getter replaces itself with the parsed value, so the
 * cost is paid once and only by the operations that need that part.
 */
import type { DocModel, Element, Requirement } from '../model/types.js';
import { ELEMENT_ACCESS, type ElementAccess } from '../core/ops/element-access.js';
import { REQUIREMENT_ACCESS, type RequirementAccess } from '../core/ops/requirement-access.js';
import { STORED_SEARCH_TEXT } from '../core/search/search-index.js';
import { chunkReader, type ChunkReader } from './chunked-part.js';
import { LAZY_PARTS, type EntryParts, type LazyPart } from './entry-format.js';

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
  const elements = parts.chunks?.elements ? chunkReader<Element>(parts.elements, parts.chunks.elements) : null;
  const requirements = parts.chunks?.requirements ? chunkReader<Requirement>(parts.requirements, parts.chunks.requirements) : null;
  if (elements) defineHidden(ELEMENT_ACCESS, elementAccess(elements));
  if (requirements) defineHidden(REQUIREMENT_ACCESS, requirementAccess(requirements));
  return model as unknown as DocModel;

  function defineHidden(key: symbol, value: unknown): void {
    Object.defineProperty(model, key, { enumerable: false, configurable: true, value });
  }

  /** Once `elements` is defined (parsed or assigned), the access reads it instead of the chunks. */
  function elementAccess(reader: ChunkReader<Element>): ElementAccess {
    const whole = (): Element[] | null => (pending.has('elements') ? null : (model.elements as Element[]));
    return {
      get count() {
        return whole()?.length ?? reader.total;
      },
      at(i) {
        const w = whole();
        if (w) return w[i];
        if (!Number.isInteger(i) || i < 0 || i >= reader.total) return undefined;
        const k = reader.chunkOf(i);
        return reader.chunk(k)[i - reader.first(k)];
      },
      slice(start, end) {
        return whole()?.slice(start, end) ?? reader.slice(start, end);
      },
    };
  }

  function requirementAccess(reader: ChunkReader<Requirement>): RequirementAccess {
    return {
      mayBeIn(sections) {
        if (!pending.has('requirements')) return model.requirements as Requirement[];
        return reader.chunks.flatMap((c, k) => (!c.sections || c.sections.some((id) => sections.has(id)) ? reader.chunk(k) : []));
      },
    };
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
          value = parse(pending);
          pending = null;
        }
        return value;
      },
    });
  }

  function defineLazy(name: LazyPart): void {
    const define = (value: unknown) => {
      pending.delete(name);
      // The chunk readers are not used once the whole array is defined; let the entry's buffer go.
      if (name === 'elements') elements?.release();
      if (name === 'requirements') requirements?.release();
      Object.defineProperty(model, name, { value, writable: true, enumerable: true, configurable: true });
    };
    Object.defineProperty(model, name, {
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
