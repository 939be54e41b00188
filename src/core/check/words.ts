/**
 * The words a statement and a requirement are compared by: content words, stemmed, with the modal verbs,
 * articles and connectives left out, and the words that turn a predicate around ("non-empty", "omit") kept
 * apart as a flip of its sense. Conformance labels ("[MQTT-3.1.2-3]") are no words of the text.
 */
import { BRACKETED_LABEL } from '../../model/conformance-label.js';

/** One compared word: its stem, and whether the text negates it ("non-empty" → empty, negated). */
export interface Word {
  stem: string;
  negated: boolean;
  /** A number's words: the two content words printed before it ("QoS value is set to 0" → set, value). */
  context?: string[];
}

const STOP = new Set(
  `a an the this that these those its their his her our your it they them he she we you i
  of in on at to for from by with within without into onto upon over under about as than then so such
  and or nor but if when where whenever while unless until once after before because since although though
  is are was were be been being am has have had do does did done
  must shall should may might can could will would ought need needs required require requires requiring
  recommended recommend permitted permit allowed allow mandatory optional forbidden prohibited
  not no never always also only just even either neither both each every any all some other another same
  which who whom whose what how there here such e g i.e eg ie etc`.split(/\s+/),
);

/** Words that say the opposite of the word after them (or of what they are glued to). */
const NEGATING_PREFIX = /^(?:non|un|in|dis)-(.+)$/;
/** Verbs of leaving out: "may omit X" is "need not send (include, use) X". */
export const OMIT = /^(?:omit|omits|omitted|omitting|leave|leaves|skip|skips|skipped)$/;

/** Irregular and near-same words that a paraphrase uses for the printed one. */
const SAME: Record<string, string> = {
  sent: 'send',
  sends: 'send',
  transmit: 'send',
  transmits: 'send',
  transmitted: 'send',
  got: 'receiv',
  gets: 'receiv',
  prior: 'before',
  preceding: 'before',
  following: 'after',
  subsequent: 'after',
  contains: 'contain',
  include: 'contain',
  includes: 'contain',
  included: 'contain',
  including: 'contain',
  held: 'hold',
  chosen: 'choos',
  chose: 'choos',
  written: 'writ',
  wrote: 'writ',
  larger: 'great',
  bigger: 'great',
  greater: 'great',
  exceeding: 'exceed',
  exceeds: 'exceed',
};

const LABEL = new RegExp(String.raw`${BRACKETED_LABEL}|\((?:R\d+)\)`, 'g');

/** A light stemmer: plural and verb endings, so "tickets"/"ticket", "truncation"/"truncate" meet. */
export function stem(word: string): string {
  const w = word.toLowerCase();
  const same = SAME[w];
  if (same) return same;
  if (w.length <= 3 || /^\d/.test(w)) return w;
  return w
    .replace(/(?:ational|ation|ations)$/, 'at')
    .replace(/(?:ements|ement|ments|ment)$/, '')
    .replace(/ies$/, 'y')
    .replace(/(?:sses)$/, 'ss')
    .replace(/(?<![su])s$/, '')
    .replace(/(?:ing|edly|ed)$/, '')
    .replace(/e$/, '');
}

/**
 * The content words of a text, in order; conformance labels dropped. A number is read with the word before
 * it ("set to 0" → set:0, "QoS 1" → qos:1, "at least 8 characters" → … :8), so "set to 1 for QoS 0" and
 * "QoS 1 … set to 0" are different words.
 */
export function wordsOf(text: string): Word[] {
  const out: Word[] = [];
  const raw = text.replace(LABEL, ' ').match(/[\p{L}\p{N}_]+(?:[-'’][\p{L}\p{N}_]+)*/gu) ?? [];
  const before: string[] = [];
  const content = (w: Word) => {
    out.push(w);
    before.unshift(w.stem);
    before.length = Math.min(before.length, 2);
  };
  for (const token of raw) {
    const lower = token.toLowerCase().replace(/[’']s$/, '');
    const neg = NEGATING_PREFIX.exec(lower);
    if (neg && !STOP.has(neg[1]!)) {
      content({ stem: stem(neg[1]!), negated: true });
      continue;
    }
    for (const part of lower.split(/-/)) {
      if (/^\d+$/.test(part)) out.push({ stem: `:${part}`, negated: false, context: [...before] });
      else if (part && !STOP.has(part) && !OMIT.test(part)) content({ stem: stem(part), negated: false });
    }
  }
  return out;
}

/** A number's value, or null for a word. */
export const numberOf = (w: Word): string | null => (w.context ? w.stem.slice(1) : null);

/** The same word; a number is the same when its value is and one of the words printed before it is too. */
export function sameWord(a: Word, b: Word): boolean {
  if (a.context || b.context) {
    return a.stem === b.stem && (a.context ?? []).some((x) => (b.context ?? []).some((y) => sameStem(x, y)));
  }
  return sameStem(a.stem, b.stem);
}

/** Two stems are the same word when equal, or when one is a long prefix of the other ("certificat"). */
export function sameStem(a: string, b: string): boolean {
  if (a === b) return true;
  const short = a.length < b.length ? a : b;
  const long = a.length < b.length ? b : a;
  return short.length >= 6 && long.startsWith(short) && long.length - short.length <= 3;
}
