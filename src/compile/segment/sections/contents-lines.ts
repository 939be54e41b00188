/**
 * A printed Contents list read as elements (a tagged file tags its Contents page as paragraphs: "5.1.1
 * SUBBYTES()TRANSFORMATION", then a paragraph of leader dots, then "15"). Its lines are never headings — the
 * same numbers are printed again over the clauses —, but they are evidence: each entry names a clause by number
 * and title, so a body paragraph that opens with that number and title ("5.1.1 SubBytes()Transformation The
 * SubBytes() transformation is …", a heading whose line the producer ran into its text) is that clause's heading
 * followed by its text. docs/model.md, "Numbered sequence".
 */
import { normaliseText } from '../normalise.js';
import { parseNumberedTitle } from './numbers.js';
import { spaceGluedNumber } from '../../../model/section-number.js';
import type { WorkElement } from '../work.js';

/** A run of leader dots (or dotted spaces, ellipses), alone or before a page number. */
const LEADER = /^(?:[.·…_]\s*){4,}(?:[\divxlc]{1,6})?$/i;
/** A title, a leader and a page number on one line. */
const ENTRY_LINE = /^(.*?\S)\s*(?:\.\s*){4,}\s*[\divxlc]{1,6}$/i;
/** A page number alone. */
const PAGE_NUMBER = /^[\divxlc]{1,6}$/i;

export interface ContentsLines {
  /** Element indices that are lines of a Contents list: a title, its leader, its page number. */
  lines: Set<number>;
  /** Number → title, as the Contents prints them (for a numbered entry). */
  entries: Map<string, string>;
}

const textOf = (e: WorkElement | undefined): string | null =>
  e?.kind === 'paragraph' || e?.kind === 'heading' ? e.text.trim() : null;

/** The Contents lines among the elements: an entry is a title followed by a leader, or printed with one. */
export function contentsLines(work: readonly WorkElement[]): ContentsLines {
  const lines = new Set<number>();
  const entries = new Map<string, string>();
  const add = (title: string) => {
    const { number, title: t } = parseNumberedTitle(spaceGluedNumber(title));
    if (number && t && !entries.has(number)) entries.set(number, t);
  };
  work.forEach((e, i) => {
    const text = textOf(e);
    if (text === null || lines.has(i)) return;
    const inline = ENTRY_LINE.exec(text);
    if (inline && !LEADER.test(text)) {
      lines.add(i);
      add(inline[1]!);
      return;
    }
    const leader = textOf(work[i + 1]);
    if (LEADER.test(text) || leader === null || !LEADER.test(leader)) return;
    lines.add(i).add(i + 1);
    if (PAGE_NUMBER.test(textOf(work[i + 2]) ?? '')) lines.add(i + 2);
    add(text);
  });
  return { lines, entries };
}

/** Letters and digits of a text, lower case: what a Contents title and a heading share whatever their case. */
const key = (s: string) => s.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');

/**
 * A paragraph that opens with a Contents entry's number and title, followed by text: the title as printed in
 * the body, and the text after it; null when it does not open so. The title must hold a word of letters.
 */
export function listedRunIn(
  text: string,
  entries: ReadonlyMap<string, string>,
): { title: string; rest: string } | null {
  const entry = listedEntry(text, entries);
  if (!entry) return null;
  const { listed, after } = entry;
  const want = key(listed);
  if (!want || !key(after).startsWith(want)) return null;
  let seen = 0;
  let cut = 0;
  while (cut < after.length && seen < want.length) {
    if (/[\p{L}\p{N}]/u.test(after[cut]!)) seen++;
    cut++;
  }
  // The title ends at the end of a word: "Cipher" never cuts "Ciphers are …".
  if (cut < after.length && !/\s/.test(after[cut]!) && !/[)\]]/.test(after[cut - 1]!)) return null;
  const rest = normaliseText(after.slice(cut));
  if (!/^[\p{Lu}"“(]/u.test(rest)) return null;
  return { title: normaliseText(after.slice(0, cut)), rest };
}

/**
 * A line that is a Contents entry's number and its whole title ("7.4 32-Bit and 64-Bit DWARF Formats"): the title
 * as printed in the body, whatever its first character or length; null otherwise.
 */
export function listedTitle(text: string, entries: ReadonlyMap<string, string>): string | null {
  const entry = listedEntry(text, entries);
  return entry && key(entry.listed) === key(entry.after) ? normaliseText(entry.after) : null;
}

/** The Contents title listed for the number `text` opens with (one holding a word of letters), and what follows it. */
function listedEntry(text: string, entries: ReadonlyMap<string, string>): { listed: string; after: string } | null {
  const { number, title: after } = parseNumberedTitle(text);
  const listed = number ? entries.get(number) : undefined;
  return listed && /\p{L}{3}/u.test(listed) ? { listed, after } : null;
}

/** A Contents title and a heading's title name the same clause: one's letters and digits begin the other's. */
export function sameTitle(listed: string, title: string): boolean {
  const a = key(listed);
  const b = key(title);
  return a.length > 0 && b.length > 0 && (a.startsWith(b) || b.startsWith(a));
}

/**
 * The last element the Contents list speaks for: the last line outside the list that opens with an entry's number
 * and title (-1 when none does). After it the document goes on with matter the list does not name — a licence
 * appended after the last annex, its clauses numbered again from 0 or 1 —, where the list's numbers say nothing.
 */
export function listingEnd(work: readonly WorkElement[], contents: ContentsLines): number {
  if (!contents.entries.size) return -1;
  const opensEntry = (text: string) => {
    const { number, title } = parseNumberedTitle(text);
    const listed = number ? contents.entries.get(number) : undefined;
    return listed !== undefined && title !== '' && sameTitle(listed, title);
  };
  for (let i = work.length - 1; i >= 0; i--) {
    if (contents.lines.has(i)) continue;
    const e = work[i];
    // A list's items too: Word tags a numbered heading as an item of a list when its numbering is a list's (SRF 1.3).
    const texts = e?.kind === 'list' ? e.items.map((t) => t.trim()) : [textOf(e)];
    if (texts.some((t) => t !== null && opensEntry(t))) return i;
  }
  return -1;
}
