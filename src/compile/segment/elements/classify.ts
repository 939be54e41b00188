/**
 * Raw blocks → working elements, in reading order: text normalised, notes and
 * examples recognised, em-dash and "a)" paragraphs grouped into lists, table
 * captions consumed into their table, continued tables merged.
 */
import type { RawBlock } from '../../blocks.js';
import { normaliseCode, normaliseText } from '../normalise.js';
import { parseNumberedTitle } from '../sections/numbers.js';
import { parseCaption } from '../../table-text.js';
import { buildTable, continues, dropTitleRows, mergeInto, tableWidth, type RawTable } from './tables.js';
import type { WorkElement, WorkTable } from '../work.js';

/**
 * "NOTE", "NOTE 1", "EXAMPLE", "EXAMPLE 2", "Note 1 to entry" — followed by a separator or the end; "Note:" and
 * "Note 2:" (OASIS, RFCs, NIST, Word) only before their colon, so that "Note that …" stays a sentence.
 */
const NOTE_LABEL = /^(?:NOTE|EXAMPLE)(?: \d+)?(?=$|[\s:—–-])|^Note \d+ to entry(?=$|[\s:—–-])|^Note(?: \d+)?(?=:)/u;
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

/** Each element's indent (raw paragraphs set in from the text column), by element. */
const indents = new WeakMap<WorkElement, number>();

/**
 * Untagged: a NOTE or EXAMPLE set in from the text column (OASIS and MQTT set non-normative blocks in) goes on
 * over the paragraphs right after it at the same indent, on its page or the next: they are the same example or
 * note, with its label, until a paragraph at another indent (the body's edge), a heading, a list or a table.
 */
function setInWith(elements: readonly WorkElement[], b: { indent?: number; page: number }): WorkElement | null {
  const prev = elements[elements.length - 1];
  if (b.indent === undefined || !prev || (prev.kind !== 'example' && prev.kind !== 'note')) return null;
  const at = indents.get(prev);
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
 * (dashes, •, geometric shapes such as ■ ◼ ●, check marks, the Symbol font's
 * private-use bullets). A label and an ActualText can both print one, hence "+".
 */
const BULLET =
  /^(?:[\u2012-\u2015\u2022\u2023\u2043\u2219\u00B7\u25A0-\u25FF\u2610-\u2612\u2713\u2714\u27A2\u27A4\u2B1B\u2B1C\uF0A7\uF0B7*-](?:\s+|$))+/u;

export function stripBullet(item: string): string {
  return item.replace(BULLET, '').trim();
}

/** Loose lines between a captioned header and its body: at most this many, each at most this long. */
const HEADER_FRAGMENTS = 6;
const HEADER_FRAGMENT_CHARS = 60;

export interface Classified {
  elements: WorkElement[];
  tables: WorkTable[];
}

export function classify(blocks: RawBlock[]): Classified {
  const elements: WorkElement[] = [];
  const tables: WorkTable[] = [];
  const last = () => elements[elements.length - 1];

  /**
   * A captioned table that holds its header and at most one row, above an uncaptioned table with only
   * short lines between (a header-only one may sit right above it) (a header set over several lines, read as loose fragments, or a footnote
   * number): the caption's table whose body the layout cut off. Its rows join the captioned table.
   */
  const headerOnlyAbove = (): WorkTable | null => {
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
  };

  const addTable = (raw: RawTable) => {
    const table = buildTable(raw);
    const before = last();
    // A caption the structure tree tags as a heading ("TABLE I. Severity categories" as H3) captions too.
    const caption = before?.kind === 'paragraph' || before?.kind === 'heading' ? parseCaption(before.text) : null;
    if (caption) {
      elements.pop();
      table.number = caption.number;
      table.caption = caption.caption;
    }
    const prevEl = last();
    const prev = (prevEl?.kind === 'table' ? tables[prevEl.table] : null) ?? null;
    // A continuation: nothing between the two tables but, at most, the same caption printed again.
    const sameCaption = !caption || (prev !== null && caption.number === prev.number);
    const continuing = prev !== null && sameCaption && continues(prev, table);
    if (table.number !== null || (continuing && prev.number !== null)) dropTitleRows(table);
    if (continuing) {
      mergeInto(prev, table);
      return;
    }
    const headed = !caption ? headerOnlyAbove() : null;
    if (headed && tableWidth(headed) === tableWidth(table) && table.page - headed.pageEnd <= 1) {
      // Its one row sits above the loose header lines: it is a line of the header too.
      const [row] = headed.rows.splice(0, 1);
      headed.copies.splice(0, 1);
      headed.rowPages.splice(0, 1);
      if (row) headed.headers = headed.headers.map((h, c) => [h, row[c] ?? ''].filter(Boolean).join(' '));
      mergeInto(headed, table);
      return;
    }
    tables.push(table);
    elements.push({ kind: 'table', table: tables.length - 1, page: raw.page, y: raw.y });
  };

  const marginNumbered = blocks.some((b) => b.kind === 'paragraph' && b.marginNumber !== undefined);
  for (const b of blocks) {
    switch (b.kind) {
      case 'heading': {
        const text = normaliseText(b.text);
        if (!text) break;
        const { number, title } = parseNumberedTitle(text);
        elements.push({ kind: 'heading', text, tagLevel: b.tagLevel, number, title, page: b.page, y: b.y });
        break;
      }
      case 'paragraph': {
        const text = normaliseText(b.text);
        if (!text) break;
        const margin = b.marginNumber === undefined ? {} : { marginNumber: b.marginNumber };
        const note = parseNote(text);
        if (note) {
          elements.push({
            kind: note.kind,
            label: note.label,
            text: note.text,
            full: text,
            page: b.page,
            y: b.y,
            ...margin,
          });
          if (b.indent !== undefined) indents.set(last()!, b.indent);
          break;
        }
        const owner =
          (marginNumbered && b.marginNumber === undefined ? continuedLabel(elements, { text, lead: b.lead }) : null) ??
          setInWith(elements, b);
        if (owner && (owner.kind === 'example' || owner.kind === 'note')) {
          elements.push({
            kind: owner.kind,
            label: owner.label,
            text,
            full: `${owner.label} ${text}`,
            page: b.page,
            y: b.y,
          });
          if (b.indent !== undefined) indents.set(last()!, b.indent);
          break;
        }
        const item = listItemOf(text);
        if (item !== null) {
          const prev = last();
          if (prev?.kind === 'list' && prev.dashList && b.marginNumber === undefined) {
            prev.items.push(item);
            prev.itemPages.push(b.page);
          } else {
            elements.push({
              kind: 'list',
              items: [item],
              itemPages: [b.page],
              dashList: true,
              page: b.page,
              y: b.y,
              ...margin,
            });
          }
          break;
        }
        const lead = b.lead === undefined ? null : normaliseText(b.lead);
        elements.push({
          kind: 'paragraph',
          text,
          page: b.page,
          y: b.y,
          ...margin,
          ...(lead ? { lead } : {}),
          ...(b.footnote ? { footnote: true } : {}),
        });
        break;
      }
      case 'list': {
        const items: string[] = [];
        const itemPages: number[] = [];
        b.items.forEach((raw, k) => {
          const item = stripBullet(normaliseText(raw));
          if (item === '') return;
          items.push(item);
          itemPages.push(b.itemPages?.[k] ?? b.page);
        });
        if (items.length) elements.push({ kind: 'list', items, itemPages, dashList: false, page: b.page, y: b.y });
        break;
      }
      case 'code': {
        const text = normaliseCode(b.text);
        if (text) elements.push({ kind: 'code', text, page: b.page, y: b.y });
        break;
      }
      case 'table':
        addTable(b);
        break;
    }
  }
  return { elements, tables };
}
