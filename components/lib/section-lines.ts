/**
 * A section record (the section operation's answer) rendered to terminal lines: headings, wrapped
 * paragraphs, bulleted lists, dimmed and labelled notes and examples, code,
 * and tables as boxed grids. Requirement sentences and search hits are marked (see mark.ts).
 */
import { NO_CELL_TEXT, hasNoCells, type GetSectionResult } from '../../src/core/index.js';
import { blank, type Line, type Segment, seg } from './line.js';
import { markText, type MarkedRef, type MarkedRequirement } from './mark.js';
import { tableGrid } from './table-grid.js';
import { wrapSegments } from './wrap.js';

export type ContentItem = GetSectionResult['content'][number];

export interface SectionLineOptions {
  requirements?: readonly MarkedRequirement[];
  highlight?: RegExp | null;
  /** The selected cross-reference: its content item and its index in that item's refs. */
  selectedRef?: { item: number; ref: number } | null;
}

interface ItemOptions extends SectionLineOptions {
  /** The item continues the note or example before it (same label, only code between). */
  continues?: boolean;
  /** The selected ref's index in this item's refs, if it is here. */
  selected?: number;
}

type ItemRef = NonNullable<ContentItem['refs']>[number];

/** The refs of one text of an item (its own text, a list item, a table cell or note), shifted by `shift`. */
function refsOf(
  item: ContentItem,
  selected: number | undefined,
  where: (r: ItemRef) => boolean,
  shift = 0,
): MarkedRef[] {
  return (item.refs ?? []).flatMap((r, k) =>
    where(r) ? [{ start: r.start - shift, end: r.end - shift, selected: k === selected }] : [],
  );
}
const own = (r: ItemRef) => r.item === undefined && r.row === undefined && r.note === undefined;

/** A list item that already carries its own marker ("a)", "—", "1.") keeps it. */
export const OWN_MARKER = /^(\(?[a-z0-9]{1,3}\)|[a-z0-9]{1,3}\.|[—–•\-*])\s+/i;

function assertNever(x: never): never {
  throw new Error(`unhandled content type: ${JSON.stringify(x)}`);
}

/**
 * Prose stops at this many columns however wide the terminal: longer lines are hard to follow back to their
 * start. Tables and code still use the whole pane.
 */
export const READABLE_WIDTH = 100;

function itemLines(item: ContentItem, width: number, opts: ItemOptions): Line[] {
  const sec = item.section;
  const textWidth = Math.min(width, READABLE_WIDTH);
  const mark = (text: string, base: Segment['tone'] = 'plain', refs: MarkedRef[] = []) =>
    markText(text, { requirements: base === 'dim' ? [] : opts.requirements, highlight: opts.highlight, base, refs });
  const kind = item.type;
  switch (kind) {
    case 'heading': {
      const level = item.level ?? 1;
      const segs = markText(item.text ?? '', { highlight: opts.highlight, base: 'heading' });
      const out = [blank(sec), ...wrapSegments(segs, textWidth, { section: sec })];
      if (level <= 2) {
        const len = Math.min(textWidth, (item.text ?? '').length);
        out.push({ segments: [seg((level === 1 ? '═' : '─').repeat(len), 'border')], section: sec });
      }
      return out;
    }
    case 'paragraph': {
      // A margin paragraph number (C drafts) hangs before the text, dimmed.
      const n = item.marginNumber === undefined ? '' : `${item.marginNumber} `;
      const hang = n ? { first: [seg(n, 'dim')], rest: [seg(' '.repeat(n.length))] } : {};
      return [
        ...wrapSegments(mark(item.text ?? '', 'plain', refsOf(item, opts.selected, own)), textWidth, {
          section: sec,
          ...hang,
        }),
        blank(sec),
      ];
    }
    case 'list': {
      const out: Line[] = [];
      for (const [k, raw] of (item.items ?? []).entries()) {
        const ownMarker = OWN_MARKER.exec(raw);
        const marker = ownMarker
          ? `${ownMarker[1] === '—' || ownMarker[1] === '–' || ownMarker[1] === '-' ? '•' : ownMarker[1]} `
          : '• ';
        const body = ownMarker ? raw.slice(ownMarker[0].length) : raw;
        const refs = refsOf(item, opts.selected, (r) => r.item === k, ownMarker?.[0].length ?? 0).filter(
          (r) => r.start >= 0,
        );
        out.push(
          ...wrapSegments(mark(body, 'plain', refs), textWidth, {
            first: [seg('  '), seg(marker, 'accent')],
            rest: [seg(' '.repeat(2 + marker.length))],
            section: sec,
          }),
        );
      }
      out.push(blank(sec));
      return out;
    }
    case 'note':
    case 'example': {
      // An example that runs on after its code lines is one example: its label is not printed twice.
      const label =
        item.label && !opts.continues ? `${item.label}  ` : item.label ? ' '.repeat(item.label.length + 2) : '';
      return [
        ...wrapSegments(mark(item.text ?? '', 'dim', refsOf(item, opts.selected, own)), textWidth, {
          first: [seg('  '), seg(label, 'dim')],
          rest: [seg('  ')],
          section: sec,
        }),
        blank(sec),
      ];
    }
    case 'code': {
      const out: Line[] = [];
      for (const codeLine of (item.text ?? '').split('\n')) {
        for (let i = 0; i === 0 || i < codeLine.length; i += Math.max(1, width - 2)) {
          out.push({ segments: [seg('│ ', 'border'), seg(codeLine.slice(i, i + width - 2), 'code')], section: sec });
        }
      }
      out.push(blank(sec));
      return out;
    }
    case 'table': {
      const t = item.table;
      if (!t) return [];
      const out: Line[] = [];
      const caption = [t.number, t.caption].filter(Boolean).join(' — ');
      if (caption)
        out.push(
          ...wrapSegments(markText(caption, { highlight: opts.highlight, base: 'title' }), textWidth, {
            section: sec,
          }),
        );
      if (hasNoCells(t)) {
        out.push(...wrapSegments([seg(NO_CELL_TEXT, 'dim')], textWidth, { section: sec }), blank(sec));
        return out;
      }
      out.push(
        ...tableGrid(
          {
            headers: t.headers,
            headerCells: t.headers.map((h) => markText(h, { highlight: opts.highlight })),
            rows: t.rows.map((r, i) =>
              r.map((c, j) =>
                mark(
                  c,
                  'plain',
                  refsOf(item, opts.selected, (x) => x.row === i && x.cell === j),
                ),
              ),
            ),
            // A table NOTE is informative (dimmed); a footnote may hold requirements (marked).
            notes: t.notes.map((n, k) =>
              mark(
                n,
                /^NOTE\b/i.test(n) ? 'dim' : 'plain',
                refsOf(item, opts.selected, (x) => x.note === k),
              ),
            ),
          },
          width,
          sec,
        ),
      );
      out.push(blank(sec));
      return out;
    }
    default:
      return assertNever(kind);
  }
}

export function sectionLines(content: readonly ContentItem[], width: number, opts: SectionLineOptions = {}): Line[] {
  const w = Math.max(width, 10);
  const lines: Line[] = [];
  const continues = (i: number): boolean => {
    const item = content[i]!;
    if ((item.type !== 'example' && item.type !== 'note') || !item.label) return false;
    let k = i - 1;
    while (k >= 0 && content[k]!.type === 'code') k--;
    return k < i - 1 && k >= 0 && content[k]!.type === item.type && content[k]!.label === item.label;
  };
  const selectedIn = (i: number) => (opts.selectedRef?.item === i ? { selected: opts.selectedRef.ref } : {});
  for (const l of content.flatMap((item, i) =>
    itemLines(item, w, { ...opts, continues: continues(i), ...selectedIn(i) }),
  )) {
    const isBlank = l.segments.length === 0;
    // One blank line between blocks, none at the top.
    if (isBlank && (lines.length === 0 || lines[lines.length - 1]?.segments.length === 0)) continue;
    lines.push(l);
  }
  return lines;
}
