import { describe, expect, it } from 'vitest';
import { markText, queryPatterns } from './mark.js';

const REQ = 'A conforming reader shall present content in the logical content order.';

describe('markText', () => {
  it('marks a quoted requirement sentence with its level in text and tone', () => {
    const segs = markText(`Some context. ${REQ} More context.`, { requirements: [{ text: REQ, level: 'shall' }] });
    const marked = segs
      .filter((s) => s.tone === 'shall')
      .map((s) => s.text)
      .join('');
    expect(marked).toBe(`[SHALL] ${REQ}`);
    expect(segs.map((s) => s.text).join('')).toBe(`Some context. [SHALL] ${REQ} More context.`);
  });

  it('matches sentences across different whitespace', () => {
    const segs = markText('A  processor\nshould not   guess.', {
      requirements: [{ text: 'A processor should not guess.', level: 'should not' }],
    });
    expect(segs[0]?.text).toBe('[SHOULD NOT] ');
    expect(segs[0]?.tone).toBe('should');
  });

  it('highlights every whole-word, case-insensitive match of the query phrase', () => {
    const [phrase] = queryPatterns('Logical Content Order');
    const segs = markText('The logical content order; logical  content-order; illogical content order.', {
      highlight: phrase,
    });
    expect(segs.filter((s) => s.tone === 'hit').map((s) => s.text)).toEqual([
      'logical content order',
      'logical content-order',
    ]);
  });

  it('falls back to single words as a second pattern', () => {
    const patterns = queryPatterns('reading order');
    expect(patterns).toHaveLength(2);
    const segs = markText('order of reading', { highlight: patterns[1] });
    expect(segs.filter((s) => s.tone === 'hit').map((s) => s.text)).toEqual(['order', 'reading']);
  });
});
