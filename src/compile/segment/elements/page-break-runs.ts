/**
 * A paragraph that a page break cut in two (docs/model.md, "Elements"): the structure tree of a Word export tags
 * the part on each page as a P of its own, and a layout may end a paragraph at a page's foot. When one paragraph
 * stops mid-sentence — after a word, in any case, or a comma — and the next element, on the next page, opens with
 * a word in lower case, the two are one paragraph, so the sentence across the break is read whole ("… which MAY
 * be" / "included when considered useful."; MQTT 5.0's "… the Server MUST NOT send an AUTH" / "packet, and it …").
 * Dot leaders (an index) and code-like ends (digits, braces) never run on, nor does a paragraph of a few words: a
 * term printed on its own line at a page's foot, its definition opening the next page in lower case, stays a term.
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

function runsOn(a: WorkElement | undefined, b: WorkElement): a is Paragraph {
  if (a?.kind !== 'paragraph' || b.kind !== 'paragraph' || a.footnote || b.footnote) return false;
  if (b.page !== a.page + 1 || b.marginNumber !== undefined || b.lead !== undefined) return false;
  if (a.text.trim().split(/\s+/).length < MIN_CUT_WORDS) return false;
  return OPEN_END.test(a.text) && LOWER_START.test(b.text) && !LEADERS.test(a.text) && !LEADERS.test(b.text);
}

/** The elements with each paragraph cut by a page break joined to its first part; how many were joined. */
export function joinPageBreakRuns(elements: readonly WorkElement[]): { elements: WorkElement[]; joined: number } {
  const out: WorkElement[] = [];
  let joined = 0;
  for (const e of elements) {
    const prev = out[out.length - 1];
    if (runsOn(prev, e)) {
      const { italic, ...joinedPart } = { ...prev, text: `${prev.text} ${(e as Paragraph).text}` };
      // Italic only when both parts are: a sentence run on from commentary into the body is body text.
      out[out.length - 1] = italic && (e as Paragraph).italic ? { ...joinedPart, italic } : joinedPart;
      joined++;
    } else out.push(e);
  }
  return { elements: out, joined };
}
