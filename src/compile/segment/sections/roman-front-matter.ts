/**
 * Front-matter clauses numbered in lower-case Roman ("i. Preface", "ii. Standard verbs and usages", … "viii. Future
 * work": every OGC standard's preface), which a structure tree may tag as headings, as one-item lists or as
 * paragraphs. A run of such titles numbered i, ii, iii … in order, at least three, before the first clause numbered
 * in Arabic, is the front matter's clauses: each becomes a heading numbered "i", "ii" …. One alone, or a run out of
 * order, is a list.
 */
import { parseRomanHeading } from '../../../model/section-number.js';
import type { WorkElement } from '../work.js';

/** A run shorter than this is no numbering scheme: a list of two. */
const MIN_RUN = 3;
/** A title, not a sentence: at most this many characters. */
const TITLE_CHARS = 100;

interface RomanTitle {
  index: number;
  number: string;
  value: number;
  title: string;
  text: string;
}

/** The elements with the front matter's Roman-numbered titles made headings, and how many were made so. */
export function romanFrontMatter(work: readonly WorkElement[]): { work: WorkElement[]; promoted: number } {
  const run = romanRun(work);
  if (run.length < MIN_RUN) return { work: [...work], promoted: 0 };
  const at = new Map(run.map((r) => [r.index, r]));
  let promoted = 0;
  const out = work.map((e, i): WorkElement => {
    const r = at.get(i);
    if (!r) return e;
    if (e.kind !== 'heading' || e.number !== r.number) promoted++;
    const tagLevel = e.kind === 'heading' ? e.tagLevel : 1;
    return { kind: 'heading', page: e.page, y: e.y, text: r.text, tagLevel, number: r.number, title: r.title };
  });
  return { work: out, promoted };
}

/** The titles numbered i, ii, iii … in order, before the first heading numbered in Arabic. */
function romanRun(work: readonly WorkElement[]): RomanTitle[] {
  const run: RomanTitle[] = [];
  for (let i = 0; i < work.length; i++) {
    const e = work[i]!;
    if (e.kind === 'heading' && e.number !== null && /^\d/.test(e.number)) break;
    const title = romanTitle(e, i);
    if (!title) continue;
    // Each number follows the one before; a gap of one is a clause the tree lost (its Contents may skip it too).
    const last = run[run.length - 1];
    if (last ? title.value === last.value + 1 || title.value === last.value + 2 : title.value === 1) run.push(title);
  }
  return run;
}

function romanTitle(e: WorkElement, index: number): RomanTitle | null {
  const text =
    e.kind === 'heading' || e.kind === 'paragraph'
      ? e.text
      : e.kind === 'list' && e.items.length === 1
        ? e.items[0]!
        : null;
  if (text === null || text.length > TITLE_CHARS || /[.:;]$/.test(text.trim())) return null;
  const parsed = parseRomanHeading(text);
  return parsed ? { index, ...parsed, text: text.trim() } : null;
}
