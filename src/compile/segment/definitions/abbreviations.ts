/**
 * Entries of the abbreviations clauses ("Acronyms", "Abbreviations", "Acronyms and Abbreviations",
 * "Abbreviated terms", "Symbols and abbreviated terms", "List of Acronyms", "Appendix B—Acronyms", …),
 * whatever their number, alone or as a subclause of a terms clause ("2.2 Acronyms"): one definition of kind
 * 'abbreviation' per entry, the term the abbreviation as printed, the definition its expansion. Entries are
 * printed
 * - as a two-column list read as alternating paragraphs: "AES" / "Advanced Encryption Standard" (FIPS 203);
 * - as a paragraph "AES  Advanced Encryption Standard" (the gap read as a space), "AES: Advanced …" or
 *   "AES — Advanced …", or list items of those forms;
 * - as rows of a two-column table (glossary-tables.ts, which is told the clause's kind).
 * A clause of symbols alone ("Symbols", "Mathematical Symbols") is no abbreviations clause.
 */
import type { Definition, DefinitionKind, Section } from '../../../model/types.js';
import { sectionAt } from '../section-at.js';
import type { WorkElement } from '../work.js';
import { withoutBullet } from './bullet.js';

/** An entry with no admitted terms, notes, examples or source: an abbreviation, or a term defined in one text. */
export function plainEntry(
  kind: DefinitionKind,
  term: string,
  definition: string,
  section: string,
  page: number,
): Definition {
  return { kind, term, admittedTerms: [], definition, notes: [], examples: [], source: null, section, page };
}

/** A division label kept in the title ("Appendix C—Acronyms and Abbreviations"): not part of the name. */
const DIVISION = String.raw`(?:(?:appendix|annex)\s+[\p{L}\d]{1,3}\s*[—–:.-]\s*)?`;
/** The title of an abbreviations clause. */
const TITLE = new RegExp(
  String.raw`^${DIVISION}(?:(?:list\s+of\s+)?(?:acronyms|abbreviations)\b|abbreviated\s+terms|symbols,?\s+(?:and\s+)?(?:acronyms|abbreviat(?:ions|ed\s+terms))\b)`,
  'iu',
);

export const isAbbreviationsTitle = (title: string) => TITLE.test(title.trim());

/**
 * An abbreviation as printed: one token of at most 16 characters ("AES", "2TDEA", "CERT/CC", "ASN.1", "DoD")
 * holding a capital or a digit, and no sentence ("The", "See" open a lead-in, never an entry: at least two
 * capitals or digits, or a capital after a lower-case letter).
 */
export function abbreviationLike(text: string): boolean {
  const t = text.trim();
  if (!/^\S{1,16}$/u.test(t) || /[:;,!?]$/.test(t)) return false;
  const caps = (t.match(/[\p{Lu}\d]/gu) ?? []).length;
  return caps >= 2 || /\p{Ll}\p{Lu}/u.test(t);
}

/**
 * "AES: Advanced Encryption Standard", "AES — Advanced …", or "AES  Advanced …" (the gap read as a space); the
 * expansion may open with the body that defines it in brackets ("URI — (IETF) Uniform Resource Identifier", OASIS).
 */
const INLINE = /^(\S{1,16}?)\s*(?::|\s[—–=]|\s)\s*((?:\([^()\n]{1,24}\)\s+)?[\p{Lu}\p{Ll}\p{N}][\s\S]*)$/u;

function inlineEntry(text: string): { term: string; definition: string } | null {
  const m = INLINE.exec(text.trim());
  if (!m || !abbreviationLike(m[1]!)) return null;
  const definition = m[2]!.trim();
  // An expansion is a name, not a sentence of prose: at most one sentence, no lead-in.
  if (/[.!?]\s+\p{Lu}/u.test(definition)) return null;
  return { term: m[1]!, definition };
}

/**
 * Entries of the two-column list that the layout ran together into one paragraph ("AFOSH Air Force
 * Occupational Safety and Health ANSI American National Standards Institute"): a new entry starts at a word
 * inside the expansion that is an abbreviation followed by a capitalised word with its first letter
 * ("ANSI American …"); an abbreviation inside an expansion ("GUID Partition Table", "Triple DEA") is not
 * followed so.
 */
function inlineEntries(text: string): { term: string; definition: string }[] {
  const first = inlineEntry(text);
  if (!first) return [];
  const words = first.definition.split(/\s+/);
  const out = [{ term: first.term, words: [] as string[] }];
  words.forEach((w, k) => {
    const next = words[k + 1];
    const starts =
      k > 0 &&
      next !== undefined &&
      abbreviationLike(w) &&
      /^\p{Lu}/u.test(next) &&
      w[0]!.toLowerCase() === next[0]!.toLowerCase() &&
      !/[,;:(]$/.test(words[k - 1]!);
    if (starts) out.push({ term: w, words: [] });
    else out[out.length - 1]!.words.push(w);
  });
  return out.map((x) => ({ term: x.term, definition: x.words.join(' ') }));
}

/** At least this many entries make a run of paragraphs an abbreviation list. */
const MIN_PAIRS = 3;

export interface AbbreviationsResult {
  definitions: { at: number; definition: Definition }[];
  consumed: Set<number>;
}

/** The element ranges [start, end) of the abbreviations clauses, outermost only. */
export function abbreviationRanges(sections: readonly Section[]): (readonly [number, number])[] {
  const ranges: (readonly [number, number])[] = [];
  for (const s of sections) {
    if (!isAbbreviationsTitle(s.title)) continue;
    const last = ranges[ranges.length - 1];
    if (last && s.start < last[1]) continue;
    ranges.push([s.start, s.subtreeEnd]);
  }
  return ranges;
}

export function abbreviationDefinitions(
  sections: readonly Section[],
  elements: readonly WorkElement[],
): AbbreviationsResult {
  const out: AbbreviationsResult = { definitions: [], consumed: new Set() };
  for (const [start, end] of abbreviationRanges(sections)) {
    const entries: { at: number; term: string; definition: string; page: number }[] = [];
    const used: number[] = [];
    let pairs = 0;
    for (let i = start; i < end; i++) {
      const e = elements[i]!;
      if (e.kind === 'list') {
        // Word may tag the clause's lead-in as the list's first item, and an abbreviation printed without its
        // expansion as one (SRF 1.3's "This document contains the following …:" and "PHRED"): neither is an entry.
        const texts = e.items
          .map((item) => withoutBullet(item).trim())
          .filter((t, k) => !(k === 0 && t.endsWith(':')) && !(abbreviationLike(t) && !/\s/.test(t)));
        const items = texts.map((t) => inlineEntry(t));
        if (items.length && items.every((x) => x)) {
          for (const x of items) entries.push({ at: i, term: x!.term, definition: x!.definition, page: e.page });
          used.push(i);
        }
        continue;
      }
      if (e.kind !== 'paragraph' || e.footnote) continue;
      const next = elements[i + 1];
      // A two-column list read as alternating paragraphs: the abbreviation, then its expansion.
      if (
        i + 1 < end &&
        abbreviationLike(e.text) &&
        next?.kind === 'paragraph' &&
        !next.footnote &&
        !abbreviationLike(next.text) &&
        next.text.length > e.text.length
      ) {
        entries.push({ at: i, term: e.text.trim(), definition: next.text.trim(), page: e.page });
        used.push(i, i + 1);
        pairs++;
        i++;
        continue;
      }
      const inline = inlineEntries(e.text);
      for (const x of inline) entries.push({ at: i, ...x, page: e.page });
      if (inline.length) used.push(i);
    }
    // A lone pair is no list (an abbreviation and a sentence that happens to follow it).
    if (entries.length < MIN_PAIRS && pairs > 0) continue;
    for (const x of entries) {
      const holder = sectionAt(sections, x.at);
      out.definitions.push({
        at: x.at,
        definition: plainEntry('abbreviation', x.term, x.definition, holder?.id ?? '', x.page),
      });
    }
    for (const at of used) out.consumed.add(at);
  }
  return out;
}

/** Lower-case words an expansion skips in its initials ("Federal Information Security Management Act"). */
const SKIPPED = /^\p{Ll}/u;

/** The letters an expansion abbreviates to: an all-capital word whole ("CERT Coordination Center" → CERTCC). */
function initials(words: readonly string[]): string {
  return words
    .filter((w) => !SKIPPED.test(w))
    .map((w) => (/^[\p{Lu}\d]+$/u.test(w) ? w : w[0]!))
    .join('')
    .toUpperCase();
}

const letters = (abbreviation: string) => abbreviation.replace(/[^\p{L}\d]/gu, '').toUpperCase();

/**
 * A table row that holds several entries of an acronym list at once (IR 7435 Appendix C: a blank line between
 * letter groups, and the group read as one row "A A AC AR … | Adjacent Network Availability Access Complexity
 * …"): split the expansion among the abbreviations, each part starting with a capitalised word of the
 * abbreviation's first letter, choosing the split whose parts' initials spell their abbreviations best. Kept
 * whole (null) unless at least half the parts spell theirs exactly (every part, for two), so that one
 * abbreviation of two words ("FIPS PUB | FIPS Publication") stays one.
 */
export function splitMergedRow(term: string, expansion: string): [string, string][] | null {
  const abbreviations = term.trim().split(/\s+/);
  const words = expansion.trim().split(/\s+/);
  const k = abbreviations.length;
  if (k < 2 || words.length < k || !abbreviations.every((a) => /^[\p{Lu}\d][^\s]{0,15}$/u.test(a))) return null;
  const starts = (a: string, w: string) => /^[\p{Lu}\d]/u.test(w) && w[0]!.toUpperCase() === a[0]!.toUpperCase();
  // best[j][i]: the best score of the first j abbreviations over the first i words, with the split that gives it.
  const best: { score: number; exact: number; cut: number }[][] = [...Array(k + 1)].map(() =>
    Array.from({ length: words.length + 1 }, () => ({ score: -Infinity, exact: 0, cut: -1 })),
  );
  best[0]![0] = { score: 0, exact: 0, cut: -1 };
  for (let j = 1; j <= k; j++) {
    const a = abbreviations[j - 1]!;
    for (let i = j; i <= words.length; i++) {
      for (let s = j - 1; s < i; s++) {
        const before = best[j - 1]![s]!;
        if (before.score === -Infinity || !starts(a, words[s]!)) continue;
        const key = initials(words.slice(s, i));
        const exact = key === letters(a) ? 1 : 0;
        const score = before.score + 2 * exact - Math.abs(key.length - letters(a).length);
        if (score > best[j]![i]!.score) best[j]![i] = { score, exact: before.exact + exact, cut: s };
      }
    }
  }
  const end = best[k]![words.length]!;
  if (end.score === -Infinity || end.exact < (k === 2 ? 2 : Math.ceil(k / 2))) return null;
  const out: [string, string][] = [];
  for (let j = k, i = words.length; j > 0; j--) {
    const s = best[j]![i]!.cut;
    out.unshift([abbreviations[j - 1]!, words.slice(s, i).join(' ')]);
    i = s;
  }
  return out;
}

/**
 * An expansion that spells the abbreviation ("CMAC" / "Cipher-based Message Authentication Code", "PRF" / "See
 * Pseudorandom Function", "XOF" / "See eXtendable-Output Function", "HMAC" / "Keyed-Hash Message …"): a part of
 * its first word starts with the first letter (or capitalises it inside), and the other letters follow in order
 * within its first words. A definition that describes ("KECCAK" / "The family of all sponge functions …") spells
 * nothing.
 */
export function spelledBy(abbreviation: string, expansion: string): boolean {
  const want = letters(abbreviation);
  const words = expansion
    .trim()
    .replace(/^see\s+/i, '')
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2 * want.length);
  const text = words.join(' ').toUpperCase();
  let at = firstLetterEnd(words[0] ?? '', want[0]);
  if (!want || at === 0) return false;
  for (const ch of want.slice(1)) {
    at = text.indexOf(ch, at) + 1;
    if (at === 0) return false;
  }
  return true;
}

/**
 * Where the abbreviation's first letter ends in the expansion's first word: a hyphen-joined part's initial, or the
 * word's first capital ("eXtendable"); 0 if neither.
 */
function firstLetterEnd(word: string, letter: string | undefined): number {
  let start = 0;
  for (const part of word.split('-')) {
    if (part && part[0]!.toUpperCase() === letter) return start + 1;
    start += part.length + 1;
  }
  const capital = /\p{Lu}/u.exec(word);
  return capital && capital[0] === letter ? capital.index + 1 : 0;
}
