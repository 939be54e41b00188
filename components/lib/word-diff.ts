/**
 * Words added and removed between two editions of a section, for the diff's
 * side-by-side view. jsdiff (`diff`) compares the running text of both sides;
 * the words each side does not share are wrapped in markers that read without
 * colour — `[-removed-]` on the older side, `{+added+}` on the newer, as in
 * `git diff --word-diff` — and colourLines() then gives the marked runs their
 * tone. Only running text is compared (headings, paragraphs, lists, notes,
 * examples); tables and code are shown as they are.
 */
import { diffWords } from 'diff';
import { type ContentItem, OWN_MARKER } from './section-lines.js';
import type { Line, Segment } from './line.js';

export const REMOVED = { open: '[-', close: '-]' } as const;
export const ADDED = { open: '{+', close: '+}' } as const;
/** Beyond this many characters a side is shown unmarked: the diff's cost grows with the edit distance. */
export const MAX_DIFF_CHARS = 200_000;

const SLOT_BREAK = '\n';

interface Slot {
  item: number;
  /** Index into `items` for a list; -1 for `text`. */
  entry: number;
  /** A list item's own marker ("a)", "—"), kept out of the comparison so the list still shows it as its marker. */
  marker: string;
}

function slotsOf(content: readonly ContentItem[]): { slots: Slot[]; texts: string[] } {
  const slots: Slot[] = [];
  const texts: string[] = [];
  content.forEach((item, i) => {
    if (item.type === 'list') {
      (item.items ?? []).forEach((t, j) => {
        const marker = OWN_MARKER.exec(t)?.[0] ?? '';
        slots.push({ item: i, entry: j, marker });
        texts.push(t.slice(marker.length).replaceAll(SLOT_BREAK, ' '));
      });
    } else if (item.type !== 'table' && item.type !== 'code' && item.text !== undefined) {
      slots.push({ item: i, entry: -1, marker: '' });
      texts.push(item.text.replaceAll(SLOT_BREAK, ' '));
    }
  });
  return { slots, texts };
}

/** `value` with each line of it wrapped in the markers (a run never spans two slots). */
const wrap = (value: string, m: { open: string; close: string }) =>
  value
    .split(SLOT_BREAK)
    .map((piece) => {
      const lead = /^\s*/.exec(piece)![0];
      const trail = /\s*$/.exec(piece.slice(lead.length))![0];
      const core = piece.slice(lead.length, piece.length - trail.length);
      return core ? `${lead}${m.open}${core}${m.close}${trail}` : piece;
    })
    .join(SLOT_BREAK);

function rebuild(content: readonly ContentItem[], slots: Slot[], marked: string): ContentItem[] {
  const texts = marked.split(SLOT_BREAK);
  const out = content.map((c) => ({ ...c, ...(c.items ? { items: [...c.items] } : {}) }));
  slots.forEach((s, k) => {
    const item = out[s.item]!;
    const t = s.marker + (texts[k] ?? '');
    if (s.entry === -1) item.text = t;
    else item.items![s.entry] = t;
  });
  return out;
}

/** Both sides' content with the words only one side has marked; null when a side is too long to compare. */
export function markWordDiff(
  left: readonly ContentItem[],
  right: readonly ContentItem[],
): { left: ContentItem[]; right: ContentItem[] } | null {
  const a = slotsOf(left);
  const b = slotsOf(right);
  const textA = a.texts.join(SLOT_BREAK);
  const textB = b.texts.join(SLOT_BREAK);
  if (textA.length > MAX_DIFF_CHARS || textB.length > MAX_DIFF_CHARS) return null;
  let outA = '';
  let outB = '';
  for (const part of diffWords(textA, textB)) {
    if (part.removed) outA += wrap(part.value, REMOVED);
    else if (part.added) outB += wrap(part.value, ADDED);
    else {
      outA += part.value;
      outB += part.value;
    }
  }
  return { left: rebuild(left, a.slots, outA), right: rebuild(right, b.slots, outB) };
}

/**
 * Give the marked runs (markers included) the `removed` / `added` tone. Lines
 * are read in order, so a run that wrapped onto the next line keeps its tone.
 */
export function colourLines(lines: readonly Line[]): Line[] {
  let inside: 'removed' | 'added' | null = null;
  return lines.map((l) => {
    if (l.wide) return l;
    const segments: Segment[] = [];
    for (const s of l.segments) {
      let rest = s.text;
      while (rest) {
        if (inside) {
          const close = inside === 'removed' ? REMOVED.close : ADDED.close;
          const at = rest.indexOf(close);
          const end = at === -1 ? rest.length : at + close.length;
          segments.push({ text: rest.slice(0, end), tone: inside });
          rest = rest.slice(end);
          if (at !== -1) inside = null;
        } else {
          const r = rest.indexOf(REMOVED.open);
          const a = rest.indexOf(ADDED.open);
          const at = r === -1 ? a : a === -1 ? r : Math.min(r, a);
          if (at === -1) {
            segments.push({ text: rest, tone: s.tone });
            rest = '';
          } else {
            if (at > 0) segments.push({ text: rest.slice(0, at), tone: s.tone });
            inside = at === r ? 'removed' : 'added';
            rest = rest.slice(at);
            // The opening marker itself belongs to the run: consume it so the close search starts after it.
            const open = inside === 'removed' ? REMOVED.open : ADDED.open;
            segments.push({ text: open, tone: inside });
            rest = rest.slice(open.length);
          }
        }
      }
    }
    return { ...l, segments };
  });
}
