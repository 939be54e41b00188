import { describe, expect, it } from 'vitest';
import { lineText, seg } from './line.js';
import { wrapSegments } from './wrap.js';

describe('wrapSegments', () => {
  it('wraps at word boundaries within the width and keeps all words in order', () => {
    const text = 'The logical content order is the order of the structure tree, not the page.';
    const lines = wrapSegments([seg(text)], 20).map(lineText);
    expect(lines.every((l) => l.length <= 20)).toBe(true);
    expect(lines.join(' ')).toBe(text);
  });

  it('hangs the indent of a bullet under its text', () => {
    const lines = wrapSegments([seg('alpha beta gamma delta epsilon')], 14, {
      first: [seg('• ')],
      rest: [seg('  ')],
    }).map(lineText);
    expect(lines[0]).toMatch(/^• alpha/);
    expect(lines.slice(1).every((l) => l.startsWith('  '))).toBe(true);
  });

  it('splits a word longer than the width instead of overflowing', () => {
    const lines = wrapSegments([seg('x'.repeat(25))], 10).map(lineText);
    expect(lines).toEqual(['x'.repeat(10), 'x'.repeat(10), 'x'.repeat(5)]);
  });

  it('keeps the tone of each run across line breaks', () => {
    const lines = wrapSegments([seg('plain words then '), seg('a highlighted phrase', 'hit')], 20);
    const hit = lines
      .flatMap((l) => l.segments)
      .filter((s) => s.tone === 'hit')
      .map((s) => s.text)
      .join(' ');
    expect(hit.replace(/\s+/g, ' ')).toBe('a highlighted phrase');
  });
});
