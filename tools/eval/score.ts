/**
 * One compiled model against its hand-made truth: counts of true hits, false hits and misses per
 * facet, with every miss and false hit kept for `--verbose`. Pairing is greedy in document order:
 * each truth item takes the first unused compiled item that matches it.
 */
import type { Definition, DocModel, Element, Requirement, Section } from '../../src/model/types.js';
import { EVERY_LABEL } from '../../src/model/conformance-label.js';
import { citesSection, plain, sectionNumber, sentence, words } from './normalize.js';
import { pair, unpaired } from './pair.js';
import { captionMatcher, scoreTableCells, type TableCells } from './cells.js';
import type { Truth } from './truth.js';

export const FACETS = [
  'sections',
  'tables',
  'rows',
  'definitions',
  'definitionText',
  'abbreviations',
  'requirements',
  'bodies',
] as const;
export type FacetName = (typeof FACETS)[number];

export interface Count {
  tp: number;
  fp: number;
  fn: number;
}

export interface Miss {
  facet: FacetName;
  /** missed: in the truth, not compiled; false: compiled, not in the truth; wrong: paired, but differs. */
  kind: 'missed' | 'false' | 'wrong';
  expected?: string;
  got?: string;
}

export interface DocScore {
  stem: string;
  counts: Record<FacetName, Count>;
  /** Matched sections printed on the same physical page as the truth says. */
  sectionPagesRight: number;
  misses: Miss[];
  /** Tables found (captioned and uncaptioned) and cell by cell: the found, TEDS and exact columns. */
  cells: TableCells;
}

const zero = (): Count => ({ tp: 0, fp: 0, fn: 0 });

const sectionLine = (s: { number: string | null; title: string; page: number }) =>
  `${s.number ?? '(unnumbered)'} ${s.title} (p. ${s.page})`;

function scoreSections(truth: Truth, model: DocModel, out: DocScore): void {
  const key = (number: string | null, title: string) => `${sectionNumber(number) ?? ''}|${words(title)}`;
  const pairs = pair(truth.sections, model.sections, (t, m) => key(t.number, t.title) === key(m.number, m.title));
  const c = out.counts.sections;
  pairs.forEach((i, k) => {
    const t = truth.sections[k];
    if (!t) return;
    if (i < 0) {
      c.fn++;
      out.misses.push({ facet: 'sections', kind: 'missed', expected: sectionLine(t) });
      return;
    }
    c.tp++;
    if (model.sections[i]?.page === t.page) out.sectionPagesRight++;
  });
  for (const i of unpaired(model.sections.length, pairs)) {
    const m = model.sections[i];
    if (!m) continue;
    c.fp++;
    out.misses.push({ facet: 'sections', kind: 'false', got: sectionLine(m) });
  }
}

function scoreTables(truth: Truth, model: DocModel, out: DocScore): void {
  const captioned = model.tables.filter((t) => t.number !== null);
  // The tables and rows columns score captioned tables; uncaptioned ones (number null) are scored by cells.
  const printed = truth.tables.flatMap((t) => (t.number === null ? [] : [{ ...t, number: t.number }]));
  const pairs = pair(printed, captioned, captionMatcher(truth.tables));
  const tables = out.counts.tables;
  const rows = out.counts.rows;
  pairs.forEach((i, k) => {
    const t = printed[k];
    if (!t) return;
    const m = captioned[i];
    if (!m) {
      tables.fn++;
      rows.fn++;
      out.misses.push({ facet: 'tables', kind: 'missed', expected: `${t.number} ${t.caption} (p. ${t.page})` });
      return;
    }
    tables.tp++;
    if (m.rows.length === t.rows) rows.tp++;
    else {
      rows.fn++;
      rows.fp++;
      out.misses.push({
        facet: 'rows',
        kind: 'wrong',
        expected: `${t.number}: ${t.rows} rows`,
        got: `${m.rows.length} rows (p. ${m.page})`,
      });
    }
  });
  for (const i of unpaired(captioned.length, pairs)) {
    const m = captioned[i];
    if (!m) continue;
    tables.fp++;
    rows.fp++;
    out.misses.push({ facet: 'tables', kind: 'false', got: `${m.number ?? ''} ${m.caption} (p. ${m.page})` });
  }
}

/**
 * The truth lists terms under `definitions` and acronyms under `abbreviations`: the model's definitions of
 * kind 'term' are scored against the first (so the terms columns stay what they measured before the model
 * told the kinds apart), those of kind 'abbreviation' against the second.
 */
function scoreDefinitions(truth: Truth, model: DocModel, out: DocScore): void {
  const terms = model.definitions.filter((d) => d.kind === 'term');
  scoreTerms(truth, terms, out);
  scoreAbbreviations(
    truth,
    model.definitions.filter((d) => d.kind === 'abbreviation'),
    out,
  );
}

/** An abbreviation is right when the abbreviation and its expansion are (one abbreviation may stand for two). */
function scoreAbbreviations(truth: Truth, got: readonly Definition[], out: DocScore): void {
  const same = (t: { term: string; definition: string }, m: Definition) =>
    words(t.term) === words(m.term) && words(m.definition).startsWith(words(t.definition));
  const pairs = pair(truth.abbreviations, got, same);
  const c = out.counts.abbreviations;
  pairs.forEach((i, k) => {
    const t = truth.abbreviations[k]!;
    if (i >= 0) c.tp++;
    else {
      c.fn++;
      out.misses.push({ facet: 'abbreviations', kind: 'missed', expected: `${t.term}: ${t.definition}` });
    }
  });
  for (const i of unpaired(got.length, pairs)) {
    c.fp++;
    out.misses.push({
      facet: 'abbreviations',
      kind: 'false',
      got: `${got[i]!.term}: ${plain(got[i]!.definition).slice(0, 100)}`,
    });
  }
}

function scoreTerms(truth: Truth, definitions: readonly Definition[], out: DocScore): void {
  const model = { definitions };
  const pairs = pair(truth.definitions, model.definitions, (t, m) => words(t.term) === words(m.term));
  const defs = out.counts.definitions;
  const text = out.counts.definitionText;
  pairs.forEach((i, k) => {
    const t = truth.definitions[k];
    if (!t) return;
    const m = model.definitions[i];
    if (!m) {
      defs.fn++;
      text.fn++;
      out.misses.push({ facet: 'definitions', kind: 'missed', expected: `${t.term}: ${t.definition}` });
      return;
    }
    defs.tp++;
    if (words(m.definition).startsWith(words(t.definition))) text.tp++;
    else {
      text.fn++;
      text.fp++;
      out.misses.push({
        facet: 'definitionText',
        kind: 'wrong',
        expected: `${t.term}: ${t.definition}`,
        got: plain(m.definition).slice(0, 160),
      });
    }
  });
  const abbreviations = new Set(truth.abbreviations.map((a) => words(a.term)));
  for (const i of unpaired(model.definitions.length, pairs)) {
    const m = model.definitions[i];
    if (!m) continue;
    defs.fp++;
    text.fp++;
    const what = abbreviations.has(words(m.term)) ? ' [an abbreviation]' : '';
    out.misses.push({
      facet: 'definitions',
      kind: 'false',
      got: `${m.term}${what}: ${plain(m.definition).slice(0, 100)}`,
    });
  }
}

/** Word multiset overlap (Dice): 1 for the same words, whatever the spacing and punctuation. */
function overlap(a: string, b: string): number {
  const wa = words(a).split(' ');
  const wb = words(b).split(' ');
  const bag = new Map<string, number>();
  for (const w of wa) bag.set(w, (bag.get(w) ?? 0) + 1);
  let common = 0;
  for (const w of wb) {
    const n = bag.get(w) ?? 0;
    if (n > 0) {
      common++;
      bag.set(w, n - 1);
    }
  }
  return (2 * common) / (wa.length + wb.length);
}

/** The same sentence, allowing for a label or a cut word at an edge, never for another sentence. */
const SAME_SENTENCE = 0.85;

/**
 * A conformance label ("[DSS-8.1-2]", "[MQTT-3.1.2-1]") names the sentence and is no part of it: some truths
 * quote it, some give it as the item's label, and in a short sentence its digits alone would outweigh a word.
 */
const CONFORMANCE_LABEL = EVERY_LABEL();
const sameSentence = (a: string, b: string): boolean =>
  overlap(a.replace(CONFORMANCE_LABEL, ' '), b.replace(CONFORMANCE_LABEL, ' ')) >= SAME_SENTENCE;

/**
 * A lead-in and the list it introduces are one requirement (docs/model.md, "Requirements"): the model gives the
 * sentence as `text` and the items as `listItems`; a truth may quote the sentence alone ("Each element of the
 * system must:", SP 800-26) or with its items (PDF Declarations), and either is the same statement.
 */
const statesRequirement = (truthText: string, m: Requirement): boolean =>
  sameSentence(truthText, m.text) ||
  (m.listItems !== undefined && sameSentence(truthText, [m.text, ...m.listItems].join(' ')));

function scoreRequirements(truth: Truth, model: DocModel, out: DocScore): void {
  const c = out.counts.requirements;
  for (const ref of truth.requirements.sections) {
    // A number printed twice (clauses restarted in an appendix) is cited as its first occurrence, as in bodies.
    const first = model.sections.find((s) => citesSection(ref, s));
    const ids = new Set(first ? [first.id] : []);
    const got = model.requirements.filter((r) => ids.has(r.section));
    const want = truth.requirements.items.filter((i) => i.section === ref);
    const pairs = pair(want, got, (t, m) => t.level === m.level && statesRequirement(t.text, m));
    pairs.forEach((i, k) => {
      const t = want[k];
      if (!t) return;
      if (i >= 0) c.tp++;
      else {
        c.fn++;
        out.misses.push({ facet: 'requirements', kind: 'missed', expected: `${ref} [${t.level}] ${t.text}` });
      }
    });
    for (const i of unpaired(got.length, pairs)) {
      const m = got[i];
      if (!m) continue;
      c.fp++;
      out.misses.push({ facet: 'requirements', kind: 'false', got: `${ref} [${m.level} "${m.keyword}"] ${m.text}` });
    }
  }
}

/** The text an element shows, as one string. */
function elementText(model: DocModel, e: Element): string {
  switch (e.type) {
    case 'heading':
      return '';
    case 'list':
      return e.items.join(' ');
    case 'table': {
      const t = model.tables[e.table];
      return t ? t.rows.flat().join(' ') : '';
    }
    default:
      return e.text;
  }
}

function ownText(model: DocModel, s: Section): string[] {
  return model.elements
    .slice(s.start, s.end)
    .map((e) => elementText(model, e))
    .filter((t) => t.trim() !== '');
}

function scoreBodies(truth: Truth, model: DocModel, out: DocScore): void {
  const c = out.counts.bodies;
  for (const b of truth.bodies) {
    const s = model.sections.find((m) => citesSection(b.section, m));
    const texts = s ? ownText(model, s).map(sentence) : [];
    const checks: [string, string, (t: string, want: string) => boolean, string | undefined][] = [
      ['first', b.first, (t, w) => t.startsWith(w), texts[0]],
      ['last', b.last, (t, w) => t.endsWith(w), texts[texts.length - 1]],
    ];
    for (const [which, want, holds, got] of checks) {
      if (got !== undefined && holds(got, sentence(want))) c.tp++;
      else {
        c.fn++;
        c.fp++;
        const shown = got === undefined ? (s ? '(empty body)' : '(no such section)') : got.slice(0, 200);
        out.misses.push({ facet: 'bodies', kind: 'wrong', expected: `${b.section} ${which}: ${want}`, got: shown });
      }
    }
  }
}

export function scoreDoc(stem: string, truth: Truth, model: DocModel): DocScore {
  const out: DocScore = {
    stem,
    counts: Object.fromEntries(FACETS.map((f) => [f, zero()])) as Record<FacetName, Count>,
    sectionPagesRight: 0,
    misses: [],
    cells: scoreTableCells(truth, model),
  };
  scoreSections(truth, model, out);
  scoreTables(truth, model, out);
  scoreDefinitions(truth, model, out);
  scoreRequirements(truth, model, out);
  scoreBodies(truth, model, out);
  return out;
}

/** Precision, recall and F1; null where there was nothing to find and nothing found. */
export function rates(c: Count): { precision: number | null; recall: number | null; f1: number | null } {
  const precision = c.tp + c.fp === 0 ? null : c.tp / (c.tp + c.fp);
  const recall = c.tp + c.fn === 0 ? null : c.tp / (c.tp + c.fn);
  const p = precision ?? (recall === null ? null : 1);
  const r = recall ?? (precision === null ? null : 1);
  const f1 = p === null || r === null ? null : p + r === 0 ? 0 : (2 * p * r) / (p + r);
  return { precision, recall, f1 };
}

export function addCounts(a: Count, b: Count): Count {
  return { tp: a.tp + b.tp, fp: a.fp + b.fp, fn: a.fn + b.fn };
}
