/**
 * Regular-expression search (JavaScript syntax, `u` flag; case-insensitive
 * unless asked otherwise) over each element's text as printed. An expression
 * never matches across two elements. Pathological expressions are bounded by
 * time: past REGEX_BUDGET_MS the search stops with a clear error rather than
 * holding a server or a terminal.
 */
import { PdfspecError } from '../errors.js';
import type { SearchIndex } from './search-index.js';

export const REGEX_BUDGET_MS = 5000;
/** More matches in one element add nothing to its rank. */
const MAX_COUNT = 1000;

export interface RegexPostings {
  els: Int32Array;
  tfs: Int32Array;
  /** First match in each element, as offsets into the index text. */
  first: Array<{ start: number; end: number }>;
}

/** The flags a search expression is compiled with; validation (schemas.ts) uses the same. */
export const regexFlags = (caseSensitive: boolean) => (caseSensitive ? 'gu' : 'giu');

export function regexPostings(
  idx: SearchIndex,
  source: string,
  caseSensitive: boolean,
  budgetMs = REGEX_BUDGET_MS,
): RegexPostings {
  const re = new RegExp(source, regexFlags(caseSensitive));
  const n = idx.starts.length - 1;
  const els: number[] = [];
  const tfs: number[] = [];
  const first: Array<{ start: number; end: number }> = [];
  const deadline = Date.now() + budgetMs;
  for (let el = 0; el < n; el++) {
    if ((el & 63) === 0 && Date.now() > deadline) {
      throw new PdfspecError(
        'invalid_input',
        `regex /${source.slice(0, 60)}/ took longer than ${budgetMs / 1000} s`,
        'simplify the expression (nested repetition such as (a+)+ backtracks without end)',
      );
    }
    const base = idx.starts[el]!;
    const text = idx.text.slice(base, idx.starts[el + 1]! - 1);
    re.lastIndex = 0;
    let count = 0;
    let m: RegExpExecArray | null;
    while (count < MAX_COUNT && (m = re.exec(text)) !== null) {
      if (count === 0) first.push({ start: base + m.index, end: base + m.index + m[0].length });
      count++;
      if (m[0].length === 0) re.lastIndex++; // an empty match must not stand still
    }
    if (count) {
      els.push(el);
      tfs.push(count);
    }
  }
  return { els: Int32Array.from(els), tfs: Int32Array.from(tfs), first };
}
