/**
 * Sentence splitting, as docs/model.md defines it (the verbal forms that make
 * a sentence a requirement are in verbal-forms.ts).
 */
import { BRACKETED_LABEL } from '../../model/conformance-label.js';
import { ENUMERATOR } from '../../model/list-enumerator.js';
import { escapeRegExp } from '../../model/regexp.js';

/** Abbreviations after which ". " does not end a sentence (compared in lower case). */
const ABBREVIATIONS = new Set([
  'e.g.',
  'i.e.',
  'etc.',
  'cf.',
  'fig.',
  'figs.',
  'no.',
  'nos.',
  'vs.',
  'viz.',
  'al.',
  'approx.',
  'resp.',
  'incl.',
  'eq.',
  'ref.',
  'vol.',
  'pp.',
  'p.',
  'sec.',
  'ch.',
  'min.',
  'max.',
  'mr.',
  'dr.',
  'st.',
]);

/**
 * A name from code opening a sentence in lower case, told by the bracket or underscore in it or by a capital after
 * its first lower-case letters: "… x[NGRN+1]. x[NGRN] shall contain …" (Arm AAPCS64), "memcpy() copies …",
 * "max_size is …", "eContent is …". A scan's text layer reads a capital I as "l" so ("… must also receive a waiver.
 * lBl.plementation of the algorithm …", NBS FIPS 46-1's OCR): a sentence starts there too.
 */
const IDENTIFIER = String.raw`(?:\p{Ll}[\p{L}\p{N}]*[\[(_]|\p{Ll}+\p{Lu})`;

/**
 * A path name opening a sentence: "… essential startup data. /usr, /opt, and /var are designed such that …", "…
 * should be placed here. /var/games should hold …" (FHS 3.0), as POSIX and manual pages open theirs.
 */
const PATH = String.raw`\/[\p{L}\p{N}]`;

/**
 * ". ", "? " or "! " — with the closing brackets and quotation marks printed right after it (".) ", ".” ", ". » ")
 * and a conformance label after those ("» [DSS-8.1-2] ", ". [MQTT-1.5.4-2]. "), never before such a label — before an upper-case letter, a digit, a quote, or an
 * opening bracket over one of those: "… included. (Optional) The date-time …", "… needed. [SP 800-57] and …" —
 * or a lower-case name from code (IDENTIFIER), or a path (PATH).
 */
const BOUNDARY = new RegExp(
  String.raw`([.?!])[)\]"”’']*(?:\s?»)?(?:\s*${BRACKETED_LABEL}\.?)?\s+(?!${BRACKETED_LABEL})(?=[\p{Lu}\p{N}"“”'‘’«„]|[(\[][\p{Lu}\p{N}]|${IDENTIFIER}|${PATH})`,
  'gu',
);

/**
 * An abbreviation's full stop that closes a bracket, before a capitalised word, ends the sentence with it: "…
 * captured in the <ai:asset> element (asset tag, system GUID, etc.) The guidelines … SHALL be followed" (SP 800-126).
 */
const CLOSES_BRACKET = /^\.[)\]]+\s+\p{Lu}\p{Ll}/u;

/**
 * A full stop printed without the space after it, between a word in lower case and a capitalised word: "… of the
 * address range.The ending address …". Identifiers ("ServerHello.Random", "Major.Minor") have a capital before it.
 */
const UNSPACED = /(?<=(?:^|[\s(“‘"'])\p{Ll}{2,})\.(?=\p{Lu}\p{Ll}+\s)/gu;

function wordBefore(text: string, end: number): string {
  let start = end;
  while (start > 0 && !/\s/.test(text.charAt(start - 1))) start--;
  return text
    .slice(start, end + 1)
    .replace(/^[("'“‘[]+/u, '')
    .toLowerCase();
}

/** Letters each closed by a full stop ("U.S.C.", "U.S."): an initialism, whose last stop ends no sentence ("5 U.S.C. Sec. 552(b)"). */
const INITIALISM = /^(?:\p{L}\.){2,}$/u;

/** A full stop inside a spaced ellipsis (". . ."), as in "the ranges "A". . . "Z"": no end. */
const inEllipsis = (text: string, at: number) => text.slice(Math.max(0, at - 2), at) === '. ';

/** Where each sentence starts after the first, from the full stops that end one. */
function cuts(text: string): number[] {
  const out: number[] = [];
  for (const m of text.matchAll(BOUNDARY)) {
    const at = m.index;
    const word = wordBefore(text, at);
    const abbreviation =
      (ABBREVIATIONS.has(word) || INITIALISM.test(word)) && !CLOSES_BRACKET.test(text.slice(at, at + 8));
    if (m[1] === '.' && (abbreviation || inEllipsis(text, at))) continue;
    out.push(at + m[0].length);
  }
  for (const m of text.matchAll(UNSPACED)) out.push(m.index + 1);
  return out.sort((a, b) => a - b);
}

/** The enumerators of an inline list, one series each: "a)", "(a)", "a.", "1)", "(1)", "1.", "i)", "(i)", "i.". */
const ROMAN = ['i', 'ii', 'iii', 'iv', 'v', 'vi', 'vii', 'viii', 'ix', 'x', 'xi', 'xii'];
function nthLabel(first: string, n: number): string | null {
  if (/^\d+$/.test(first)) return String(Number(first) + n);
  if (first === 'i') return ROMAN[n] ?? null;
  const code = first.charCodeAt(0) + n;
  return code <= 'z'.charCodeAt(0) ? String.fromCharCode(code) : null;
}
const FIRST_ITEM = /:\s+(\(?)(a|1|i)([).])\s+(?=\S)/gu;

/**
 * An inline list after a colon ("… assure that: a) It is intuitive …; b) It is difficult …"): the lead-in ends at
 * its colon, and each item (two at least, labelled in sequence) starts a sentence of its own.
 */
function listCuts(text: string): number[] {
  const out: number[] = [];
  for (const m of text.matchAll(FIRST_ITEM)) {
    const [, open, first, close] = m as unknown as [string, string, string, string];
    const items: number[] = [m.index + m[0].indexOf(first) - open.length];
    let from = m.index + m[0].length;
    for (let n = 1; ; n++) {
      const label = nthLabel(first, n);
      if (label === null) break;
      const next = new RegExp(`\\s${escapeRegExp(open + label + close)}\\s+(?=\\S)`, 'u');
      const hit = next.exec(text.slice(from));
      if (!hit) break;
      items.push(from + hit.index + 1);
      from += hit.index + hit[0].length;
    }
    if (items.length >= 2) out.push(...items);
  }
  return out;
}

/**
 * An inline bulleted list after a colon ("… has two parts: • The first 32-bits have the value 0xffffffff. • The
 * following 64-bits contain …", DWARF 4, where one tagged item holds its sub-list): the lead-in ends at its colon,
 * and each item (two at least) starts a sentence of its own, without its bullet.
 */
const BULLET_GLYPH = '[•▪◦■]';
const BULLET_LEAD = new RegExp(`:\\s+${BULLET_GLYPH}\\s`, 'u');
const BULLET = new RegExp(`\\s${BULLET_GLYPH}\\s+(?=\\S)`, 'gu');
function bulletCuts(text: string): number[] {
  const lead = BULLET_LEAD.exec(text);
  if (!lead) return [];
  const out = [...text.slice(lead.index).matchAll(BULLET)].map((m) => lead.index + m.index + m[0].length);
  return out.length >= 2 ? out : [];
}
const TRAILING_BULLET = new RegExp(`\\s*${BULLET_GLYPH}$`, 'u');

const ENUMERATOR_ONLY = new RegExp(`^${ENUMERATOR}$`, 'u');

export function splitSentences(text: string): string[] {
  const bullets = bulletCuts(text);
  const at = [...new Set([...cuts(text), ...listCuts(text), ...bullets])].sort((a, b) => a - b);
  const out: string[] = [];
  let from = 0;
  for (const cut of at) {
    if (cut <= from) continue;
    const piece = text.slice(from, cut).trim();
    out.push(bullets.includes(cut) ? piece.replace(TRAILING_BULLET, '') : piece);
    from = cut;
  }
  out.push(text.slice(from).trim());
  // A list item's label alone ("a.", "1.") is no sentence: it opens the one after it.
  return out
    .filter((s) => s !== '')
    .reduce<string[]>((acc, s) => {
      const prev = acc[acc.length - 1];
      if (prev !== undefined && ENUMERATOR_ONLY.test(prev)) acc[acc.length - 1] = `${prev} ${s}`;
      else acc.push(s);
      return acc;
    }, []);
}
