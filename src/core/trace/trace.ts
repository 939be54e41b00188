/**
 * A code base's citations of one specification, resolved against its model (docs/model.md, "Tracing a code
 * base"): which requirements are cited in code, which in tests, which not at all (shall first), per section;
 * the citations that resolve to nothing; the quotes that no longer match the document's text, each with the
 * nearest sentence it prints now. A requirement counts as cited when a label, a requirement id, a content id
 * or a quote names it; a section or table citation is counted for its section, not for each requirement in it.
 */
import { normaliseText } from '../../model/content-id.js';
import { BRACKETED_LABEL } from '../../model/conformance-label.js';
import { tableKey } from '../../model/table-number.js';
import type { DocModel, Requirement, RequirementLevel } from '../../model/types.js';
import { sameWord, wordsOf } from '../check/words.js';
import { citationPatterns, findCitations, type CitationKind, type CitationNames } from './citations.js';

export interface SourceFile {
  /** As the report shows it: relative to the folder traced. */
  path: string;
  text: string;
  /** A test file (by its folder or name: test/, __tests__/, *.test.js, *_test.go …). */
  test: boolean;
}

export interface Citation {
  kind: CitationKind;
  file: string;
  line: number;
  column: number;
  test: boolean;
  text: string;
  target: string;
  /** What it resolved to; empty when it names nothing in the document. */
  requirements: string[];
  section: string | null;
  table: string | null;
  /** The conformance label that closes a quoted sentence. */
  label?: string;
  /** A quote that matches no sentence as printed now. */
  stale?: { nearest: string; nearestId: string; similarity: number };
}

export interface SectionCoverage {
  id: string;
  title: string;
  requirements: number;
  citedInCode: number;
  citedInTests: number;
  notCited: number;
  /** Citations of the section itself (or of a table in it), in code and in tests. */
  sectionCitations: { code: number; tests: number };
}

export interface RequirementTrace {
  id: string;
  contentId: string;
  label?: string;
  section: string;
  level: RequirementLevel;
  role: string;
  text: string;
  citedBy: { file: string; line: number; test: boolean }[];
}

export interface TraceReport {
  files: number;
  citations: Citation[];
  unresolved: Citation[];
  stale: Citation[];
  sections: SectionCoverage[];
  requirements: RequirementTrace[];
  coverage: { requirements: number; cited: number; citedInCode: number; citedInTests: number; percent: number };
}

const LEVEL_ORDER: RequirementLevel[] = ['shall', 'shall not', 'should', 'should not', 'may'];
/** The least word overlap (Dice) at which a quote is taken for an older wording of a sentence. */
export const STALE_SIMILARITY = 0.5;

function dice(a: string, b: string): number {
  const x = wordsOf(a);
  const y = wordsOf(b);
  if (!x.length || !y.length) return 0;
  const hits = x.filter((w) => y.some((v) => sameWord(w, v))).length;
  return (2 * hits) / (x.length + y.length);
}

/** A table as code cites it: the model's key, a dot and a dash alike ("Table 2.2" for MQTT 5.0's "Table 2-2"). */
const citedKey = (label: string) => tableKey(label).replace(/-/g, '.');

const LABEL_TEXT = new RegExp(String.raw`\s*${BRACKETED_LABEL}`, 'g');

interface Index {
  byLabel: Map<string, Requirement[]>;
  byId: Map<string, Requirement>;
  byContentId: Map<string, Requirement>;
  sections: Set<string>;
  tables: Map<string, string | null>;
  normalised: { r: Requirement; text: string }[];
}

function indexOf(model: DocModel): Index {
  const byLabel = new Map<string, Requirement[]>();
  for (const r of model.requirements) if (r.label) byLabel.set(r.label, [...(byLabel.get(r.label) ?? []), r]);
  const tables = new Map<string, string | null>();
  for (const t of model.tables) if (t.number) tables.set(citedKey(t.number), t.section);
  return {
    byLabel,
    byId: new Map(model.requirements.map((r) => [r.id, r])),
    byContentId: new Map(model.requirements.map((r) => [r.contentId, r])),
    sections: new Set(model.sections.map((s) => s.id)),
    tables,
    normalised: model.requirements.map((r) => ({ r, text: normaliseText(r.text.replace(LABEL_TEXT, '')) })),
  };
}

/** A quote: the requirement it is part of (or that is part of it), else the nearest sentence, stale. */
function resolveQuote(c: Citation, ix: Index): void {
  const q = normaliseText(c.target.replace(LABEL_TEXT, ''));
  // The quote is part of a sentence, or a sentence most of the quote (not a short clause it happens to hold).
  const exact = ix.normalised.filter(
    (n) => q.length > 0 && (n.text.includes(q) || (q.includes(n.text) && n.text.length >= 0.6 * q.length)),
  );
  if (exact.length) {
    c.requirements = exact.map((n) => n.r.id);
    c.section = exact[0]!.r.section;
    return;
  }
  // The sentence its label names now, when the quote carries one and it is near; else the document's nearest.
  const named = ix.byLabel.get((c.label ?? '').replace(/^\[|\]$/g, '')) ?? [];
  const nearestOf = (pool: readonly { r: Requirement }[]) => {
    let best: { r: Requirement; sim: number } | null = null;
    for (const n of pool) {
      const sim = dice(c.target, n.r.text);
      if (!best || sim > best.sim) best = { r: n.r, sim };
    }
    return best;
  };
  const byLabel = nearestOf(ix.normalised.filter((n) => named.includes(n.r)));
  const best = byLabel && byLabel.sim >= STALE_SIMILARITY ? byLabel : nearestOf(ix.normalised);
  if (best && best.sim >= STALE_SIMILARITY) {
    c.requirements = [best.r.id];
    c.section = best.r.section;
    c.stale = { nearest: best.r.text, nearestId: best.r.id, similarity: Math.round(best.sim * 100) / 100 };
  }
}

function resolve(c: Citation, ix: Index): void {
  if (c.kind === 'label') {
    const rs = ix.byLabel.get(c.target.replace(/^\[|\]$/g, '')) ?? [];
    c.requirements = rs.map((r) => r.id);
    c.section = rs[0]?.section ?? null;
  } else if (c.kind === 'requirement-id' || c.kind === 'content-id') {
    const r = (c.kind === 'requirement-id' ? ix.byId : ix.byContentId).get(c.target);
    c.requirements = r ? [r.id] : [];
    c.section = r?.section ?? null;
  } else if (c.kind === 'section') {
    const id = c.target.replace(/\.$/, '');
    c.section = ix.sections.has(id) ? id : null;
  } else if (c.kind === 'table') {
    const key = citedKey(c.target);
    if (ix.tables.has(key)) {
      c.table = c.target;
      c.section = ix.tables.get(key) ?? null;
    }
  } else resolveQuote(c, ix);
}

const resolved = (c: Citation) => c.requirements.length > 0 || c.section !== null || c.table !== null;

/** Traces the files' citations of the document: every citation, resolved, and the coverage they give. */
export function traceCitations(files: readonly SourceFile[], model: DocModel, names: CitationNames): TraceReport {
  const ix = indexOf(model);
  const patterns = citationPatterns(names);
  const citations: Citation[] = [];
  for (const f of files) {
    for (const found of findCitations(f.text, names, patterns)) {
      const c: Citation = { ...found, file: f.path, test: f.test, requirements: [], section: null, table: null };
      resolve(c, ix);
      citations.push(c);
    }
  }
  return report(files.length, citations, model);
}

function report(files: number, citations: Citation[], model: DocModel): TraceReport {
  const citedBy = new Map<string, { file: string; line: number; test: boolean }[]>();
  for (const c of citations)
    for (const id of c.requirements)
      citedBy.set(id, [...(citedBy.get(id) ?? []), { file: c.file, line: c.line, test: c.test }]);
  const requirements: RequirementTrace[] = model.requirements.map((r) => ({
    id: r.id,
    contentId: r.contentId,
    ...(r.label ? { label: r.label } : {}),
    section: r.section,
    level: r.level,
    role: r.role,
    text: r.text,
    citedBy: citedBy.get(r.id) ?? [],
  }));
  const inCode = (t: RequirementTrace) => t.citedBy.some((b) => !b.test);
  const inTests = (t: RequirementTrace) => t.citedBy.some((b) => b.test);
  const sections: SectionCoverage[] = [];
  for (const s of model.sections) {
    const own = requirements.filter((t) => t.section === s.id);
    const cites = citations.filter((c) => (c.kind === 'section' || c.kind === 'table') && c.section === s.id);
    if (!own.length && !cites.length) continue;
    sections.push({
      id: s.id,
      title: s.title,
      requirements: own.length,
      citedInCode: own.filter(inCode).length,
      citedInTests: own.filter(inTests).length,
      notCited: own.filter((t) => !t.citedBy.length).length,
      sectionCitations: { code: cites.filter((c) => !c.test).length, tests: cites.filter((c) => c.test).length },
    });
  }
  const cited = requirements.filter((t) => t.citedBy.length > 0).length;
  const total = requirements.length;
  return {
    files,
    citations,
    unresolved: citations.filter((c) => !resolved(c)),
    stale: citations.filter((c) => c.stale !== undefined),
    sections,
    requirements,
    coverage: {
      requirements: total,
      cited,
      citedInCode: requirements.filter(inCode).length,
      citedInTests: requirements.filter(inTests).length,
      percent: total ? Math.round((1000 * cited) / total) / 10 : 0,
    },
  };
}

/** The requirements no citation names, shall first, then in document order. */
export function notCited(report: TraceReport): RequirementTrace[] {
  const order = new Map(report.requirements.map((r, i) => [r.id, i]));
  return report.requirements
    .filter((r) => !r.citedBy.length)
    .sort((a, b) => LEVEL_ORDER.indexOf(a.level) - LEVEL_ORDER.indexOf(b.level) || order.get(a.id)! - order.get(b.id)!);
}
