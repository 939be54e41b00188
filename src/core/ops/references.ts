/**
 * Cross-references as results (docs/model.md, "Cross-references"): the refs of
 * one element for a section's content, and — for `pdfspec refs` — what a section or
 * table references and what references it. The compiler sees one file, so a
 * reference to another document of the catalogue ("ISO 32000-1:2008, 7.5.2")
 * is resolved here, into that spec's model when it is available.
 */
import { citedTableLabel, sameTable } from '../../model/table-number.js';
import type { ModelReader } from '../../model/reader.js';
import type { DocModel, Element, Reference, Section } from '../../model/types.js';
import type { SpecEntry } from '../operation-context.js';
import type { ItemRef } from '../schemas.js';
import type { ReferenceRecord } from './find-references/schema.js';
import { findSection } from './find-section.js';
import { pageLabel, sectionIndex } from '../model-index.js';
import { firstIndexWhere } from '../../model/sorted-search.js';
import { escapeRegExp } from '../../model/regexp.js';

/** Index of the first reference whose element is >= `element` (references are in element order). */
export function firstReferenceAt(refs: readonly Reference[], element: number): number {
  return firstIndexWhere(refs.length, (k) => refs[k]!.element >= element);
}

/** The references of elements [start, end), in order. */
export function referencesIn(model: DocModel, start: number, end: number): Reference[] {
  const refs = model.references ?? [];
  const out: Reference[] = [];
  for (let i = firstReferenceAt(refs, start); i < refs.length && refs[i]!.element < end; i++) out.push(refs[i]!);
  return out;
}

/** A reference as a section's content shows it inside its item. */
export function itemRef(model: DocModel, r: Reference): ItemRef {
  const where = {
    ...(r.item !== undefined ? { item: r.item } : {}),
    ...(r.row !== undefined ? { row: r.row, cell: r.cell } : {}),
    ...(r.note !== undefined ? { note: r.note } : {}),
  };
  const target = r.target === null ? undefined : sectionIndex(model).byId.get(r.target);
  return {
    text: r.text,
    start: r.start,
    end: r.end,
    ...where,
    kind: r.kind,
    cited: r.cited,
    ...(r.document !== undefined ? { document: r.document } : {}),
    target: r.target,
    targetTitle: target?.title ?? null,
  };
}

/** The text a reference sits in: the element's, or its list item's, table cell's or table note's. */
export function referenceText(model: DocModel, e: Element | undefined, r: Reference): string {
  if (!e) return '';
  if (e.type === 'list') return e.items[r.item ?? 0] ?? '';
  if (e.type === 'table') {
    const t = model.tables[e.table];
    if (r.note !== undefined) return t?.notes[r.note] ?? '';
    return t?.rows[r.row ?? 0]?.[r.cell ?? 0] ?? '';
  }
  return e.text;
}

/** The sentence of `text` holding [start, end): from the last sentence end before it to the next after it. */
export function sentenceAround(text: string, start: number, end: number): string {
  const before = text.slice(0, start);
  const from = Math.max(before.lastIndexOf('. '), before.lastIndexOf('? '), before.lastIndexOf('! '));
  const after = /[.?!](?=\s|$)/g;
  after.lastIndex = end;
  let to = text.length;
  for (let m = after.exec(text); m; m = after.exec(text)) {
    // "7.3.4." inside a reference or "e.g." are no sentence ends: one needs a space or the end after it.
    to = m.index + 1;
    break;
  }
  return text.slice(from < 0 ? 0 : from + 2, to).trim();
}

/** One end of a reference in a spec's model: a section (and table) with its title and page. */
export function placeIn(spec: string, model: DocModel, section: string | null, page?: number): ReferenceRecord['from'] {
  const s: Section | undefined = section === null ? undefined : sectionIndex(model).byId.get(section);
  const p = page ?? s?.page ?? null;
  return {
    spec,
    section: s?.id ?? section,
    sectionTitle: s?.title ?? null,
    page: p,
    pageLabel: p === null ? null : pageLabel(model, p),
  };
}

/** "ISO 32000-1:2008" → "ISO 32000-1" and "2008". */
function designation(document: string): { base: string; year: string | null } {
  const m = /^(.*?)(?::(\d{4}))?$/.exec(document.trim())!;
  return { base: m[1]!.replace(/\s+/g, ' '), year: m[2] ?? null };
}

/**
 * The available spec a document designation names: a catalogue title that starts with the designation
 * (its year, when given, must match the title's, if the title has one). The first such spec in
 * catalogue order wins, which is the catalogue's own preference order.
 */
export function specForDocument(specs: readonly SpecEntry[], document: string): SpecEntry | undefined {
  const { base, year } = designation(document);
  const escaped = escapeRegExp(base);
  const title = new RegExp(`^${escaped}(?::(\\d{4}))?(?![\\w-])`, 'i');
  return specs.find((s) => {
    if (!s.available) return false;
    const m = title.exec(s.title);
    return m !== null && (year === null || m[1] === undefined || m[1] === year);
  });
}

/** Where an external reference's part ("7.5.2", "Table 237", "Annex A") is in another spec's model. */
export function resolveInModel(spec: string, model: DocModel, cited: string): ReferenceRecord['target'] {
  const table = citedTableLabel(cited);
  if (table) {
    const t = model.tables.find((x) => sameTable(x.number, table));
    return t ? { ...placeIn(spec, model, t.section, t.page), table: t.number! } : null;
  }
  const s = findSection(model, cited);
  return s ? placeIn(spec, model, s.id) : null;
}

/** A reference of this spec as `refs` lists it; `external` resolves one to another document. */
export function referenceRecord(
  spec: string,
  reader: ModelReader,
  r: Reference,
  external: (r: Reference) => ReferenceRecord['target'],
): ReferenceRecord {
  const model = reader.model;
  const text = referenceText(model, reader.element(r.element), r);
  let target: ReferenceRecord['target'] = null;
  if (r.kind === 'external') target = external(r);
  else if (r.target !== null) {
    const e = r.targetElement === undefined ? undefined : reader.element(r.targetElement);
    const table = e?.type === 'table' ? (model.tables[e.table]?.number ?? undefined) : undefined;
    target = { ...placeIn(spec, model, r.target, e?.page), ...(r.kind === 'table' && table ? { table } : {}) };
  }
  return {
    text: r.text,
    kind: r.kind,
    cited: r.cited,
    ...(r.document !== undefined ? { document: r.document } : {}),
    from: placeIn(spec, model, r.section, r.page),
    sentence: sentenceAround(text, r.start, r.end),
    target,
    via: r.via,
  };
}
