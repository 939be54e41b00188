/**
 * A small spec, in the core's result shapes, for the component tests' mock
 * core: two editions ("fx17" and "fx20") of an ISO-style text about reading
 * order, with a renamed section, a wide table with a `shall` in a cell, terms,
 * notes and requirements. Only tests import this.
 */
import type { CompareVersionsResult } from '../../../src/core/ops/compare-versions/schema.js';
import type { GetDefinitionsResult } from '../../../src/core/ops/get-definitions/schema.js';
import type { GetRequirementsResult } from '../../../src/core/ops/get-requirements/schema.js';
import type { GetSectionResult } from '../../../src/core/ops/get-section/schema.js';
import type { GetStructureResult, StructureNode } from '../../../src/core/ops/get-structure/schema.js';
import type { GetTablesResult } from '../../../src/core/ops/get-tables/schema.js';
import type { ListSpecsResult } from '../../../src/core/ops/list-specs/schema.js';
import type { SearchSpecResult } from '../../../src/core/ops/search-spec/schema.js';

type Item = GetSectionResult['content'][number];
type Table = NonNullable<Item['table']>;

const node = (sectionNumber: string, title: string, page: number, children: StructureNode[] = []): StructureNode => ({
  sectionNumber,
  title,
  page,
  pageLabel: page < 3 ? (['i', 'ii'][page - 1] ?? 'ii') : String(page - 2),
  source: 'outline',
  children,
});

export const FX20_TREE: StructureNode[] = [
  node('foreword', 'Foreword', 2),
  node('1', 'Scope', 3),
  node('3', 'Terms and definitions', 3),
  node('4', 'Logical structure', 4, [
    node('4.1', 'General', 4),
    node('4.2', 'Logical content order', 4, [node('4.2.1', 'Artifacts and order', 5)]),
    node('4.3', 'Table semantics', 6),
  ]),
  node('5', 'Reading order in practice', 7, [node('5.1', 'General', 7), node('5.2', 'Multiple columns', 8)]),
  node('Annex A', 'Worked examples', 9, [node('A.1', 'A two-column page', 9)]),
];

export const TABLE_1: Table = {
  index: 0,
  number: 'Table 1',
  caption: 'Entries in a structure element dictionary',
  headers: ['Key', 'Type', 'Value'],
  rows: [
    [
      'Type',
      'name',
      '(Optional) The type of PDF object that this dictionary describes; if present, shall be StructElem.',
    ],
    ['S', 'name', '(Required) The structure type.'],
    [
      'P',
      'dictionary',
      '(Required; shall be an indirect reference) The structure element that is the immediate parent.',
    ],
    ['Alt', 'text string', '(Optional) An alternate description of the element.'],
  ],
  notes: ['a The ID entry is described in 14.7.2.', 'NOTE Entries not listed here are ignored by readers.'],
  section: '4.3',
  page: 6,
  pageLabel: '4',
  pageEnd: 6,
};

/** Nine columns: never fits 80 columns, so the grid scrolls sideways. */
export const WIDE_TABLE: Table = {
  index: 1,
  number: 'Table 2',
  caption: 'Attribute owners',
  headers: ['Owner', 'Layout', 'List', 'PrintField', 'Table', 'Artifact', 'XML-1.00', 'HTML-3.20', 'OEB-1.00'],
  rows: [['Applies to', 'all', 'L', 'forms', 'tables', 'artifacts', 'xml', 'html', 'oeb']],
  notes: [],
  section: '4.3',
  page: 6,
  pageLabel: '4',
  pageEnd: 6,
};

const h = (section: string, level: number, text: string, page: number): Item => ({
  type: 'heading',
  section,
  page,
  pageLabel: String(page - 2),
  level,
  text,
});
const p = (section: string, text: string, page: number): Item => ({
  type: 'paragraph',
  section,
  page,
  pageLabel: String(page - 2),
  text,
});

export const REQ_SHALL =
  'A conforming reader shall present content in the logical content order of the structure tree.';
export const REQ_SHOULD = 'Writers should avoid relying on the drawing order of the page content.';

const CONTENT: Record<string, Item[]> = {
  foreword: [h('foreword', 1, 'Foreword', 2), p('foreword', 'This sample document was written for pdfspec.', 2)],
  '1': [h('1', 1, '1 Scope', 3), p('1', 'This document describes how tagged PDF expresses reading order.', 3)],
  '3': [
    h('3', 1, '3 Terms and definitions', 3),
    p('3', '3.1 logical content order: the order in which content is meant to be read', 3),
    p('3', '3.2 artifact: content that is not part of the real content', 3),
  ],
  '4': [h('4', 1, '4 Logical structure', 4)],
  '4.1': [h('4.1', 2, '4.1 General', 4), p('4.1', 'The structure tree gives the document its logical structure.', 4)],
  '4.2': [
    h('4.2', 2, '4.2 Logical content order', 4),
    p('4.2', `The logical content order is the order of the structure tree. ${REQ_SHALL} ${REQ_SHOULD}`, 4),
    { type: 'list', section: '4.2', page: 4, pageLabel: '2', items: ['— marked content sequences', '— annotations'] },
    {
      type: 'note',
      section: '4.2',
      page: 4,
      pageLabel: '2',
      label: 'NOTE 1',
      text: 'A note about logical content order; a note shall never count as a requirement.',
    },
  ],
  '4.2.1': [
    h('4.2.1', 3, '4.2.1 Artifacts and order', 5),
    {
      ...p('4.2.1', 'Artifacts have no place in the logical content order (see 4.2, Table 1 and 9.9).', 5),
      refs: [
        {
          text: '4.2',
          start: 58,
          end: 61,
          kind: 'section',
          cited: '4.2',
          target: '4.2',
          targetTitle: 'Logical content order',
        },
        {
          text: 'Table 1',
          start: 63,
          end: 70,
          kind: 'table',
          cited: 'Table 1',
          target: '4.3',
          targetTitle: 'Table semantics',
        },
        { text: '9.9', start: 75, end: 78, kind: 'section', cited: '9.9', target: null, targetTitle: null },
      ],
    },
  ],
  '4.3': [
    h('4.3', 2, '4.3 Table semantics', 6),
    p('4.3', 'Table 1 lists the entries.', 6),
    { type: 'table', section: '4.3', page: 6, pageLabel: '4', table: TABLE_1 },
    { type: 'table', section: '4.3', page: 6, pageLabel: '4', table: WIDE_TABLE },
  ],
  '5': [h('5', 1, '5 Reading order in practice', 7)],
  '5.1': [h('5.1', 2, '5.1 General', 7), p('5.1', 'Readers follow the structure tree.', 7)],
  '5.2': [
    h('5.2', 2, '5.2 Multiple columns', 8),
    ...Array.from({ length: 40 }, (_, i) =>
      p('5.2', `Column paragraph ${i + 1} explains how two columns are read one after the other.`, 8),
    ),
  ],
  'Annex A': [h('Annex A', 1, 'Annex A Worked examples', 9)],
  'A.1': [
    h('A.1', 2, 'A.1 A two-column page', 9),
    { type: 'code', section: 'A.1', page: 9, pageLabel: '7', text: '<< /Type /StructElem /S /P >>' },
  ],
};

function subtreeIds(nodes: readonly StructureNode[], id: string): string[] | null {
  for (const n of nodes) {
    if (n.sectionNumber === id) {
      const all: string[] = [];
      const walk = (x: StructureNode) => {
        all.push(x.sectionNumber);
        x.children.forEach(walk);
      };
      walk(n);
      return all;
    }
    const inner = subtreeIds(n.children, id);
    if (inner) return inner;
  }
  return null;
}

export function fxStructure(spec = 'fx20'): GetStructureResult {
  return { spec, totalSections: 15, sections: FX20_TREE };
}

/** The section's subtree content, or null for an unknown section. */
export function fxSection(section: string, spec = 'fx20'): GetSectionResult | null {
  const ids = subtreeIds(FX20_TREE, section);
  if (!ids) return null;
  const content = ids.flatMap((id) => CONTENT[id] ?? []);
  const pages = content.map((c) => c.page);
  const start = Math.min(...pages);
  const end = Math.max(...pages);
  const title = (function find(nodes: readonly StructureNode[]): string {
    for (const n of nodes) {
      if (n.sectionNumber === section) return n.title;
      const t = find(n.children);
      if (t) return t;
    }
    return '';
  })(FX20_TREE);
  return {
    spec,
    sectionNumber: section,
    title,
    pageRange: { start, end, startLabel: String(start - 2), endLabel: String(end - 2) },
    content,
  };
}

export function fxRequirements(section: string | null): GetRequirementsResult {
  const listed = [
    {
      id: 'R-4.2-1',
      level: 'shall',
      keyword: 'shall',
      section: '4.2',
      sectionTitle: 'Logical content order',
      text: REQ_SHALL,
      page: 4,
      pageLabel: '2',
    },
    {
      id: 'R-4.2-2',
      level: 'should',
      keyword: 'should',
      section: '4.2',
      sectionTitle: 'Logical content order',
      text: REQ_SHOULD,
      page: 4,
      pageLabel: '2',
    },
    {
      id: 'R-4.3-1',
      level: 'shall',
      keyword: 'shall',
      section: '4.3',
      sectionTitle: 'Table semantics',
      text: 'if present, shall be StructElem.',
      page: 6,
      pageLabel: '4',
      table: { number: 'Table 1', caption: TABLE_1.caption, rowKey: 'Type' },
    },
  ];
  // Roles as the compiler reads them: a processor's duties, and what a table's key must be (file).
  const all = listed.map((r, i) => ({
    ...r,
    role: r.table ? 'file' : 'processor',
    contentId: `c-0000000${i}`,
  }));
  const reqs = section ? all.filter((r) => r.section === section || r.section.startsWith(`${section}.`)) : all;
  const statistics: Record<string, number> = {};
  for (const r of reqs) statistics[r.level] = (statistics[r.level] ?? 0) + 1;
  return {
    spec: 'fx20',
    filter: { section, level: 'all' },
    totalRequirements: reqs.length,
    statistics,
    requirements: reqs,
  };
}

export const FX_SEARCH_LCO: SearchSpecResult = {
  spec: 'fx20',
  query: 'logical content order',
  mode: 'words',
  caseSensitive: false,
  totalResults: 3,
  bySpec: [{ spec: 'fx20', totalResults: 3 }],
  results: [
    {
      spec: 'fx20',
      section: '4.2',
      title: 'Logical content order',
      page: 4,
      pageLabel: '2',
      type: 'heading',
      score: 9.1,
      snippet: 'The logical content order is the order of the structure tree.',
    },
    {
      spec: 'fx20',
      section: '4.2.1',
      title: 'Artifacts and order',
      page: 5,
      pageLabel: '3',
      type: 'paragraph',
      score: 4.2,
      snippet: 'Artifacts have no place in the logical content order.',
    },
    {
      spec: 'fx20',
      section: '3',
      title: 'Terms and definitions',
      page: 3,
      pageLabel: '1',
      type: 'paragraph',
      score: 2.0,
      snippet: '3.1 logical content order: the order in which content is meant to be read',
    },
  ],
};

export const FX_COMPARE: CompareVersionsResult = {
  from: 'fx17',
  to: 'fx20',
  section: null,
  totalMatched: 4,
  totalAdded: 2,
  totalRemoved: 1,
  matched: [
    { section17: '1', section20: '1', title: 'Scope', status: 'same' },
    { section17: '4', section20: '3', title: 'Terms and definitions', status: 'moved' },
    {
      section17: '5.2',
      section20: '4.2',
      title: 'Logical reading order',
      title20: 'Logical content order',
      status: 'renamed',
      similarity: 0.82,
    },
    { section17: '5.1', section20: '4.1', title: 'General', status: 'moved' },
  ],
  added: [
    { sectionNumber: '4.3', title: 'Table semantics' },
    { sectionNumber: 'Annex A', title: 'Worked examples' },
  ],
  removed: [{ sectionNumber: '6', title: 'Obsolete practices' }],
};

export const FX17_SECTION_5_2: GetSectionResult = {
  spec: 'fx17',
  sectionNumber: '5.2',
  title: 'Logical reading order',
  pageRange: { start: 6, end: 6, startLabel: '6', endLabel: '6' },
  content: [
    h('5.2', 2, '5.2 Logical reading order', 6),
    p('5.2', 'In the older edition, the reading order was described in terms of page content.', 6),
  ],
};

/** compare --requirements over the fixture editions: one of each status. */
export const FX_COMPARE_REQUIREMENTS: CompareVersionsResult = {
  ...FX_COMPARE,
  requirements: {
    statistics: { unchanged: 1, changed: 0, 'level-changed': 1, added: 1, removed: 0 },
    changes: [
      {
        status: 'unchanged',
        section17: '5.2',
        section20: '4.2',
        id17: 'R-5.2-1',
        id20: 'R-4.2-1',
        level17: 'shall',
        level20: 'shall',
        text17: REQ_SHALL,
        text20: REQ_SHALL,
        similarity: 1,
      },
      {
        status: 'level-changed',
        section17: '5.2',
        section20: '4.2',
        id17: 'R-5.2-2',
        id20: 'R-4.2-2',
        level17: 'may',
        level20: 'should',
        text17: 'Writers may avoid relying on the drawing order of the page content.',
        text20: REQ_SHOULD,
        similarity: 0.9,
        diff: [
          { op: 'same', text: 'Writers ' },
          { op: 'removed', text: 'may' },
          { op: 'added', text: 'should' },
          { op: 'same', text: ' avoid relying on the drawing order of the page content.' },
        ],
      },
      {
        status: 'added',
        section17: null,
        section20: '4.1',
        id17: null,
        id20: 'R-4.1-1',
        level17: null,
        level20: 'shall',
        text17: null,
        text20: 'Readers shall follow the structure tree.',
      },
    ],
  },
};

export const FX_TABLES_OF_4: GetTablesResult = {
  spec: 'fx20',
  section: '4',
  totalTables: 2,
  tables: [TABLE_1, WIDE_TABLE],
};

export const FX_DEFINITIONS: GetDefinitionsResult = {
  spec: 'fx20',
  totalDefinitions: 2,
  definitions: [
    {
      kind: 'term',
      term: 'logical content order',
      admittedTerms: [],
      definition: 'the order in which content is meant to be read',
      notes: [],
      examples: [],
      source: null,
      section: '3.1',
      page: 3,
      pageLabel: '1',
    },
    {
      kind: 'term',
      term: 'artifact',
      admittedTerms: ['artefact'],
      definition: 'content that is not part of the real content',
      notes: [],
      examples: [],
      source: null,
      section: '3.2',
      page: 3,
      pageLabel: '1',
    },
  ],
};

export const FX_SPECS: ListSpecsResult = {
  totalSpecs: 3,
  specs: [
    {
      id: 'iso32000-2',
      title: 'ISO 32000-2 (PDF 2.0)',
      category: 'standard',
      pages: 1020,
      available: false,
      file: null,
    },
    {
      id: 'fx17',
      title: 'Fixture, 1.7-like edition',
      category: 'sample',
      pages: 10,
      available: true,
      file: '/tmp/fx17.pdf',
    },
    {
      id: 'fx20',
      title: 'Fixture, 2.0-like edition',
      category: 'sample',
      pages: 12,
      available: true,
      file: '/tmp/fx20.pdf',
    },
  ],
  coverage: { note: 'No hits in PDF/A or PAdES areas means "cannot answer".', gaps: [] },
};
