/**
 * Section numbers decoded as one sequence over the whole document. Every element that starts with a
 * section number is a candidate — a heading, a paragraph or a one-item list whose text is a short title
 * ("2.2 Government documents."), or a numbered paragraph whose first words are a run-in title ("1.1 Scope.
 * This standard …"). A candidate alone proves nothing: numbered paragraphs, list items and cross-references
 * start with numbers too. The candidates that form the longest chain in which each number follows the last
 * one the way clause numbers do (4.1 → 4.1.1, 4.2 or 5; never 4.1 → 7.3) are the document's numbered
 * headings. Paragraphs and list items on that chain become headings, and a run-in title is split from the
 * text it introduces, which stays body text (apply-sequence.ts). Candidates off the chain are left as they are,
 * and counted.
 *
 * Used where the extractor types lines locally (a tagged file that marks every clause as a list item, an
 * untagged one whose headings are set in the body face); docs/model.md, "Numbered sequence".
 */
import { isGlossaryTitle, isTermsTitle } from '../definitions/definitions.js';
import { normaliseText } from '../normalise.js';
import { parseNumberedTitle } from './numbers.js';
import { listedRunIn, listedTitle, sameTitle } from './contents-lines.js';
import { isAnnexNumber, labelledNumber, SECTION_NUMBER } from '../../../model/section-number.js';
import { opensItemOnly } from '../../../model/list-enumerator.js';
import type { WorkElement } from '../work.js';
import { wordCount } from '../../words.js';

export interface SequenceCandidate {
  /** Index of the element in the working elements. */
  index: number;
  /** The list item, for a candidate inside a list; -1 otherwise. */
  item: number;
  /** The piece of the text (textPieces) the candidate starts. */
  piece: number;
  number: string;
  /** The number as printed ("4.1." keeps its closing full stop). */
  printed: string;
  /** The title as printed, without the number and a closing full stop. */
  title: string;
  /** Body text after a run-in title; null when the element is the title alone. */
  rest: string | null;
  /** The element was a heading already. */
  heading: boolean;
  /** The title is the next element ("TASK 101" over "HAZARD TRACKING SYSTEM"), which the heading absorbs. */
  titleBelow?: boolean;
  /** The title alone on its line is printed closed by a full stop ("2.2 Government documents."), kept in its text. */
  stop?: true;
}

export interface DecodedSequence {
  chain: SequenceCandidate[];
  /** Candidates that did not fit the chain (numbered paragraphs, list items, stray numbers). */
  offChain: number;
}

/** A title is a phrase, not a sentence: at most this many words and characters. */
const TITLE_WORDS = 12;
const TITLE_CHARS = 100;
/** How far back (in candidates) a chain may reach for its predecessor: bounds the decoding to linear time. */
const LOOK_BACK = 64;
/** A chain shorter than this is no evidence of a numbering scheme. */
export const MIN_CHAIN = 4;

/** "1.1 Scope. This standard …" → title "Scope", rest "This standard …". */
const RUN_IN = /^(\p{Lu}[^.!?;:]*?)\.\s+(["“(]?[\p{Lu}\p{N}].*)$/su;

/**
 * A title opens with a capital, or with a name from code that is written in lower case and shows itself as code
 * — a namespace prefix, a camel-case word, an underscore, a call: "ows:Constraint GetEncoding" (OGC),
 * "getTile operation", "xtime() Multiplication". A sentence seldom opens so.
 */
const TITLE_START = /^(?:[\p{Lu}“"]|\p{Ll}[\p{L}\d]*(?::\p{L}|\p{Lu}|_[\p{L}\d]|\(\)))/u;
/** A modal or a form of "to be" makes a sentence of a short numbered line ("3.1.1 Tasks may be cited."). */
const FINITE_VERB = /\b(?:may|shall|must|should|will|can|is|are|was|were)\b/i;

/**
 * A title headed by a numbered label and a colon ("Case 3: Message is not a XML or XML-VMF message.", "Condition
 * 17: …") names the case by what holds in it: only the head is tested for a verb.
 */
const CASE_HEAD = /^\p{Lu}\p{L}+ \d{1,3}[a-z]?:\s/u;
const caseHead = (title: string) => (CASE_HEAD.test(title) ? title.slice(0, title.indexOf(':')) : title);

function isTitlePhrase(title: string): boolean {
  return (
    title.length > 0 &&
    title.length <= TITLE_CHARS &&
    wordCount(title) <= TITLE_WORDS &&
    TITLE_START.test(title) &&
    !/[,;:]$/.test(title) &&
    !/[.!?] \p{Lu}/u.test(title)
  );
}

/** The number as the text prints it: with its closing full stop when it has one ("4.1." or "4.1"). */
const printedNumber = (text: string, number: string) =>
  text.trimStart().startsWith(`${number}.`) ? `${number}.` : number;

/** A title alone on its line, a closing full stop set apart: printed, it is no part of the title (`stop`). */
function closedTitle(title: string): Pick<SequenceCandidate, 'title' | 'stop'> {
  const whole = title.replace(/\.$/, '');
  return { title: whole, ...(whole !== title ? { stop: true as const } : {}) };
}

/** A text read as "number title" or "number title. text", or null. */
function readNumbered(text: string): Pick<SequenceCandidate, 'number' | 'printed' | 'title' | 'rest' | 'stop'> | null {
  const { number, title } = parseNumberedTitle(text);
  if (!number) return null;
  const printed = printedNumber(text, number);
  const closed = closedTitle(title);
  if (isTitlePhrase(closed.title) && !(closed.stop && FINITE_VERB.test(caseHead(closed.title))))
    return { number, printed, ...closed, rest: null };
  const runIn = RUN_IN.exec(title);
  if (runIn && isTitlePhrase(runIn[1]!) && !FINITE_VERB.test(runIn[1]!))
    return { number, printed, title: runIn[1]!.trim(), rest: normaliseText(runIn[2]!) };
  return null;
}

/**
 * A title set in capitals under a label may run longer than a title phrase ("TASK 304" / "REVIEW OF
 * ENGINEERING CHANGE PROPOSALS, CHANGE NOTICES, DEFICIENCY REPORTS, MISHAPS, AND REQUESTS FOR DEVIATION/WAIVER"):
 * no lower-case letter, no sentence break, at most twice a title's length.
 */
const isCapitalsTitle = (text: string) =>
  text.length <= 2 * TITLE_CHARS && wordCount(text) <= 2 * TITLE_WORDS && !/\p{Ll}/u.test(text) && !/[.!?] /.test(text);

/**
 * A labelled division's or an annex's heading alone on its line, its title the line below ("TASK 101" /
 * "HAZARD TRACKING SYSTEM", "Appendix A" / "System Questionnaire").
 */
function labelOverTitle(
  text: string,
  next: WorkElement | undefined,
): (Pick<SequenceCandidate, 'number' | 'printed' | 'title' | 'rest'> & { titleBelow: true }) | null {
  const { number, title } = parseNumberedTitle(text);
  if (!number || title !== '' || (labelledNumber(number) === null && !isAnnexNumber(number))) return null;
  if (next?.kind !== 'paragraph' && next?.kind !== 'heading') return null;
  if (!isTitlePhrase(next.text) && !isCapitalsTitle(next.text)) return null;
  return { number, printed: normaliseText(text), title: normaliseText(next.text), rest: null, titleBelow: true };
}

/**
 * A short text followed by a paragraph that goes on as prose in lower case is the start of a sentence,
 * not a title ("1.1.1 Is the current system configuration" / "documented, including …"); a code line
 * below a heading ("struct {") goes on in lower case too, but not as prose, and nor does a list item's
 * enumerator ("a. The intent of this procedure …" under MIL-STD-2045's C.3.5.4.3).
 */
export const continuedBelow = (next: WorkElement | undefined) =>
  next !== undefined &&
  next.kind === 'paragraph' &&
  /^\p{Ll}+(?:[\s,.;:?!]|$)/u.test(next.text) &&
  !/[{}();=<>]/.test(next.text) &&
  !opensItemOnly(next.text);

/**
 * Where a text holds several numbered clauses run together (a producer that tags a run of clauses as one
 * list item, or a paragraph whose line breaks were lost): a sentence end, then a section number and a
 * capital. Only the pieces that land on the decoded sequence are ever split off.
 */
const EMBEDDED = new RegExp(String.raw`(?<=[.:;!?]["”)]?)\s+(?=${SECTION_NUMBER}\.?\s+["“(]?\p{Lu})`, 'gu');

export function textPieces(text: string): string[] {
  return text.split(EMBEDDED);
}

type Numbered = Pick<SequenceCandidate, 'number' | 'printed' | 'title' | 'rest' | 'stop'>;

/** A Contents entry's title as `read` finds it in `text` (contents-lines.ts), with the number as printed. */
function fromListing(
  text: string,
  entries: ReadonlyMap<string, string>,
  read: (text: string, entries: ReadonlyMap<string, string>) => Omit<Numbered, 'number' | 'printed'> | null,
): Numbered | null {
  const found = entries.size ? read(text, entries) : null;
  if (!found) return null;
  const { number } = parseNumberedTitle(text);
  return { number: number!, printed: printedNumber(text, number!), ...found };
}

/** A paragraph opening with a Contents entry's number and title: that title, run in. */
const listedCandidate = (text: string, entries: ReadonlyMap<string, string>) => fromListing(text, entries, listedRunIn);

/**
 * A line that is a Contents entry's number and whole title where its title reads as no title phrase: the Contents
 * vouches for a title that opens with a digit ("7.4 32-Bit and 64-Bit DWARF Formats", DWARF 4) or runs longer than
 * a title phrase (MIL-STD-2045's 2.3.2, closed by a full stop).
 */
const listedLine = (text: string, entries: ReadonlyMap<string, string>) =>
  fromListing(text, entries, (t, e) => {
    const title = listedTitle(t, e);
    return title === null ? null : { ...closedTitle(title), rest: null };
  });

/**
 * Where the Contents lists a number, only a line with that entry's title is that clause: "5.1.1 ShiftRows(state)
 * // See Sec" in pseudo code is no "5.1.1 SubBytes() Transformation".
 */
function agreesWithListing(c: Pick<SequenceCandidate, 'number' | 'title'>, listed: ReadonlyMap<string, string>) {
  const entry = listed.get(c.number);
  return entry === undefined || sameTitle(entry, c.title);
}

/** The candidates of one element: each piece of its text, or of each item of a list. */
export function numberedCandidates(
  work: readonly WorkElement[],
  index: number,
  listed: ReadonlyMap<string, string> = new Map(),
  /** Entries that vouch for a line's title (the document's section lists too) without rejecting any. */
  vouched: ReadonlyMap<string, string> = listed,
): SequenceCandidate[] {
  const e = work[index]!;
  if (e.kind === 'heading') {
    const c = readNumbered(e.text) ?? labelOverTitle(e.text, work[index + 1]) ?? listedLine(e.text, vouched);
    return c && agreesWithListing(c, listed) ? [{ index, item: -1, piece: 0, ...c, heading: true }] : [];
  }
  let texts: string[];
  // "1. Protect …", "2. Limit …" as the items of one list is an enumeration, not a run of chapters.
  if (e.kind === 'list' && e.items.length > 1 && e.items.every((t) => /^\d{1,3}[.)]?\s/.test(t))) return [];
  if (e.kind === 'list') texts = e.items;
  else if (e.kind === 'paragraph' && !e.footnote) texts = [e.text];
  else return [];
  return texts.flatMap((text, k) => {
    const pieces = textPieces(text);
    return pieces.flatMap((piece, p) => {
      const c = listedCandidate(piece, vouched) ?? readNumbered(piece) ?? listedLine(piece, vouched);
      if (!c || !agreesWithListing(c, listed)) return [];
      // A division ("Chapter 2", "Annex A") opens a part of the document, never an item of a list: there it is cited.
      if (e.kind === 'list' && isDivision(c.number)) return [];
      const alone = pieces.length === 1 && e.kind === 'paragraph';
      if (alone && c.rest === null && continuedBelow(work[index + 1])) return [];
      return [{ index, item: e.kind === 'list' ? k : -1, piece: p, ...c, heading: false }];
    });
  });
}

const isDivision = (number: string) => labelledNumber(number) !== null || isAnnexNumber(number);

type Part = number | string;

/** "4.1.2" → [4, 1, 2]; "A.1" → ["A", 1]; "Annex B" → ["B"]; null when no part can be ordered. */
function partsOf(number: string): Part[] | null {
  const labelled = labelledNumber(number);
  if (labelled !== null) return [Number(labelled)];
  // Numbers here come from parseNumberedTitle, which spells an annex "Annex B": one space, one letter.
  if (isAnnexNumber(number)) return [number.slice(-1)];
  return number.split('.').map((p) => (/^\d+$/.test(p) ? Number(p) : p));
}

const nextPart = (p: Part): Part => (typeof p === 'number' ? p + 1 : String.fromCharCode(p.charCodeAt(0) + 1));
const isFirst = (p: Part) => p === 0 || p === 1 || p === 'A';
const same = (a: readonly Part[], b: readonly Part[]) => a.length === b.length && a.every((p, i) => p === b[i]);

/**
 * What it costs for `next` to follow `prev` in a numbering: 0 when it is the next clause exactly (first
 * child, next sibling at any level), 0.5 when it descends from such a clause whose own heading was not
 * seen ("2.1" right after "1.3": "2" is missing), and the start of annexes ("A", "A.1"); 0.75 when one
 * sibling is skipped ("4" → "6"); null otherwise.
 */
export function followCost(prev: string, next: string): number | null {
  const p = partsOf(prev);
  const n = partsOf(next);
  if (!p || !n) return null;
  const successors: Part[][] = [[...p, 1]];
  for (let k = p.length; k >= 1; k--) successors.push([...p.slice(0, k - 1), nextPart(p[k - 1]!)]);
  for (const s of successors) {
    if (same(s, n)) return 0;
    if (n.length > s.length && same(s, n.slice(0, s.length)) && n.slice(s.length).every(isFirst)) return 0.5;
  }
  // One clause skipped: its heading is missing or misread ("5." printed, "S." in an OCR layer).
  for (let k = p.length; k >= 1; k--) {
    const skipped = [...p.slice(0, k - 1), nextPart(nextPart(p[k - 1]!))];
    if (same(skipped, n)) return 0.75;
  }
  if (typeof n[0] === 'string' && typeof p[0] === 'number' && n.every(isFirst)) return 0.5;
  // A labelled division ("TASK SECTION 200", "APPENDIX 1") starts a numbering of its own: it adds nothing by
  // itself, its clauses do.
  if (labelledNumber(next) !== null) return 1;
  return null;
}

/**
 * Inside a lettered annex, the numbering may restart ("Appendix A", then "1. Risk Management" … "17."), at the
 * cost of a missing heading; after the restarted clauses, the next annex letter follows for free.
 */
function restartCost(annex: string | null, prev: readonly Part[] | null, next: readonly Part[] | null): number | null {
  if (annex === null || !prev || !next) return null;
  if (typeof next[0] === 'number' && next.every(isFirst)) return 0.5;
  if (typeof prev[0] === 'number' && next.length === 1 && next[0] === nextPart(annex)) return 0;
  return null;
}

/** A title ending in a page number ("Appendix B … 93"): a Contents line, after which no annex body restarts. */
const PAGE_AFTER_TITLE = /\s\d+$/;

/**
 * Candidates whose number and title an earlier candidate already had, a page number after the title aside: the
 * body's "1 Scope" after the Contents line "1 Scope 1". Such a clause is listed twice, never restarted.
 */
function listedBefore(candidates: readonly SequenceCandidate[]): boolean[] {
  const seen = new Set<string>();
  return candidates.map((c) => {
    const key = `${c.number} ${c.title.replace(/[\s.]+(?:\d+|[ivxlc]+)$/i, '').toLowerCase()}`;
    const again = seen.has(key);
    seen.add(key);
    return again;
  });
}

/** What it costs to open a chain at this number: nothing at "1", "1.1", "A"; more elsewhere. */
const startCost = (number: string) => (partsOf(number)?.every(isFirst) ? 0 : 1);

/**
 * Past the matter a printed Contents list names (contents-lines.ts, listingEnd), a part the list does not name
 * (a licence appended after the last annex) may number its clauses again from 1, at the cost of a missing heading.
 */
const unlistedRestart = (next: readonly Part[] | null) =>
  next && typeof next[0] === 'number' && next.every(isFirst) ? 0.5 : null;

/**
 * The longest chain by score (one point per member, less the costs of its steps), found by dynamic
 * programming over the candidates in document order. `listedUpTo`: the last element a printed Contents list
 * speaks for (after it the numbering may restart), or Infinity.
 */
export function decodeSequence(candidates: readonly SequenceCandidate[], listedUpTo = Infinity): DecodedSequence {
  const n = candidates.length;
  const score = new Array<number>(n).fill(0);
  const back = new Array<number>(n).fill(-1);
  // The lettered annex the best chain ending at each candidate is in, or null: numbering may restart inside it.
  const annex = new Array<string | null>(n).fill(null);
  const parts = candidates.map((c) => partsOf(c.number));
  const repeated = listedBefore(candidates);
  const listing = candidates.map((c) => PAGE_AFTER_TITLE.test(c.title));
  let best = -1;
  for (let i = 0; i < n; i++) {
    score[i] = 1 - startCost(candidates[i]!.number);
    for (let j = Math.max(0, i - LOOK_BACK); j < i; j++) {
      const unlisted = candidates[j]!.index <= listedUpTo && candidates[i]!.index > listedUpTo;
      const cost =
        followCost(candidates[j]!.number, candidates[i]!.number) ??
        (repeated[i] || listing[j] ? null : restartCost(annex[j]!, parts[j]!, parts[i]!)) ??
        (unlisted ? unlistedRestart(parts[i]!) : null);
      if (cost === null) continue;
      const s = score[j]! + 1 - cost;
      if (s > score[i]!) {
        score[i] = s;
        back[i] = j;
      }
    }
    const own = parts[i]?.[0];
    annex[i] = typeof own === 'string' ? own : back[i]! >= 0 ? annex[back[i]!]! : null;
    if (best < 0 || score[i]! > score[best]!) best = i;
  }
  const chain: SequenceCandidate[] = [];
  for (let i = best; i >= 0; i = back[i]!) chain.push(candidates[i]!);
  chain.reverse();
  if (chain.length < MIN_CHAIN) return { chain: [], offChain: n };
  return { chain, offChain: n - chain.length };
}

/**
 * Numbered entries of a terms clause ("3.2.1 Acceptable risk. Risk that …" under "3.2 Definitions") follow the
 * numbering like clauses, but they are term entries: a run-in title under a chain member titled as a terms
 * clause is split from its definition as a heading is, for the definitions to read, but is no section.
 */
export function termEntries(chain: readonly SequenceCandidate[]): Set<SequenceCandidate> {
  const terms = chain.filter((c) => isTermsTitle(c.title)).map((c) => `${c.number}.`);
  const groups = new Set(
    chain.flatMap((c) =>
      c.number
        .split('.')
        .slice(0, -1)
        .map((_, k, a) => a.slice(0, k + 1).join('.')),
    ),
  );
  const isEntry = (c: SequenceCandidate) =>
    !c.heading &&
    c.rest !== null &&
    !isGlossaryTitle(c.title) &&
    !groups.has(c.number) &&
    terms.some((t) => c.number.startsWith(t));
  return new Set(chain.filter(isEntry));
}

/** The chain's members from its first restart on (a step no clause numbering takes, only restartCost). */
export function restartedMembers(chain: readonly SequenceCandidate[]): Set<SequenceCandidate> {
  const k = chain.findIndex((c, i) => i > 0 && followCost(chain[i - 1]!.number, c.number) === null);
  return new Set(k < 0 ? [] : chain.slice(k));
}

/** The leading "7." of a paragraph that could be an enumeration's item. */
const itemNumber = (e: WorkElement | undefined): number | null => {
  if (e?.kind !== 'paragraph') return null;
  const m = /^(\d{1,3})[.)]?\s/.exec(e.text);
  return m ? Number(m[1]) : null;
};

/**
 * Paragraphs in a row numbered 1., 2., 3. … (three or more, each the next number) are the items of an
 * enumeration the layout did not mark as a list ("A KRS shall: 1. Generate … 12. Prohibit …").
 */
export function enumerationItems(work: readonly WorkElement[]): Set<number> {
  const out = new Set<number>();
  let i = 0;
  while (i < work.length) {
    const first = itemNumber(work[i]);
    let j = i + 1;
    if (first !== null) while (itemNumber(work[j]) === first + (j - i)) j++;
    if (j - i >= 3) for (let k = i; k < j; k++) out.add(k);
    i = j;
  }
  return out;
}
