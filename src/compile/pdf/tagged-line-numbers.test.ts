import { describe, expect, it } from 'vitest';
import type { PageText, Run } from './page-text.js';
import { dropTaggedLineNumbers } from './tagged-line-numbers.js';

const run = (s: string, x: number, y: number, w = 6 * s.length): Run => ({ s, x, y, w, h: 10, eol: false });

/**
 * `count` pages of one tagged paragraph each (MCID 0) of `perPage` lines; with `numbered`, every line is
 * followed in content order by its line number, set flush right at x = 60 in the margin (Word's line
 * numbering, as in MQTT 5.0).
 */
function pages(count: number, perPage: number, numbered: boolean, extra: () => Run[] = () => []): PageText[] {
  let n = 0;
  return Array.from({ length: count }, () => {
    const pieces: Run[] = [];
    for (let k = 0; k < perPage; k++) {
      n++;
      const y = 700 - 12 * k;
      pieces.push(run(`line ${n} of the text`, 72, y));
      if (numbered) pieces.push(run(String(n), 60 - 6 * String(n).length, y));
    }
    pieces.push(...extra());
    return { mcids: new Map([[0, pieces]]), artifacts: [], untaggedChars: 0 };
  });
}

const texts = (t: PageText[]) => t.flatMap((p) => [...p.mcids.values()].flat().map((r) => ('s' in r ? r.s : '')));

describe('dropTaggedLineNumbers', () => {
  it('takes out numbers that count the lines in a band left of the text, of every width', () => {
    const t = pages(3, 40, true);
    expect(dropTaggedLineNumbers(t)).toBe(120);
    expect(texts(t).every((s) => s.startsWith('line '))).toBe(true);
  });

  it('keeps numbers that are text: a column of figures inside the text column', () => {
    const t = pages(3, 40, false, () => Array.from({ length: 30 }, (_, k) => run(String(k * 7), 300, 600 - 12 * k)));
    expect(dropTaggedLineNumbers(t)).toBe(0);
  });

  it('keeps margin numbers that do not count up (paragraph or question numbers)', () => {
    const t = pages(3, 40, false, () =>
      Array.from({ length: 25 }, (_, k) => [
        run(String((k % 3) + 1), 50, 600 - 12 * k),
        run('item', 72, 600 - 12 * k),
      ]).flat(),
    );
    expect(dropTaggedLineNumbers(t)).toBe(0);
  });
});
