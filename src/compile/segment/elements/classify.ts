/**
 * Raw blocks → working elements, in reading order: text normalised, notes and
 * examples recognised, em-dash and "a)" paragraphs grouped into lists, table
 * captions consumed into their table, continued tables merged.
 */
import type { RawBlock } from '../../blocks.js';
import { normaliseCode, normaliseText } from '../normalise.js';
import { parseNumberedTitle } from '../sections/numbers.js';
import { isProse, parseCaption } from '../../table-text.js';
import { holdsWord } from '../../words.js';
import { parseFigureCaption } from '../../../model/table-number.js';
import {
  buildTable,
  continues,
  foldTitleRows,
  headedRows,
  mergeInto,
  sameColumns,
  tableWidth,
  takeRows,
  type RawTable,
} from './tables.js';
import type { WorkElement, WorkTable } from '../work.js';
import type { CaptionSide } from './caption-side.js';
import {
  asDrawings,
  figureCaptionRightAbove,
  figureCaptionRightBelow,
  isByteArray,
  isDisplayFormula,
  isDrawingLabel,
  isLegendLine,
  isNumberedListing,
  isValueDump,
  isBracedValues,
} from './drawings.js';
import { declaredInformativeLabels, declaredLabelOf } from './declared-labels.js';

/**
 * "NOTE", "NOTE 1", "EXAMPLE", "EXAMPLE 2", "Note 1 to entry" — followed by a separator or the end; "Note:" and
 * "Note 2:" (OASIS, RFCs, NIST, Word) only before their colon, so that "Note that …" stays a sentence; "Note",
 * "Notes" or "Example" alone, a label printed on a line of its own over its text (Arm's framed notes).
 */
const NOTE_LABEL =
  /^(?:NOTE|EXAMPLE)(?: \d+)?(?=$|[\s:—–-])|^Note \d+ to entry(?=$|[\s:—–-])|^Note(?: \d+)?(?=:)|^(?:Notes?|Example)(?: \d+)?:?$/u;
const NOTE_SEPARATOR = /^\s*[:—–-]?\s*/u;

export interface Labelled {
  /** 'example' for "EXAMPLE …", else 'note'. */
  kind: 'note' | 'example';
  label: string;
  text: string;
}

export function parseNote(text: string): Labelled | null {
  const m = NOTE_LABEL.exec(text);
  if (!m) return null;
  return {
    kind: m[0].startsWith('EXAMPLE') ? 'example' : 'note',
    label: m[0],
    text: text.slice(m[0].length).replace(NOTE_SEPARATOR, ''),
  };
}

/** "Forward references: …", "Semantics:" — a short run-in head that opens a paragraph of its own. */
const RUN_IN_HEAD = /^\p{Lu}[\p{L} -]{0,40}:\s/u;

/**
 * In a layout with margin paragraph numbers, a paragraph is everything up to
 * the next number. So a paragraph printed without a number right after the
 * code lines of an EXAMPLE (or NOTE) is still that example: it continues it,
 * with the same label, unless it opens with a run-in head of its own.
 */
function continuedLabel(elements: readonly WorkElement[], b: { text: string; lead?: string }): WorkElement | null {
  if (b.lead !== undefined || RUN_IN_HEAD.test(b.text)) return null;
  let k = elements.length - 1;
  if (elements[k]?.kind !== 'code') return null;
  while (k >= 0 && elements[k]!.kind === 'code') k--;
  const owner = elements[k];
  return owner && (owner.kind === 'example' || owner.kind === 'note') ? owner : null;
}

/**
 * Untagged: a NOTE or EXAMPLE set in from the text column (OASIS and MQTT set non-normative blocks in) goes on
 * over the paragraphs right after it at the same indent, on its page or the next: they are the same example or
 * note, with its label, until a paragraph at another indent (the body's edge), a heading, a list or a table.
 */
function setInWith(elements: readonly WorkElement[], b: { indent?: number; page: number }): WorkElement | null {
  const prev = elements[elements.length - 1];
  if (b.indent === undefined || !prev || (prev.kind !== 'example' && prev.kind !== 'note')) return null;
  const at = prev.indent;
  return at !== undefined && Math.abs(at - b.indent) <= 1 && b.page - prev.page <= 1 ? prev : null;
}

/** Paragraphs that are list items: ISO drafting's "— item" and "a) item", and bulleted ones. */
const DASH_ITEM = /^—\s+/u;
const ENUM_ITEM = /^[a-z]\)\s/u;

/** A symbol-font bullet (a private-use character such as U+F0B7) or "•" opening a paragraph: a list item. */
const GLYPH_ITEM = /^[\uE000-\uF8FF\u2022]\s+(?=\S)/u;

export function listItemOf(text: string): string | null {
  if (DASH_ITEM.test(text)) return text.replace(DASH_ITEM, '');
  if (GLYPH_ITEM.test(text)) return text.replace(GLYPH_ITEM, '');
  if (ENUM_ITEM.test(text)) return text;
  return null;
}

/**
 * Pure bullet glyphs at the start of a list item, and the space after them
 * (dashes, •, geometric shapes such as ■ ◼ ●, check marks, and the private-use
 * codes U+F020–U+F0FF that Word's exports give the glyphs of symbol fonts:
 * Symbol's U+F0B7, Wingdings' U+F06E "■" and U+F071 "❑"). A label and an
 * ActualText can both print one, hence "+".
 */
const BULLET =
  /^(?:[\u2012-\u2015\u2022\u2023\u2043\u2219\u00B7\u25A0-\u25FF\u2610-\u2612\u2713\u2714\u27A2\u27A4\u2B1B\u2B1C\uF020-\uF0FF*-](?:\s+|$))+/u;

export function stripBullet(item: string): string {
  return item.replace(BULLET, '').trim();
}

/** Loose lines between a captioned header and its body: at most this many, each at most this long. */
const HEADER_FRAGMENTS = 6;
const HEADER_FRAGMENT_CHARS = 60;

export interface Classified {
  elements: WorkElement[];
  tables: WorkTable[];
  /** Figure captions beside a grid without column titles, left to the grid's drawing (tookFigureCaption). */
  drawings: string[];
}

/**
 * `side`: where the document prints its table captions; `figureSide`: where it prints the figure captions that
 * caption tables, or null when it captions none (caption-side.ts).
 */
export function classify(
  blocks: RawBlock[],
  side: CaptionSide = 'above',
  figureSide: CaptionSide | null = null,
  /** Where figure captions sit beside grids, even where they caption no table (their grids are drawings). */
  drawingSide: CaptionSide | null = figureSide,
): Classified {
  const c = new Classifier(
    blocks.some((b) => b.kind === 'paragraph' && b.marginNumber !== undefined),
    side,
    figureSide,
    drawingSide,
    declaredInformativeLabels(blocks.flatMap((b) => (b.kind === 'paragraph' ? [normaliseText(b.text)] : []))),
  );
  blocks.forEach((b, i) => c.add(b, blocks[i + 1]));
  return { ...asDrawings(c.elements, c.tables, c.drawn), drawings: c.drawings };
}

type BlockOf<K extends RawBlock['kind']> = Extract<RawBlock, { kind: K }>;
type ParagraphBlock = BlockOf<'paragraph'>;

/** The elements and tables read so far, which decide what the next block is: each kind of block has its method. */
class Classifier {
  readonly elements: WorkElement[] = [];
  readonly tables: WorkTable[] = [];

  /** Figure captions beside a grid without column titles, which they leave uncaptioned (a drawing's). */
  readonly drawings: string[] = [];

  /** Grids a figure caption names but leaves to its figure: drawings, no tables (drawings.ts). */
  readonly drawn = new Set<WorkTable>();

  /** Tables whose caption was printed below them: nothing after the caption continues them. */
  private readonly closed = new Set<WorkTable>();

  /**
   * Whether the layout prints paragraph numbers in the margin: then a paragraph runs to the next number; and on
   * which side of its table the document prints a caption (caption-side.ts).
   */
  constructor(
    private readonly marginNumbered: boolean,
    private readonly side: CaptionSide,
    private readonly figureSide: CaptionSide | null,
    private readonly drawingSide: CaptionSide | null,
    /** Labels the document declares informative (declared-labels.ts): the blocks under them are notes. */
    private readonly informativeLabels: ReadonlySet<string> = new Set(),
  ) {}

  /** `next`: the block after `b`, if any. */
  add(b: RawBlock, next?: RawBlock): void {
    switch (b.kind) {
      case 'heading':
        return this.addHeading(b);
      case 'paragraph':
        return this.addParagraph(b);
      case 'list':
        return this.addList(b);
      case 'code':
        return this.addCode(b);
      case 'table':
        return this.addTable(b, next);
    }
  }

  private last(): WorkElement | undefined {
    return this.elements[this.elements.length - 1];
  }

  /** The last element that is no footnote. */
  private lastBeforeFootnotes(): WorkElement | undefined {
    for (let k = this.elements.length - 1; k >= 0; k--) {
      const e = this.elements[k]!;
      if (!(e.kind === 'paragraph' && e.footnote)) return e;
    }
    return undefined;
  }

  private addHeading(b: BlockOf<'heading'>): void {
    const text = normaliseText(b.text);
    if (!text) return;
    this.drawingAbove(b, text);
    const { number, title } = parseNumberedTitle(text);
    this.elements.push({ kind: 'heading', text, tagLevel: b.tagLevel, number, title, page: b.page, y: b.y });
  }

  private addParagraph(b: ParagraphBlock): void {
    const text = normaliseText(b.text);
    if (!text) return;
    if (this.captionedAbove(b, text)) return;
    if (this.addedNote(b, text) || this.continuedLabelled(b, text) || this.addedListItem(b, text)) return;
    const lead = b.lead === undefined ? null : normaliseText(b.lead);
    this.elements.push({
      kind: 'paragraph',
      text,
      page: b.page,
      y: b.y,
      ...marginOf(b),
      ...(lead ? { lead } : {}),
      ...(b.footnote ? { footnote: true } : {}),
      ...(b.italic ? { italic: true as const } : {}),
      ...(b.headingFace ? { headingFace: true as const } : {}),
      ...(b.boldAlone ? { boldAlone: b.boldAlone } : {}),
      ...indentOf(b),
    });
  }

  /**
   * In a document that prints its captions below its tables, a caption right after an uncaptioned table, on the
   * page where the table ends (a table continued over pages is captioned under its last part) or opening the next
   * (underLastPart), is its caption.
   */
  private captionedAbove(b: ParagraphBlock, text: string): boolean {
    this.gridsOfFigureAbove(b, text);
    const prevEl = this.last();
    this.drawingAbove(b, text);
    if (prevEl?.kind !== 'table') return false;
    const table = this.tables[prevEl.table]!;
    if (this.figureCaptionedAbove(table, prevEl, b, text)) return true;
    if (this.side !== 'below') return false;
    const caption = table.number === null && underLastPart(table, b) ? parseCaption(text) : null;
    if (!caption) return false;
    table.number = caption.number;
    table.caption = caption.caption;
    this.closed.add(table);
    foldTitleRows(table);
    return true;
  }

  /**
   * Figure captions under their grids where tables are captioned as tables: the grid right above, or above a
   * legend line right above, or above the drawing's labels between it and the caption on its page, is the
   * figure's. The caption may be typed a heading (set bold and centred).
   */
  private drawingAbove(b: { page: number }, text: string): void {
    if (this.figureSide || this.drawingSide !== 'below') return;
    const prev = this.last();
    const legend = prev?.kind === 'paragraph' && isLegendLine(prev.text);
    const grid = this.pastLabels(b.page) ?? (legend ? this.elements[this.elements.length - 2] : prev);
    if (grid?.kind !== 'table') return;
    const table = this.tables[grid.table]!;
    if (figureCaptionRightBelow(table, b, text)) this.drawn.add(table);
  }

  /** The last element before the drawing's labels right above (drawings.ts isDrawingLabel) on the page, if any. */
  private pastLabels(page: number): WorkElement | undefined {
    let k = this.elements.length - 1;
    while (k >= 0 && this.elements[k]!.page === page && isDrawingLabel(this.elements[k]!)) k--;
    return k < this.elements.length - 1 && k >= 0 && this.elements[k]!.page === page ? this.elements[k] : undefined;
  }

  /**
   * Where the document captions tables as figures below them, the grids of symbols right above a figure caption on
   * its page — headless, uncaptioned, holding no words ("s0,0 s0,1", "out0 out4") — with at most arrows and marks
   * between them and it ("•", "→": no word), are the figure's drawing (FIPS 197's Figure 3: the input bytes, the
   * State array and the output bytes side by side over their caption). Only where arrows stand between, or several
   * grids: a grid right above alone is the figure-caption rule's (tookFigureCaption).
   */
  private gridsOfFigureAbove(b: ParagraphBlock, text: string): void {
    if (this.figureSide !== 'below' || !parseFigureCaption(text)) return;
    const grids: WorkTable[] = [];
    let marks = 0;
    for (let k = this.elements.length - 1; k >= 0; k--) {
      const e = this.elements[k]!;
      if (e.page !== b.page) break;
      if (e.kind === 'paragraph' && !holdsWord(e.text)) marks++;
      else if (e.kind === 'table' && symbolGrid(this.tables[e.table]!)) grids.push(this.tables[e.table]!);
      else break;
    }
    if (!grids.length || (marks === 0 && grids.length < 2)) return;
    for (const g of grids) this.drawn.add(g);
    this.nameDrawing(parseFigureCaption(text)!.number);
  }

  /**
   * Where the document captions tables as figures below them, a figure caption right after an uncaptioned
   * table and not above it on the page is the table's: it takes the figure's number ("Figure 7").
   */
  private figureCaptionedAbove(table: WorkTable, prevEl: WorkElement, b: ParagraphBlock, text: string): boolean {
    if (this.figureSide !== 'below' || table.number !== null || !underLastPart(table, b)) return false;
    if (b.y !== null && prevEl.y !== null && table.page === b.page && b.y > prevEl.y) return false;
    return this.tookFigureCaption(table, text);
  }

  /**
   * A figure caption numbers a table only when the table reads as one: it has column titles, or it is a single
   * column of entries (a boxed list of codes has no titles to give). A headerless grid of several columns captioned
   * as a figure (a drawing of a byte array, tagged Table) stays a figure's drawing; its caption is text — unless its
   * cells hold words, a key beside its text (SP 800-26 "Figure 1 – …": "Level 1 | Documented Policy").
   */
  private tookFigureCaption(table: WorkTable, text: string): boolean {
    const caption = parseFigureCaption(text);
    if (!caption) return false;
    const headless = !table.headers.some((h) => h !== '') && tableWidth(table) !== 1;
    if (headless && titlesOverValues(table)) promoteFirstRow(table);
    else if (headless && !holdsWords(table)) {
      this.nameDrawing(caption.number);
      this.drawn.add(table);
      return false;
    }
    table.number = caption.number;
    table.caption = caption.caption;
    this.closed.add(table);
    foldTitleRows(table);
    return true;
  }

  /** A figure left to its drawing, named once (figure-caption-side). */
  private nameDrawing(number: string): void {
    if (!this.drawings.includes(number)) this.drawings.push(number);
  }

  /** A paragraph that opens with a NOTE or EXAMPLE label, or the text under a label printed alone above it. */
  private addedNote(b: ParagraphBlock, text: string): boolean {
    const alone = this.last();
    if ((alone?.kind === 'note' || alone?.kind === 'example') && alone.text === '' && b.page - alone.page <= 1) {
      alone.text = text;
      alone.full = `${alone.label} ${text}`;
      if (b.indent !== undefined) alone.indent = b.indent;
      return true;
    }
    const note = parseNote(text) ?? this.declaredNote(text);
    if (!note) return false;
    const { kind, label } = note;
    this.elements.push({
      kind,
      label,
      text: note.text,
      full: text,
      page: b.page,
      y: b.y,
      ...marginOf(b),
      ...indentOf(b),
    });
    return true;
  }

  /** A paragraph under a label the document declares informative ("Rationale"): a note with that label. */
  private declaredNote(text: string): Labelled | null {
    const declared = this.informativeLabels.size ? declaredLabelOf(text, this.informativeLabels) : null;
    return declared && { kind: 'note', ...declared };
  }

  /** An unlabelled paragraph that goes on with the NOTE or EXAMPLE before it, under its label. */
  private continuedLabelled(b: ParagraphBlock, text: string): boolean {
    const { elements } = this;
    const owner =
      (this.marginNumbered && b.marginNumber === undefined ? continuedLabel(elements, { text, lead: b.lead }) : null) ??
      setInWith(elements, b);
    if (!owner || (owner.kind !== 'example' && owner.kind !== 'note')) return false;
    elements.push({
      kind: owner.kind,
      label: owner.label,
      text,
      full: `${owner.label} ${text}`,
      page: b.page,
      y: b.y,
      ...indentOf(b),
    });
    return true;
  }

  /** A paragraph that is a list item joins the dash list right before it, or starts one. */
  private addedListItem(b: ParagraphBlock, text: string): boolean {
    const item = listItemOf(text);
    if (item === null) return false;
    const prev = this.last();
    if (prev?.kind === 'list' && prev.dashList && b.marginNumber === undefined) {
      prev.items.push(item);
      prev.itemPages.push(b.page);
    } else {
      const [page, y] = [b.page, b.y];
      this.elements.push({ kind: 'list', items: [item], itemPages: [page], dashList: true, page, y, ...marginOf(b) });
    }
    return true;
  }

  private addList(b: BlockOf<'list'>): void {
    const items: string[] = [];
    const itemPages: number[] = [];
    b.items.forEach((raw, k) => {
      const item = stripBullet(normaliseText(raw));
      if (item === '') return;
      items.push(item);
      itemPages.push(b.itemPages?.[k] ?? b.page);
    });
    if (items.length) this.elements.push({ kind: 'list', items, itemPages, dashList: false, page: b.page, y: b.y });
  }

  private addCode(b: BlockOf<'code'>): void {
    const text = normaliseCode(b.text);
    if (text) this.elements.push({ kind: 'code', text, page: b.page, y: b.y });
  }

  private addTable(raw: RawTable, next?: RawBlock): void {
    const table = buildTable(raw);
    // Where captions sit below their tables, the caption before a table is the previous table's.
    const caption = (this.side === 'below' ? null : this.takeCaption(table)) ?? this.takeFigureCaption(table, raw);
    const prevEl = this.last();
    // Footnotes of the page before, placed after the table's first part, stand between its parts.
    const prevPart = this.lastBeforeFootnotes();
    const prev =
      (prevPart?.kind === 'table' && !this.closed.has(this.tables[prevPart.table]!)
        ? this.tables[prevPart.table]
        : null) ?? null;
    // A continuation: nothing between the two tables but, at most, the same caption printed again (and nothing
    // the structure tree set between them: `apart`).
    const sameCaption = !caption || (prev !== null && caption.number === prev.number);
    const continuing =
      prev !== null && sameCaption && !raw.apart && continues(prev, table) && !this.figuresGrid(prev, raw, next);
    if (table.number !== null || (continuing && prev.number !== null)) foldTitleRows(table);
    if (continuing) {
      mergeInto(prev, table);
      return;
    }
    const captioned = raw.continues === undefined ? null : this.partOf(raw.continues, table);
    if (captioned) {
      mergeInto(captioned, table);
      return;
    }
    if (!caption && table.number === null && (sentencesInABox(table) || oneCell(table))) {
      for (const text of [...table.headers, ...table.rows.flat()].filter((t) => t !== ''))
        this.elements.push({ kind: 'paragraph', text, page: raw.page, y: null });
      return;
    }
    if (!caption && isDisplayFormula(table)) {
      // The line before it ends the sentence that introduces it; the formula is set as printed, its number no citation.
      const lead = table.headers.filter((t) => t.trim() !== '').join(' ');
      if (lead) this.elements.push({ kind: 'paragraph', text: lead, page: raw.page, y: null });
      const text = table.rows[0]!.filter((t) => t.trim() !== '').join(' ');
      this.elements.push({ kind: 'code', text, page: raw.page, y: null });
      return;
    }
    const beside = prevEl?.kind === 'table' ? this.besideOf(prevEl, raw, table) : null;
    if (beside) {
      placeBeside(beside, table);
      return;
    }
    if (!caption && this.joinedHeaderOnlyAbove(table)) return;
    if (!caption && !this.figureSide && this.drawingSide === 'above' && figureCaptionRightAbove(this.last(), raw)) {
      if (keyedWords(table)) this.numberByFigureAbove(table);
      else this.drawn.add(table);
    }
    if (!caption && (isByteArray(table) || isNumberedListing(table) || isValueDump(table) || isBracedValues(table)))
      this.drawn.add(table);
    if (!caption && this.goesOnWithDrawing(prevEl, table)) this.drawn.add(table);
    this.tables.push(table);
    this.elements.push({ kind: 'table', table: this.tables.length - 1, page: raw.page, y: raw.y });
  }

  /**
   * Under a table captioned above, a grid that a figure caption closes on its page, where figure captions stand
   * under their drawings: that figure's drawing (MIL-STD-2045's FIGURE C-8 key after TABLE C-IX), however its
   * columns line up with the table's; no part of the table.
   */
  private figuresGrid(prev: WorkTable, raw: RawTable, next: RawBlock | undefined): boolean {
    if (prev.number === null || this.side !== 'above' || this.drawingSide === 'above') return false;
    return next?.kind === 'paragraph' && next.page === raw.pageEnd && parseFigureCaption(next.text.trim()) !== null;
  }

  /**
   * The table just before, printed beside this one: the same page and top, the same header and as many rows, and
   * a caption over at most one of them (FIPS 197 Figure 1: four "Bit Pattern | Character" grids side by side under
   * one caption). Null otherwise.
   */
  private besideOf(prevEl: WorkElement & { kind: 'table' }, raw: RawTable, t: WorkTable): WorkTable | null {
    const prev = this.tables[prevEl.table]!;
    // Two captions are two tables; one caption, over the first or under the last, is the whole row's.
    if ((prev.number !== null && t.number !== null) || this.closed.has(prev)) return null;
    if (prev.page !== t.page || prev.pageEnd !== t.pageEnd) return null;
    if (prevEl.y === null || raw.y === null || Math.abs(prevEl.y - raw.y) > SAME_TOP) return null;
    // Its header repeats the one over the last of the tables already joined beside each other.
    const last = prev.headers.slice(prev.headers.length - t.headers.length);
    const same = t.headers.length > 0 && last.join('\u0000') === t.headers.join('\u0000');
    return same && prev.rows.length === t.rows.length ? prev : null;
  }

  /**
   * The table a part continues under its caption printed again ("… - Continued"), though text stands between
   * them (a line under the first part): the last table of that number, of the part's width, ending on the page
   * before or this one — or further back when no table came after it (a blank page between two parts: the
   * caption printed again names the table). Null when there is none.
   */
  private partOf(number: string, part: WorkTable): WorkTable | null {
    const t = [...this.tables].reverse().find((x) => x.number === number);
    if (!t || this.closed.has(t) || t.pageEnd > part.page) return null;
    if (t.pageEnd < part.page - 1 && this.tables[this.tables.length - 1] !== t) return null;
    return sameColumns(t, part) ? t : null;
  }

  /**
   * The figure caption right above a grid of keys and values (figureCaptionRightAbove holds) numbers it; its first
   * row, a key beside its value, is a row like the others, never column titles.
   */
  private numberByFigureAbove(table: WorkTable): void {
    const before = this.last() as WorkElement & { kind: 'paragraph' };
    const caption = parseFigureCaption(before.text)!;
    this.elements.pop();
    table.number = caption.number;
    table.caption = caption.caption;
    demoteHeader(table);
  }

  /**
   * A grid without column titles at the top of the page after a figure's drawing, nothing between them: the rest
   * of that drawing (MQTT's packet layout whose last bytes run onto the next page), no table of its own. So is a
   * grid of symbols right after a drawn grid of symbols on its page: the figure's other half (FIPS 197's Figure 13,
   * the State before and after InvShiftRows() side by side).
   */
  private goesOnWithDrawing(prevEl: WorkElement | undefined, table: WorkTable): boolean {
    if (prevEl?.kind !== 'table' || table.headers.some((h) => h !== '')) return false;
    const prev = this.tables[prevEl.table]!;
    if (!this.drawn.has(prev)) return false;
    return table.page === prev.pageEnd + 1 || (table.page === prev.pageEnd && symbolGrid(prev) && symbolGrid(table));
  }

  /** The caption right above the table becomes its number and title. */
  private takeCaption(table: WorkTable): { number: string; caption: string } | null {
    const before = this.last();
    // A caption the structure tree tags as a heading ("TABLE I. Severity categories" as H3) captions too.
    const caption = before?.kind === 'paragraph' || before?.kind === 'heading' ? parseCaption(before.text) : null;
    if (caption) {
      this.elements.pop();
      table.number = caption.number;
      table.caption = caption.caption;
    }
    return caption;
  }

  /**
   * A figure caption right before the table, on its page: the table's where the document prints figure captions
   * above; where it prints them below, only when the caption is lower on the page than the table's top (a
   * structure tree may give a caption before the table it sits under).
   */
  private takeFigureCaption(table: WorkTable, raw: RawTable): { number: string; caption: string } | null {
    const before = this.last();
    if (!this.figureSide || before?.kind !== 'paragraph' || before.page !== raw.page) return null;
    const under = before.y !== null && raw.y !== null && before.y < raw.y;
    if (this.figureSide === 'below' ? !under : under) return null;
    if (!this.tookFigureCaption(table, before.text)) return null;
    this.elements.pop();
    if (this.figureSide === 'above') this.closed.delete(table);
    return { number: table.number!, caption: table.caption };
  }

  /** An uncaptioned table that is the body of a captioned header-only table just above joins it. */
  private joinedHeaderOnlyAbove(table: WorkTable): boolean {
    const headed = this.headerOnlyAbove();
    if (!headed || tableWidth(headed) !== tableWidth(table) || table.page - headed.pageEnd > 1) return false;
    // Its one row sits above the loose header lines: it is a line of the header too.
    const [row] = takeRows(headed, 0);
    if (row) headed.headers = headed.headers.map((h, c) => [h, row[c] ?? ''].filter(Boolean).join(' '));
    mergeInto(headed, table);
    return true;
  }

  /**
   * A captioned table that holds its header and at most one row, above an uncaptioned table with only
   * short lines between (a header-only one may sit right above it) (a header set over several lines, read as loose fragments, or a footnote
   * number): the caption's table whose body the layout cut off. Its rows join the captioned table.
   */
  private headerOnlyAbove(): WorkTable | null {
    const { elements, tables } = this;
    let k = elements.length - 1;
    while (k >= 0 && elements.length - k <= HEADER_FRAGMENTS) {
      const e = elements[k]!;
      if (e.kind === 'table') {
        const t = tables[e.table]!;
        // Right above, with no loose line between, a one-row table is a table of its own.
        const loose = elements.length - 1 - k;
        return t.number !== null && t.rows.length <= (loose ? 1 : 0) ? t : null;
      }
      if (e.kind !== 'paragraph' || e.text.length > HEADER_FRAGMENT_CHARS) return null;
      k--;
    }
    return null;
  }
}

/** The margin paragraph number a paragraph carries, when the layout prints them. */
function marginOf(b: ParagraphBlock): { marginNumber?: number } {
  return b.marginNumber === undefined ? {} : { marginNumber: b.marginNumber };
}

function indentOf(b: ParagraphBlock): { indent?: number } {
  return b.indent === undefined ? {} : { indent: b.indent };
}

/** Two tables whose tops are this close (pt) stand side by side. */
const SAME_TOP = 2;

/** The columns of a table printed beside `left` join it on the right, row by row. */
function placeBeside(left: WorkTable, right: WorkTable): void {
  // The caption under the last of them (or over it) is the whole table's.
  if (right.number !== null) [left.number, left.caption] = [right.number, right.caption];
  left.headers = [...left.headers, ...right.headers];
  left.rows = left.rows.map((r, i) => [...r, ...right.rows[i]!]);
  left.copies = left.copies.map((r, i) => [...r, ...right.copies[i]!]);
}

/** A cell of two words or more, each of letters: text, where a drawing's cells are symbols ("s0,0", "in4", "d4"). */
const WORDS = /\p{L}{2,}\s+\p{L}{2,}/u;

/**
 * The first row titles columns of values: each of its cells holds a word, and below it every column but the
 * first holds no word (DWARF 4's Figure 97: "Section version number in DWARF Version 2 (July 1993)" over "2",
 * "-" and "x"). A drawing's grid of bytes has no row of titles.
 */
function titlesOverValues(t: WorkTable): boolean {
  const [first, ...body] = t.rows;
  if (!first || body.length < 2 || !first.every(holdsWord)) return false;
  return body.every((r) => r.slice(1).every((c) => !holdsWord(c)));
}

/** An uncaptioned grid of several columns with no column titles and no words in it: symbols, a drawing's. */
function symbolGrid(t: WorkTable): boolean {
  return t.number === null && !t.headers.some((h) => h !== '') && tableWidth(t) > 1 && !holdsWords(t);
}

/** The first row becomes the header. */
function promoteFirstRow(t: WorkTable): void {
  t.headers = takeRows(t, 0)[0]!;
}

/** The header, if any, becomes the first row (promoteFirstRow undone). */
function demoteHeader(t: WorkTable): void {
  if (!t.headers.length) return;
  t.rows.unshift(t.headers);
  t.copies.unshift(t.headers.map(() => false));
  t.rowPages.unshift(t.page);
  t.headers = [];
  delete t.headerEvidence;
}

/**
 * A grid of two columns or more whose rows hold words, each opening with a key, and whose first row numbers nothing: keys beside their values
 * (MQTT's "Figure 6.6-1 - IANA WebSocket Identifier": "Subprotocol Identifier | mqtt"), a table even under a figure
 * caption where the figures under such captions are drawings (packet layouts, titled by their bit numbers).
 */
function keyedWords(t: WorkTable): boolean {
  const rows = headedRows(t);
  const numbered = rows[0]?.some((c) => /^\d+$/u.test(c.trim())) ?? true;
  // Every row opens with its key: a flow diagram's rows leave the sender's or receiver's column empty.
  const keyed = rows.every((r) => (r[0] ?? '').trim() !== '');
  return tableWidth(t) >= 2 && !numbered && keyed && holdsWords({ ...t, rows });
}

/** Most rows hold a cell of words: a table of text, not a drawing. */
function holdsWords(t: WorkTable): boolean {
  return t.rows.length > 0 && t.rows.filter((r) => r.some((c) => WORDS.test(c))).length >= 0.5 * t.rows.length;
}

/**
 * A caption right after the table (nothing between them) stands under its last part: on the page where the table
 * ends, or opening the next page, where a page break pushed it (DWARF 4's "Figure 15." alone at a page's top).
 */
function underLastPart(table: WorkTable, caption: { page: number }): boolean {
  return caption.page === table.pageEnd || caption.page === table.pageEnd + 1;
}

/** An uncaptioned table of a single cell: a box round one line (DWARF 4 p. 22's "DW_TAG_template_alias"). */
function oneCell(t: WorkTable): boolean {
  return [...t.headers, ...t.rows.flat()].length === 1;
}

/**
 * An uncaptioned table of one column whose every cell is a sentence: paragraphs a structure tree boxed as a
 * table (DWARF 4 p. 108), never a table — a one-column table is a list of entries, not of sentences.
 */
function sentencesInABox(t: WorkTable): boolean {
  const cells = [...t.headers, ...t.rows.flat()];
  return tableWidth(t) === 1 && cells.length > 0 && cells.every(isProse);
}
