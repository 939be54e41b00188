/**
 * Which catalogue entry a PDF is: by file name first, then by document title.
 * A PDF that is neither gets a user-spec id made from its file name.
 */
import type { Catalogue } from '../../core/catalogue.js';
import { slugOf } from '../../model/slug.js';

export function idByFileName(cat: Catalogue, fileName: string): string | null {
  const i = cat.names.findIndex((res) => res.some((re) => re.test(fileName)));
  return i < 0 ? null : cat.specs[i]!.id;
}

export function idByTitle(cat: Catalogue, title: string | null): string | null {
  const t = title?.replace(/\s+/g, ' ').trim();
  if (!t) return null;
  const i = cat.titles.findIndex((res) => res.some((re) => re.test(t)));
  return i < 0 ? null : cat.specs[i]!.id;
}

/** "My Spec (draft).PDF" → "my-spec-draft"; never empty. */
export function slugOfFileName(fileName: string): string {
  // Accents are dropped first, so an id stays easy to type ("Über" → "uber").
  const bare = fileName
    .replace(/\.pdf$/i, '')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '');
  return slugOf(bare) || 'spec';
}

/** The slug, or the slug with -2, -3 … when `taken` already has it. Adds the result to `taken`. */
export function uniqueId(base: string, taken: Set<string>): string {
  let id = base;
  for (let n = 2; taken.has(id); n++) id = `${base}-${n}`;
  taken.add(id);
  return id;
}
