/**
 * Term entries of the clause titled "Terms and definitions" (whatever its
 * number). Entries are printed either ISO-style — a paragraph holding only the
 * entry number, then the term, admitted terms, the definition, notes, examples
 * and "[SOURCE: …]" — or as a heading "4.1 artifact marked content sequence"
 * (or a heading "4.1" and a heading holding the term) followed by the same paragraphs.
 */
import type { Definition, Section } from '../../model/types.js';
import type { WorkElement } from './work.js';

const TITLE = /^terms(?:,| and) definitions\b/i;
const ENTRY_NUMBER = /^(?:[A-Z]|\d{1,3})(?:\.\d{1,3}){1,15}$/;
const SOURCE = /^\[SOURCE\s*:?\s*([\s\S]*?)\s*\]$/;

export interface DefinitionsResult {
  definitions: Definition[];
  /** Element indices that are a definition's own text (never requirements). */
  consumed: Set<number>;
}

interface Entry {
  number: string;
  page: number;
  term: string | null;
  body: string[];
  notes: string[];
  examples: string[];
  source: string | null;
}

export function isTermsSection(s: Section): boolean {
  return TITLE.test(s.title);
}

export function extractDefinitions(sections: Section[], elements: WorkElement[]): DefinitionsResult {
  const definitions: Definition[] = [];
  const consumed = new Set<number>();
  let covered = -1; // a terms clause nested in another one is read once, with its parent
  for (const clause of sections.filter(isTermsSection)) {
    if (clause.start < covered) continue;
    covered = clause.subtreeEnd;
    let entry: Entry | null = null;
    const finish = () => {
      if (entry && entry.term) {
        const body = entry.body;
        definitions.push({
          term: entry.term,
          admittedTerms: body.slice(0, -1),
          definition: body[body.length - 1] ?? '',
          notes: entry.notes,
          examples: entry.examples,
          source: entry.source,
          section: entry.number,
          page: entry.page,
        });
      }
      entry = null;
    };
    for (let i = clause.start; i < clause.subtreeEnd; i++) {
      const e = elements[i];
      if (e.kind === 'heading') {
        if (entry && entry.term === null && e.number === null) {
          entry.term = e.text; // "4.1" and the term printed as two headings
          consumed.add(i);
          continue;
        }
        finish();
        if (e.number && ENTRY_NUMBER.test(e.number)) {
          entry = { number: e.number, page: e.page, term: e.title || null, body: [], notes: [], examples: [], source: null };
          consumed.add(i);
        }
        continue;
      }
      if (e.kind === 'paragraph' && ENTRY_NUMBER.test(e.text)) {
        finish();
        entry = { number: e.text, page: e.page, term: null, body: [], notes: [], examples: [], source: null };
        consumed.add(i);
        continue;
      }
      if (!entry) continue;
      if (e.kind === 'note') {
        (/^EXAMPLE/.test(e.label) ? entry.examples : entry.notes).push(e.full);
        consumed.add(i);
        continue;
      }
      if (e.kind !== 'paragraph') continue;
      const source = SOURCE.exec(e.text);
      if (source) {
        entry.source = source[1];
        consumed.add(i);
      } else if (entry.term === null) {
        entry.term = e.text;
        consumed.add(i);
      } else if (entry.notes.length === 0 && entry.examples.length === 0 && entry.source === null) {
        entry.body.push(e.text);
        consumed.add(i);
      }
    }
    finish();
  }
  return { definitions, consumed };
}
