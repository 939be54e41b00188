/**
 * Turn an element's text into styled runs: requirement sentences (as the core's
 * requirements operation quoted them) get their level's tone and a text marker such
 * as `[SHALL]`, and search hits get the `hit` tone. The sentences themselves
 * come from the core — this only finds where they sit in the text.
 */
import type { Segment } from './line.js';
import type { Tone } from './theme.js';

export type Level = 'shall' | 'shall not' | 'should' | 'should not' | 'may';

export interface MarkedRequirement {
  text: string;
  level: string;
}

interface Span {
  start: number;
  end: number;
  tone: Tone;
}

export function levelTone(level: string): Tone {
  if (level.startsWith('shall')) return 'shall';
  if (level.startsWith('should')) return 'should';
  return 'may';
}

export function levelMarker(level: string): string {
  return `[${level.toUpperCase()}]`;
}

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The highlight pattern for a query: the whole phrase (tolerant of any run of
 * spaces or punctuation between words), else its single words.
 */
export function queryPatterns(query: string): RegExp[] {
  const words = query.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  if (words.length === 0) return [];
  const wordRe = (w: string) => `(?<![\\p{L}\\p{N}])${escapeRe(w)}(?![\\p{L}\\p{N}])`;
  const phrase = new RegExp(words.map(wordRe).join('[\\s\\W]+'), 'giu');
  if (words.length === 1) return [phrase];
  return [phrase, new RegExp(words.map(wordRe).join('|'), 'giu')];
}

export function findAll(text: string, re: RegExp): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  re.lastIndex = 0;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    if (m[0].length === 0) {
      re.lastIndex++;
      continue;
    }
    out.push([m.index, m.index + m[0].length]);
  }
  return out;
}

const norm = (s: string) => s.replace(/\s+/g, ' ').trim();

/** A cross-reference's offsets in the text (the core's refs), and whether it is the one selected. */
export interface MarkedRef {
  start: number;
  end: number;
  selected?: boolean;
}

export interface MarkOptions {
  requirements?: readonly MarkedRequirement[];
  /** Cross-references, underlined; the selected one stands out (offsets into the text as given). */
  refs?: readonly MarkedRef[];
  /** Compiled highlight pattern (see queryPatterns); all matches become hits. */
  highlight?: RegExp | null;
  base?: Tone;
}

/** Styled runs for one text. Requirement markers are inserted before the sentence. */
export function markText(raw: string, opts: MarkOptions = {}): Segment[] {
  const text = norm(raw);
  const base = opts.base ?? 'plain';
  const reqSpans: Array<Span & { level: string }> = [];
  for (const r of opts.requirements ?? []) {
    const needle = norm(r.text);
    if (!needle) continue;
    let at = text.indexOf(needle);
    while (at >= 0) {
      const end = at + needle.length;
      if (!reqSpans.some((s) => at < s.end && end > s.start)) {
        reqSpans.push({ start: at, end, tone: levelTone(r.level), level: r.level });
      }
      at = text.indexOf(needle, end);
    }
  }
  reqSpans.sort((a, b) => a.start - b.start);
  const hits = opts.highlight ? findAll(text, opts.highlight) : [];

  // Character-level tones, then merge runs: simple and exact for short texts.
  const tones: Tone[] = new Array(text.length).fill(base);
  for (const s of reqSpans) tones.fill(s.tone, s.start, s.end);
  for (const r of opts.refs ?? []) if (!r.selected) tones.fill('ref', r.start, r.end);
  for (const [a, b] of hits) tones.fill('hit', a, b);
  for (const r of opts.refs ?? []) if (r.selected) tones.fill('refSelected', r.start, r.end);

  const out: Segment[] = [];
  let reqIdx = 0;
  for (let i = 0; i < text.length; i++) {
    const req = reqSpans[reqIdx];
    if (req && req.start === i) {
      out.push({ text: `${levelMarker(req.level)} `, tone: req.tone });
      reqIdx++;
    }
    const last = out[out.length - 1];
    const tone = tones[i] ?? base;
    if (last && last.tone === tone && !(req && req.start === i)) last.text += text[i];
    else out.push({ text: text[i] ?? '', tone });
  }
  return out;
}
