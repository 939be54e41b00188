/**
 * The decoded clause numbering (numbered-sequence.ts) applied to the elements: headings on the chain take its
 * number and title, and the paragraphs and list items on it are cut where a chain member starts, each member
 * becoming a heading (a term entry's run-in title a heading that is no section) with the text after it as its
 * body. Elements off the chain are kept as they are.
 */
import type { WorkElement } from '../work.js';
import { contentsLines, listingEnd, sameTitle } from './contents-lines.js';
import { parseNumberedTitle } from './numbers.js';
import { normaliseText } from '../normalise.js';
import { listedTexts, opensListAfter, unsupportedHeadings } from './heading-evidence.js';
import {
  decodeSequence,
  enumerationItems,
  numberedCandidates,
  restartedMembers,
  termEntries,
  textPieces,
  type DecodedSequence,
  type SequenceCandidate,
} from './numbered-sequence.js';

export interface SequenceApplied {
  elements: WorkElement[];
  /** Element indices (in the new elements) of the headings on the chain. */
  headings: Set<number>;
  /** Those of them after a restart of the numbering inside an annex: their numbers may repeat the body's. */
  restarted: Set<number>;
  decoded: DecodedSequence;
  /** Paragraphs and list items that became headings; run-in titles split from their text. */
  promoted: number;
  runIn: number;
  /** Headings read as text (heading-evidence.ts): their number is another clause's, they hold no word, or they are a caption. */
  demoted: string[];
  /** Lines of a printed Contents list among the elements (never headings). */
  contentsLines: number;
}

/**
 * Decodes the numbering and rewrites the chain's paragraphs and list items as headings. `lists` are the
 * document's own section lists (outline, printed Contents entries): a heading they name is supported.
 */
export function applyNumberedSequence(
  work: readonly WorkElement[],
  lists: readonly (readonly { title: string }[])[] = [],
): SequenceApplied {
  const enumerated = enumerationItems(work);
  const contents = contentsLines(work);
  const end = listingEnd(work, contents);
  const unlisted = new Map<string, string>();
  const fromLists = listedEntries(lists);
  const vouched = new Map([...fromLists, ...contents.entries]);
  const candidates = work.flatMap((_, i) =>
    enumerated.has(i) || contents.lines.has(i)
      ? []
      : i <= end
        ? numberedCandidates(work, i, contents.entries, vouched)
        : numberedCandidates(work, i, unlisted, fromLists),
  );
  const decoded = decodeSequence(candidates, end < 0 ? Infinity : end);
  const rewrite = new ChainRewrite(decoded.chain);
  const touched = new Set(decoded.chain.map((c) => c.index));
  const absorbed = new Set(decoded.chain.filter((c) => c.titleBelow).map((c) => c.index + 1));
  const unsupported = unsupportedHeadings(work, decoded.chain, touched, listedTexts(lists));
  work.forEach((e, i) => {
    if (absorbed.has(i)) return;
    if (unsupported.has(i) && e.kind === 'heading') {
      // A list's first item tagged as a heading goes back into its list.
      const next = work[i + 1];
      if (next?.kind === 'list' && !touched.has(i + 1) && opensListAfter(e.text.trim(), next)) {
        rewrite.demoteIntoList(e, next);
        absorbed.add(i + 1);
      } else rewrite.demote(e);
    } else if (!touched.has(i)) rewrite.elements.push(e);
    else if (e.kind === 'heading') rewrite.renumberHeading(e, i);
    else new ElementSplit(rewrite, e, i).run();
  });
  const { elements, headings, restarted, promoted, runIn, demoted } = rewrite;
  return { elements, headings, restarted, decoded, promoted, runIn, demoted, contentsLines: contents.lines.size };
}

/**
 * The numbered entries of the document's own section lists (the Contents read from its pages, the outline): each
 * vouches for a line that prints its number and title, as a Contents line among the text does. A number the lists
 * give two titles vouches for neither. They add candidates and reject none: a numbering that starts again (SP
 * 800-147's "1. Approved BIOS Update Mechanisms" under 3) is missing from them, not contradicted.
 */
function listedEntries(lists: readonly (readonly { title: string }[])[]): Map<string, string> {
  const listed = new Map<string, string | null>();
  for (const list of lists)
    for (const { title } of list) {
      const { number, title: t } = parseNumberedTitle(normaliseText(title));
      if (!number || !t) continue;
      const before = listed.get(number);
      listed.set(number, before === undefined || (before !== null && sameTitle(before, t)) ? t : null);
    }
  return new Map([...listed].filter((e): e is [string, string] => e[1] !== null));
}

type HeadingElement = Extract<WorkElement, { kind: 'heading' }>;

/** The new elements, and which of them are the chain's headings, as the rewrite goes. */
class ChainRewrite {
  readonly elements: WorkElement[] = [];
  readonly headings = new Set<number>();
  readonly restarted = new Set<number>();
  promoted = 0;
  runIn = 0;
  readonly demoted: string[] = [];
  private readonly onChain: Map<string, SequenceCandidate>;
  private readonly entries: Set<SequenceCandidate>;
  private readonly afterRestart: Set<SequenceCandidate>;

  constructor(chain: readonly SequenceCandidate[]) {
    this.onChain = new Map(chain.map((c) => [`${c.index}/${c.item}/${c.piece}`, c]));
    this.entries = termEntries(chain);
    this.afterRestart = restartedMembers(chain);
  }

  /** The chain member starting piece `piece` of element `index` (of its item `item`, -1 outside a list). */
  memberAt(index: number, item: number, piece: number): SequenceCandidate | undefined {
    return this.onChain.get(`${index}/${item}/${piece}`);
  }

  /** A heading on the chain takes the chain's number and title; the text after a run-in title is a paragraph. */
  renumberHeading(e: HeadingElement, index: number): void {
    const c = this.memberAt(index, -1, 0)!;
    this.markRestart(c);
    this.headings.add(this.elements.length);
    if (c.titleBelow) {
      this.elements.push({ ...e, text: `${c.printed} ${c.title}`, number: c.number, title: c.title });
      return;
    }
    if (c.rest === null) {
      this.elements.push({ ...e, number: c.number, title: c.title });
      return;
    }
    this.runIn++;
    this.elements.push({ ...e, text: `${c.printed} ${c.title}`, number: c.number, title: c.title });
    this.elements.push({ kind: 'paragraph', text: c.rest, page: e.page, y: e.y });
  }

  /** A heading the numbering does not support is a paragraph. */
  demote(e: HeadingElement): void {
    this.demoted.push(`"${e.text}" (p. ${e.page})`);
    this.elements.push({ kind: 'paragraph', text: e.text, page: e.page, y: e.y });
  }

  /** A heading that is the first item of the list after it (heading-evidence.ts opensListAfter) opens that list. */
  demoteIntoList(e: HeadingElement, list: Extract<WorkElement, { kind: 'list' }>): void {
    this.demoted.push(`"${e.text}" (p. ${e.page})`);
    this.elements.push({
      ...list,
      items: [e.text.trim(), ...list.items],
      itemPages: [e.page, ...list.itemPages],
      page: e.page,
      y: e.y,
    });
  }

  /** A chain member inside a paragraph or list becomes a heading of its own. */
  promote(c: SequenceCandidate, page: number, y: number | null): void {
    this.promoted++;
    if (c.rest !== null) this.runIn++;
    const entry = this.entries.has(c);
    this.markRestart(c);
    if (!entry) this.headings.add(this.elements.length);
    this.elements.push({
      kind: 'heading',
      text: `${c.printed} ${c.title}${c.stop ? '.' : ''}`,
      number: c.number,
      title: c.title,
      tagLevel: null,
      page,
      y,
      ...(entry ? { termEntry: true as const } : {}),
    });
  }

  /** The next element follows a restart of the numbering inside an annex, when `c` does. */
  private markRestart(c: SequenceCandidate): void {
    if (this.afterRestart.has(c)) this.restarted.add(this.elements.length);
  }
}

/**
 * A paragraph or a list on the chain: its texts (the list's items) are cut where a chain piece starts. Items
 * before a heading stay a list (or the paragraph's text), gathered in the chunk; the text after a heading is its
 * body, a paragraph. Only the first element placed keeps the original's y.
 */
class ElementSplit {
  private chunk: string[] = [];
  private chunkPages: number[] = [];
  private y: number | null;

  constructor(
    private readonly out: ChainRewrite,
    private readonly e: WorkElement,
    private readonly index: number,
  ) {
    this.y = e.y;
  }

  run(): void {
    const e = this.e;
    const isList = e.kind === 'list';
    const texts = isList ? e.items : e.kind === 'paragraph' ? [e.text] : [];
    texts.forEach((text, k) => this.splitText(text, isList ? k : -1, isList ? (e.itemPages[k] ?? e.page) : e.page));
    this.flushChunk();
  }

  private splitText(text: string, item: number, page: number): void {
    let cur: string[] = [];
    let headed = false;
    textPieces(text).forEach((piece, p) => {
      const c = this.out.memberAt(this.index, item, p);
      if (!c) {
        cur.push(piece);
        return;
      }
      this.placeText(cur, headed, page);
      cur = [];
      this.flushChunk();
      this.out.promote(c, page, this.y);
      this.y = null;
      headed = true;
      if (c.rest !== null) cur.push(c.rest);
    });
    this.placeText(cur, headed, page);
  }

  private placeText(cur: string[], headed: boolean, page: number): void {
    if (cur.length && headed) this.place({ kind: 'paragraph', text: cur.join(' '), page, y: this.y });
    else if (cur.length) {
      this.chunk.push(cur.join(' '));
      this.chunkPages.push(page);
    }
  }

  private flushChunk(): void {
    if (!this.chunk.length) return;
    const { e, chunk, chunkPages, y } = this;
    const page = chunkPages[0]!;
    if (e.kind === 'list') this.place({ ...e, items: chunk, itemPages: chunkPages, page, y });
    else this.place({ ...(e as Extract<WorkElement, { kind: 'paragraph' }>), text: chunk.join(' '), page, y });
    this.chunk = [];
    this.chunkPages = [];
  }

  private place(el: WorkElement): void {
    this.out.elements.push(el);
    this.y = null;
  }
}
