/**
 * The one segmenter: ExtractResult (from either extractor) → the document model
 * minus its source block. Each step lives in its own module.
 */
import type { ExtractResult } from '../blocks.js';
import type { Diagnostic, DocModel, Element, Table } from '../../model/types.js';
import { assignSections } from './assign.js';
import { classify } from './classify.js';
import { extractDefinitions } from './definitions.js';
import { findStarts } from './match.js';
import { numberLevel } from './numbers.js';
import { extractRequirements } from './requirements.js';
import { buildSections } from './sections.js';
import type { WorkElement } from './work.js';

export type Segmented = Omit<DocModel, 'compilerVersion' | 'source'>;

export function segment(x: ExtractResult): Segmented {
  const { elements: work, tables: workTables } = classify(x.blocks);
  const drafts = buildSections(x.outline, x.pageLabels);
  const starts = findStarts(drafts, work);
  const { sections, elementSection, startsSection } = assignSections(drafts, starts, work.length);

  const diagnostics: Diagnostic[] = [...x.diagnostics];
  drafts.forEach((d, i) => {
    if (!starts[i].byHeading) {
      diagnostics.push({
        severity: 'info',
        code: 'heading-unmatched',
        message: `outline entry "${[d.number, d.title].filter(Boolean).join(' ')}" matched no heading; it starts at its destination (page ${d.page}${d.y === null ? '' : `, y ${Math.round(d.y)}`})`,
        page: d.page,
      });
    }
  });

  const elements: Element[] = work.map((e, i) => toElement(e, elementSection[i], startsSection[i] >= 0 ? sections[startsSection[i]].level : null));
  const tables: Table[] = workTables.map((t) => ({
    number: t.number,
    caption: t.caption,
    headers: t.headers,
    rows: t.rows,
    notes: t.notes,
    page: t.page,
    pageEnd: t.pageEnd,
    section: null,
  }));
  work.forEach((e, i) => {
    if (e.kind === 'table') tables[e.table].section = elementSection[i];
  });
  // A table printed without a caption cannot be cited as "Table N": say where it is.
  for (const t of tables) {
    if (t.number !== null) continue;
    const where = t.section === null ? '' : ` (section ${t.section})`;
    diagnostics.push({ severity: 'info', code: 'table-uncaptioned', message: `table without a caption on page ${t.page}${where}: listed with number null`, page: t.page });
  }

  const { definitions, consumed } = extractDefinitions(sections, work);
  const requirements = extractRequirements({ sections, elements: work, elementSection, tables: workTables, skip: consumed });

  return {
    method: x.method,
    sectionSource: x.sectionSource,
    pageLabels: x.pageLabels,
    sections,
    elements,
    tables,
    definitions,
    requirements,
    diagnostics,
  };
}

function toElement(e: WorkElement, section: string | null, sectionLevel: number | null): Element {
  const base = { page: e.page, section };
  switch (e.kind) {
    case 'heading': {
      const level = sectionLevel ?? (e.number ? numberLevel(e.number) : (e.tagLevel ?? 1));
      return { ...base, type: 'heading', level, text: e.text };
    }
    case 'paragraph':
      return { ...base, type: 'paragraph', text: e.text };
    case 'list':
      return { ...base, type: 'list', items: e.items };
    case 'note':
      return { ...base, type: 'note', label: e.label, text: e.text };
    case 'code':
      return { ...base, type: 'code', text: e.text };
    case 'table':
      return { ...base, type: 'table', table: e.table };
  }
}
