/**
 * Words split at a line end with no hyphen in the text layer (docs/model.md, "Text normalisation"). A scan's OCR
 * layer marks its hyphenation points with soft hyphens, which pdf.js leaves out of a page's text as invisible
 * format marks ("Implemen" + "tations", NBS FIPS 46-1); some producers break a long word at a line end without
 * any mark ("acknowledgeme" + "nt", MIL-STD-2045). The line alone cannot tell such a head from a word; the
 * document can: the two parts are one word where it prints that word whole elsewhere and prints the head nowhere
 * but at line ends ("implemen" is no word of its own). Words it prints apart elsewhere ("can" + "not") stay apart.
 */
import type { Diagnostic } from '../../../model/types.js';
import type { RawBlock } from '../../blocks.js';
import { blockTexts, resolveBlock } from './block-texts.js';

/** A word of three letters or more ending a line, then the lower-case word opening the next. */
const BREAK = /(?<![\p{L}\p{N}_'’-])(\p{L}{3,})[^\S\n]*\n[^\S\n]*(\p{Ll}+)(?![\p{L}\p{N}_-])/gu;
const NON_WORD = /[^\p{L}\p{N}]+/u;

export interface UnmarkedBreaks {
  blocks: RawBlock[];
  /** The words joined, as "head|tail", first few. */
  examples: string[];
  joined: number;
}

const count = (map: Map<string, number>, key: string) => map.set(key, (map.get(key) ?? 0) + 1);

/** Each head's breaks, and how often the document prints each head and each joined word (lower case). */
function evidence(texts: readonly string[]): { heads: Map<string, number>; printed: Map<string, number> } {
  const heads = new Map<string, number>();
  const needed = new Set<string>();
  for (const text of texts) {
    if (!text.includes('\n')) continue;
    for (const m of text.matchAll(BREAK)) {
      const head = m[1]!.toLowerCase();
      count(heads, head);
      needed.add(head).add(head + m[2]!.toLowerCase());
    }
  }
  const printed = new Map<string, number>();
  if (needed.size)
    for (const text of texts) for (const w of text.toLowerCase().split(NON_WORD)) if (needed.has(w)) count(printed, w);
  return { heads, printed };
}

export function joinUnmarkedBreaks(blocks: readonly RawBlock[]): UnmarkedBreaks {
  const texts = blocks.flatMap((b) => (b.kind === 'code' ? [] : blockTexts(b)));
  const { heads, printed } = evidence(texts);
  const examples: string[] = [];
  let joined = 0;
  if (!heads.size) return { blocks: [...blocks], examples, joined };
  // The head is printed only where it ends a line, and the word whole at least once.
  const split = (head: string, tail: string): boolean =>
    (printed.get(head) ?? 0) <= (heads.get(head) ?? 0) && (printed.get(head + tail) ?? 0) > 0;
  const resolve = (text: string): string =>
    !text.includes('\n')
      ? text
      : text.replace(BREAK, (whole, head: string, tail: string) => {
          if (!split(head.toLowerCase(), tail.toLowerCase())) return whole;
          joined++;
          if (examples.length < 5) examples.push(`${head}|${tail}`);
          return head + tail;
        });
  // resolveBlock leaves code as printed.
  return { blocks: blocks.map((b) => resolveBlock(b, resolve)), examples, joined };
}

/** What was joined, for `reading`. */
export function unmarkedBreaksDiagnostic(d: UnmarkedBreaks): Diagnostic | null {
  if (!d.joined) return null;
  return {
    severity: 'info',
    code: 'unmarked-breaks',
    message: `${d.joined} word(s) split at a line end with no hyphen in the text layer joined, the document printing each whole elsewhere (${d.examples.map((e) => `"${e}"`).join(', ')})`,
  };
}
