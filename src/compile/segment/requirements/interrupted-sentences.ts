/**
 * A sentence printed in pieces (docs/model.md, "Requirements"): a paragraph that stops mid-sentence ("If, for a
 * particular call C to a subroutine S:", "It will be denoted by"), then displays — a list, code, a formula, numbered
 * lines — and a paragraph that goes on in lower case ("then conforming software must ensure …"); or a paragraph cut
 * in two with nothing between ("… is something" / "you have, and it SHALL be activated …"). The sentence is one, and
 * its requirement quotes it whole, displays included, from the opener's last sentence to the continuation's first.
 * A display that ends the sentence itself ("… shall be instantiated as" then "G(c) := SHA3-512(c). (4.5)") closes it.
 */
import { ITEM_ENUMERATOR } from '../../../model/list-enumerator.js';
import { splitSentences } from '../sentences.js';
import { endsLeadIn } from './lead-ins.js';
import type { WorkElement } from '../work.js';

type Sections = readonly (string | null)[];

export interface SentenceSpan {
  /** The element that opens the sentence. */
  opener: number;
  /** Its unfinished last sentence. */
  opening: string;
  /** The displays' text, in order, whitespace collapsed. */
  displays: string[];
  /** The paragraph that goes on with the sentence, or null when the last display ends it. */
  continuation: number | null;
  /** The continuation's first sentence ('' when there is none). */
  closing: string;
}

/** At most this many displays between the opener and the rest of its sentence. */
const MAX_DISPLAYS = 3;

/**
 * Text that stops mid-sentence: after a word, a colon that introduces what follows, a comma before the display
 * that goes on with the sentence ("If a Haskell program needs to access a C variable bar of integer type," / code /
 * "must be used to obtain …"), or a path broken at its slash ("… may use /usr/" / "share/misc.", FHS 3.0, its
 * second line all in the code face).
 */
const UNFINISHED = /(?:\p{L}|[:,]|(?<=\S)\/)$/u;
/**
 * A paragraph that goes on with a sentence: its first word in lower case letters, a name in snake case
 * ("dwarf_get_relocation_info() to retrieve …"), or a number, a tag or a quotation ("604800 seconds (7 days).",
 * "<ocil:questionnaire>, …"), no list label.
 */
const GOES_ON =
  /^(?:[a-z]+(?:[-'’][a-z]+)*(?=[\s,])|[a-z][a-z\d]*(?:_[a-z\d]+)+(?:\(\))?(?=[\s,])|\d[\d,.]*\s+[a-z]+[\s,.;)]|[<"“])/;
/**
 * A name in the code face alone on its line and closing the sentence ("… immediately after a successful call to" /
 * "dwarf_producer_init()." — libdwarf's manual, groff setting each function name in Courier on a line of its own).
 */
const NAME_CLOSES = /^[^\s.]\S*\s?[.!?]$/;
/** A caption: the drawing it names stands outside any sentence. */
const CAPTION = /^(?:Figure|Fig\.|Table)\s/;
/**
 * After a colon and its display, a sentence goes on with a word that joins a clause ("If:" then items then "then the
 * platform must …"); any other paragraph in lower case after one is a formula or a term of its own ("x = …").
 */
const JOINS_CLAUSE = /^(?:then|and|or|but|nor|where|whereas|which|when|whence|otherwise|unless|so|with|without)\b/;
/** A formula closed by its full stop and an equation number ("G(c) := SHA3-512(c). (4.5)"). */
const CLOSES_SENTENCE = /[.!?]["'”’)\]]*\s*\(\d+(?:\.\d+)*\)$/;
/** A formula without an equation number closes a sentence only when it is at most this long (characters). */
const SHORT_DISPLAY = 80;
/** Fewer words of prose than this make a paragraph a display (a formula, an identifier, a figure's number). */
const PROSE_WORDS = 3;
/** An article or "of" last: no clause ends so, so a list item that does is a sentence cut off ("…, the"). */
const CUT_MID_PHRASE = /\b(?:the|a|an|of)$/i;
/** A full stop, never an ellipsis ("DW_AT_location(...)" is a placeholder in a listing). */
const ENDS_SENTENCE = /(?<!\.)[.!?]["'”’)\]]*$/;

/** Words of prose: tokens that are a word in lower case letters, punctuation after it allowed. */
const proseWords = (text: string): number => text.split(/\s+/).filter((t) => /^[a-z]{2,}[,;:.]?$/.test(t)).length;
const collapse = (text: string): string => text.replace(/\s+/g, ' ').trim();
const labelled = (text: string): boolean => ITEM_ENUMERATOR.test(text);

/** A sentence stopped before its end: at a colon, or after a word of prose (a formula's last letter is none). */
const stopsMidSentence = (sentence: string): boolean =>
  endsLeadIn(sentence) || (UNFINISHED.test(sentence) && proseWords(sentence) > 0);

/** The unfinished sentence an element ends with, when it can open a sentence that runs on; else null. */
function openingOf(e: WorkElement | undefined): string | null {
  // Most texts end a sentence: their last sentence ends where they do, so they need no split.
  const end = e?.kind === 'paragraph' ? e.text : e?.kind === 'list' ? (e.items.at(-1) ?? '') : '';
  if (!UNFINISHED.test(end.trimEnd())) return null;
  if (e?.kind === 'paragraph' && !e.footnote && !labelled(e.text)) {
    const last = splitSentences(e.text).pop();
    return last && stopsMidSentence(last) ? last : null;
  }
  // A list opens one only from its last item's second sentence or later: an item's single clause ("…; and",
  // "TPIDR2_EL0 has the value BLK on entry to S") is a display inside the sentence of the lead-in before the list.
  // An item cut after an article is no clause: a paragraph a tagger listed ("When referencing …, the").
  if (e?.kind === 'list') {
    const sentences = splitSentences(e.items.at(-1) ?? '');
    const last = sentences.pop();
    return (sentences.length || CUT_MID_PHRASE.test(last ?? '')) && last && stopsMidSentence(last) ? last : null;
  }
  return null;
}

/** A paragraph that goes on with the sentence `opening` leaves unfinished. */
function goesOn(e: WorkElement | undefined, opening: string): boolean {
  if (e?.kind !== 'paragraph' || e.footnote || labelled(e.text) || !GOES_ON.test(e.text)) return false;
  // What goes on after a comma is prose: a formula in lower case there is a display ("test ← H(…)").
  if (opening.endsWith(',') && proseWords(e.text) < PROSE_WORDS) return false;
  return !endsLeadIn(opening) || JOINS_CLAUSE.test(e.text);
}

/** The text of an element printed inside a sentence, or null when it is no display. */
function displayText(e: WorkElement): string | null {
  if ((e.kind === 'paragraph' || e.kind === 'code') && CAPTION.test(e.text)) return null;
  if (e.kind === 'list') return collapse(e.items.join(' '));
  if (e.kind === 'code') return collapse(e.text);
  // A paragraph is a display when it is numbered, or holds next to no prose: a formula, an identifier, a number.
  if (e.kind === 'paragraph' && !e.footnote && (labelled(e.text) || proseWords(e.text) < PROSE_WORDS))
    return collapse(e.text);
  return null;
}

/** The span of the sentence element `i` leaves unfinished, or null when it finishes it or nothing takes it up. */
export function spanAfter(elements: readonly WorkElement[], elementSection: Sections, i: number): SentenceSpan | null {
  const opening = openingOf(elements[i]);
  if (opening === null) return null;
  const displays: string[] = [];
  for (let k = i + 1; k <= i + 1 + MAX_DISPLAYS && elementSection[k] === elementSection[i]; k++) {
    const e = elements[k]!;
    const next = k < i + 1 + MAX_DISPLAYS && elementSection[k + 1] === elementSection[i] ? elements[k + 1] : undefined;
    if (e.kind === 'paragraph' && goesOn(e, opening) && !displayGoneOn(e, next, opening))
      return { opener: i, opening, displays, continuation: k, closing: splitSentences(e.text)[0] ?? '' };
    const text = displayText(e);
    if (text === null) return null;
    displays.push(text);
    const ending = sentenceEnd(e, text, opening);
    if (ending === 'closes') return { opener: i, opening, displays, continuation: null, closing: '' };
    if (ending === 'breaks') return null;
  }
  return null;
}

/**
 * A display that opens like a continuation (a tag: "<prefix>.<file-designator>") but ends no sentence, with the
 * sentence going on after it ("name should be used for …"): a display inside the sentence, not its end.
 */
function displayGoneOn(e: WorkElement, next: WorkElement | undefined, opening: string): boolean {
  const text = displayText(e);
  return text !== null && !ENDS_SENTENCE.test(text) && goesOn(next, opening);
}

/**
 * What a display's end does to the sentence it stands in: nothing, when it ends in no full stop or is an item of a
 * lead-in's ("If:" then "a. … ." "b. … ."); it closes a sentence stopped after a word when it is a formula; any other
 * full stop — a numbered line, prose, a formula after a colon or a comma — breaks it (the lead-in's items are its own).
 */
function sentenceEnd(e: WorkElement, text: string, opening: string): 'passes' | 'closes' | 'breaks' {
  const numbered = CLOSES_SENTENCE.test(text);
  if (!numbered && !ENDS_SENTENCE.test(text)) return 'passes';
  const formula = e.kind === 'paragraph' && !labelled(e.text);
  // After a comma the sentence's verb is still to come: a display with a full stop is out of place (a formula the
  // page's reading order set between the two parts of FIPS 203's "… by the encapsulating party," / "nor with …").
  if (opening.endsWith(',')) return 'breaks';
  if (endsLeadIn(opening)) return formula ? 'breaks' : 'passes';
  if (e.kind === 'code' && NAME_CLOSES.test(text)) return 'closes';
  return formula && (numbered || text.length <= SHORT_DISPLAY) ? 'closes' : 'breaks';
}

/** The span whose continuation is paragraph `k`, or null. */
export function spanBefore(elements: readonly WorkElement[], elementSection: Sections, k: number): SentenceSpan | null {
  const e = elements[k];
  if (e?.kind !== 'paragraph' || !GOES_ON.test(e.text)) return null;
  for (let i = k - 1; i >= k - 1 - MAX_DISPLAYS && elementSection[i] === elementSection[k]; i--) {
    const span = spanAfter(elements, elementSection, i);
    if (span?.continuation === k) return span;
  }
  return null;
}

/** The sentence whole: the opening, the displays and the closing. */
export const wholeSentence = (span: SentenceSpan): string =>
  [span.opening, ...span.displays, span.closing]
    .filter((t) => t !== '')
    .reduce((whole, part) => (whole.endsWith('/') ? `${whole}${part}` : `${whole} ${part}`));

/**
 * The sentences of element `i` (`sentences`: a paragraph's, or a list's last item's), those printed in pieces made
 * whole. Its first, when it goes on with a sentence opened before it: the whole sentence, or nothing when the opener
 * states it (`states`: the opener's sentence is a requirement where it stands). Its last, when it opens a sentence
 * that runs on and states it: the whole sentence.
 */
export function wholeSentences(
  elements: readonly WorkElement[],
  elementSection: Sections,
  i: number,
  sentences: readonly string[],
  states: (sentence: string, element: number) => boolean,
): string[] {
  const out = [...sentences];
  const before = spanBefore(elements, elementSection, i);
  if (before && out.length) {
    if (states(before.opening, before.opener)) out.shift();
    else out[0] = wholeSentence(before);
  }
  const after = spanAfter(elements, elementSection, i);
  const last = sentences.at(-1);
  if (after && out.length && last === after.opening && states(last, i))
    out[out.length - 1] = wholeSentence({ ...after, opening: out.at(-1)! });
  return out;
}
