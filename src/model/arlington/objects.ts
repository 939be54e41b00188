/**
 * Arlington object names as people type them: "Catalog", "catalog", "page" (PageObject), "FontType1",
 * "Type 1 font". Names are compared as sets of words (camel case and digits split, "XObject" one word),
 * without the words every object could carry ("object", "dictionary", "entries").
 */
const GENERIC = new Set([
  'object',
  'objects',
  'dictionary',
  'dictionaries',
  'dict',
  'entries',
  'entry',
  'the',
  'a',
  'an',
]);

/** The model abbreviates; people often do not. */
const SYNONYMS: Record<string, string> = { annotation: 'annot', annotations: 'annot', action: 'action', fonts: 'font' };

export function nameWords(name: string): string[] {
  return name
    .replace(/XObject/gi, ' xobject ')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .replace(/([A-Za-z])(\d)/g, '$1 $2')
    .replace(/(\d)([A-Za-z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((w) => w && !GENERIC.has(w))
    .map((w) => SYNONYMS[w] ?? w);
}

export type ObjectMatch = 'exact' | 'case-insensitive' | 'words' | 'partial' | 'none';

/**
 * The objects a typed name means, in the best tier that has any: the name itself, then ignoring case, then
 * the same words in any order ("Type 1 font" = FontType1), then every object whose words include the typed
 * ones ("font" → every font).
 */
export function matchObjects(typed: string, objects: readonly string[]): { match: ObjectMatch; objects: string[] } {
  const t = typed.trim();
  if (objects.includes(t)) return { match: 'exact', objects: [t] };
  const lower = t.toLowerCase();
  const folded = objects.filter((o) => o.toLowerCase() === lower);
  if (folded.length) return { match: 'case-insensitive', objects: folded };
  const want = nameWords(t);
  if (!want.length) return { match: 'none', objects: [] };
  const key = (ws: string[]) => [...ws].sort().join(' ');
  const same = objects.filter((o) => key(nameWords(o)) === key(want));
  if (same.length) return { match: 'words', objects: same };
  const partial = objects.filter((o) => {
    const have = nameWords(o);
    return want.every((w) => have.includes(w));
  });
  return partial.length ? { match: 'partial', objects: partial } : { match: 'none', objects: [] };
}
