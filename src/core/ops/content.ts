/**
 * Element → result record conversions shared by the section and table answers,
 * so that a table looks the same wherever it is returned.
 */
import type { DocModel, Element, Table } from '../../model/types.js';
import { pageLabel } from '../model-index.js';
import { sectionOrMatter } from '../matter.js';
import type { ContentItemRecord, TableRecord as TableRecordType } from '../schemas.js';

export type ContentItem = ContentItemRecord;
export type TableRecord = TableRecordType;

export function tableRecord(model: DocModel, t: Table, index: number): TableRecord {
  return {
    index,
    number: t.number,
    caption: t.caption,
    headers: t.headers,
    rows: t.rows,
    notes: t.notes,
    section: sectionOrMatter(model, t.section, t.page),
    page: t.page,
    pageLabel: pageLabel(model, t.page),
    pageEnd: t.pageEnd,
    ...(t.rowPages ? { rowPages: t.rowPages } : {}),
  };
}

/**
 * `tableOrdinal` maps a table index to its 0-based position within the returned section; `refs` are the
 * cross-references of the element (references.ts, itemRef), shown when there are any.
 */
export function contentItem(
  model: DocModel,
  e: Element,
  tableOrdinal: (table: number) => number,
  refs: ContentItem['refs'] = [],
): ContentItem {
  const item = contentFields(model, e, tableOrdinal);
  return refs.length ? { ...item, refs } : item;
}

function contentFields(model: DocModel, e: Element, tableOrdinal: (table: number) => number): ContentItem {
  const base = {
    type: e.type,
    section: sectionOrMatter(model, e.section, e.page),
    page: e.page,
    pageLabel: pageLabel(model, e.page),
  };
  const numbered =
    'marginNumber' in e && e.marginNumber !== undefined ? { ...base, marginNumber: e.marginNumber } : base;
  switch (e.type) {
    case 'heading':
      return { ...base, level: e.level, text: e.text };
    case 'code':
      return { ...base, text: e.text };
    case 'paragraph':
      return { ...numbered, text: e.text };
    case 'note':
    case 'example':
      return { ...numbered, label: e.label, text: e.text };
    case 'list':
      return { ...numbered, items: e.items };
    case 'table': {
      const t = model.tables[e.table];
      return t ? { ...base, table: tableRecord(model, t, tableOrdinal(e.table)) } : base;
    }
    default: {
      const never: never = e;
      return never;
    }
  }
}

/** Last physical page an element occupies (tables may run on). */
export function lastPage(model: DocModel, e: Element): number {
  return e.type === 'table' ? Math.max(e.page, model.tables[e.table]?.pageEnd ?? e.page) : e.page;
}
