/**
 * Regular-expression search over each element's text as printed, with RE2
 * syntax and semantics (re2js): matching takes time linear in the text, so no
 * expression can backtrack without end — there is nothing to time out. The
 * scan still gives the event loop back every few milliseconds (REGEX_SLICE_MS),
 * so a large document keeps a server answering its other clients and
 * signals. An expression never matches across two elements.
 */
import { RE2JS } from 're2js';
import { Observable } from 'rxjs';
import type { SearchIndex } from './search-index.js';

/** The longest stretch of matching between two turns of the event loop. */
export const REGEX_SLICE_MS = 4;
/** More matches in one element add nothing to its rank. */
const MAX_COUNT = 1000;

export interface RegexPostings {
  els: Int32Array;
  tfs: Int32Array;
  /** First match in each element, as offsets into the index text. */
  first: Array<{ start: number; end: number }>;
}

/** The expression as searched: case-insensitive unless asked otherwise. Throws on a syntax error. */
export function compileSearchRegex(source: string, caseSensitive: boolean): RE2JS {
  return RE2JS.compile(source, caseSensitive ? 0 : RE2JS.CASE_INSENSITIVE);
}

/** What RE2 leaves out, by the fragment its error names: said in words, not as a parse error. */
const UNSUPPORTED: Array<[RegExp, string]> = [
  [/`\(\?<[=!]/, 'look-behind is not supported (RE2)'],
  [/`\(\?[=!]/, 'look-ahead is not supported (RE2)'],
  [/`\\[1-9]/, 'backreferences are not supported (RE2)'],
];

/**
 * Why `source` is not an RE2 expression (one line, without the library's prefix), or null. It is parsed as the
 * user wrote it: the case-insensitive flag the search adds would show in the error as a "(?i)" never typed.
 */
export function regexProblem(source: string): string | null {
  try {
    compileSearchRegex(source, true);
    return null;
  } catch (e) {
    const problem = (e as Error).message.replace(/^error parsing regexp: /, '').split('\n')[0]!;
    const unsupported = UNSUPPORTED.find(([fragment]) => fragment.test(problem));
    return unsupported ? unsupported[1] : `not an RE2 regular expression: ${problem}`;
  }
}

/** Non-empty matches of `re` in `text`, as [start, end), in order; at most `max`. */
export function* matchesIn(re: RE2JS, text: string, max = Number.POSITIVE_INFINITY): Generator<[number, number]> {
  let n = 0;
  for (const m of re.matchAll(text)) {
    if (n >= max) return;
    const at = m.index ?? 0;
    if (!m[0].length) continue;
    n++;
    yield [at, at + m[0].length];
  }
}

/**
 * Every element the expression matches, with its match count and first match.
 * Works in slices of REGEX_SLICE_MS, yielding to the event loop between them;
 * unsubscribing stops the scan.
 */
export function regexPostings$(
  idx: SearchIndex,
  source: string,
  caseSensitive: boolean,
  sliceMs = REGEX_SLICE_MS,
): Observable<RegexPostings> {
  return new Observable<RegexPostings>((sub) => {
    const re = compileSearchRegex(source, caseSensitive);
    const n = idx.starts.length - 1;
    const els: number[] = [];
    const tfs: number[] = [];
    const first: Array<{ start: number; end: number }> = [];
    let el = 0;
    let pending: NodeJS.Immediate | undefined;
    const slice = () => {
      pending = undefined;
      const until = performance.now() + sliceMs;
      const start = el;
      try {
        // At least one element per slice, so the scan always moves on.
        for (; el < n; el++) {
          if (el > start && performance.now() > until) {
            pending = setImmediate(slice);
            return;
          }
          const base = idx.starts[el]!;
          const text = idx.text.slice(base, idx.starts[el + 1]! - 1);
          // The DFA answers "any match?" fastest; only matching elements are walked match by match.
          if (!re.test(text)) continue;
          let count = 0;
          for (const [start, end] of matchesIn(re, text, MAX_COUNT)) {
            if (count === 0) first.push({ start: base + start, end: base + end });
            count++;
          }
          if (count) {
            els.push(el);
            tfs.push(count);
          }
        }
      } catch (err) {
        sub.error(err);
        return;
      }
      sub.next({ els: Int32Array.from(els), tfs: Int32Array.from(tfs), first });
      sub.complete();
    };
    slice();
    return () => {
      if (pending) clearImmediate(pending);
    };
  });
}
