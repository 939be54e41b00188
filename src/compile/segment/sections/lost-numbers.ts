/**
 * Section numbers printed on the page but missing from the text layer. Word
 * documents often set automatic heading numbers in a font whose glyphs map
 * to no text: the reader sees "Authenticator Assurance Level 1" between
 * "4 Authenticator Assurance Levels" and "4.1.1 Permitted Authenticator
 * Types", and the Contents page has lost the same numbers. The numbering is
 * still there in the sequence around the heading, so it is decoded from it,
 * never guessed from the title:
 *
 * 1. An unnumbered section directly between a numbered one (P) and a numbered
 *    one whose parent is missing (N = 4.1.1, parent 4.1 absent) is that
 *    parent — only when the parent is the next number after P (its first
 *    child, next sibling, or the next sibling of an ancestor).
 * 2. When step 1 restored at least two numbers of one depth and the document
 *    prints no number of that depth at all, that level's numbers are lost
 *    everywhere: each remaining unnumbered section after a numbered one takes
 *    the next number at that depth ("4.4 Privacy Requirements" after 4.3.5),
 *    only when the next numbered section still follows it in the sequence.
 *
 * Before both steps, a number that fits neither neighbour (a Contents page's
 * stray page number "48" read as the number of the entry below it, between 9
 * and 10) is no number: the section keeps its title and is decoded with the
 * rest.
 *
 * Front matter (before the first number) and everything from the first annex
 * on are left alone. Each restored number is reported in `reading`.
 *
 * Before all of it, `joinSplitNumbers` reads whole a number printed with a
 * space after a dot ("5. 1 Key Types …"), where the numbering around it says so.
 */
import {
  annexLetterOf,
  annexWord,
  citedAnnexLetters,
  firstClauseAnnex,
  isSectionNumber,
} from '../../../model/section-number.js';
import { followCost } from './numbered-sequence.js';

/** What the pass needs of a section draft; `number` is written back. */
export interface NumberedDraft {
  number: string | null;
  title: string;
  level: number;
  page: number;
}

export interface RestoredNumber {
  number: string;
  title: string;
  page: number;
  /**
   * "parent" (step 1), "level" (step 2), "split" (a figure of the number printed after a space), or "annex" (an
   * annex's title over its clause "A.1", the text citing the annex).
   */
  evidence: 'parent' | 'level' | 'split' | 'annex';
  /** The number the section had before, when it fitted no neighbour. */
  replaced?: string;
}

/** Dotted or lone clause numbers take part; annexes end the pass. */
const isClauseNumber = (n: string | null): n is string => n !== null && isSectionNumber(n) && /^\d/.test(n);
const depthOf = (n: string) => n.split('.').length;
const parentOf = (n: string) => n.split('.').slice(0, -1).join('.');

/** Is `next` the next clause after `prev`: its first child, or the next sibling of it or of an ancestor? */
const isNext = (prev: string, next: string) => followCost(prev, next) === 0;

/** Does `next` come after `prev` in the sequence, directly or as the first child of a follower (9 → 10, 9 → 9.1.1)? */
const follows = (prev: string, next: string) => isNext(prev, next) || isNext(prev, parentOf(next));

/** The next number at `depth` after `p` (its first child when `p` is one level up). */
function nextAtDepth(p: string, depth: number): string | null {
  const parts = p.split('.').map(Number);
  if (parts.length === depth - 1) return [...parts, 1].join('.');
  if (parts.length < depth) return null;
  const head = parts.slice(0, depth);
  head[depth - 1]! += 1;
  return head.join('.');
}

/**
 * Restores lost numbers in `drafts` (in document order) in place: sets `number` and `level`. Returns what it
 * restored.
 */
export function restoreLostNumbers(drafts: NumberedDraft[]): RestoredNumber[] {
  const first = drafts.findIndex((d) => isClauseNumber(d.number));
  if (first < 0) return [];
  const annex = drafts.findIndex((d, i) => i > first && d.number !== null && !isClauseNumber(d.number));
  const end = annex < 0 ? drafts.length : annex;
  const isolated = new Map<number, string>();
  const numbered = (from: number, step: 1 | -1) => {
    for (let j = from + step; j >= first && j < end; j += step)
      if (drafts[j]!.number !== null) return drafts[j]!.number;
    return null;
  };
  for (let i = first + 1; i < end; i++) {
    const [p, x, n] = [numbered(i, -1), drafts[i]!.number, numbered(i, 1)];
    if (!isClauseNumber(p) || !isClauseNumber(x) || !isClauseNumber(n)) continue;
    if (follows(p, x) || follows(x, n) || !follows(p, n)) continue;
    isolated.set(i, x);
  }
  for (const i of isolated.keys()) drafts[i]!.number = null;
  const printed = new Set(drafts.slice(0, end).flatMap((d) => (isClauseNumber(d.number) ? [d.number] : [])));
  const restored: RestoredNumber[] = [];
  const take = (i: number, number: string, evidence: RestoredNumber['evidence']) => {
    const d = drafts[i]!;
    d.number = number;
    d.level = depthOf(number);
    const replaced = isolated.get(i);
    restored.push({ number, title: d.title, page: d.page, evidence, ...(replaced ? { replaced } : {}) });
  };

  for (let i = first + 1; i + 1 < end; i++) {
    const p = drafts[i - 1]!.number;
    const n = drafts[i + 1]!.number;
    if (drafts[i]!.number !== null || !isClauseNumber(p) || !isClauseNumber(n) || depthOf(n) < 2) continue;
    const parent = parentOf(n);
    if (printed.has(parent) || restored.some((r) => r.number === parent) || !isNext(p, parent)) continue;
    take(i, parent, 'parent');
  }

  const byDepth = new Map<number, number>();
  for (const r of restored) byDepth.set(depthOf(r.number), (byDepth.get(depthOf(r.number)) ?? 0) + 1);
  const printedDepths = new Set([...printed].map(depthOf));
  const lost = [...byDepth].filter(([depth, count]) => count >= 2 && !printedDepths.has(depth)).map(([d]) => d);
  if (lost.length !== 1) return restored;
  const depth = lost[0]!;
  for (let i = first + 1; i < end; i++) {
    const p = drafts[i - 1]!.number;
    if (drafts[i]!.number !== null || !isClauseNumber(p)) continue;
    const candidate = nextAtDepth(p, depth);
    if (candidate === null) continue;
    // An unnumbered next section is checked in its turn; a numbered one must follow the candidate.
    const n = drafts[i + 1]?.number ?? null;
    const fits = i + 1 >= end || !isClauseNumber(n) || isNext(candidate, n);
    if (fits && !printed.has(candidate) && !restored.some((r) => r.number === candidate)) take(i, candidate, 'level');
  }
  return restored;
}

/** A title that opens with a figure and a space: "1 Key Types and Other Information". */
const FIGURE_FIRST = /^(\d{1,3})\s+(\S[\s\S]*)$/u;

/**
 * Numbers printed with a space after a dot ("5. 1  Key Types and Other Information", SP 800-57 Part 1, in its
 * Contents and its body): read as number 5 and a title "1 Key Types …", a number that does not follow the one
 * before it. When the number joined to the title's first figure does ("5" → "5.1" after 5), the section after it
 * follows that ("5.1.1"), and no other section is so numbered, the figure is the number's. Updates `drafts` in
 * place; returns what it joined.
 */
export function joinSplitNumbers(drafts: NumberedDraft[]): RestoredNumber[] {
  const printed = new Set(drafts.map((d) => d.number));
  const joined: RestoredNumber[] = [];
  for (let i = 1; i + 1 < drafts.length; i++) {
    const [p, d, n] = [drafts[i - 1]!.number, drafts[i]!, drafts[i + 1]!.number];
    const m = FIGURE_FIRST.exec(d.title);
    if (!m || !isClauseNumber(p) || !isClauseNumber(d.number) || !isClauseNumber(n) || isNext(p, d.number)) continue;
    const number = `${d.number}.${m[1]!}`;
    if (printed.has(number) || !isNext(p, number) || !follows(number, n)) continue;
    joined.push({ number, title: m[2]!, page: d.page, evidence: 'split', replaced: d.number });
    Object.assign(d, { number, title: m[2]!, level: depthOf(number) });
    printed.add(number);
  }
  return joined;
}

/** The letters the text cites as annexes ("see Appendix A", "ANNEX B"), each with the word it is cited by first. */
export function citedAnnexes(texts: Iterable<string>): Map<string, string> {
  const cited = new Map<string, string>();
  for (const text of texts)
    for (const { word, letter } of citedAnnexLetters(text)) if (!cited.has(letter)) cited.set(letter, annexWord(word));
  return cited;
}

/**
 * An appendix whose label only its pages' running header prints (MIL-STD-882E: "APPENDIX A" under the standard's
 * number at the top of each of its pages; the one heading, "GUIDANCE FOR THE SYSTEM SAFETY EFFORT", is its title):
 * an unnumbered section right before the clause "A.1", when no section is annex A and the text cites it ("Appendix
 * A"), is that annex, numbered with the word the text uses. The text (`texts`) is read for citations only where
 * such a title stands. Updates `drafts` in place; returns what it numbered.
 */
export function labelAnnexTitles(drafts: NumberedDraft[], texts: () => Iterable<string>): RestoredNumber[] {
  const have = new Set(drafts.map((d) => annexLetterOf(d.number)));
  let cited: ReadonlyMap<string, string> | null = null;
  const labelled: RestoredNumber[] = [];
  drafts.forEach((d, i) => {
    const letter = firstClauseAnnex(drafts[i + 1]?.number ?? null);
    if (d.number !== null || letter === null || have.has(letter)) return;
    const word = (cited ??= citedAnnexes(texts())).get(letter);
    if (word === undefined) return;
    Object.assign(d, { number: `${word} ${letter}`, level: 1 });
    have.add(letter);
    labelled.push({ number: d.number!, title: d.title, page: d.page, evidence: 'annex' });
  });
  return labelled;
}
