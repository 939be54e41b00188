/**
 * What a section number is, written once for the compiler (outline titles, headings, term entries), the core
 * (what a user types, "did you mean") and the TUI (jump targets): "7.3.4", "A.1.2", a lone "6", "Annex A".
 *
 * A component has at most three digits: no clause has a thousand siblings, and a longer run is a year or a page.
 * At most 16 components: a longer dotted run is no clause number (and would nest sections as deep as it is long).
 * A letter is allowed only first ("A.1" is in Annex A); a lone letter is not a number.
 */

/** "7.3.4", "A.1.2": two to sixteen components, as a regular-expression source (no anchors, no groups). */
export const DOTTED_NUMBER = String.raw`(?:[A-Z]|\d{1,3})(?:\.\d{1,3}){1,15}`;
/** A dotted number or a lone chapter number ("6"), as a regular-expression source. */
export const SECTION_NUMBER = String.raw`(?:${DOTTED_NUMBER}|\d{1,3})`;
/** One part of an item number after its first: a number or a single letter. */
const ITEM_PART = String.raw`(?:\d{1,3}|[a-z])`;
/**
 * An item number of a conformance table (a PICS): a clause number whose parts may be single letters, an annex letter
 * before it allowed ("7.3.3.1.3.a", "7.2.b.1", "C.3.3"; MIL-STD-2045's TABLE E-VIII).
 */
export const ITEM_NUMBER = String.raw`(?:[A-Z]\.)?\d{1,3}(?:\.${ITEM_PART})*`;
/** The parts of an item number after one of its full stops, where a cell wraps it ("a", "3.a" of "7.3.6.5.10.3.a"). */
export const ITEM_NUMBER_TAIL = String.raw`${ITEM_PART}(?:\.${ITEM_PART})*`;
/** "Annex A", "Appendix B" (any run of spaces between), as a regular-expression source. */
export const ANNEX_NUMBER = String.raw`(?:Annex|Appendix)\s+[A-Z]`;

/** A clause as code cites it: a dotted number or an annex with its subclauses ("Annex B.2"), no lone digits. */
export const CITED_CLAUSE = String.raw`(?:${DOTTED_NUMBER}|${ANNEX_NUMBER}(?:\.\d{1,3})*)`;
/** The same, or a lone chapter number ("section 6"), as a regular-expression source. */
export const CITED_SECTION = String.raw`(?:${CITED_CLAUSE}|\d{1,3})`;
/**
 * A requirement id as code cites it, "R-7.3.4-2", "R-Annex A-1", "R-A.1-3": the section id in group 1 and the
 * ordinal in group 2 (docs/model.md, "Requirements").
 */
export const REQUIREMENT_ID = String.raw`\bR-((?:${ANNEX_NUMBER}|[A-Z]|\d{1,3})(?:\.\d{1,3})*)-(\d{1,4})\b`;

const WHOLE = new RegExp(`^${SECTION_NUMBER}$`);
const WHOLE_ANY_CASE = new RegExp(`^${SECTION_NUMBER}$`, 'i');
const ANNEX = /^(?:Annex|Appendix) /;

/** Is the whole text a section number ("7.3.4", "A.1", "6")? `anyCase` also takes "a.1", as users type it. */
export function isSectionNumber(text: string, anyCase = false): boolean {
  return (anyCase ? WHOLE_ANY_CASE : WHOLE).test(text);
}

const ANNEX_START = new RegExp(`^${ANNEX_NUMBER}`);

/** Does a text start with an annex's number ("Annex A", "Appendix  B – Title"), however it is spaced? */
export function startsWithAnnex(text: string): boolean {
  return ANNEX_START.test(text);
}

/** "Annex A" or "Appendix A" (as the model spells them: one space). */
export function isAnnexNumber(number: string): boolean {
  return ANNEX.test(number);
}

/** The dotted numbers enclosing a number, nearest first: "7.3.4" → ["7.3", "7"], "A.1.2" → ["A.1", "A"]. */
export function enclosingNumbers(number: string): string[] {
  if (!isSectionNumber(number, true)) return [];
  const parts = number.split('.');
  return parts.slice(1).map((_, i) => parts.slice(0, parts.length - 1 - i).join('.'));
}

/** Depth from the number: "7.3.4" → 3, "Annex A" → 1, "A.1" → 2. */
/** A lone chapter number ("6", not "6.1", "A" or "Annex A") as its value, else null. */
export function chapterValue(number: string): number | null {
  return /^\d+$/.test(number) ? Number(number) : null;
}

export function numberLevel(number: string): number {
  if (isAnnexNumber(number)) return 1;
  return number.split('.').length;
}

/**
 * Candidate parent numbers, longest first: "7.3.4" → ["7.3", "7"];
 * "A.1.2" → ["A.1", "Annex A", "Appendix A"].
 */
export function parentCandidates(number: string): string[] {
  if (isAnnexNumber(number)) return [];
  const parts = number.split('.');
  const out: string[] = [];
  for (let n = parts.length - 1; n >= 1; n--) {
    const prefix = parts.slice(0, n).join('.');
    if (n === 1 && /^[A-Z]$/.test(prefix)) out.push(`Annex ${prefix}`, `Appendix ${prefix}`);
    else out.push(prefix);
  }
  return out;
}

/** A number's last component and the number it sits in. */
export interface LastComponent {
  /** "7.3" of "7.3.4"; null for a number of one component ("3"). */
  enclosing: string | null;
  last: number;
}

/** "7.3.4" → 7.3 and 4; "A.4" → A and 4; "3" → null and 3; null when the last component is no integer ("Annex A"). */
export function lastComponent(number: string): LastComponent | null {
  const cut = number.lastIndexOf('.');
  const last = Number(number.slice(cut + 1));
  if (!Number.isInteger(last)) return null;
  return { enclosing: cut < 0 ? null : number.slice(0, cut), last };
}

/** "4.3" → "4.2"; "3" → "2"; "B.3" → "B.2"; null for a first child, an annex, or no number. */
export function previousSibling(number: string): string | null {
  const c = lastComponent(number);
  if (!c || c.last <= 1) return null;
  return c.enclosing === null ? `${c.last - 1}` : `${c.enclosing}.${c.last - 1}`;
}

/** Lower-case Roman numbers of front-matter clauses, i to xx, in order. */
const ROMANS = [
  'i',
  'ii',
  'iii',
  'iv',
  'v',
  'vi',
  'vii',
  'viii',
  'ix',
  'x',
  'xi',
  'xii',
  'xiii',
  'xiv',
  'xv',
  'xvi',
  'xvii',
  'xviii',
  'xix',
  'xx',
];

/** "vii. Changes to …": a front-matter clause numbered in lower-case Roman, its number closed by a full stop. */
const ROMAN_HEADING = /^([ivx]{1,5})\.\s+(\p{Lu}.*)$/su;

/**
 * A front-matter clause numbered "i." … "xx." (OGC's preface: "i. Preface", "ii. Standard verbs and usages"): the
 * number without its stop, its value (1 for "i"), and the title. Null for anything else.
 */
export function parseRomanHeading(text: string): { number: string; value: number; title: string } | null {
  const m = ROMAN_HEADING.exec(text.trim());
  const value = m ? ROMANS.indexOf(m[1]!) + 1 : 0;
  return m && value > 0 ? { number: m[1]!, value, title: m[2]!.trim() } : null;
}

/**
 * `next` goes on from `prev` the way clause numbers do: its first child ("F.4.2.1" → "F.4.2.1.1"), or the next
 * sibling of it or of one of its enclosing numbers ("F.4.2.1.1" → "F.4.2.1.2", "F.4.2.2", "F.5").
 */
export function continuesNumbering(prev: string, next: string): boolean {
  if (next === `${prev}.1`) return true;
  const before = previousSibling(next);
  return before !== null && (before === prev || parentCandidates(prev).includes(before));
}

/**
 * A division numbered by a label word and a whole number — "APPENDIX 2", "TASK 101", "TASK SECTION 100" — whose
 * clauses number on from it ("2.1." inside APPENDIX 2, "101.1" inside TASK 101). The words are the ones
 * specifications use for such divisions; a caption word ("Table 3", "Figure 2") is never one.
 */
export const LABEL_WORDS = ['Appendix', 'Annex', 'Chapter', 'Task Section', 'Task', 'Attachment', 'Enclosure'] as const;
const LABELLED = new RegExp(String.raw`^(?:${LABEL_WORDS.join('|')}) (\d{1,3})$`, 'i');

/** The number a labelled division gives its clauses: "TASK 101" → "101", "Appendix 2" → "2"; null otherwise. */
export function labelledNumber(number: string): string | null {
  return LABELLED.exec(number)?.[1] ?? null;
}

const DOTTED_WHOLE = new RegExp(`^${DOTTED_NUMBER}$`);

/** Is the whole text a dotted number of two or more components ("7.3", "A.1.2"), never a lone "7"? */
export function isDottedNumber(text: string): boolean {
  return DOTTED_WHOLE.test(text);
}

/** A lone capital: the letter of an annex as a citation or a top-level number gives it ("A" of "A.1"). */
export function isAnnexLetter(text: string): boolean {
  return /^[A-Z]$/.test(text);
}

/** The id of the top-level section a number's first component names: "A" → "Annex A", "7" → "7". */
export function topSectionId(first: string): string {
  return isAnnexLetter(first) ? `Annex ${first}` : first;
}

/** "Annex A", "Appendix B", "APPENDIX C" opening a heading — optionally followed by a separator and the title. */
const ANNEX_HEADING = /^(Annex|Appendix|ANNEX|APPENDIX)\s+([A-Z])(?![\p{L}\p{N}]|\.\d)[\s.:—–-]*(.*)$/u;
/** "Appendix A.1 OpenDocument Manifest Schema": a clause of the annex with the annex's word before its number. */
const ANNEX_CLAUSE_HEADING = /^(?:Annex|Appendix|ANNEX|APPENDIX)\s+(?=[A-Z]\.\d)/;

/** The word as the model spells it, however it is printed: "APPENDIX" → "Appendix". */
export const annexWord = (w: string): string => w[0]!.toUpperCase() + w.slice(1).toLowerCase();

/**
 * "APPENDIX C — Glossary" → "Appendix C" and "Glossary"; "Appendix A.1 Manifest Schema" → clause "A.1" (the
 * model's number for a clause of an annex, however the word before it is printed); null when the text opens
 * with no annex.
 */
export function parseAnnexHeading(text: string): { number: string; title: string } | null {
  const clause = ANNEX_CLAUSE_HEADING.exec(text);
  if (clause) return parseDottedHeading(text.slice(clause[0].length));
  const m = ANNEX_HEADING.exec(text);
  if (m) return { number: `${annexWord(m[1]!)} ${m[2]}`, title: (m[3] ?? '').replace(OBLIGATION, '').trim() };
  const sole = SOLE_ANNEX_HEADING.exec(text);
  return sole ? { number: annexWord(sole[1]!), title: sole[2]! } : null;
}

/** An annex's word as documents print it: "Annex", "annex", "ANNEX", and so for "Appendix". */
const ANNEX_WORD_ANY_CASE = String.raw`(?:[Aa]nnex|ANNEX|[Aa]ppendix|APPENDIX)`;
const SOLE_ANNEX_LABEL = new RegExp(`^${ANNEX_WORD_ANY_CASE}$`);

/**
 * A document's one annex, its word alone in capitals over a title in capitals ("APPENDIX PRIMITIVE FUNCTIONS FOR
 * THE DATA ENCRYPTION ALGORITHM", NBS FIPS 46-1): the word is its number. A title in mixed case after the word
 * ("Appendix Tables") may be a title that begins with it, and stays one.
 */
const SOLE_ANNEX_HEADING = /^(ANNEX|APPENDIX)\s+(\p{Lu}[^\p{Ll}]*\p{Lu}[^\p{Ll}]*)$/u;

/** A division's word alone on its line, no letter or number after it: "APPENDIX", "Annex". */
export const isSoleAnnexLabel = (text: string): boolean => SOLE_ANNEX_LABEL.test(text.trim());

/**
 * The annex's obligation printed between its label and its title ("Annex A (normative) Abstract test suite", as
 * ISO and OGC set it on a line of its own): no part of the title. Printed after the title it stays (DWARF's
 * "Attributes by Tag Value (informative)").
 */
const OBLIGATION = /^\((?:normative|informative)(?: and (?:normative|informative))?\)\s*/i;

const ANNEX_ALONE = new RegExp(`^${ANNEX_NUMBER}$`);
const ANNEX_ALONE_ANY_CASE = new RegExp(String.raw`^${ANNEX_WORD_ANY_CASE}\s+[A-Z]$`);

/**
 * An annex's label alone on its line, its title on the lines below: "Annex A"; with `capitals`, also
 * "ANNEX A" and "annex A" as DoD standards and others print it.
 */
export function isAnnexLabel(text: string, opts: { capitals?: boolean } = {}): boolean {
  return (opts.capitals ? ANNEX_ALONE_ANY_CASE : ANNEX_ALONE).test(text);
}

/** The letter of a lettered annex's id ("Appendix A" → "A"), or null. */
export function annexLetterOf(id: string | null): string | null {
  return id !== null && isLetteredAnnex(id) ? id.slice(-1) : null;
}

/** The annex whose first clause a number is ("A.1" → "A"), or null. */
export const firstClauseAnnex = (n: string | null): string | null => /^([A-Z])\.1$/.exec(n ?? '')?.[1] ?? null;

/** Lettered annexes cited in running text ("see Appendix A", "ANNEX B"; not "A.2"): the word as printed and the letter. */
export function* citedAnnexLetters(text: string): Generator<{ word: string; letter: string }> {
  for (const m of text.matchAll(/\b(Annex|Appendix|ANNEX|APPENDIX)\s+([A-Z])\b(?!\.\d)/g))
    yield { word: m[1]!, letter: m[2]! };
}

/** A lettered annex's id exactly ("Annex A", "Appendix B"), not a labelled division ("Appendix 2"). */
export function isLetteredAnnex(id: string): boolean {
  return ANNEX_ALONE.test(id);
}

/** An annex or a clause of one cited in running text ("in Annex B.", "Appendix A.2"), as a global pattern's source. */
export const CITED_ANNEX = String.raw`\b(Annex|Appendix)\s+([A-Z](?:\.\d{1,3})*)\b(?!\.?\d)`;

/** A cited annex's canonical spelling: "annex b" → "Annex B", "Appendix A.2" → "A.2"; null when it is none. */
export function canonicalAnnexCitation(text: string): string | null {
  const annex = /^(Annex|Appendix) ([A-Z])$/i.exec(text);
  if (annex) return `${annexWord(annex[1]!)} ${annex[2]}`;
  return /^(?:Annex|Appendix) ([A-Z](?:\.\d+)+)$/i.exec(text)?.[1] ?? null;
}

/** What a user types for an annex ("annex a", "APPENDIX b – Title"): the model's spelling, or null. */
export function userAnnexReference(text: string): string | null {
  const m = /^(annex|appendix)\s+([a-z])(\b.*)?$/i.exec(text);
  return m ? `${annexWord(m[1]!)} ${m[2]!.toUpperCase()}${m[3] ?? ''}` : null;
}

/**
 * "APPENDIX 2. GENERATION OF PRIMES", "TASK 101", "TASK SECTION 100 - MANAGEMENT": a label word and a whole
 * number (not "Appendix 2.1", a clause). Appendices and annexes are spelled the model's way ("Appendix 2"); other
 * labels stay as printed.
 */
const LABELLED_HEADING = new RegExp(
  String.raw`^(${LABEL_WORDS.map((w) => `${w}|${w.toUpperCase()}`).join('|')})\s+(\d{1,3})(?![\p{L}\p{N}]|\.\d)[\s.:—–-]*(.*)$`,
  'u',
);

export function parseLabelledHeading(text: string): { number: string; title: string } | null {
  const m = LABELLED_HEADING.exec(text);
  if (!m) return parseSpelledChapter(text);
  const word = /^(?:annex|appendix)$/i.test(m[1]!) ? annexWord(m[1]!) : m[1]!;
  return { number: `${word} ${m[2]}`, title: (m[3] ?? '').trim() };
}

const ONES = 'one two three four five six seven eight nine'.split(' ');
const TEENS = 'ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen'.split(' ');
const TENS = 'twenty thirty forty fifty sixty seventy eighty ninety'.split(' ');
/** A whole number spelled in words, 1 to 99: "TWO", "Thirteen", "TWENTYTHREE" (Sphinx), "Twenty-three". */
const SPELLED = String.raw`(?:(?:${TENS.join('|')})(?:[-\s]?(?:${ONES.join('|')}))?|${TEENS.join('|')}|${ONES.join('|')})(?!\p{L})`;
const SPELLED_WHOLE = new RegExp(String.raw`^${SPELLED}$`, 'iu');
const SPELLED_CHAPTER = new RegExp(String.raw`^(chapter)\s+(${SPELLED})[\s.:—–-]*(.*)$`, 'isu');

/** The value of a number spelled in words ("TWENTYTHREE" → 23), or null. */
export function spelledNumber(text: string): number | null {
  const t = text.trim();
  if (!SPELLED_WHOLE.test(t)) return null;
  const words = t.toLowerCase().replace(/[-\s]/g, '');
  const ten = TENS.findIndex((w) => words.startsWith(w));
  const rest = ten < 0 ? words : words.slice(TENS[ten]!.length);
  const unit = rest === '' ? 0 : [...ONES, ...TEENS].indexOf(rest) + 1;
  return (ten < 0 ? 0 : 20 + 10 * ten) + unit;
}

/**
 * A chapter whose number is spelled, as book classes print it over the title ("CHAPTER TWO THE DEBIAN ARCHIVE",
 * Sphinx's LaTeX): numbered in figures, the label as printed ("CHAPTER 2"), so that its clauses ("2.1") nest under it.
 */
function parseSpelledChapter(text: string): { number: string; title: string } | null {
  const m = SPELLED_CHAPTER.exec(text);
  const value = m && isChapterWord(m[1]!) ? spelledNumber(m[2]!) : null;
  return value === null ? null : { number: `${m![1]} ${value}`, title: m![3]!.trim() };
}

/** A chapter's label alone on its line: "CHAPTER", "Chapter". */
export const isChapterWord = (text: string): boolean => /^(?:Chapter|CHAPTER)$/.test(text.trim());

/** A chapter's number alone on its line, in figures or spelled ("2", "TWO"), as printed under its label. */
export const isChapterNumberAlone = (text: string): boolean =>
  /^\d{1,3}$/.test(text.trim()) || spelledNumber(text) !== null;

/** A division's label alone on its line, in any case: "TASK 101", "TASK SECTION 100", "APPENDIX 2". */
const NUMBER_LABEL_ALONE = new RegExp(String.raw`^(?:${LABEL_WORDS.join('|')})\s+\d{1,3}$`, 'i');

export function isDivisionLabel(text: string): boolean {
  return NUMBER_LABEL_ALONE.test(text) || isAnnexLabel(text, { capitals: true });
}

/** A section number and its title, "7.3.4 Title", "6. Title", "A.1.2 Title", as a heading or an outline entry prints it. */
const NUMBERED_HEADING = new RegExp(String.raw`^(${SECTION_NUMBER})\.?(?:\s+(.*))?$`, 'su');

/**
 * A clause number of two parts or more run into its title in a Contents entry, "21.10Examples": LaTeX sets the number
 * in a box of fixed width, which a long number overfills. The heading the entry names prints "21.10 Examples".
 */
const GLUED_NUMBER = /^((?:[A-Z]|\d{1,3})(?:\.\d{1,3})+)(?=\p{Lu}\p{Ll})/u;

export function spaceGluedNumber(title: string): string {
  return title.replace(GLUED_NUMBER, '$1 ');
}

export function parseDottedHeading(text: string): { number: string; title: string } | null {
  const m = NUMBERED_HEADING.exec(text);
  return m?.[1] ? { number: m[1], title: (m[2] ?? '').trim() } : null;
}

/** A section number of the annexes: "Annex A", "APPENDIX 1", a lone letter "A", or a lettered clause "A.1". */
export function isInAnnexes(number: string): boolean {
  return /^(?:annex|appendix)\b/i.test(number) || /^[A-Z](?:\.|$)/.test(number);
}

/** A clause of a lettered annex: "A.1", "B.2.3". */
export function isLetteredClause(number: string): boolean {
  return /^[A-Z]\.\d/.test(number);
}

/** A display formula's number at its line's end: a section number in brackets, "(4.7)", "(12)", "(A.3)". */
const EQUATION_NUMBER = new RegExp(String.raw`^\((?:${SECTION_NUMBER}|[A-Z]\.\d{1,3})[a-z]?\)$`);

export function isEquationNumber(text: string): boolean {
  return EQUATION_NUMBER.test(text.trim());
}
