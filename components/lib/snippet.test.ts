import { describe, expect, it } from 'vitest';
import { lineText } from './line.js';
import { queryPatterns } from './mark.js';
import { snippetLine } from './snippet.js';

describe('snippetLine', () => {
  it('highlights the match as a hit', () => {
    const l = snippetLine(
      'The logical content order is the order of the tree.',
      queryPatterns('logical content order'),
      80,
    );
    expect(l.segments.filter((s) => s.tone === 'hit').map((s) => s.text)).toEqual(['logical content order']);
  });

  it('cuts a long snippet so that the match is on screen', () => {
    const text = `${'words before the match '.repeat(6)}logical content order and after`;
    const l = snippetLine(text, queryPatterns('logical content order'), 60);
    const t = lineText(l);
    expect(t.length).toBeLessThanOrEqual(60);
    expect(t).toContain('logical content order');
    expect(t.startsWith('  …')).toBe(true);
  });
});
