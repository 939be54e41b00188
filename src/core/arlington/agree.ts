/**
 * When a spec's Key / Type / Value row and a model row say the same thing (docs/model.md, "The Arlington PDF
 * Model"): for the join and for `key --verify`. Types are compared as families, because the spec prints
 * "text string" or "rectangle" where the model writes string-text or rectangle, and "array" for a matrix.
 */
import type { ArlingtonRow } from '../../model/arlington/index.js';
import type { DictionaryKey } from '../../model/types.js';

export type VerifiedField = 'type' | 'required' | 'since' | 'deprecated';

const MODEL_FAMILY: Record<string, string> = {
  'string-text': 'string',
  'string-byte': 'string',
  'string-ascii': 'string',
  date: 'string',
  rectangle: 'array',
  matrix: 'array',
  bitmask: 'integer',
  'name-tree': 'tree',
  'number-tree': 'tree',
};

/** The spec's words for a type, to a family: "text string" → string, "name tree" → tree, "number" → number. */
function specFamily(word: string): string | null {
  const w = word.toLowerCase();
  for (const [needle, family] of [
    ['tree', 'tree'],
    ['string', 'string'],
    ['date', 'string'],
    ['rectangle', 'array'],
    ['array', 'array'],
    ['dictionary', 'dictionary'],
    ['stream', 'stream'],
    ['boolean', 'boolean'],
    ['integer', 'integer'],
    ['number', 'number'],
    ['name', 'name'],
    ['null', 'null'],
  ] as const)
    if (w.includes(needle)) return family;
  return null;
}

export function modelTypeFamilies(r: ArlingtonRow): Set<string> {
  return new Set(r.types.map((t) => MODEL_FAMILY[t] ?? t));
}

/** Families of the spec's type cell ("array or dictionary", "name, array"); empty when it names none. */
export function specTypeFamilies(type: string): Set<string> {
  return new Set(
    type
      .split(/\s*(?:\bor\b|,|\/|;)\s*/i)
      .map(specFamily)
      .filter((f): f is string => f !== null),
  );
}

const sameSet = (a: Set<string>, b: Set<string>) => a.size === b.size && [...a].every((x) => b.has(x));

/** What the spec says of a field, or null when it says nothing the model could be held to. */
export function specSays(k: DictionaryKey, field: VerifiedField): string | null {
  switch (field) {
    case 'type':
      return specTypeFamilies(k.type).size ? k.type : null;
    case 'required':
      return k.status;
    case 'since':
      return k.since;
    case 'deprecated':
      return k.deprecated === null ? 'no' : k.deprecated || 'yes';
  }
}

export function modelSays(r: ArlingtonRow, field: VerifiedField): string {
  switch (field) {
    case 'type':
      return r.types.join(', ');
    case 'required':
      return r.required;
    case 'since':
      return r.since ?? r.sinceExtension ?? 'none';
    case 'deprecated':
      return r.deprecated ?? 'no';
  }
}

export function agrees(k: DictionaryKey, r: ArlingtonRow, field: VerifiedField): boolean {
  switch (field) {
    case 'type':
      return sameSet(specTypeFamilies(k.type), modelTypeFamilies(r));
    case 'required':
      return k.status === r.required;
    case 'since':
      return k.since === r.since;
    case 'deprecated':
      return k.deprecated === null
        ? r.deprecated === null
        : r.deprecated !== null && (!k.deprecated || k.deprecated === r.deprecated);
  }
}

export const VERIFIED_FIELDS: readonly VerifiedField[] = ['type', 'required', 'since', 'deprecated'];
