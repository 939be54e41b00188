/**
 * Single records of the model, for tests that hand a compiler pass a few sections or tables rather than a
 * whole model (test-model.ts builds those): every field a plain default, the ones a test is about given.
 */
import type { Section, Table } from '../../src/model/types.js';

/** A section numbered `number` (id: the number, else the title in lower case), on page 1, holding nothing. */
export function sectionRecord(number: string | null, fields: Partial<Section> = {}): Section {
  const title = fields.title ?? 'T';
  return {
    id: number ?? title.toLowerCase(),
    number,
    title,
    level: 1,
    parent: null,
    page: 1,
    pageLabel: '1',
    y: null,
    source: 'headings',
    start: 0,
    end: 0,
    subtreeEnd: 0,
    ...fields,
  };
}

/** An empty table captioned `number` ("Table 1"; null for an uncaptioned one), on page 1, in no section. */
export function tableRecord(number: string | null): Table {
  return { number, caption: 'C', headers: [], rows: [], notes: [], page: 1, pageEnd: 1, section: null };
}
