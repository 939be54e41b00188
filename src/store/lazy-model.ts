/**
 * A DocModel whose big arrays are parsed on first access. To every reader it
 * is a plain DocModel (own enumerable properties, JSON.stringify and deep
 * equality work); the getter replaces itself with the parsed value, so the
 * cost is paid once and only by the operations that need that part.
 */
import type { DocModel } from '../model/types.js';
import { LAZY_PARTS, type PartName } from './entry-format.js';

const parse = (bytes: Buffer): unknown => JSON.parse(bytes.toString('latin1'));

export function lazyModel(parts: Record<PartName, Buffer>): DocModel {
  const model = parse(parts.meta) as Record<string, unknown>;
  model.sections = parse(parts.sections);
  for (const name of LAZY_PARTS) {
    const define = (value: unknown) =>
      Object.defineProperty(model, name, { value, writable: true, enumerable: true, configurable: true });
    Object.defineProperty(model, name, {
      enumerable: true,
      configurable: true,
      get() {
        const value = parse(parts[name]);
        define(value);
        return value;
      },
      set(value: unknown) {
        define(value);
      },
    });
  }
  return model as unknown as DocModel;
}
