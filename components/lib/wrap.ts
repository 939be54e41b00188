/**
 * Word wrapping over styled runs, with a hanging indent for bullets and notes.
 * Words longer than the width are split hard, so no line ever exceeds it.
 */
import type { Line, Segment } from './line.js';
import type { Tone } from './theme.js';

interface Token {
  text: string;
  tone: Tone;
  space: boolean;
}

function tokenize(segments: Segment[]): Token[] {
  const tokens: Token[] = [];
  for (const s of segments) {
    for (const part of s.text.split(/(\s+)/)) {
      if (part === '') continue;
      tokens.push({ text: /^\s+$/.test(part) ? ' ' : part, tone: s.tone, space: /^\s+$/.test(part) });
    }
  }
  return tokens;
}

export interface WrapOptions {
  /** Runs placed before the first line (e.g. a bullet). */
  first?: Segment[];
  /** Runs placed before every following line (the hanging indent). */
  rest?: Segment[];
  section?: string | null;
}

function width(segs: Segment[]): number {
  return segs.reduce((n, s) => n + s.text.length, 0);
}

function pushRun(segs: Segment[], text: string, tone: Tone): void {
  const last = segs[segs.length - 1];
  if (last && last.tone === tone) last.text += text;
  else segs.push({ text, tone });
}

export function wrapSegments(segments: Segment[], maxWidth: number, opts: WrapOptions = {}): Line[] {
  const first = opts.first ?? [];
  const rest = opts.rest ?? [];
  const lines: Line[] = [];
  let cur: Segment[] = first.map((s) => ({ ...s }));
  let used = width(first);
  let hasWord = false;
  let pendingSpace: Token | null = null;
  const room = () => Math.max(maxWidth, width(rest) + 1);

  const breakLine = () => {
    lines.push({ segments: cur, section: opts.section });
    cur = rest.map((s) => ({ ...s }));
    used = width(rest);
    hasWord = false;
    pendingSpace = null;
  };

  for (const tok of tokenize(segments)) {
    if (tok.space) {
      if (hasWord) pendingSpace = tok;
      continue;
    }
    let word = tok.text;
    const spaceLen = pendingSpace ? 1 : 0;
    if (hasWord && used + spaceLen + word.length > room()) breakLine();
    if (pendingSpace) {
      pushRun(cur, ' ', pendingSpace.tone);
      used += 1;
      pendingSpace = null;
    }
    while (used + word.length > room()) {
      const fit = room() - used;
      if (fit <= 0) {
        breakLine();
        continue;
      }
      pushRun(cur, word.slice(0, fit), tok.tone);
      word = word.slice(fit);
      hasWord = true;
      breakLine();
    }
    if (word) {
      pushRun(cur, word, tok.tone);
      used += word.length;
      hasWord = true;
    }
  }
  if (hasWord || lines.length === 0) lines.push({ segments: cur, section: opts.section });
  return lines;
}
