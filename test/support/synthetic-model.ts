/**
 * A big, deterministic DocModel with the proportions of ISO 32000-2 (about 1000
 * pages, 1000 sections, 400 tables, thousands of requirements). Used to measure
 * the store's warm load time and to exercise it in tests; not a fixture — its
 * text is random words, never compared with a compiled PDF.
 */
import {
  COMPILER_VERSION,
  type DocModel,
  type Element,
  type Requirement,
  type Section,
  type Table,
  type Definition,
} from '../../src/model/types.js';
import { contentId } from '../../src/model/content-id.js';
import { ROLE_UNSPECIFIED } from '../../src/model/roles.js';

const WORDS = (
  'the a of be in to and conforming reader writer stream dictionary object value key type entry array ' +
  'name integer page content structure element marked sequence font glyph annotation ' +
  'signature field form action destination outline file specification encryption filter colour space image'
).split(' ');
/** About one sentence in four states a requirement, as in ISO 32000-2's normative clauses. */
const MODALS = ['shall', 'shall', 'shall not', 'should', 'may'];

/** Mulberry32: small, fast, seeded — the same seed gives the same model. */
function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface SyntheticOptions {
  pages?: number;
  sections?: number;
  tables?: number;
  /** Elements per section, on average. */
  elementsPerSection?: number;
  seed?: number;
}

export function syntheticModel(opts: SyntheticOptions = {}): DocModel {
  const { pages = 1000, sections: nSections = 1000, tables: nTables = 400, elementsPerSection = 25, seed = 1 } = opts;
  const rand = rng(seed);
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(rand() * xs.length)]!;
  const sentence = (n: number) => {
    const w: string[] = [];
    for (let i = 0; i < n; i++) w.push(pick(WORDS));
    if (n > 4 && rand() < 0.25) w.splice(2, 0, pick(MODALS));
    const s = w.join(' ');
    return s[0]!.toUpperCase() + s.slice(1) + '.';
  };
  const paragraph = () => {
    const k = 1 + Math.floor(rand() * 3);
    const out: string[] = [];
    for (let i = 0; i < k; i++) out.push(sentence(6 + Math.floor(rand() * 14)));
    return out.join(' ');
  };

  // Section numbers: 14 clauses, each with children and grandchildren, until nSections.
  const numbers: string[] = [];
  for (let c = 1; numbers.length < nSections; c++) {
    numbers.push(String(c));
    for (let s = 1; s <= 8 && numbers.length < nSections; s++) {
      numbers.push(`${c}.${s}`);
      for (let t = 1; t <= 8 && numbers.length < nSections; t++) numbers.push(`${c}.${s}.${t}`);
    }
  }

  const sections: Section[] = [];
  const elements: Element[] = [];
  const tables: Table[] = [];
  const requirements: Requirement[] = [];
  const tablesPerSection = nTables / nSections;
  let tableBudget = 0;
  numbers.forEach((num, i) => {
    const page = 1 + Math.floor((i / numbers.length) * pages);
    const level = num.split('.').length;
    const parent = level > 1 ? num.slice(0, num.lastIndexOf('.')) : null;
    const title = sentence(2 + Math.floor(rand() * 4)).slice(0, -1);
    const start = elements.length;
    elements.push({ type: 'heading', level, text: `${num} ${title}`, page, section: num });
    const n = Math.max(1, Math.round(elementsPerSection * (0.5 + rand())));
    let ordinal = 0;
    for (let e = 0; e < n; e++) {
      const r = rand();
      if (r < 0.7) {
        const text = paragraph();
        elements.push({ type: 'paragraph', text, page, section: num });
        for (const s of text.split(/(?<=\.) /)) {
          const level = / shall not /.test(s)
            ? 'shall not'
            : / shall /.test(s)
              ? 'shall'
              : / should /.test(s)
                ? 'should'
                : / may /.test(s)
                  ? 'may'
                  : null;
          if (level)
            requirements.push({
              id: `R-${num}-${++ordinal}`,
              level,
              keyword: level,
              section: num,
              sectionTitle: title,
              text: s,
              page,
              role: ROLE_UNSPECIFIED,
              contentId: contentId('synthetic', num, s),
            });
        }
      } else if (r < 0.85) {
        elements.push({ type: 'list', items: [paragraph(), paragraph(), paragraph()], page, section: num });
      } else {
        elements.push({ type: 'note', label: 'NOTE', text: paragraph(), page, section: num });
      }
    }
    tableBudget += tablesPerSection;
    while (tableBudget >= 1) {
      tableBudget -= 1;
      const rows: string[][] = [];
      const nRows = 4 + Math.floor(rand() * 16);
      for (let k = 0; k < nRows; k++)
        rows.push([`/${pick(WORDS)}`, pick(WORDS), sentence(6 + Math.floor(rand() * 20))]);
      tables.push({
        number: `Table ${tables.length + 1}`,
        caption: sentence(5).slice(0, -1),
        headers: ['Key', 'Type', 'Value'],
        rows,
        notes: [],
        page,
        pageEnd: page,
        section: num,
      });
      elements.push({ type: 'table', table: tables.length - 1, page, section: num });
    }
    sections.push({
      id: num,
      number: num,
      title,
      level,
      parent,
      page,
      pageLabel: String(page),
      y: 700,
      start,
      end: elements.length,
      subtreeEnd: elements.length,
      source: 'outline',
    });
  });
  // subtreeEnd: a section's subtree ends where the next section of the same or a lower level starts.
  for (let i = 0; i < sections.length; i++) {
    let j = i + 1;
    while (j < sections.length && sections[j]!.level > sections[i]!.level) j++;
    sections[i]!.subtreeEnd = j < sections.length ? sections[j]!.start : elements.length;
  }
  const definitions: Definition[] = [];
  for (let d = 1; d <= 71; d++) {
    definitions.push({
      kind: 'term',
      term: `${pick(WORDS)} ${pick(WORDS)}`,
      admittedTerms: [],
      definition: sentence(15).slice(0, -1).toLowerCase(),
      notes: [`Note 1 to entry: ${paragraph()}`],
      examples: [],
      source: null,
      section: `3.${d}`,
      page: 20,
    });
  }
  return {
    compilerVersion: COMPILER_VERSION,
    // No sha256: a synthetic model belongs to no file (the store caches it under any key).
    source: { file: '/synthetic/spec.pdf', sha256: '', size: 20_000_000, pages, title: 'Synthetic specification' },
    method: 'structure-tree',
    sectionSource: 'outline',
    sectionSources: [
      {
        source: 'outline',
        role: 'primary',
        entries: sections.length,
        confirmed: sections.length,
        sections: sections.length,
      },
    ],
    pageLabels: Array.from({ length: pages }, (_, i) => String(i + 1)),
    sections,
    elements,
    tables,
    definitions,
    requirements,
    references: [],
    keys: [],
    diagnostics: [],
  };
}
