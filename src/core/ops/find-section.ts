/**
 * Turns what a user types for a section ("7.3.4", "7.3.4.", "§ 7.3.4",
 * "clause 7", "annex a", "A.1", "Foreword", "Terms and definitions") into a
 * section of the model, or a PdfspecError with the nearest candidates.
 */
import type { ModelReader } from '../../model/reader.js';
import type { DocModel, Section } from '../../model/types.js';
import { PdfspecError } from '../errors.js';
import { sectionIndex, sectionLabel } from '../model-index.js';
import { slugOf } from '../../model/slug.js';
import { didYouMean } from '../did-you-mean.js';
import { isSectionNumber, userAnnexReference } from '../../model/section-number.js';
import { GET_STRUCTURE } from './get-structure/name.js';
import { matterSection } from '../matter.js';

/** Canonical spelling of a section reference: no "§"/"clause", no trailing period, "Annex A", "A.1". */
export function normaliseSectionRef(raw: string): string {
  let q = raw.replace(/\s+/g, ' ').trim();
  q = q.replace(/^(§+\s*|(clause|section|sect\.|sec\.|subclause)\s+)/i, '').trim();
  q = q.replace(/[.\s]+$/, '');
  const annex = userAnnexReference(q);
  if (annex) return annex;
  if (/^[a-z]/i.test(q) && isSectionNumber(q, true)) return q[0]!.toUpperCase() + q.slice(1);
  return q;
}

const fold = (s: string) => s.toLowerCase().replace(/\s+/g, ' ').trim();

/** The section a reference names, or undefined. Tries exact id, canonical form, case, Annex↔Appendix, then a unique title. */
export function findSection(model: DocModel, raw: string): Section | undefined {
  const { byId } = sectionIndex(model);
  const exact = byId.get(raw) ?? byId.get(raw.trim());
  if (exact) return exact;
  const q = normaliseSectionRef(raw);
  const canonical = byId.get(q);
  if (canonical) return canonical;
  const lower = q.toLowerCase();
  const alt = lower.startsWith('annex ')
    ? `appendix ${lower.slice(6)}`
    : lower.startsWith('appendix ')
      ? `annex ${lower.slice(9)}`
      : null;
  const qSlug = slugOf(q);
  for (const s of model.sections) {
    const id = s.id.toLowerCase();
    if (id === lower || (alt && id === alt) || (s.number && s.number.toLowerCase() === lower)) return s;
  }
  if (qSlug) {
    const bySlug = model.sections.find((s) => s.number === null && s.id === qSlug);
    if (bySlug) return bySlug;
  }
  const titled = model.sections.filter((s) => fold(s.title) === fold(q));
  return titled.length === 1 ? titled[0] : undefined;
}

/** Like findSection, but an unknown reference is an unknown_section error with up to five suggestions. */
export function requireSection(model: DocModel, specId: string, raw: string): Section {
  const hit = findSection(model, raw);
  if (hit) return hit;
  const suggestions = suggestSections(model, raw);
  const did = suggestions.length ? `; did you mean ${suggestions.map((s) => `"${s}"`).join(', ')}?` : '';
  throw new PdfspecError(
    'unknown_section',
    `no section "${raw.trim()}" in ${specId}${did}`,
    `sections are numbers such as "7.3.4", "Annex A" or "A.1"; {op:${GET_STRUCTURE}} lists them`,
    suggestions,
  );
}

/**
 * Like requireSection, and the parts outside the numbered sections too (front-matter, contents, back-matter):
 * search hits name them, so every operation that reads a section's elements reads them as well.
 */
export function requireSectionOrMatter(reader: ModelReader, specId: string, raw: string): Section {
  return findSection(reader.model, raw) ?? matterSection(reader, raw) ?? requireSection(reader.model, specId, raw);
}

/** Nearest sections to an unknown reference ("7.3.9" → 7.3 and its nearest children; a misspelt title → the closest titles). */
export function suggestSections(model: DocModel, raw: string, max = 5): string[] {
  return didYouMean(normaliseSectionRef(raw), model.sections, sectionLabel, max).map(sectionLabel);
}
