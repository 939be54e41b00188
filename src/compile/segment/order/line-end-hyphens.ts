/**
 * Line-end hyphens decided from the whole document (docs/model.md, "Text normalisation"). A hyphen that ends a
 * line before a lower-case letter is either a word broken by hyphenation ("hyphen-" + "ation") or a compound's
 * own hyphen ("implementation-" + "dependent"); the line alone cannot tell. The document can: a compound it
 * prints unbroken elsewhere keeps its hyphen, a word it prints unbroken elsewhere is joined. Where it prints
 * neither, the parts and the document's habit decide: a part the document prints as a word of its own marks a
 * compound ("Government-" + "operated"), two fragments it prints nowhere ("configura-" + "tions") a broken word;
 * and in a document that hyphenates words (many of its line-end hyphens join a word printed whole elsewhere, as
 * TeX sets them), both parts must be words ("right-" + "hand"), since "re-" + "sponsible" has one too.
 *
 * A kept hyphen is joined in the raw text ("implementation-dependent", no line break), so the one normaliser
 * (normalise.ts) never sees it as a line-end hyphen; the rest is left to that normaliser's rule.
 */
import type { Diagnostic } from '../../../model/types.js';
import type { RawBlock } from '../../blocks.js';
import { blockTexts, resolveBlock } from './block-texts.js';

/** The last hyphen-joined token before a line-end hyphen, a line break, and the word after it, opening in `first`. */
const lineEndBefore = (first: string) =>
  new RegExp(String.raw`((?:[\p{L}\p{N}]+-)*[\p{L}\p{N}]*\p{L})-[^\S\n]*\n[^\S\n]*(${first}[\p{L}\p{N}]*)`, 'gu');
/** Before a lower-case word. */
const LINE_END = lineEndBefore(String.raw`\p{Ll}`);
/**
 * The same before a capital ("AVER-" + "AGE_WIDTH", "Clear-" + "Area"): a name or a compound keeps that hyphen
 * (normalise.ts), unless the document prints the two parts as one word elsewhere ("AVERAGE_WIDTH"): then a name
 * was broken there (Apache FOP hyphenates names set in the body face).
 */
const LINE_END_CAPITAL = lineEndBefore(String.raw`\p{Lu}`);
/** A cheap test first: most texts have no hyphen at a line end, and LINE_END tries every word start. */
const HYPHEN_EOL = /-[^\S\n]*\n/;
const COMPOUND = /[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)+/gu;
const NON_WORD = /[^\p{L}\p{N}]+/u;
/** Line-end hyphens that join a word printed elsewhere, at least this many and this share of the decided ones. */
const HYPHENATES_MIN = 3;
const HYPHENATES_SHARE = 0.25;

export interface HyphenDecision {
  blocks: RawBlock[];
  /** Line-end hyphens kept as a compound's. */
  kept: number;
  /** Line-end hyphens dropped (a word broken at the line end). */
  joined: number;
  /** The document hyphenates words at line ends (its habit, for the hyphens no printed form decides). */
  hyphenatesWords: boolean;
  /** The compounds kept, first few, for the report. */
  examples: string[];
}

const count = (map: Map<string, number>, key: string) => map.set(key, (map.get(key) ?? 0) + 1);

interface Lexicon {
  compounds: Map<string, number>;
  words: Map<string, number>;
}

/**
 * How often the document prints each of the `needed` compounds and words within a line (its line-end hyphens
 * left out); other words are not kept, so a long document costs one scan and a small map.
 */
function lexicon(texts: readonly string[], needed: ReadonlySet<string>): Lexicon {
  const compounds = new Map<string, number>();
  const words = new Map<string, number>();
  for (const raw of texts) {
    const text = (HYPHEN_EOL.test(raw) ? raw.replace(LINE_END, ' ').replace(LINE_END_CAPITAL, ' ') : raw).toLowerCase();
    if (text.includes('-')) for (const m of text.matchAll(COMPOUND)) if (needed.has(m[0])) count(compounds, m[0]);
    for (const w of text.split(NON_WORD)) if (needed.has(w)) count(words, w);
  }
  return { compounds, words };
}

/** The compounds and words whose printing elsewhere decides the line-end hyphens of `texts`. */
function neededForms(texts: readonly string[]): Set<string> {
  const needed = new Set<string>();
  for (const text of texts) {
    if (!HYPHEN_EOL.test(text)) continue;
    for (const m of [...text.matchAll(LINE_END), ...text.matchAll(LINE_END_CAPITAL)]) {
      const l = m[1]!.toLowerCase();
      const r = m[2]!.toLowerCase();
      const lastPart = l.slice(l.lastIndexOf('-') + 1);
      needed.add(`${l}-${r}`).add(`${lastPart}${r}`).add(lastPart).add(r);
    }
  }
  return needed;
}

type Evidence = 'compound' | 'word' | 'none';

function evidence(lex: Lexicon, left: string, right: string): Evidence {
  const l = left.toLowerCase();
  const r = right.toLowerCase();
  const lastPart = l.slice(l.lastIndexOf('-') + 1);
  const asCompound = lex.compounds.get(`${l}-${r}`) ?? 0;
  const asWord = lex.words.get(`${lastPart}${r}`) ?? 0;
  if (asCompound > asWord) return 'compound';
  if (asWord > asCompound) return 'word';
  return 'none';
}

export function decideLineEndHyphens(blocks: readonly RawBlock[]): HyphenDecision {
  const texts = blocks.flatMap(blockTexts);
  const needed = neededForms(texts);
  if (!needed.size) return { blocks: [...blocks], kept: 0, joined: 0, hyphenatesWords: false, examples: [] };
  const lex = lexicon(texts, needed);
  let compounds = 0;
  let words = 0;
  for (const text of texts) {
    if (!HYPHEN_EOL.test(text)) continue;
    for (const m of text.matchAll(LINE_END)) {
      const e = evidence(lex, m[1]!, m[2]!);
      if (e === 'compound') compounds++;
      else if (e === 'word') words++;
    }
  }
  const hyphenatesWords = words >= HYPHENATES_MIN && words >= HYPHENATES_SHARE * (compounds + words);
  const keep = (left: string, right: string): boolean => {
    const e = evidence(lex, left, right);
    if (e !== 'none') return e === 'compound';
    const lastPart = lex.words.has(left.slice(left.lastIndexOf('-') + 1).toLowerCase());
    const rightPart = lex.words.has(right.toLowerCase());
    return hyphenatesWords ? lastPart && rightPart : lastPart || rightPart;
  };
  let kept = 0;
  let joined = 0;
  const examples: string[] = [];
  const resolve = (text: string): string =>
    !HYPHEN_EOL.test(text)
      ? text
      : text
          .replace(LINE_END, (whole, left: string, right: string) => {
            if (!keep(left, right)) {
              joined++;
              return whole;
            }
            kept++;
            if (examples.length < 5) examples.push(`${left}-${right}`);
            return `${left}-${right}`;
          })
          .replace(LINE_END_CAPITAL, (whole, left: string, right: string) => {
            if (evidence(lex, left, right) !== 'word') return whole;
            joined++;
            return `${left}${right}`;
          });
  const out = blocks.map((b) => resolveBlock(b, resolve));
  return { blocks: out, kept, joined, hyphenatesWords, examples };
}

/** What the decision was, for `reading`: how many line-end hyphens were kept and why. */
export function hyphenDiagnostic(d: HyphenDecision): Diagnostic | null {
  if (!d.kept && !d.joined) return null;
  const habit = d.hyphenatesWords ? 'the document hyphenates words' : 'the document hyphenates no words';
  const shown = d.examples.length ? ` (${d.examples.map((e) => `"${e}"`).join(', ')})` : '';
  return {
    severity: 'info',
    code: 'line-end-hyphens',
    message: `${d.kept} line-end hyphen(s) kept as a compound's${shown}, ${d.joined} joined as hyphenation; ${habit}`,
  };
}
