/**
 * The one segmenter: ExtractResult (from either extractor) → the document model
 * minus its source block. Each step lives in its own module: page order
 * restored, blocks classified, section sources reconciled, back matter cut
 * off, elements assigned, definitions and requirements read.
 */
import type { ExtractResult } from '../blocks.js';
import type { Diagnostic, DocModel, Element, Section, SectionSourceReport, Table } from '../../model/types.js';
import type { SectionDraft } from './sections.js';
import { assignSections } from './assign.js';
import { addCapitalHeadings } from './capital-headings.js';
import { classify } from './classify.js';
import { extractDefinitions } from './definitions.js';
import { extractDictionaryKeys } from './dictionary-keys.js';
import { backMatterStart } from './matter.js';
import { parseNumberedTitle } from './numbers.js';
import { numberLevel } from '../../model/section-number.js';
import { restoreLostNumbers, type RestoredNumber } from './lost-numbers.js';
import { restorePageOrder } from './reading-order.js';
import { pageList } from '../page-list.js';
import { reconcileSections } from './reconcile.js';
import { verifyModel } from './verify.js';
import { addFrontMatterHeadings } from './front-matter-headings.js';
import { documentProfile } from './profile.js';
import { decideLineEndHyphens, hyphenDiagnostic } from './line-end-hyphens.js';
import { extractReferences } from './references.js';
import { keywordConvention } from './keyword-convention.js';
import { applyNumberedSequence, type SequenceApplied } from './numbered-sequence.js';
import { extractRequirements } from './requirements.js';
import type { WorkElement } from './work.js';

export type Segmented = Omit<DocModel, 'compilerVersion' | 'source'>;

export function segment(x: ExtractResult): Segmented {
  const diagnostics: Diagnostic[] = [...x.diagnostics];
  const reordered = restorePageOrder(x.blocks);
  if (reordered.moved) {
    diagnostics.push({
      severity: 'info',
      code: 'reading-order',
      message: `${reordered.moved} element(s) that the structure tree reads after later pages were put back where they are printed (page ${pageList(reordered.movedPages)})`,
      page: reordered.movedPages[0],
    });
  }
  const hyphens = decideLineEndHyphens(reordered.blocks);
  diagnostics.push(...[hyphenDiagnostic(hyphens)].filter((d) => d !== null));
  const classified = classify(hyphens.blocks);
  const workTables = classified.tables;
  const numbering = applyNumberedSequence(classified.elements);
  const work = numbering.elements;
  diagnostics.push(...sequenceDiagnostics(numbering));
  const found = reconcileSections({
    outline: x.outline,
    contents: x.contents,
    elements: work,
    pageLabels: x.pageLabels,
    sequence: numbering.headings,
    restarted: numbering.restarted,
  });
  diagnostics.push(...found.diagnostics);
  for (const i of found.promoted) {
    const e = work[i]!;
    if (e.kind === 'paragraph')
      work[i] = { kind: 'heading', text: e.text, tagLevel: null, ...parseNumberedTitle(e.text), page: e.page, y: e.y };
  }
  const firstStart = found.starts.reduce((min, s) => Math.min(min, s.start), work.length);
  const front = addFrontMatterHeadings(work, firstStart, x.pageLabels, new Set(found.starts.map((s) => s.start)));
  found.drafts.push(...front.drafts);
  found.starts.push(...front.starts);
  diagnostics.push(
    ...addedHeadings(
      'front-matter-headings',
      'front-matter, glossary or reference-list heading(s) that no source listed',
      front.drafts,
    ),
  );
  const capitals = addCapitalHeadings(
    work,
    firstStart,
    x.pageLabels,
    enclosingLevel(found.drafts, found.starts),
    new Set(found.starts.map((s) => s.start)),
  );
  found.drafts.push(...capitals.drafts);
  found.starts.push(...capitals.starts);
  diagnostics.push(
    ...addedHeadings('capital-headings', 'unnumbered sub-heading(s) set in capitals in the body face', capitals.drafts),
  );
  countAddedHeadings(found.reports, front.drafts.length + capitals.drafts.length);
  diagnostics.push(...lostNumberDiagnostics(restoreLostNumbers(inStartOrder(found.drafts, found.starts))));
  const lastStart = found.starts.reduce((max, s) => Math.max(max, s.start), -1);
  const contentEnd = lastStart < 0 ? work.length : backMatterStart(work, lastStart);
  const { sections, elementSection, startsSection } = assignSections(
    found.drafts,
    found.starts,
    work.length,
    contentEnd,
  );
  diagnostics.push(...matterDiagnostics(work, sections, contentEnd));

  const elements: Element[] = work.map((e, i) => {
    const started = sections[startsSection[i] ?? -1];
    return toElement(e, elementSection[i] ?? null, started ? started.level : null);
  });
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
    const table = e.kind === 'table' ? tables[e.table] : undefined;
    if (table) table.section = elementSection[i] ?? null;
  });
  // A table printed without a caption cannot be cited as "Table N": say where it is.
  for (const t of tables) {
    if (t.number !== null) continue;
    const where = t.section === null ? '' : ` (section ${t.section})`;
    diagnostics.push({
      severity: 'info',
      code: 'table-uncaptioned',
      message: `table without a caption on page ${t.page}${where}: listed with number null`,
      page: t.page,
    });
  }

  const { definitions, consumed } = extractDefinitions(sections, work, workTables);
  const convention = keywordConvention(work, workTables);
  diagnostics.push({
    severity: 'info',
    code: 'keyword-convention',
    message: convention.evidence,
    ...(convention.page !== undefined ? { page: convention.page } : {}),
  });
  const requirements = extractRequirements({
    sections,
    elements: work,
    elementSection,
    tables: workTables,
    skip: consumed,
    convention: convention.convention,
  });
  const refs = extractReferences({ sections, elements: work, elementSection, tables: workTables, links: x.links });
  diagnostics.push(...refs.diagnostics);
  const keys = extractDictionaryKeys(workTables, (t) => tables[t]?.section ?? null);
  diagnostics.push(
    documentProfile({
      sections,
      elements: work,
      tables,
      definitions,
      convention: convention.convention,
      runIn: numbering.runIn,
      hyphenatesWords: hyphens.kept + hyphens.joined ? hyphens.hyphenatesWords : null,
      diagnostics,
    }),
    ...verifyModel({
      sections,
      tables,
      references: refs.references,
      requirements,
      contents: x.contents,
      text: { elements: work, tables: workTables, convention: convention.convention },
    }).diagnostics,
  );

  return {
    method: x.method,
    sectionSource: found.primary,
    sectionSources: found.reports,
    pageLabels: x.pageLabels,
    sections,
    elements,
    tables,
    definitions,
    requirements,
    references: refs.references,
    keys,
    diagnostics,
  };
}

/** What the numbered-sequence decoding found, for `reading`. */
function sequenceDiagnostics(s: SequenceApplied): Diagnostic[] {
  const { chain, offChain } = s.decoded;
  if (!chain.length) return [];
  const changed = [
    s.promoted ? `${s.promoted} paragraph(s) or list item(s) became headings` : '',
    s.runIn ? `${s.runIn} run-in title(s) were split from their text` : '',
    offChain ? `${offChain} numbered line(s) off the sequence stay text` : '',
  ].filter(Boolean);
  return [
    {
      severity: 'info',
      code: 'numbered-sequence',
      message: `the clause numbering reads as one sequence of ${chain.length} numbers (${chain[0]!.number} … ${chain[chain.length - 1]!.number})${changed.length ? `: ${changed.join('; ')}` : ''}`,
      page: s.elements[[...s.headings][0]!]?.page,
    },
  ];
}

/** The level of the section an element stands in: the last draft starting at or before it (0 before all). */
function enclosingLevel(drafts: readonly SectionDraft[], starts: readonly { start: number }[]): (i: number) => number {
  const order = inStartOrder(
    drafts.map((d, k) => ({ level: d.level, start: starts[k]!.start })),
    starts,
  );
  return (i) => {
    let level = 0;
    for (const d of order) {
      if (d.start > i) break;
      level = d.level;
    }
    return level;
  };
}

/** The drafts ordered as their sections start (the same objects, so changes reach `drafts`). */
function inStartOrder<D>(drafts: D[], starts: readonly { start: number }[]): D[] {
  return drafts
    .map((d, i) => ({ d, at: starts[i]!.start, i }))
    .sort((a, b) => a.at - b.at || a.i - b.i)
    .map((x) => x.d);
}

function lostNumberDiagnostics(restored: RestoredNumber[]): Diagnostic[] {
  if (!restored.length) return [];
  return [
    {
      severity: 'info',
      code: 'lost-numbers',
      message: `${restored.length} section number(s) printed but missing from the text layer were read from the numbering around them (${firstFive(restored.map((r) => `${r.number} "${r.title}"`))})`,
      page: restored[0]!.page,
    },
  ];
}

/** Headings no source listed that a pass of this step made sections, said in `reading`. */
function addedHeadings(code: string, what: string, drafts: readonly SectionDraft[]): Diagnostic[] {
  if (!drafts.length) return [];
  return [
    {
      severity: 'info',
      code,
      message: `${drafts.length} ${what} became sections (${firstFive(drafts.map((d) => `"${d.title}"`))})`,
      page: drafts[0]!.page,
    },
  ];
}

/** The first five of a list, and an ellipsis when there are more. */
const firstFive = (items: readonly string[]) => `${items.slice(0, 5).join(', ')}${items.length > 5 ? ', …' : ''}`;

/** Says which elements lie outside every section, before the first one and after the last. */
function matterDiagnostics(work: WorkElement[], sections: Section[], contentEnd: number): Diagnostic[] {
  const out: Diagnostic[] = [];
  const span = (from: number, to: number) => {
    const first = work[from]!.page;
    const last = work[to - 1]!.page;
    return first === last ? `page ${first}` : `pages ${first}–${last}`;
  };
  const firstStart = sections[0]?.start ?? work.length;
  if (firstStart > 0) {
    out.push({
      severity: 'info',
      code: 'front-matter',
      message: `${firstStart} element(s) on ${span(0, firstStart)} come before the first section: front matter, in no section`,
      page: work[0]!.page,
    });
  }
  if (contentEnd < work.length) {
    out.push({
      severity: 'info',
      code: 'back-matter',
      message: `${work.length - contentEnd} element(s) on ${span(contentEnd, work.length)} follow the last section on a back cover or copyright page: back matter, in no section`,
      page: work[contentEnd]!.page,
    });
  }
  return out;
}

function toElement(e: WorkElement, section: string | null, sectionLevel: number | null): Element {
  const base = { page: e.page, section };
  const numbered = e.marginNumber === undefined ? base : { ...base, marginNumber: e.marginNumber };
  switch (e.kind) {
    case 'heading': {
      const level = sectionLevel ?? (e.number ? numberLevel(e.number) : (e.tagLevel ?? 1));
      return { ...base, type: 'heading', level, text: e.text };
    }
    case 'paragraph':
      return { ...numbered, type: 'paragraph', text: e.text };
    case 'list':
      return { ...numbered, type: 'list', items: e.items };
    case 'note':
      return { ...numbered, type: 'note', label: e.label, text: e.text };
    case 'example':
      return { ...numbered, type: 'example', label: e.label, text: e.text };
    case 'code':
      return { ...base, type: 'code', text: e.text };
    case 'table':
      return { ...base, type: 'table', table: e.table };
  }
}

/**
 * The headings source's report counts the sections that front-matter and capital headings added after the
 * sources were reconciled: it gave them, so it is used (`deepening`) rather than `unused` (docs/model.md).
 */
function countAddedHeadings(reports: SectionSourceReport[], added: number): void {
  const headings = reports.find((r) => r.source === 'headings');
  if (!headings || added === 0) return;
  headings.sections += added;
  if (headings.role === 'unused') headings.role = 'deepening';
}
