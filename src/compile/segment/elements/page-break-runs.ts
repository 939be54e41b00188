/**
 * A paragraph that a page break cut in two (docs/model.md, "Elements"): the structure tree of a Word export tags
 * the part on each page as a P of its own, and a layout may end a paragraph at a page's foot. When one paragraph
 * stops mid-sentence — after a word, in any case, or a comma — and the next element, on the next page, opens with
 * a word in lower case, the two are one paragraph, so the sentence across the break is read whole ("… which MAY
 * be" / "included when considered useful."; MQTT 5.0's "… the Server MUST NOT send an AUTH" / "packet, and it …").
 * Dot leaders (an index) and code-like ends (digits, braces) never run on, nor does a paragraph of a few words: a
 * term printed on its own line at a page's foot, its definition opening the next page in lower case, stays a term.
 * A list's last item runs on so too: Word tags a numbered paragraph as a list item and its rest on the next page as
 * a P (MIL-STD-882E's "108.2.4 HAZMAT data tracking. … subsystems, and" / "support equipment or planned …").
 */
import type { WorkElement } from '../work.js';

/**
 * Ends mid-sentence: a word (letters, then letters or digits: "be", "Server", "AUTH", "X509") or a comma — no
 * closing stop, colon, bracket or figure.
 */
const OPEN_END = /(?:(?:^|\s)\p{L}[\p{L}\p{N}]*|,)$/u;
/** Opens with a word in lower case followed by a space or a comma. */
const LOWER_START = /^\p{Ll}+[\s,;]/u;
const LEADERS = /\.{4,}/;
/** Fewer words than this make a label or a term on its own line (a term entry before its definition), not a cut sentence. */
const MIN_CUT_WORDS = 6;

type Paragraph = Extract<WorkElement, { kind: 'paragraph' }>;
type List = Extract<WorkElement, { kind: 'list' }>;

/** The text a page may cut, and its page: a paragraph's, or a list's last item's (a numbered paragraph tagged LI). */
function cutText(a: WorkElement | undefined): { text: string; page: number } | null {
  if (a?.kind === 'paragraph' && !a.footnote) return { text: a.text, page: a.page };
  if (a?.kind === 'list' && a.items.length) return { text: a.items.at(-1)!, page: a.itemPages.at(-1) ?? a.page };
  return null;
}

function runsOn(a: WorkElement | undefined, b: WorkElement): b is Paragraph {
  const cut = cutText(a);
  if (!cut || b.kind !== 'paragraph' || b.footnote) return false;
  if (b.page !== cut.page + 1 || b.marginNumber !== undefined || b.lead !== undefined) return false;
  if (cut.text.trim().split(/\s+/).length < MIN_CUT_WORDS) return false;
  return OPEN_END.test(cut.text) && LOWER_START.test(b.text) && !LEADERS.test(cut.text) && !LEADERS.test(b.text);
}

/** `a` with `b`'s text run on: a paragraph's text, or its last item's. */
function joined(a: Paragraph | List, b: Paragraph): WorkElement {
  if (a.kind === 'list') return { ...a, items: [...a.items.slice(0, -1), `${a.items.at(-1)!} ${b.text}`] };
  const { italic, ...joinedPart } = { ...a, text: `${a.text} ${b.text}` };
  // Italic only when both parts are: a sentence run on from commentary into the body is body text.
  return italic && b.italic ? { ...joinedPart, italic } : joinedPart;
}

/** The elements with each paragraph cut by a page break joined to its first part; how many were joined. */
export function joinPageBreakRuns(elements: readonly WorkElement[]): { elements: WorkElement[]; joined: number } {
  const out: WorkElement[] = [];
  let count = 0;
  for (const e of elements) {
    const prev = out[out.length - 1];
    if (runsOn(prev, e)) {
      out[out.length - 1] = joined(prev as Paragraph | List, e);
      count++;
    } else out.push(e);
  }
  return { elements: out, joined: count };
}
